import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programAssignments, programs, type ProgramRow } from '../../db/schema';
import { listConditions, listOrder, pageOffset, whereAll, type LibraryListFilters } from '../library/list-filters';
import { clientRowsInScope } from '../team/client-rows';
import type { Scope } from '../team/scope';

/** The programs every member reads: the business's library (and the product's). */
export async function listPrograms(db: Db, scope: Scope, filters: LibraryListFilters): Promise<{ rows: ProgramRow[]; total: number }> {
  const where = whereAll(listConditions(programs, scope.gymId, filters));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(programs)
      .where(where)
      .orderBy(...listOrder(programs, filters.sort))
      .limit(filters.pageSize)
      .offset(pageOffset(filters)),
    db.select({ total: count() }).from(programs).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Whose assignments count: a member's scope, or the whole business (the export). */
export type AssignmentsAmong = Scope | { gymId: number };

/**
 * How many assignments of each program are still going (not ended early, last day today or later;
 * upcoming ones count), among the clients the scope reaches: product programs count only this
 * business's assignments, and a CO's only their clients'.
 */
export async function activeAssignmentCounts(db: Db, among: AssignmentsAmong, programIds: readonly number[], today: string): Promise<Map<number, number>> {
  if (programIds.length === 0) return new Map();
  const rows = await db
    .select({ programId: programAssignments.programId, total: count() })
    .from(programAssignments)
    .where(
      and(
        inArray(programAssignments.programId, [...programIds]),
        'role' in among ? clientRowsInScope(programAssignments, among) : eq(programAssignments.gymId, among.gymId),
        eq(programAssignments.status, 'active'),
        gte(programAssignments.endDate, today),
      ),
    )
    .groupBy(programAssignments.programId);
  return new Map(rows.map((row) => [row.programId, row.total]));
}
