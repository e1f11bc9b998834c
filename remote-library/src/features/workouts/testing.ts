import type { Exercise, Workout, WorkoutExercise, WorkoutSeries } from '@coach/shared/contracts';

/** Fixtures shaped like the API's answers, for this feature's tests. */

const stamp = '2025-05-01T12:00:00.000Z';

export function anExercise(overrides: Partial<Exercise> = {}): Exercise {
  return {
    id: 1,
    source: 'own',
    createdByUserId: 1,
    name: 'Sentadilla',
    archived: false,
    createdAt: stamp,
    updatedAt: stamp,
    instructions: 'Bajá con la espalda recta.',
    keywords: [],
    muscleGroups: ['cuadriceps'],
    video: null,
    coverUrl: null,
    thumbnailUrl: null,
    ...overrides,
  };
}

export const aSeries = (overrides: Partial<WorkoutSeries> = {}): WorkoutSeries => ({ reps: 10, seconds: null, restSeconds: 60, weightKg: null, ...overrides });

export function aWorkoutExercise(id: number, name: string, series: WorkoutSeries[], archived = false): WorkoutExercise {
  return { exerciseId: id, exercise: { id, name, thumbnailUrl: null, archived }, series };
}

export function aWorkout(overrides: Partial<Workout> = {}): Workout {
  return {
    id: 7,
    source: 'own',
    createdByUserId: 1,
    name: 'Fuerza',
    archived: false,
    createdAt: stamp,
    updatedAt: stamp,
    description: null,
    mode: 'simple',
    groups: [{ name: 'Bloque 1', instructions: null, exercises: [aWorkoutExercise(1, 'Sentadilla', [aSeries(), aSeries(), aSeries()])] }],
    ...overrides,
  };
}
