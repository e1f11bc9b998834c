import type { Activity, Exercise, FormSummary, WorkoutSummary } from '@coach/shared/contracts';

let nextId = 500;
const stamp = '2026-01-10T12:00:00.000Z';

/** An exercise as the API answers it (the trainer's own, no media). */
export function anExercise(overrides: Partial<Exercise> = {}): Exercise {
  return {
    id: overrides.id ?? nextId++,
    source: 'own',
    createdByUserId: 1,
    name: 'Sentadilla búlgara',
    archived: false,
    createdAt: stamp,
    updatedAt: stamp,
    instructions: 'Pie trasero sobre el banco.\nBajá controlando la rodilla.',
    keywords: ['piernas'],
    muscleGroups: ['cuadriceps', 'gluteos'],
    video: null,
    coverUrl: null,
    thumbnailUrl: null,
    ...overrides,
  };
}

/** An activity as the API answers it (the trainer's own, no media). */
export function anActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: overrides.id ?? nextId++,
    source: 'own',
    createdByUserId: 1,
    name: 'Caminata',
    archived: false,
    createdAt: stamp,
    updatedAt: stamp,
    instructions: 'Caminá a paso sostenido.',
    keywords: ['cardio'],
    video: null,
    coverUrl: null,
    thumbnailUrl: null,
    ...overrides,
  };
}

export function aWorkoutSummary(overrides: Partial<WorkoutSummary> = {}): WorkoutSummary {
  return {
    id: overrides.id ?? nextId++,
    source: 'own',
    createdByUserId: 1,
    name: 'Piernas A',
    archived: false,
    createdAt: stamp,
    updatedAt: stamp,
    description: null,
    mode: 'advanced',
    groupCount: 2,
    exerciseCount: 6,
    ...overrides,
  };
}

export function aFormSummary(overrides: Partial<FormSummary> = {}): FormSummary {
  return {
    id: overrides.id ?? nextId++,
    source: 'own',
    createdByUserId: 1,
    name: 'Check-in semanal',
    archived: false,
    createdAt: stamp,
    updatedAt: stamp,
    description: null,
    questionCount: 5,
    ...overrides,
  };
}

/** The query of a stubbed call, with repeated keys as lists ("?a=1&a=2" → { a: ['1', '2'] }). */
export function queryOf(url: string): Record<string, string | string[]> {
  const params = new URL(url, 'http://localhost').searchParams;
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length > 1 ? values : values[0]!;
  }
  return result;
}
