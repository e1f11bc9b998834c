import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, type ActivityRow } from '../../../db/schema';
import type { Scope } from '../../team/scope';
import { listConditions, listOrder, pageOffset, whereAll, type LibraryListFilters } from '../list-filters';

/** Every member lists the whole library of the business (and the product's). */
export async function listActivities(db: Db, scope: Scope, filters: LibraryListFilters): Promise<{ rows: ActivityRow[]; total: number }> {
  const where = whereAll(listConditions(activities, scope.gymId, filters));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(...listOrder(activities, filters.sort))
      .limit(filters.pageSize)
      .offset(pageOffset(filters)),
    db.select({ total: count() }).from(activities).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
