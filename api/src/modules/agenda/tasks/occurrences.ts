import type { TaskCompletion, TaskDay, TaskOccurrence } from '@coach/shared/contracts';
import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, clients, forms, taskCompletions, taskExceptions, tasks, workouts, type TaskExceptionRow } from '../../../db/schema';
import { trainerFilterOf, type Scope } from '../../team/scope';
import { expandSeries, type Occurrence } from '../recurrence/series';
import { itemIdOf, itemNameColumn, numberOrNull, toCompletion } from './task-rows';

export interface TaskOccurrenceFilters {
  from: string;
  to: string;
  clientId?: number;
  /** Only these clients' (a page of a list). */
  clientIds?: readonly number[];
  /** Only the clients of this trainer (a CO's agenda). */
  trainerId?: number;
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
  const ofClient = and(
    filters.clientId === undefined ? undefined : eq(tasks.clientId, filters.clientId),
    filters.clientIds === undefined ? undefined : sql`${tasks.clientId} = any(${intArray(filters.clientIds)})`,
    filters.trainerId === undefined
      ? undefined
      : sql`${tasks.clientId} in (select ${clients.id} from ${clients} where ${clients.trainerUserId} = ${filters.trainerId} and ${clients.gymId} = ${gymId})`,
  );
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

/** What expanding needs of a series: its days and rule. */
interface SeriesDays {
  id: number;
  date: string;
  endDate: string | null;
  rrule: string | null;
}
interface ExpandedOccurrence extends Occurrence<TaskException> {
  taskId: number;
}

/**
 * The occurrences between from and to, sorted by day (exceptions applied: moved, changed or
 * cancelled alone), from the series' days and rules only: how many there are is known before any
 * client, item or completion is read.
 */
async function expandRange(db: Db, gymId: number, filters: TaskOccurrenceFilters): Promise<ExpandedOccurrence[]> {
  const { from, to } = filters;
  const series: SeriesDays[] = await db
    .select({ id: tasks.id, date: tasks.date, endDate: tasks.endDate, rrule: tasks.rrule })
    .from(tasks)
    .where(await seriesInRange(db, gymId, filters));
  if (series.length === 0) return [];
  // The series' exceptions by the series' ids (primary key on task_id first): cheaper than
  // repeating the range condition.
  const exceptionRows = await db
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
    .where(sql`${taskExceptions.taskId} = any(${intArray(series.map((task) => task.id))})`);
  const exceptionsByTask = new Map<number, TaskException[]>();
  for (const row of exceptionRows) {
    const list = exceptionsByTask.get(row.taskId);
    const exception = asSeriesException(row);
    if (list) list.push(exception);
    else exceptionsByTask.set(row.taskId, [exception]);
  }
  const expanded: ExpandedOccurrence[] = [];
  for (const task of series) {
    for (const occurrence of occurrencesOf(task, exceptionsByTask.get(task.id) ?? [], from, to)) expanded.push({ taskId: task.id, ...occurrence });
  }
  return expanded.sort((a, b) => (a.date === b.date ? a.taskId - b.taskId || byText(a.occurrence, b.occurrence) : byText(a.date, b.date)));
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The completions of these occurrences: of their series, on a day of the range (or from the first day of
 * a single task with an end date that started before it) or moved into it.
 */
function completionsOfCondition(occurrences: readonly ExpandedOccurrence[], from: string, to: string): SQL {
  const taskIds = [...new Set(occurrences.map((item) => item.taskId))];
  // A single task with an end date is registered under its first day, which may fall before `from`.
  const earliest = occurrences.reduce((first, item) => (item.occurrence < first ? item.occurrence : first), from);
  return and(
    sql`${taskCompletions.taskId} = any(${intArray(taskIds)})`,
    or(
      and(gte(taskCompletions.occurrence, earliest), lte(taskCompletions.occurrence, to)),
      // An occurrence moved into the range from a day outside it.
      sql`(${taskCompletions.taskId}, ${taskCompletions.occurrence}) in (select ${taskExceptions.taskId}, ${taskExceptions.occurrence} from ${taskExceptions} where ${taskExceptions.date} between ${from} and ${to})`,
    ),
  )!;
}

/** The occurrences with everything the agenda shows of them: client, item, what was asked and what was registered. */
async function describe(db: Db, occurrences: readonly ExpandedOccurrence[], from: string, to: string): Promise<TaskOccurrence[]> {
  if (occurrences.length === 0) return [];
  const taskIds = [...new Set(occurrences.map((item) => item.taskId))];
  const [seriesRows, completionRows] = await Promise.all([
    db
      .select({
        id: tasks.id,
        clientId: tasks.clientId,
        type: tasks.type,
        activityId: tasks.activityId,
        workoutId: tasks.workoutId,
        formId: tasks.formId,
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
      .where(sql`${tasks.id} = any(${intArray(taskIds)})`),
    db
      .select({
        taskId: taskCompletions.taskId,
        occurrence: taskCompletions.occurrence,
        uid: taskCompletions.uid,
        completedAt: taskCompletions.completedAt,
        durationMin: taskCompletions.durationMin,
        distanceKm: taskCompletions.distanceKm,
        mood: taskCompletions.mood,
        enjoyment: taskCompletions.enjoyment,
        comment: taskCompletions.comment,
        answers: taskCompletions.answers,
        questions: taskCompletions.questions,
        results: taskCompletions.results,
      })
      .from(taskCompletions)
      .where(completionsOfCondition(occurrences, from, to)),
  ]);
  const seriesById = new Map(
    seriesRows.map((task) => [task.id, { ...task, clientName: `${task.firstName} ${task.lastName}`, itemId: itemIdOf(task), distanceKm: numberOrNull(task.distanceKm) }]),
  );
  const completions = new Map<string, TaskCompletion>();
  for (const row of completionRows) completions.set(completionKey(row.taskId, row.occurrence), toCompletion(row));

  return occurrences.flatMap(({ taskId, occurrence, date, exception }): TaskOccurrence[] => {
    const task = seriesById.get(taskId);
    if (!task) return []; // deleted between the two reads
    return [
      {
        kind: 'task',
        id: task.id,
        occurrence,
        date,
        endDate: task.endDate,
        clientId: task.clientId,
        clientName: task.clientName,
        type: task.type,
        itemId: task.itemId,
        itemName: task.itemName,
        goal: exception?.goal ?? task.goal,
        durationMin: exception?.durationMin ?? task.durationMin,
        distanceKm: exception?.distanceKm != null ? Number(exception.distanceKm) : task.distanceKm,
        recurrence: task.rrule,
        changed: exception !== null,
        completion: completions.get(completionKey(task.id, occurrence)) ?? null,
      },
    ];
  });
}

/**
 * The business's task occurrences between from and to (both included), sorted by day: exceptions
 * applied (moved, changed or cancelled alone), each with its client's name, its item's name and what
 * the client registered. Set-based queries, whatever the number of series. For the client's app
 * (one client, by its own token); the trainer's app lists through a Scope (listTaskOccurrences).
 */
export async function listTaskOccurrencesOfGym(db: Db, gymId: number, filters: TaskOccurrenceFilters): Promise<TaskOccurrence[]> {
  return describe(db, await expandRange(db, gymId, filters), filters.from, filters.to);
}

/** What a member's list may filter by: the trainer's filter comes from the Scope, never from the caller. */
export type ScopedOccurrenceFilters = Omit<TaskOccurrenceFilters, 'trainerId'>;

/** The filters of a member's query: a CO reaches only the tasks of their clients (in the series' query). */
const inScope = (scope: Scope, filters: ScopedOccurrenceFilters): TaskOccurrenceFilters => ({ ...filters, trainerId: trainerFilterOf(scope) });

/** The task occurrences a member sees between from and to: listTaskOccurrencesOfGym within the Scope. */
export async function listTaskOccurrences(db: Db, scope: Scope, filters: ScopedOccurrenceFilters): Promise<TaskOccurrence[]> {
  return listTaskOccurrencesOfGym(db, scope.gymId, inScope(scope, filters));
}

/** Past `limit` occurrences: how many tasks each day has and how many of them were done. */
export type TaskOccurrencesOrDays = { items: TaskOccurrence[]; days: null } | { items: []; days: TaskDay[] };

/**
 * The task occurrences of the range, or, when there are more than `limit` (a big business's month), the
 * count of each day: nobody reads thousands of tasks on a calendar, and listing them cost most of the
 * answer (their rows, their JSON).
 */
export async function listTaskOccurrencesOrDays(db: Db, scope: Scope, filters: ScopedOccurrenceFilters, limit: number): Promise<TaskOccurrencesOrDays> {
  const { from, to } = filters;
  const occurrences = await expandRange(db, scope.gymId, inScope(scope, filters));
  if (occurrences.length <= limit) return { items: await describe(db, occurrences, from, to), days: null };
  return { items: [], days: await countByDay(db, occurrences, from, to) };
}

/** Per day (sorted occurrences in), how many occurrences and how many of them were registered. */
async function countByDay(db: Db, occurrences: readonly ExpandedOccurrence[], from: string, to: string): Promise<TaskDay[]> {
  if (occurrences.length === 0) return [];
  const completed = await db
    .select({ taskId: taskCompletions.taskId, occurrence: taskCompletions.occurrence })
    .from(taskCompletions)
    .where(completionsOfCondition(occurrences, from, to));
  const done = new Set(completed.map((row) => completionKey(row.taskId, row.occurrence)));
  const days: TaskDay[] = [];
  for (const { taskId, occurrence, date } of occurrences) {
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, total: 0, completed: 0 };
      days.push(day);
    }
    day.total += 1;
    if (done.has(completionKey(taskId, occurrence))) day.completed += 1;
  }
  return days;
}

/**
 * The business's task occurrences between from and to counted per day, as the agenda counts them
 * (`taskDays`): exceptions applied, a day listed only when it has occurrences. A single task with an
 * end date that meets the range counts on its own day, which may fall before `from`.
 */
export async function countTaskOccurrences(db: Db, gymId: number, range: TaskOccurrenceFilters): Promise<TaskDay[]> {
  return countByDay(db, await expandRange(db, gymId, range), range.from, range.to);
}

/** An occurrence as adherence counts it: whose, the day it is due by, and whether the client registered it. */
export interface DueOccurrence {
  clientId: number;
  due: string;
  done: boolean;
}

/**
 * The occurrences due between from and to (both included), as the agenda expands them (exceptions
 * applied), each with whether it was registered. A single task with an end date is due on its last day
 * (the client may register it until then): one that ends after `to` is left out, not yet missed.
 */
export async function dueOccurrences(db: Db, gymId: number, filters: TaskOccurrenceFilters): Promise<DueOccurrence[]> {
  const occurrences = await expandRange(db, gymId, filters);
  if (occurrences.length === 0) return [];
  const taskIds = [...new Set(occurrences.map((item) => item.taskId))];
  const [seriesRows, completed] = await Promise.all([
    db
      .select({ id: tasks.id, clientId: tasks.clientId, endDate: tasks.endDate, rrule: tasks.rrule })
      .from(tasks)
      .where(sql`${tasks.id} = any(${intArray(taskIds)})`),
    db
      .select({ taskId: taskCompletions.taskId, occurrence: taskCompletions.occurrence })
      .from(taskCompletions)
      .where(completionsOfCondition(occurrences, filters.from, filters.to)),
  ]);
  const seriesOf = new Map(seriesRows.map((task) => [task.id, { clientId: task.clientId, lastDay: task.rrule === null ? task.endDate : null }]));
  const done = new Set(completed.map((row) => completionKey(row.taskId, row.occurrence)));
  return occurrences.flatMap(({ taskId, occurrence, date }) => {
    const series = seriesOf.get(taskId);
    if (!series) return []; // deleted between the two reads
    const due = series.lastDay ?? date;
    return due >= filters.from && due <= filters.to ? [{ clientId: series.clientId, due, done: done.has(completionKey(taskId, occurrence)) }] : [];
  });
}
