import {
  programMessages,
  type ProgramAssignment,
  type programAssignmentCreateSchema,
  type programAssignmentPauseSchema,
} from '@coach/shared/contracts';
import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { clients, programAssignments, tasks } from '../../../db/schema';
import { ApiError, notFound } from '../../../http/api-error';
import { gymToday } from '../../agenda/tasks/queries';
import { clientDisabledForTasks } from '../../agenda/tasks/task-messages';
import { findReadableInScope } from '../../library/access';
import { fieldValidationError } from '../../library/validation-error';
import { reachClient } from '../../team/client-rows';
import { clientsInScope, type Scope } from '../../team/scope';
import { alignedStart, endDateOf, plannedTasks } from '../schedule';
import { isGoing, listClientAssignments, lockAssignment, presentAssignments } from './queries';
import { insertPlannedTasks, notRegistered } from './task-writer';

export type AssignmentCreate = z.output<typeof programAssignmentCreateSchema>;
export type AssignmentPause = z.output<typeof programAssignmentPauseSchema>;

export interface AssignmentDeps {
  db: Db;
  now: () => Date;
}

const notGoing = () => new ApiError(409, 'ASSIGNMENT_NOT_ACTIVE', programMessages.assignmentNotActive);

/**
 * POST /programs/{id}/assignments: one assignment per client and its tasks, in one transaction (every
 * client or none). A program the business cannot read, or a client the scope doesn't reach (another
 * business's; for a CO, another trainer's), is 404 for all; a disabled client is 409 for all, as for a
 * single task.
 */
export async function assignProgram(deps: AssignmentDeps, scope: Scope, programId: number, input: AssignmentCreate): Promise<ProgramAssignment[]> {
  const { gymId, userId } = scope;
  return deps.db.transaction(async (tx) => {
    const program = await findReadableInScope(tx, 'programs', scope, programId);
    if (!program) throw notFound();
    if (program.archivedAt) throw fieldValidationError([['programId', programMessages.programArchived]]);
    if (program.itemCount === 0) throw fieldValidationError([['programId', programMessages.programEmpty]]);
    const found = await tx
      .select({ id: clients.id, active: clients.active })
      .from(clients)
      .where(and(clientsInScope(scope), inArray(clients.id, input.clientIds)))
      .for('share');
    if (found.length !== input.clientIds.length) throw notFound();
    if (found.some((client) => !client.active)) throw clientDisabledForTasks();
    const now = deps.now();
    const today = await gymToday(tx, gymId, now);
    if (input.startDate < today) throw fieldValidationError([['startDate', programMessages.startInPast]]);

    const startDate = alignedStart(input.startDate, input.alignToMonday);
    const rows = await tx
      .insert(programAssignments)
      .values(
        input.clientIds.map((clientId) => ({
          gymId,
          programId,
          clientId,
          createdByUserId: userId,
          startDate,
          alignToMonday: input.alignToMonday,
          weeks: program.weeks,
          endDate: endDateOf(startDate, program.weeks, []),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    await insertPlannedTasks(tx, { gymId, userId, now }, rows, plannedTasks(program.days, program.weeks, startDate, []));
    const byClient = new Map(rows.map((row) => [row.clientId, row]));
    return presentAssignments(
      tx,
      input.clientIds.map((id) => byClient.get(id)!),
      today,
    );
  });
}

/** GET /clients/{clientId}/program-assignments: 404 for a client the scope doesn't reach. */
export async function clientAssignments(deps: AssignmentDeps, scope: Scope, clientId: number): Promise<ProgramAssignment[]> {
  const { gymId } = await reachClient(deps.db, scope, clientId);
  const today = await gymToday(deps.db, gymId, deps.now());
  return presentAssignments(deps.db, await listClientAssignments(deps.db, gymId, clientId, today), today);
}

/** Pause by N days: every task from today on the client has not registered moves N days later. */
export async function pauseAssignment(deps: AssignmentDeps, scope: Scope, id: number, input: AssignmentPause): Promise<ProgramAssignment> {
  return deps.db.transaction(async (tx) => {
    const assignment = await lockAssignment(tx, scope, id);
    const now = deps.now();
    const today = await gymToday(tx, scope.gymId, now);
    if (!isGoing(assignment, today)) throw notGoing();
    const shift = sql.raw(String(input.days));
    await tx
      .update(tasks)
      .set({ date: sql`${tasks.date} + ${shift}`, lastDate: sql`${tasks.lastDate} + ${shift}`, endDate: sql`${tasks.endDate} + ${shift}`, updatedAt: now })
      .where(and(eq(tasks.programAssignmentId, id), gte(tasks.date, today), notRegistered));
    const pauses = [...assignment.pauses, { from: today, days: input.days }];
    const [row] = await tx
      .update(programAssignments)
      .set({ pauses, pausedDays: assignment.pausedDays + input.days, endDate: endDateOf(assignment.startDate, assignment.weeks, pauses), updatedAt: now })
      .where(eq(programAssignments.id, id))
      .returning();
    return (await presentAssignments(tx, [row!], today))[0]!;
  });
}

/** End early: the tasks after today the client has not registered go; what was done stays. */
export async function endAssignment(deps: AssignmentDeps, scope: Scope, id: number): Promise<ProgramAssignment> {
  return deps.db.transaction(async (tx) => {
    const assignment = await lockAssignment(tx, scope, id);
    const now = deps.now();
    const today = await gymToday(tx, scope.gymId, now);
    if (!isGoing(assignment, today)) throw notGoing();
    await tx.delete(tasks).where(and(eq(tasks.programAssignmentId, id), gt(tasks.date, today), notRegistered));
    const [row] = await tx
      .update(programAssignments)
      .set({ status: 'ended', endedAt: now, updatedAt: now })
      .where(eq(programAssignments.id, id))
      .returning();
    return (await presentAssignments(tx, [row!], today))[0]!;
  });
}

/** Remove: the assignment and every task of it the client has not registered; registered ones stay as plain tasks. */
/** Answers whose assignment it was (the client whose screens follow). */
export async function removeAssignment(deps: AssignmentDeps, scope: Scope, id: number): Promise<{ clientId: number }> {
  return deps.db.transaction(async (tx) => {
    const { clientId } = await lockAssignment(tx, scope, id);
    await tx.delete(tasks).where(and(eq(tasks.programAssignmentId, id), notRegistered));
    // tasks.program_assignment_id is ON DELETE SET NULL: the registered ones lose the link.
    await tx.delete(programAssignments).where(eq(programAssignments.id, id));
    return { clientId };
  });
}
