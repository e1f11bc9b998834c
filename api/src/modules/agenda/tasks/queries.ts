import type { TaskType } from '@coach/shared/contracts';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, clients, forms, gyms, taskExceptions, tasks, workouts, type TaskRow } from '../../../db/schema';
import { notFound } from '../../../http/api-error';
import { todayIn } from '../../clients/sample-client';
import { readableBy } from '../../library/access';
import type { LibraryTable } from '../../library/library-tables';
import { clientsInScope, type Scope } from '../../team/scope';
import { asSeriesException, type TaskException } from './occurrences';
import { itemNameColumn } from './task-rows';

const itemTables: Record<TaskType, LibraryTable> = { activity: activities, workout: workouts, form: forms };

/** Today in the business's zone: tasks are planned, and their days are due, on its calendar. */
export async function gymToday(db: Db, gymId: number, now: Date): Promise<string> {
  const [gym] = await db.select({ timeZone: gyms.timeZone }).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  if (!gym) throw notFound();
  return todayIn(gym.timeZone, now);
}

/**
 * The name of the item a new assignment may point at: the business's own or the product's, not
 * archived (deleted items leave the pickers); undefined for anything else, another business's included.
 */
export async function assignableItemName(db: Db, gymId: number, type: TaskType, itemId: number): Promise<string | undefined> {
  const table = itemTables[type];
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.id, itemId), readableBy(table, gymId), isNull(table.archivedAt)))
    .limit(1);
  return row?.name;
}

/** Scoped by gym (and by client when given): another business's task is exactly as missing as one that does not exist. */
export async function findTask(db: Db, gymId: number, id: number, clientId?: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.gymId, gymId), clientId === undefined ? undefined : eq(tasks.clientId, clientId)))
    .limit(1);
  return row;
}

/**
 * The tasks the scope reaches: the business's, of the clients it reaches (a CO: only their clients').
 * A subquery, not a join, so that a lock (FOR UPDATE) takes the task's row only.
 */
export const tasksInScope = (scope: Scope): SQL =>
  and(eq(tasks.gymId, scope.gymId), sql`${tasks.clientId} in (select ${clients.id} from ${clients} where ${clientsInScope(scope)})`)!;

/** The task locked for a change inside `tx`, or 404: another trainer's is as missing as one that does not exist. */
export async function lockTask(tx: Db, scope: Scope, id: number): Promise<TaskRow> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), tasksInScope(scope)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** A task with its item's name (archived items keep theirs). */
export async function findTaskWithItemName(db: Db, id: number): Promise<{ task: TaskRow; itemName: string }> {
  const [row] = await db
    .select({ task: tasks, itemName: itemNameColumn })
    .from(tasks)
    .leftJoin(activities, eq(activities.id, tasks.activityId))
    .leftJoin(workouts, eq(workouts.id, tasks.workoutId))
    .leftJoin(forms, eq(forms.id, tasks.formId))
    .where(eq(tasks.id, id))
    .limit(1);
  if (!row) throw new Error(`task ${id} vanished`);
  return row;
}

export async function exceptionsOf(db: Db, taskId: number): Promise<TaskException[]> {
  const rows = await db.select().from(taskExceptions).where(eq(taskExceptions.taskId, taskId));
  return rows.map(asSeriesException);
}
