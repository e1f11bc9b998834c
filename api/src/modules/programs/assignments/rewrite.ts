import { and, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { programAssignments, tasks, type ProgramRow } from '../../../db/schema';
import { clientRowsInScope } from '../../team/client-rows';
import type { Scope } from '../../team/scope';
import { endDateOf, plannedTasks } from '../schedule';
import { insertPlannedTasks, notRegistered } from './task-writer';

/**
 * "Aplicar a las asignaciones activas": in each of the program's assignments still going that the scope
 * reaches (a CO: their clients'), the tasks after today the client has not registered are replaced by the program's days as
 * saved (its weeks too), where they fall with the assignment's start and pauses. Today and the days
 * before keep what they had. One assignment at a time: each has its own start and pauses.
 */
export async function rewriteActiveAssignments(deps: { db: Db; now: Date }, scope: Scope, program: ProgramRow, today: string): Promise<void> {
  const active = await deps.db
    .select()
    .from(programAssignments)
    .where(
      and(
        eq(programAssignments.programId, program.id),
        clientRowsInScope(programAssignments, scope),
        eq(programAssignments.status, 'active'),
        gte(programAssignments.endDate, today),
      ),
    )
    .for('update');
  for (const assignment of active) {
    await deps.db.delete(tasks).where(and(eq(tasks.programAssignmentId, assignment.id), gt(tasks.date, today), notRegistered));
    const planned = plannedTasks(program.days, program.weeks, assignment.startDate, assignment.pauses, today);
    await insertPlannedTasks(deps.db, { gymId: scope.gymId, userId: scope.userId, now: deps.now }, [assignment], planned);
    await deps.db
      .update(programAssignments)
      .set({ weeks: program.weeks, endDate: endDateOf(assignment.startDate, program.weeks, assignment.pauses), updatedAt: deps.now })
      .where(eq(programAssignments.id, assignment.id));
  }
}
