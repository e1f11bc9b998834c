import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { workouts, type WorkoutRow } from '../../../db/schema';
import { listConditions, listOrder, pageOffset, whereAll, type LibraryListFilters } from '../list-filters';

export async function listWorkouts(db: Db, gymId: number, filters: LibraryListFilters): Promise<{ rows: WorkoutRow[]; total: number }> {
  const where = whereAll(listConditions(workouts, gymId, filters));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(workouts)
      .where(where)
      .orderBy(...listOrder(workouts, filters.sort))
      .limit(filters.pageSize)
      .offset(pageOffset(filters)),
    db.select({ total: count() }).from(workouts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
