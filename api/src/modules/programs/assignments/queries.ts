import type { ProgramAssignment, ProgramAssignmentStatus } from '@coach/shared/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { programAssignments, programs, tasks, type ProgramAssignmentRow } from '../../../db/schema';
import { notFound } from '../../../http/api-error';
import { clientRowsInScope } from '../../team/client-rows';
import type { Scope } from '../../team/scope';
import { currentWeekOf } from '../schedule';
import { registered } from './task-writer';

/**
 * The assignment locked for a change inside `tx` when the scope reaches it, or 404 (another business's,
 * and for a CO another trainer's client's, is as missing).
 */
export async function lockAssignment(tx: Db, scope: Scope, id: number): Promise<ProgramAssignmentRow> {
  const [row] = await tx
    .select()
    .from(programAssignments)
    .where(and(eq(programAssignments.id, id), clientRowsInScope(programAssignments, scope)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export function statusOf(row: Pick<ProgramAssignmentRow, 'status' | 'startDate' | 'endDate'>, today: string): ProgramAssignmentStatus {
  if (row.status === 'ended') return 'ended';
  if (today < row.startDate) return 'upcoming';
  if (today > row.endDate) return 'finished';
  return 'active';
}

/** Pause and end apply to an assignment still going (upcoming included). */
export const isGoing = (row: Pick<ProgramAssignmentRow, 'status' | 'endDate'>, today: string) => row.status === 'active' && row.endDate >= today;

/**
 * The assignments as answered: each with its program's name and its tasks counted (all, due by
 * today, registered) in one grouped query over the assignments' tasks.
 */
export async function presentAssignments(db: Db, rows: ProgramAssignmentRow[], today: string): Promise<ProgramAssignment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const programIds = [...new Set(rows.map((row) => row.programId))];
  const [names, counts] = await Promise.all([
    db.select({ id: programs.id, name: programs.name, archivedAt: programs.archivedAt }).from(programs).where(inArray(programs.id, programIds)),
    db
      .select({
        assignmentId: tasks.programAssignmentId,
        total: sql<number>`count(*)::int`,
        due: sql<number>`(count(*) filter (where ${tasks.date} <= ${today}))::int`,
        done: sql<number>`(count(*) filter (where ${registered}))::int`,
      })
      .from(tasks)
      .where(inArray(tasks.programAssignmentId, ids))
      .groupBy(tasks.programAssignmentId),
  ]);
  const programById = new Map(names.map((row) => [row.id, row]));
  const countsById = new Map(counts.map((row) => [row.assignmentId, row]));
  return rows.map((row) => {
    const program = programById.get(row.programId);
    const count = countsById.get(row.id);
    return {
      id: row.id,
      programId: row.programId,
      programName: program?.name ?? '',
      programArchived: !program || program.archivedAt !== null,
      clientId: row.clientId,
      startDate: row.startDate,
      alignToMonday: row.alignToMonday,
      weeks: row.weeks,
      endDate: row.endDate,
      currentWeek: currentWeekOf(row.startDate, row.weeks, row.pauses, today),
      status: statusOf(row, today),
      pausedDays: row.pausedDays,
      endedAt: row.endedAt?.toISOString() ?? null,
      tasksTotal: count?.total ?? 0,
      tasksDue: count?.due ?? 0,
      tasksDone: count?.done ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** A client's assignments: those still going first (by start date), then the rest, newest first. */
export async function listClientAssignments(db: Db, gymId: number, clientId: number, today: string): Promise<ProgramAssignmentRow[]> {
  const going = sql`(${programAssignments.status} = 'active' and ${programAssignments.endDate} >= ${today})`;
  return db
    .select()
    .from(programAssignments)
    .where(and(eq(programAssignments.gymId, gymId), eq(programAssignments.clientId, clientId)))
    .orderBy(desc(going), sql`case when ${going} then ${programAssignments.startDate} end asc`, desc(programAssignments.startDate), asc(programAssignments.id));
}
