import type { App } from '../../app';
import { authHeader, createClientAs, signedInTrainer } from '../../test/fixtures';
import { libraryOf } from '../agenda/tasks/task-test-helpers';
import { libraryApi } from '../library/library-test-helpers';

/*
 * What the programs' tests share: a trainer with a library (an activity, a workout, a form) and
 * clients, and the calls the programs' screens make.
 */

export const programApi = (app: App, access: string) => {
  const headers = authHeader(access);
  return {
    ...libraryApi(app, access, 'programs'),
    assign: (programId: number, payload: object) => app.inject({ method: 'POST', url: `/api/v1/programs/${programId}/assignments`, headers, payload }),
    assignments: (clientId: number) => app.inject({ method: 'GET', url: `/api/v1/clients/${clientId}/program-assignments`, headers }),
    pause: (id: number, payload: object) => app.inject({ method: 'POST', url: `/api/v1/program-assignments/${id}/pause`, headers, payload }),
    end: (id: number) => app.inject({ method: 'POST', url: `/api/v1/program-assignments/${id}/end`, headers }),
    removeAssignment: (id: number) => app.inject({ method: 'DELETE', url: `/api/v1/program-assignments/${id}`, headers }),
  };
};

/** A trainer, a library and `clientCount` clients. */
export async function trainerWithLibrary(app: App, { email = 'lucia@example.com', clientCount = 1 } = {}) {
  const trainer = await signedInTrainer(app, { email });
  const items = await libraryOf(app, trainer.access);
  const clients: number[] = [];
  for (let i = 0; i < clientCount; i += 1) {
    clients.push((await createClientAs(app, trainer.access, { firstName: `Cliente${i + 1}`, lastName: 'Prueba' })).id);
  }
  return { ...trainer, items, clients, api: programApi(app, trainer.access) };
}

/** Two weeks: a workout and an activity on day 1, a form on day 3, the workout again on week 2's day 1. */
export const twoWeeks = (items: { workout: { id: number }; activity: { id: number }; form: { id: number } }, overrides: object = {}) => ({
  name: 'Fuerza 2 semanas',
  description: 'Para empezar',
  weeks: 2,
  days: [
    { week: 1, day: 1, items: [{ type: 'workout', itemId: items.workout.id }, { type: 'activity', itemId: items.activity.id, goal: 'Suave', durationMin: 30, distanceKm: 4.5 }] },
    { week: 1, day: 3, items: [{ type: 'form', itemId: items.form.id }] },
    { week: 2, day: 1, items: [{ type: 'workout', itemId: items.workout.id }] },
  ],
  ...overrides,
});
