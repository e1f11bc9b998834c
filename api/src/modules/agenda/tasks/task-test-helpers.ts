import type { AgendaTask, ClientForm, TaskOccurrence } from '@coach/shared/contracts';
import type { App } from '../../../app';
import { authHeader, createClientAs, registeredAppClient, signedInTrainer } from '../../../test/fixtures';
import { aForm, anActivity, anExercise, aWorkout, createItem } from '../../library/library-test-helpers';

/*
 * What the tasks' tests share: a trainer with a client and one item of each kind, and the calls a
 * trainer's screens make. Tokens live for days, so a test can move the clock across days.
 */

export const LONG_TOKENS = { ACCESS_TOKEN_TTL_SECONDS: String(60 * 60 * 24 * 60) };

export const taskApi = (app: App, access: string) => {
  const headers = authHeader(access);
  return {
    create: (clientId: number, payload: object) => app.inject({ method: 'POST', url: `/api/v1/clients/${clientId}/tasks`, headers, payload }),
    list: (clientId: number, from: string, to: string) =>
      app.inject({ method: 'GET', url: `/api/v1/clients/${clientId}/tasks?from=${from}&to=${to}`, headers }),
    patch: (id: number, query: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/v1/tasks/${id}${query}`, headers, payload }),
    remove: (id: number, query = '') => app.inject({ method: 'DELETE', url: `/api/v1/tasks/${id}${query}`, headers }),
    forms: (clientId: number) => app.inject({ method: 'GET', url: `/api/v1/clients/${clientId}/forms`, headers }),
  };
};

/** The occurrences a trainer sees for a client (throws unless 200). */
export async function occurrencesOf(app: App, access: string, clientId: number, from: string, to: string): Promise<TaskOccurrence[]> {
  const response = await taskApi(app, access).list(clientId, from, to);
  if (response.statusCode !== 200) throw new Error(`listing tasks failed: ${response.statusCode} ${response.body}`);
  return response.json<{ items: TaskOccurrence[] }>().items;
}

export async function clientFormsOf(app: App, access: string, clientId: number): Promise<ClientForm[]> {
  const response = await taskApi(app, access).forms(clientId);
  if (response.statusCode !== 200) throw new Error(`listing forms failed: ${response.statusCode} ${response.body}`);
  return response.json<{ items: ClientForm[] }>().items;
}

export async function createTaskAs(app: App, access: string, clientId: number, payload: object): Promise<AgendaTask> {
  const response = await taskApi(app, access).create(clientId, payload);
  if (response.statusCode !== 201) throw new Error(`task creation failed: ${response.statusCode} ${response.body}`);
  return response.json<AgendaTask>();
}

export const formQuestions = [
  { type: 'text', title: 'Contanos tu semana', required: true, minLength: 5, maxLength: 200 },
  { type: 'number', title: 'Peso', min: 30, max: 250 },
  { type: 'date', title: 'Última carrera', minDate: '2026-01-01', maxDate: '2026-12-31' },
  { type: 'select', title: 'Días que entrenaste', multiple: true, options: ['Lunes', 'Miércoles', 'Viernes'] },
  { type: 'boolean', title: '¿Dormiste bien?' },
  { type: 'rating', title: 'Energía', required: true },
];
export const validAnswers = ['Una buena semana', 72.5, '2026-02-15', ['Lunes', 'Viernes'], true, 4];

/** One item of each kind in the trainer's library. */
export async function libraryOf(app: App, access: string) {
  const exercise = await createItem(app, access, 'exercises', anExercise());
  const [activity, workout, form] = await Promise.all([
    createItem(app, access, 'activities', anActivity()),
    createItem(app, access, 'workouts', aWorkout(exercise.id)),
    createItem(app, access, 'forms', aForm({ questions: formQuestions })),
  ]);
  return { exercise, activity, workout, form };
}

/** A trainer, a client created by hand, and a library. */
export async function trainerWithClient(app: App, email = 'lucia@example.com') {
  const trainer = await signedInTrainer(app, { email });
  const client = await createClientAs(app, trainer.access, { firstName: 'Ana', lastName: 'Gómez' });
  return { ...trainer, clientId: client.id, items: await libraryOf(app, trainer.access), api: taskApi(app, trainer.access) };
}

/** A trainer whose client uses the app (José Núñez), and a library. */
export async function trainerWithAppClient(app: App) {
  const registered = await registeredAppClient(app);
  const items = await libraryOf(app, registered.trainer.access);
  return { ...registered, items, api: taskApi(app, registered.trainer.access) };
}
