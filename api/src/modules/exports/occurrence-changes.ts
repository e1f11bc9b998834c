import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventExceptions, taskExceptions } from '../../db/schema';
import { fromStoredWallClock } from '../agenda/events/event-times';
import { numberOrNull } from '../agenda/tasks/task-rows';

/*
 * The "solo este día" changes of a series, as the export writes them beside it: without them a
 * business rebuilt from its ZIP would get deleted days back, moved ones in their old place and lose
 * the titles and goals changed for one day. `occurrence` is the day the series put it on.
 */

/** One day of a task changed alone: removed (cancelled), moved to `date`, or with its own goal or figures (null: the task's). */
export interface TaskOccurrenceChange {
  occurrence: string;
  cancelled: boolean;
  date: string | null;
  goal: string | null;
  durationMin: number | null;
  distanceKm: number | null;
}

/** One occurrence of an event changed alone: removed, moved (`start`/`end`), or with its own title, description or colour. */
export interface EventOccurrenceChange {
  occurrence: string;
  cancelled: boolean;
  title: string | null;
  /** null keeps the event's description; "" is the description removed for that day alone. */
  description: string | null;
  color: string | null;
  start: string | null;
  end: string | null;
}

function grouped<T>(rows: Array<{ id: number; change: T }>): Map<number, T[]> {
  const byId = new Map<number, T[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row.change]);
  return byId;
}

/** The changed days of these tasks, by task id, in day order (one query for the batch). */
export async function taskChangesOf(db: Db, taskIds: readonly number[]): Promise<Map<number, TaskOccurrenceChange[]>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(taskExceptions)
    .where(inArray(taskExceptions.taskId, [...taskIds]))
    .orderBy(asc(taskExceptions.taskId), asc(taskExceptions.occurrence));
  return grouped(
    rows.map((row) => ({
      id: row.taskId,
      change: {
        occurrence: row.occurrence,
        cancelled: row.cancelled,
        date: row.date,
        goal: row.goal,
        durationMin: row.durationMin,
        distanceKm: numberOrNull(row.distanceKm),
      },
    })),
  );
}

/** The changed occurrences of these events, by event id, in day order (one query for the batch). */
export async function eventChangesOf(db: Db, eventIds: readonly number[]): Promise<Map<number, EventOccurrenceChange[]>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(eventExceptions)
    .where(inArray(eventExceptions.eventId, [...eventIds]))
    .orderBy(asc(eventExceptions.eventId), asc(eventExceptions.occurrence));
  return grouped(
    rows.map((row) => ({
      id: row.eventId,
      change: {
        occurrence: row.occurrence,
        cancelled: row.cancelled,
        title: row.title,
        description: row.description,
        color: row.color,
        start: row.startsAt === null ? null : fromStoredWallClock(row.startsAt),
        end: row.endsAt === null ? null : fromStoredWallClock(row.endsAt),
      },
    })),
  );
}
