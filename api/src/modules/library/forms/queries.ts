import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { forms, type FormRow } from '../../../db/schema';
import type { Scope } from '../../team/scope';
import { listConditions, listOrder, pageOffset, whereAll, type LibraryListFilters } from '../list-filters';

/** Every member lists the whole library of the business (and the product's). */
export async function listForms(db: Db, scope: Scope, filters: LibraryListFilters): Promise<{ rows: FormRow[]; total: number }> {
  const where = whereAll(listConditions(forms, scope.gymId, filters));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(forms)
      .where(where)
      .orderBy(...listOrder(forms, filters.sort))
      .limit(filters.pageSize)
      .offset(pageOffset(filters)),
    db.select({ total: count() }).from(forms).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
