import type { LibraryKind } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { authHeader } from '../../test/fixtures';
import { libraryTables } from './library-tables';
import { syncProductLibrary } from './product/sync';
import type { ProductLibrarySource } from './product/types';

/*
 * What the library's tests share: requests as a trainer sends them, and a small product library
 * (the real one is synced into every test database; these keys are the tests' own).
 */

export const libraryApi = (app: App, access: string, kind: LibraryKind) => ({
  list: (query = '') => app.inject({ method: 'GET', url: `/api/v1/${kind}${query}`, headers: authHeader(access) }),
  create: (payload: object) => app.inject({ method: 'POST', url: `/api/v1/${kind}`, headers: authHeader(access), payload }),
  get: (id: number) => app.inject({ method: 'GET', url: `/api/v1/${kind}/${id}`, headers: authHeader(access) }),
  patch: (id: number, payload: object) => app.inject({ method: 'PATCH', url: `/api/v1/${kind}/${id}`, headers: authHeader(access), payload }),
  remove: (id: number) => app.inject({ method: 'DELETE', url: `/api/v1/${kind}/${id}`, headers: authHeader(access) }),
  duplicate: (id: number) => app.inject({ method: 'POST', url: `/api/v1/${kind}/${id}/duplicate`, headers: authHeader(access) }),
});

/** Creates an item and answers its body (throws unless 201). */
export async function createItem<T = { id: number; name: string } & Record<string, unknown>>(app: App, access: string, kind: LibraryKind, payload: object): Promise<T> {
  const response = await libraryApi(app, access, kind).create(payload);
  if (response.statusCode !== 201) throw new Error(`creating ${kind} failed: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

export const anExercise = (overrides: object = {}) => ({
  name: 'Sentadilla búlgara',
  instructions: 'Bajá con control y subí empujando con el talón.',
  keywords: ['pierna'],
  muscleGroups: ['cuadriceps', 'gluteos'],
  ...overrides,
});

export const anActivity = (overrides: object = {}) => ({ name: 'Trote suave', instructions: 'Trotá a ritmo de conversación.', keywords: ['correr'], ...overrides });

export const aWorkout = (exerciseId: number, overrides: object = {}) => ({
  name: 'Piernas A',
  mode: 'simple',
  groups: [{ name: 'Bloque 1', exercises: [{ exerciseId, series: [{ reps: 10, restSeconds: 60 }, { reps: 10, restSeconds: 60 }] }] }],
  ...overrides,
});

export const aForm = (overrides: object = {}) => ({
  name: 'Check-in',
  questions: [{ type: 'rating', title: '¿Cómo te sentiste?', required: true }],
  ...overrides,
});

const svg = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><text x="10" y="90">${label}</text></svg>`;

/** A small product library; `change` edits a copy of it (a new release). */
export function testProductSource(change: (source: ProductLibrarySource) => void = () => undefined): ProductLibrarySource {
  const source: ProductLibrarySource = {
    exercises: [
      { key: 'test-sentadilla', name: 'Sentadilla de prueba', instructions: 'Bajá y subí.', keywords: ['pierna'], muscleGroups: ['cuadriceps', 'gluteos'] },
      { key: 'test-remo', name: 'Remo de prueba', instructions: 'Tirá hacia el pecho.', keywords: ['espalda'], muscleGroups: ['dorsales'] },
    ],
    activities: [{ key: 'test-caminar', name: 'Caminata de prueba', instructions: 'Caminá 30 minutos.', keywords: ['caminar'] }],
    workouts: [
      {
        key: 'test-rutina',
        name: 'Rutina de prueba',
        description: 'Cuerpo completo',
        mode: 'advanced',
        groups: [
          {
            name: 'Principal',
            exercises: [
              { exercise: 'test-sentadilla', series: [{ reps: 12, restSeconds: 60 }, { reps: 10, restSeconds: 90, weightKg: 20 }] },
              { exercise: 'test-remo', series: [{ seconds: 30, restSeconds: 30 }] },
            ],
          },
        ],
      },
    ],
    forms: [{ key: 'test-form', name: 'Formulario de prueba', description: 'Semanal', questions: [{ type: 'boolean', title: '¿Entrenaste?' }] }],
    programs: [
      {
        key: 'test-programa',
        name: 'Programa de prueba',
        description: 'Dos semanas',
        weeks: 2,
        days: [
          { week: 1, day: 1, items: [{ type: 'workout', item: 'test-rutina' }, { type: 'activity', item: 'test-caminar', durationMin: 30 }] },
          { week: 2, day: 7, items: [{ type: 'form', item: 'test-form' }] },
        ],
      },
    ],
    exerciseCover: (exercise) => svg(exercise.name),
    activityCover: (activity) => svg(activity.name),
  };
  change(source);
  return source;
}

/** Syncs a product library into the app's database and storage, as startup does. */
export const syncTestProductLibrary = (app: App, source: ProductLibrarySource = testProductSource()) =>
  syncProductLibrary({ db: app.db, storage: app.storage, now: app.now }, source);

/** The row of a product item, by its key in the product library's source. */
export async function productRow(app: App, kind: LibraryKind, key: string) {
  const table = libraryTables[kind];
  const [row] = await app.db.select({ id: table.id, name: table.name }).from(table).where(eq(table.productKey, key));
  if (!row) throw new Error(`no product ${kind} ${key}`);
  return row;
}
