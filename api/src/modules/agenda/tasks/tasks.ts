import {
  agendaMessages,
  recurrenceMessages,
  startsOnItsDays,
  type AgendaTask,
  type SeriesChangeQuery,
  type TaskType,
  type taskCreateSchema,
  type taskUpdateSchema,
} from '@coach/shared/contracts';
import { and, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { taskCompletions, taskExceptions, tasks, type ClientRow, type TaskRow } from '../../../db/schema';
import { notFound } from '../../../http/api-error';
import { findClientInGym, findClientInScope } from '../../clients/queries';
import { fieldValidationError } from '../../library/validation-error';
import type { Scope } from '../../team/scope';
import { isOccurrence, lastOccurrence, occurrencesBetween, readRule, splitRule } from '../recurrence/series';
import type { TaskException } from './occurrences';
import { assignableItemName, exceptionsOf, findTaskWithItemName, gymToday, lockTask } from './queries';
import { clientDisabledForTasks, taskMessages } from './task-messages';
import { itemColumns, itemIdOf, toTask } from './task-rows';

export type TaskCreate = z.output<typeof taskCreateSchema>;
export type TaskUpdate = z.output<typeof taskUpdateSchema>;

export interface TaskDeps {
  db: Db;
  now: () => Date;
}

type FieldErrors = Array<[path: string, message: string]>;

const distanceColumn = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? null : value.toFixed(2));

/** The last day a series can touch: its rule's last occurrence, or a single task's end date (or its day). */
const lastDateOf = (date: string, rule: string | null, endDate: string | null | undefined): string | null =>
  rule === null ? (endDate ?? date) : lastOccurrence(date, rule);

/**
 * A rule ending on a date before the series' first day has no occurrence at all; one whose first day
 * is not one of its days (a Tuesday for Mondays and Wednesdays) is refused too.
 */
function checkRule(errors: FieldErrors, date: string, rule: string | null, { startDay }: { startDay: boolean }) {
  if (rule === null) return;
  const recurrence = readRule(rule);
  if (recurrence.until !== null && recurrence.until < date) errors.push(['recurrence', recurrenceMessages.untilBeforeStart]);
  else if (startDay && !startsOnItsDays(recurrence, date)) errors.push(['recurrence', recurrenceMessages.startNotOnItsDays]);
}

/** 400 with every field error collected, when there is one. */
function throwIfAny(errors: FieldErrors) {
  if (errors.length > 0) throw fieldValidationError(errors);
}

/** Who a task is created for and by: the business, the member who assigns it and the client (undefined: not found). */
interface TaskOwner {
  gymId: number;
  userId: number;
  client: ClientRow | undefined;
}

/** POST /clients/{clientId}/tasks: a task from today onward, for an active client in the scope, of an item the business can assign. */
export async function createTask(deps: TaskDeps, scope: Scope, clientId: number, input: TaskCreate): Promise<AgendaTask> {
  const client = await findClientInScope(deps.db, scope, clientId);
  return insertTask(deps, { gymId: scope.gymId, userId: scope.userId, client }, input);
}

/** createTask for the demo seeder, which has a business and a member but no request: any client of the business. */
export async function createTaskOfGym(deps: TaskDeps, gymId: number, userId: number, clientId: number, input: TaskCreate): Promise<AgendaTask> {
  return insertTask(deps, { gymId, userId, client: await findClientInGym(deps.db, gymId, clientId) }, input);
}

/** The checks and the insert of a new task, once its client was looked up. */
async function insertTask(deps: TaskDeps, { gymId, userId, client }: TaskOwner, input: TaskCreate): Promise<AgendaTask> {
  if (!client) throw notFound();
  if (!client.active) throw clientDisabledForTasks();
  const now = deps.now();
  const [today, itemName] = await Promise.all([gymToday(deps.db, gymId, now), assignableItemName(deps.db, gymId, input.type, input.itemId)]);
  const errors: FieldErrors = [];
  if (itemName === undefined) errors.push(['itemId', agendaMessages.itemNotFound]);
  if (input.date < today) errors.push(['date', agendaMessages.taskInPast]);
  const rule = input.recurrence ?? null;
  checkRule(errors, input.date, rule, { startDay: true });
  throwIfAny(errors);

  const endDate = rule === null ? (input.endDate ?? null) : null;
  const [row] = await deps.db
    .insert(tasks)
    .values({
      gymId,
      clientId: client.id,
      createdByUserId: userId,
      type: input.type,
      ...itemColumns(input.type, input.itemId),
      date: input.date,
      endDate,
      rrule: rule,
      lastDate: lastDateOf(input.date, rule, endDate),
      goal: input.goal ?? null,
      durationMin: input.durationMin ?? null,
      distanceKm: distanceColumn(input.distanceKm ?? null),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('task insert returned no row');
  return toTask(row, itemName!);
}

/** The occurrence a change of a repeating task names: checked to be one of its days, not cancelled, not past. */
interface Target {
  scope: 'this' | 'following' | 'all';
  occurrence: string;
  exceptions: TaskException[];
}

async function targetOf(tx: Db, task: TaskRow & { rrule: string }, query: SeriesChangeQuery, today: string): Promise<Target> {
  if (!query.scope) throw fieldValidationError([['scope', agendaMessages.scopeRequired]]);
  const exceptions = await exceptionsOf(tx, task.id);
  if (query.scope === 'all') return { scope: 'all', occurrence: query.occurrence ?? task.date, exceptions };
  const occurrence = query.occurrence;
  const exception = exceptions.find((candidate) => candidate.occurrence === occurrence);
  if (!occurrence || !isOccurrence(task.date, task.rrule, occurrence) || exception?.cancelled) {
    throw fieldValidationError([['occurrence', agendaMessages.occurrenceNotInSeries]]);
  }
  // Past days keep what they were (and what the client registered for them).
  if (occurrence < today || (exception?.date ?? occurrence) < today) throw fieldValidationError([['occurrence', taskMessages.pastOccurrence]]);
  return { scope: query.scope, occurrence, exceptions };
}

/** What a change leaves of the task's item: checked only when it changes (an archived item stays where it was). */
async function itemAfter(db: Db, gymId: number, task: TaskRow, changes: TaskUpdate, errors: FieldErrors): Promise<{ type: TaskType; itemId: number }> {
  const type = changes.type ?? task.type;
  const itemId = changes.itemId ?? (type === task.type ? itemIdOf(task) : undefined);
  if (itemId === undefined) {
    errors.push(['itemId', agendaMessages.itemRequired]);
    return { type: task.type, itemId: itemIdOf(task) };
  }
  if ((type !== task.type || itemId !== itemIdOf(task)) && (await assignableItemName(db, gymId, type, itemId)) === undefined) {
    errors.push(['itemId', agendaMessages.itemNotFound]);
  }
  return { type, itemId };
}

/** The series' fields after a change of its whole (or of its following part): what was sent over what it had. */
async function seriesAfter(db: Db, gymId: number, task: TaskRow, changes: TaskUpdate, start: string, baseRule: string | null, today: string) {
  const errors: FieldErrors = [];
  const item = await itemAfter(db, gymId, task, changes, errors);
  const date = changes.date ?? start;
  if (changes.date !== undefined && changes.date !== start && changes.date < today) errors.push(['date', agendaMessages.taskInPast]);
  const rule = changes.recurrence !== undefined ? changes.recurrence : baseRule;
  let endDate = changes.endDate !== undefined ? changes.endDate : task.endDate;
  if (rule !== null) {
    if (changes.endDate) errors.push(['endDate', agendaMessages.endDateWithRecurrence]);
    endDate = null;
  } else if (endDate !== null && endDate < date) {
    errors.push(['endDate', agendaMessages.endDateBeforeDate]);
  }
  // A series stored before the start-day check may start off its days: changing its goal alone still works.
  checkRule(errors, date, rule, { startDay: changes.date !== undefined || changes.recurrence !== undefined });
  throwIfAny(errors);
  return {
    type: item.type,
    ...itemColumns(item.type, item.itemId),
    date,
    endDate,
    rrule: rule,
    lastDate: lastDateOf(date, rule, endDate),
    goal: changes.goal !== undefined ? changes.goal : task.goal,
    durationMin: changes.durationMin !== undefined ? changes.durationMin : task.durationMin,
    distanceKm: changes.distanceKm !== undefined ? distanceColumn(changes.distanceKm) : task.distanceKm,
  };
}

/** "Todos" (and a single task): the row changes; a new day or rule re-anchors the series, dropping the exceptions of days it no longer has. */
async function updateWhole(tx: Db, deps: TaskDeps, gymId: number, task: TaskRow, changes: TaskUpdate, today: string, exceptions: TaskException[]) {
  const fields = await seriesAfter(tx, gymId, task, changes, task.date, task.rrule, today);
  await tx.update(tasks).set({ ...fields, updatedAt: deps.now() }).where(eq(tasks.id, task.id));
  for (const exception of exceptions) {
    if (fields.rrule === null || !isOccurrence(fields.date, fields.rrule, exception.occurrence)) {
      await tx.delete(taskExceptions).where(and(eq(taskExceptions.taskId, task.id), eq(taskExceptions.occurrence, exception.occurrence)));
    }
  }
  return task.id;
}

/** "Solo este": the day, goal, duration and distance of one occurrence, kept in its exception (null: the series' value). */
async function updateOne(tx: Db, task: TaskRow, target: Target, changes: TaskUpdate, today: string) {
  const locked = (['type', 'itemId', 'recurrence', 'endDate'] as const).filter((field) => changes[field] !== undefined);
  const errors: FieldErrors = locked.map((field) => [field, taskMessages.onlyThisLocked]);
  if (changes.date !== undefined && changes.date < today) errors.push(['date', agendaMessages.taskInPast]);
  throwIfAny(errors);
  const current = target.exceptions.find((exception) => exception.occurrence === target.occurrence);
  const movedTo = changes.date !== undefined ? (changes.date === target.occurrence ? null : changes.date) : (current?.date ?? null);
  const fields = {
    date: movedTo,
    goal: changes.goal !== undefined ? changes.goal : (current?.goal ?? null),
    durationMin: changes.durationMin !== undefined ? changes.durationMin : (current?.durationMin ?? null),
    distanceKm: changes.distanceKm !== undefined ? (distanceColumn(changes.distanceKm) ?? null) : (current?.distanceKm ?? null),
  };
  const key = and(eq(taskExceptions.taskId, task.id), eq(taskExceptions.occurrence, target.occurrence));
  if (Object.values(fields).every((value) => value === null)) {
    // Back to what the series says: no exception left.
    await tx.delete(taskExceptions).where(key);
  } else {
    await tx
      .insert(taskExceptions)
      .values({ taskId: task.id, occurrence: target.occurrence, cancelled: false, ...fields })
      .onConflictDoUpdate({ target: [taskExceptions.taskId, taskExceptions.occurrence], set: { cancelled: false, ...fields } });
  }
  return task.id;
}

/**
 * "Este y los siguientes": the series ends the day before the occurrence and a new one, with the
 * changes, starts on it (or on the new day sent) and keeps the rest of the old one (same end, same
 * total count). The exceptions of the moved part go with it while its days stay the same; what the
 * client registered from that day on goes with it always.
 */
async function updateFollowing(tx: Db, deps: TaskDeps, gymId: number, task: TaskRow & { rrule: string }, target: Target, changes: TaskUpdate, today: string) {
  const split = splitRule(task.date, task.rrule, target.occurrence);
  if (split.before === null) return updateWhole(tx, deps, gymId, task, changes, today, target.exceptions);
  const fields = await seriesAfter(tx, gymId, task, changes, target.occurrence, split.after, today);
  const now = deps.now();
  await tx
    .update(tasks)
    .set({ rrule: split.before, lastDate: lastOccurrence(task.date, split.before), updatedAt: now })
    .where(eq(tasks.id, task.id));
  const [created] = await tx
    .insert(tasks)
    .values({ gymId, clientId: task.clientId, createdByUserId: task.createdByUserId, ...fields, createdAt: now, updatedAt: now })
    .returning({ id: tasks.id });
  if (!created) throw new Error('task insert returned no row');
  const later = and(eq(taskExceptions.taskId, task.id), gte(taskExceptions.occurrence, target.occurrence));
  const sameDays = fields.date === target.occurrence && fields.rrule === split.after;
  if (sameDays) await tx.update(taskExceptions).set({ taskId: created.id }).where(later);
  else await tx.delete(taskExceptions).where(later);
  await tx
    .update(taskCompletions)
    .set({ taskId: created.id })
    .where(and(eq(taskCompletions.taskId, task.id), gte(taskCompletions.occurrence, target.occurrence)));
  return created.id;
}

/**
 * PATCH /tasks/{id}: a single task changes whole; a repeating one by scope (this, following, all).
 * A task of a client outside the member's scope is not found (404).
 */
export async function updateTask(deps: TaskDeps, scope: Scope, id: number, query: SeriesChangeQuery, changes: TaskUpdate): Promise<AgendaTask> {
  const { gymId } = scope;
  const changedId = await deps.db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, id);
    const today = await gymToday(tx, gymId, deps.now());
    const rule = task.rrule;
    if (rule === null) {
      // A single task that already happened stays as it was.
      if ((task.endDate ?? task.date) < today) throw fieldValidationError([['date', taskMessages.pastOccurrence]]);
      return updateWhole(tx, deps, gymId, task, changes, today, []);
    }
    const series = { ...task, rrule: rule };
    const target = await targetOf(tx, series, query, today);
    if (target.scope === 'this') {
      const updated = await updateOne(tx, task, target, changes, today);
      // The series changed (the calendar feed raises its SEQUENCE from this).
      await tx.update(tasks).set({ updatedAt: deps.now() }).where(eq(tasks.id, task.id));
      return updated;
    }
    if (target.scope === 'following') return updateFollowing(tx, deps, gymId, series, target, changes, today);
    if (changes.date !== undefined && changes.date !== task.date && changes.date < today) {
      throw fieldValidationError([['date', agendaMessages.taskInPast]]);
    }
    return updateWhole(tx, deps, gymId, task, changes, today, target.exceptions);
  });
  const { task, itemName } = await findTaskWithItemName(deps.db, changedId);
  return toTask(task, itemName);
}

/**
 * DELETE /tasks/{id}: a single task, or by scope. "Todos" removes the series with what the client
 * registered (cascade); "Este y los siguientes" ends it the day before (removing it when nothing is left).
 * A task of a client outside the member's scope is not found (404).
 */
/** Answers whose task it was (the client whose screens follow). */
export async function deleteTask(deps: TaskDeps, scope: Scope, id: number, query: SeriesChangeQuery): Promise<{ clientId: number }> {
  let clientId = 0;
  await deps.db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, id);
    clientId = task.clientId;
    const removeSeries = () => tx.delete(tasks).where(eq(tasks.id, task.id));
    if (task.rrule === null) return void (await removeSeries());
    const rule = task.rrule;
    const today = await gymToday(tx, scope.gymId, deps.now());
    const target = await targetOf(tx, { ...task, rrule: rule }, query, today);
    if (target.scope === 'all') return void (await removeSeries());
    if (target.scope === 'this') {
      const cancelled = { cancelled: true, date: null, goal: null, durationMin: null, distanceKm: null };
      await tx
        .insert(taskExceptions)
        .values({ taskId: task.id, occurrence: target.occurrence, ...cancelled })
        .onConflictDoUpdate({ target: [taskExceptions.taskId, taskExceptions.occurrence], set: cancelled });
      await tx.delete(taskCompletions).where(and(eq(taskCompletions.taskId, task.id), eq(taskCompletions.occurrence, target.occurrence)));
      await tx.update(tasks).set({ updatedAt: deps.now() }).where(eq(tasks.id, task.id));
      return;
    }
    const { before } = splitRule(task.date, rule, target.occurrence);
    if (before === null) return void (await removeSeries());
    await tx.delete(taskExceptions).where(and(eq(taskExceptions.taskId, task.id), gte(taskExceptions.occurrence, target.occurrence)));
    await tx.delete(taskCompletions).where(and(eq(taskCompletions.taskId, task.id), gte(taskCompletions.occurrence, target.occurrence)));
    const lastDate = lastOccurrence(task.date, before) ?? task.date;
    const cancelledDays = new Set(target.exceptions.filter((exception) => exception.cancelled).map((exception) => exception.occurrence));
    // Every earlier day cancelled alone: nothing is left of the series.
    if (occurrencesBetween(task.date, before, task.date, lastDate).every((day) => cancelledDays.has(day))) return void (await removeSeries());
    await tx.update(tasks).set({ rrule: before, lastDate, updatedAt: deps.now() }).where(eq(tasks.id, task.id));
  });
  return { clientId };
}
