import { mergeChangesSeries, type workoutCreateSchema } from '@coach/shared/contracts';
import type { z } from 'zod';
import type { StoredWorkoutGroup } from '../../../db/schema';

export type WorkoutGroupsInput = z.output<typeof workoutCreateSchema>['groups'];

/** Groups as the jsonb column keeps them: every optional value present, as null. */
export const toStoredGroups = (groups: WorkoutGroupsInput): StoredWorkoutGroup[] =>
  groups.map((group) => ({
    name: group.name,
    instructions: group.instructions ?? null,
    exercises: group.exercises.map((exercise) => ({
      exerciseId: exercise.exerciseId,
      series: exercise.series.map((series) => ({
        reps: series.reps ?? null,
        seconds: series.seconds ?? null,
        restSeconds: series.restSeconds,
        weightKg: series.weightKg ?? null,
      })),
    })),
  }));

/** The exercises a workout uses, each once, in order of appearance (workouts.exercise_ids). */
export const exerciseIdsOf = (groups: StoredWorkoutGroup[]): number[] => [
  ...new Set(groups.flatMap((group) => group.exercises.map((exercise) => exercise.exerciseId))),
];

/** Where, in groups, an exercise's series differ (what a simple workout does not allow). */
export const unevenSeriesPaths = (groups: StoredWorkoutGroup[]): string[] =>
  groups.flatMap((group, g) =>
    group.exercises.flatMap((exercise, e) => (mergeChangesSeries([{ exercises: [exercise] }]) ? [`groups.${g}.exercises.${e}.series`] : [])),
  );
