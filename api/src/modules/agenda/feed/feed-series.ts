import type { TaskType } from '@coach/shared/contracts';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, clients, eventExceptions, events, forms, taskExceptions, tasks, workouts, type EventExceptionRow, type EventRow } from '../../../db/schema';
import { itemNameColumn } from '../tasks/task-rows';
import type { Scope } from '../../team/scope';
import { eventsInScope } from '../events/queries';
import { tasksInScope } from '../tasks/queries';

/*
 * What the feed publishes, as stored: the series (events and tasks) whose days meet the feed's
 * window, or that have an occurrence moved into it, each with all of its exceptions. A series is
 * written once with its rule; the calendar app expands it.
 */

export interface EventSeries {
  row: EventRow;
  exceptions: EventExceptionRow[];
}

export interface TaskSeries {
  id: number;
  date: string;
  endDate: string | null;
  rrule: string | null;
  goal: string | null;
  type: TaskType;
  itemName: string;
  clientName: string;
  updatedAt: Date;
  exceptions: Array<{ occurrence: string; cancelled: boolean; date: string | null; goal: string | null }>;
}

function byId<T extends Record<K, number>, K extends string>(rows: T[], key: K): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row[key]);
    if (list) list.push(row);
    else grouped.set(row[key], [row]);
  }
  return grouped;
}

export async function eventSeriesIn(db: Db, scope: Scope, from: string, to: string): Promise<EventSeries[]> {
  const reached = eventsInScope(scope);
  const movedIn = db
    .select({ id: eventExceptions.eventId })
    .from(eventExceptions)
    .innerJoin(events, eq(events.id, eventExceptions.eventId))
    .where(and(reached, gte(eventExceptions.endsAt, `${from} 00:00:00`), lte(eventExceptions.startsAt, `${to} 23:59:59`)));
  const rows = await db
    .select()
    .from(events)
    .where(and(reached, or(and(lte(events.firstDate, to), or(isNull(events.lastDate), gte(events.lastDate, from))), inArray(events.id, movedIn))));
  const repeating = rows.filter((row) => row.rrule !== null).map((row) => row.id);
  const exceptions = repeating.length === 0 ? [] : await db.select().from(eventExceptions).where(inArray(eventExceptions.eventId, repeating));
  const exceptionsOf = byId(exceptions, 'eventId');
  return rows.map((row) => ({ row, exceptions: exceptionsOf.get(row.id) ?? [] }));
}

export async function taskSeriesIn(db: Db, scope: Scope, from: string, to: string): Promise<TaskSeries[]> {
  const reached = tasksInScope(scope);
  const movedIn = db
    .select({ id: taskExceptions.taskId })
    .from(taskExceptions)
    .innerJoin(tasks, eq(tasks.id, taskExceptions.taskId))
    .where(and(reached, gte(taskExceptions.date, from), lte(taskExceptions.date, to)));
  const rows = await db
    .select({
      id: tasks.id,
      date: tasks.date,
      endDate: tasks.endDate,
      rrule: tasks.rrule,
      goal: tasks.goal,
      type: tasks.type,
      updatedAt: tasks.updatedAt,
      firstName: clients.firstName,
      lastName: clients.lastName,
      itemName: itemNameColumn,
    })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(activities, eq(activities.id, tasks.activityId))
    .leftJoin(workouts, eq(workouts.id, tasks.workoutId))
    .leftJoin(forms, eq(forms.id, tasks.formId))
    .where(and(reached, or(and(lte(tasks.date, to), or(isNull(tasks.lastDate), gte(tasks.lastDate, from))), inArray(tasks.id, movedIn))));
  const repeating = rows.filter((row) => row.rrule !== null).map((row) => row.id);
  const exceptions =
    repeating.length === 0
      ? []
      : await db
          .select({ taskId: taskExceptions.taskId, occurrence: taskExceptions.occurrence, cancelled: taskExceptions.cancelled, date: taskExceptions.date, goal: taskExceptions.goal })
          .from(taskExceptions)
          .where(inArray(taskExceptions.taskId, repeating));
  const exceptionsOf = byId(exceptions, 'taskId');
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, clientName: `${firstName} ${lastName}`, exceptions: exceptionsOf.get(row.id) ?? [] }));
}
