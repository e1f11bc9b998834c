import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { workouts, type WorkoutRow } from '../../../db/schema';
import type { Scope } from '../../team/scope';
import { listConditions, listOrder, pageOffset, whereAll, type LibraryListFilters } from '../list-filters';

/** Every member lists the whole library of the business (and the product's). */
export async function listWorkouts(db: Db, scope: Scope, filters: LibraryListFilters): Promise<{ rows: WorkoutRow[]; total: number }> {
  const where = whereAll(listConditions(workouts, scope.gymId, filters));
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
