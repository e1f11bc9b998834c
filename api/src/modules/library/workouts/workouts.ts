import {
  mergeToSimple,
  workoutMessages,
  type Workout,
  type WorkoutSummary,
  type workoutCreateSchema,
  type workoutUpdateSchema,
} from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { workouts, type StoredWorkoutGroup, type WorkoutRow } from '../../../db/schema';
import type { Scope } from '../../team/scope';
import { lockForChangeInScope } from '../access';
import { duplicateSource } from '../duplicate';
import type { MediaUrls } from '../item-media';
import { itemBaseOf } from '../library-tables';
import { withUniqueName } from '../name-conflicts';
import { nameColumns } from '../names';
import { fieldValidationError } from '../validation-error';
import { assertUsableExercises, loadExerciseRefs, type ExerciseRef } from './exercise-refs';
import { exerciseIdsOf, toStoredGroups, unevenSeriesPaths } from './stored-groups';

export type WorkoutCreate = z.output<typeof workoutCreateSchema>;
export type WorkoutUpdate = z.output<typeof workoutUpdateSchema>;

interface Deps {
  db: Db;
  now: () => Date;
}

/** A workout with what it shows of each exercise (its name even once the exercise is deleted). */
export function toWorkout(row: WorkoutRow, refs: Map<number, ExerciseRef>): Workout {
  return {
    ...itemBaseOf(row),
    description: row.description,
    mode: row.mode,
    groups: row.groups.map((group) => ({
      name: group.name,
      instructions: group.instructions,
      exercises: group.exercises.map((exercise) => ({
        exerciseId: exercise.exerciseId,
        // Exercises are archived, never deleted: a missing one is only possible if its business was.
        exercise: refs.get(exercise.exerciseId) ?? { id: exercise.exerciseId, name: '', thumbnailUrl: null, archived: true },
        series: exercise.series,
      })),
    })),
  };
}

/** Answers a workout as every endpoint but the list does (gym-level: the business's export). */
export async function presentWorkoutOfGym(deps: { db: Db; urls: MediaUrls }, gymId: number, row: WorkoutRow): Promise<Workout> {
  return toWorkout(row, await loadExerciseRefs(deps.db, gymId, row.exerciseIds, deps.urls));
}

/** A workout as a member's endpoints answer it: the exercises it uses that the business reads. */
export const presentWorkout = (deps: { db: Db; urls: MediaUrls }, scope: Scope, row: WorkoutRow): Promise<Workout> =>
  presentWorkoutOfGym(deps, scope.gymId, row);

export const toWorkoutSummary = (row: WorkoutRow): WorkoutSummary => ({
  ...itemBaseOf(row),
  description: row.description,
  mode: row.mode,
  groupCount: row.groups.length,
  exerciseCount: row.groups.reduce((total, group) => total + group.exercises.length, 0),
});

export async function createWorkout(deps: Deps, scope: Scope, input: WorkoutCreate): Promise<WorkoutRow> {
  return createWorkoutOfGym(deps, scope.gymId, scope.userId, input);
}

/** createWorkout for the demo seeder, which has a business and a member but no request. */
export async function createWorkoutOfGym(deps: Deps, gymId: number, userId: number, input: WorkoutCreate): Promise<WorkoutRow> {
  const groups = toStoredGroups(input.groups);
  await assertUsableExercises(deps.db, gymId, groups);
  const now = deps.now();
  const [row] = await withUniqueName('workouts', 'create', () =>
    deps.db
      .insert(workouts)
      .values({
        gymId,
        createdByUserId: userId,
        ...nameColumns(input.name),
        description: input.description ?? null,
        mode: input.mode,
        groups,
        exerciseIds: exerciseIdsOf(groups),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('workout insert returned no row');
  return row;
}

/**
 * The groups a PATCH leaves: the ones sent (in the stored mode's shape when no mode comes with
 * them), or the stored ones merged into simple mode (SPEC.md section 4) when only `mode: "simple"`
 * comes for an advanced workout; undefined when the groups stay as they are.
 */
function groupsAfter(current: WorkoutRow, changes: WorkoutUpdate): StoredWorkoutGroup[] | undefined {
  if (changes.groups) {
    const groups = toStoredGroups(changes.groups);
    if (!changes.mode && current.mode === 'simple') {
      const uneven = unevenSeriesPaths(groups);
      if (uneven.length > 0) throw fieldValidationError(uneven.map((path) => [path, workoutMessages.simpleSeriesDiffer]));
    }
    return groups;
  }
  if (changes.mode === 'simple' && current.mode === 'advanced') return mergeToSimple(current.groups);
  return undefined;
}

export async function updateWorkout(deps: Deps, scope: Scope, id: number, changes: WorkoutUpdate): Promise<WorkoutRow> {
  return withUniqueName('workouts', 'update', () =>
    deps.db.transaction(async (tx) => {
      const current = await lockForChangeInScope(tx, 'workouts', scope, id, 'edit');
      const groups = groupsAfter(current, changes);
      if (changes.groups && groups) await assertUsableExercises(tx, scope.gymId, groups, current.exerciseIds);
      const [row] = await tx
        .update(workouts)
        .set({
          ...nameColumns(changes.name ?? current.name),
          description: changes.description,
          mode: changes.mode,
          ...(groups ? { groups, exerciseIds: exerciseIdsOf(groups) } : {}),
          updatedAt: deps.now(),
        })
        .where(eq(workouts.id, id))
        .returning();
      if (!row) throw new Error('workout update returned no row');
      return row;
    }),
  );
}

/** An own copy; its exercises stay the ones it used (product exercises stay the product's). */
export async function duplicateWorkout(deps: Deps, scope: Scope, id: number): Promise<WorkoutRow> {
  const { source, name } = await duplicateSource(deps.db, 'workouts', scope.gymId, id);
  const now = deps.now();
  const [row] = await withUniqueName('workouts', 'create', () =>
    deps.db
      .insert(workouts)
      .values({
        gymId: scope.gymId,
        createdByUserId: scope.userId,
        ...nameColumns(name),
        description: source.description,
        mode: source.mode,
        groups: source.groups,
        exerciseIds: source.exerciseIds,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('workout insert returned no row');
  return row;
}
