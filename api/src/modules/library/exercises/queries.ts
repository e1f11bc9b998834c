import type { exerciseListQuerySchema } from '@coach/shared/contracts';
import { count, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { exercises, type ExerciseRow } from '../../../db/schema';
import type { Scope } from '../../team/scope';
import { listConditions, listOrder, pageOffset, whereAll } from '../list-filters';

export type ExerciseListFilters = z.output<typeof exerciseListQuerySchema>;

/** Exercises with any of the groups (exercises_muscle_groups_idx, a GIN index on the array). */
const anyMuscleGroup = (groups: readonly string[]): SQL =>
  sql`${exercises.muscleGroups} && array[${sql.join(
    groups.map((group) => sql`${group}`),
    sql`, `,
  )}]::text[]`;

/** Every member lists the whole library of the business (and the product's). */
export async function listExercises(db: Db, scope: Scope, filters: ExerciseListFilters): Promise<{ rows: ExerciseRow[]; total: number }> {
  const conditions = listConditions(exercises, scope.gymId, filters);
  if (filters.muscleGroup?.length) conditions.push(anyMuscleGroup(filters.muscleGroup));
  const where = whereAll(conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(exercises)
      .where(where)
      .orderBy(...listOrder(exercises, filters.sort))
      .limit(filters.pageSize)
      .offset(pageOffset(filters)),
    db.select({ total: count() }).from(exercises).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
