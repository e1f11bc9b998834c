import { workoutMessages, type WorkoutExercise } from '@coach/shared/contracts';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { exercises, type StoredWorkoutGroup } from '../../../db/schema';
import { readableBy } from '../access';
import type { MediaUrls } from '../item-media';
import { fieldValidationError } from '../validation-error';

export type ExerciseRef = WorkoutExercise['exercise'];

/**
 * A workout may use the business's exercises and the product's, not archived ones, and never
 * another business's: 400 at each offending exerciseId. `kept` are exercises the workout already
 * used (an exercise deleted since then does not stop the workout from being saved again).
 */
export async function assertUsableExercises(db: Db, gymId: number, groups: StoredWorkoutGroup[], kept: readonly number[] = []): Promise<void> {
  const ids = [...new Set(groups.flatMap((group) => group.exercises.map((exercise) => exercise.exerciseId)))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(inArray(exercises.id, ids), readableBy(exercises, gymId), isNull(exercises.archivedAt)));
  const usable = new Set([...found.map((row) => row.id), ...kept]);
  const errors: Array<[string, string]> = [];
  groups.forEach((group, g) =>
    group.exercises.forEach((exercise, e) => {
      if (!usable.has(exercise.exerciseId)) errors.push([`groups.${g}.exercises.${e}.exerciseId`, workoutMessages.exerciseUnknown]);
    }),
  );
  if (errors.length > 0) throw fieldValidationError(errors);
}

/**
 * What a workout shows of each exercise it uses, in one query for all of them: archived ones too,
 * so a workout (and a client's history) keeps their names.
 */
export async function loadExerciseRefs(db: Db, gymId: number, ids: readonly number[], urls: MediaUrls): Promise<Map<number, ExerciseRef>> {
  const refs = new Map<number, ExerciseRef>();
  if (ids.length === 0) return refs;
  const rows = await db
    .select({ id: exercises.id, name: exercises.name, thumbnailKey: exercises.thumbnailKey, archivedAt: exercises.archivedAt })
    .from(exercises)
    .where(and(inArray(exercises.id, [...new Set(ids)]), readableBy(exercises, gymId)));
  for (const row of rows) {
    refs.set(row.id, { id: row.id, name: row.name, thumbnailUrl: row.thumbnailKey ? urls.urlFor(row.thumbnailKey) : null, archived: row.archivedAt !== null });
  }
  return refs;
}
