import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programAssignments, programs, type ProgramRow } from '../../db/schema';
import { listConditions, listOrder, pageOffset, whereAll, type LibraryListFilters } from '../library/list-filters';

export async function listPrograms(db: Db, gymId: number, filters: LibraryListFilters): Promise<{ rows: ProgramRow[]; total: number }> {
  const where = whereAll(listConditions(programs, gymId, filters));
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

/**
 * How many of the business's assignments of each program are still going (not ended early, last day
 * today or later; upcoming ones count): product programs count only this business's assignments.
 */
export async function activeAssignmentCounts(db: Db, gymId: number, programIds: readonly number[], today: string): Promise<Map<number, number>> {
  if (programIds.length === 0) return new Map();
  const rows = await db
    .select({ programId: programAssignments.programId, total: count() })
    .from(programAssignments)
    .where(
      and(
        inArray(programAssignments.programId, [...programIds]),
        eq(programAssignments.gymId, gymId),
        eq(programAssignments.status, 'active'),
        gte(programAssignments.endDate, today),
      ),
    )
    .groupBy(programAssignments.programId);
  return new Map(rows.map((row) => [row.programId, row.total]));
}
