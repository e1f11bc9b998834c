import type { TaskCompletion, TaskOccurrence } from '@coach/shared/contracts';
import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, clients, forms, taskCompletions, taskExceptions, tasks, workouts, type TaskExceptionRow } from '../../../db/schema';
import { expandSeries, type Occurrence } from '../recurrence/series';
import { itemIdOf, itemNameColumn, numberOrNull, toCompletion } from './task-rows';

export interface TaskOccurrenceFilters {
  from: string;
  to: string;
  clientId?: number;
}

/** A stored exception in the shape expandSeries reads (movedTo: its new day). */
export type TaskException = TaskExceptionRow & { movedTo: string | null };
export const asSeriesException = (row: TaskExceptionRow): TaskException => ({ ...row, movedTo: row.date });

/**
 * The business's series that may have an occurrence between from and to: those whose [date,
 * last_date] meets the range (tasks_gym_dates_idx, tasks_client_dates_idx), and those with an
 * occurrence moved into it from elsewhere (task_exceptions_date_idx).
 */
async function seriesInRange(db: Db, gymId: number, filters: TaskOccurrenceFilters): Promise<SQL> {
  const ofClient = filters.clientId === undefined ? undefined : eq(tasks.clientId, filters.clientId);
  // Usually none or a few: looked up first, so the main query's condition stays index-friendly (an
  // OR with a subquery made PostgreSQL read every series of the business).
  const movedIn = await db
    .select({ taskId: taskExceptions.taskId })
    .from(taskExceptions)
    .innerJoin(tasks, eq(tasks.id, taskExceptions.taskId))
    .where(and(eq(tasks.gymId, gymId), ofClient, gte(taskExceptions.date, filters.from), lte(taskExceptions.date, filters.to)));
  const inRange = and(lte(tasks.date, filters.to), or(isNull(tasks.lastDate), gte(tasks.lastDate, filters.from)))!;
  return and(
    eq(tasks.gymId, gymId),
    ofClient,
    movedIn.length === 0 ? inRange : or(inRange, sql`${tasks.id} = any(${intArray(movedIn.map((row) => row.taskId))})`),
  )!;
}

/** One parameter, a PostgreSQL array literal of integers (not one placeholder per id). */
const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/** The occurrences of one series in the range: a single task with an end date counts while its days meet the range. */
export function occurrencesOf(
  series: { date: string; endDate: string | null; rrule: string | null },
  exceptions: readonly TaskException[],
  from: string,
  to: string,
): Occurrence<TaskException>[] {
  if (series.rrule === null && series.endDate !== null) {
    return series.date <= to && series.endDate >= from ? [{ occurrence: series.date, date: series.date, exception: null }] : [];
  }
  return expandSeries(series.date, series.rrule, exceptions, from, to);
}

const completionKey = (taskId: number, occurrence: string) => `${taskId}|${occurrence}`;

/**
 * The business's task occurrences between from and to (both included), sorted by day: exceptions
 * applied (moved, changed or cancelled alone), each with its client's name, its item's name and what
 * the client registered. Three set-based queries, run together, whatever the number of series.
 */
export async function listTaskOccurrences(db: Db, gymId: number, filters: TaskOccurrenceFilters): Promise<TaskOccurrence[]> {
  const { from, to } = filters;
  const series = await db
    .select({
      id: tasks.id,
      clientId: tasks.clientId,
      type: tasks.type,
      activityId: tasks.activityId,
      workoutId: tasks.workoutId,
      formId: tasks.formId,
      date: tasks.date,
      endDate: tasks.endDate,
      rrule: tasks.rrule,
      goal: tasks.goal,
      durationMin: tasks.durationMin,
      distanceKm: tasks.distanceKm,
      firstName: clients.firstName,
      lastName: clients.lastName,
      itemName: itemNameColumn,
    })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(activities, eq(activities.id, tasks.activityId))
    .leftJoin(workouts, eq(workouts.id, tasks.workoutId))
    .leftJoin(forms, eq(forms.id, tasks.formId))
    .where(await seriesInRange(db, gymId, filters));
  if (series.length === 0) return [];
  // The series' exceptions and the completions of the range, by the series' ids (primary key and
  // unique index on task_id first): cheaper than repeating the range condition in both.
  const ids = series.map((task) => task.id);
  const idList = sql`any(${intArray(ids)})`;
  const [exceptionRows, completionRows] = await Promise.all([
    db
      .select({
        taskId: taskExceptions.taskId,
        occurrence: taskExceptions.occurrence,
        cancelled: taskExceptions.cancelled,
        date: taskExceptions.date,
        goal: taskExceptions.goal,
        durationMin: taskExceptions.durationMin,
        distanceKm: taskExceptions.distanceKm,
      })
      .from(taskExceptions)
      .where(sql`${taskExceptions.taskId} = ${idList}`),
    db
      .select({
        taskId: taskCompletions.taskId,
        occurrence: taskCompletions.occurrence,
        completedAt: taskCompletions.completedAt,
        durationMin: taskCompletions.durationMin,
        distanceKm: taskCompletions.distanceKm,
        mood: taskCompletions.mood,
        enjoyment: taskCompletions.enjoyment,
        comment: taskCompletions.comment,
        answers: taskCompletions.answers,
        questions: taskCompletions.questions,
      })
      .from(taskCompletions)
      .where(
        and(
          sql`${taskCompletions.taskId} = ${idList}`,
          or(
            and(gte(taskCompletions.occurrence, from), lte(taskCompletions.occurrence, to)),
            // An occurrence moved into the range from a day outside it.
            sql`(${taskCompletions.taskId}, ${taskCompletions.occurrence}) in (select ${taskExceptions.taskId}, ${taskExceptions.occurrence} from ${taskExceptions} where ${taskExceptions.date} between ${from} and ${to})`,
          ),
        ),
      ),
  ]);

  const exceptionsByTask = new Map<number, TaskException[]>();
  for (const row of exceptionRows) {
    const list = exceptionsByTask.get(row.taskId);
    const exception = asSeriesException(row);
    if (list) list.push(exception);
    else exceptionsByTask.set(row.taskId, [exception]);
  }
  const completions = new Map<string, TaskCompletion>();
  for (const row of completionRows) completions.set(completionKey(row.taskId, row.occurrence), toCompletion(row));

  const result: TaskOccurrence[] = [];
  for (const task of series) {
    const clientName = `${task.firstName} ${task.lastName}`;
    const itemId = itemIdOf(task);
    const distanceKm = numberOrNull(task.distanceKm);
    for (const { occurrence, date, exception } of occurrencesOf(task, exceptionsByTask.get(task.id) ?? [], from, to)) {
      result.push({
        kind: 'task',
        id: task.id,
        occurrence,
        date,
        endDate: task.endDate,
        clientId: task.clientId,
        clientName,
        type: task.type,
        itemId,
        itemName: task.itemName,
        goal: exception?.goal ?? task.goal,
        durationMin: exception?.durationMin ?? task.durationMin,
        distanceKm: exception?.distanceKm != null ? Number(exception.distanceKm) : distanceKm,
        recurrence: task.rrule,
        changed: exception !== null,
        completion: completions.get(completionKey(task.id, occurrence)) ?? null,
      });
    }
  }
  return result.sort((a, b) => (a.date === b.date ? a.id - b.id || (a.occurrence < b.occurrence ? -1 : a.occurrence > b.occurrence ? 1 : 0) : a.date < b.date ? -1 : 1));
}
