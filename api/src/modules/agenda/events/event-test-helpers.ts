import type { AgendaEvent, AgendaItem, EventOccurrence } from '@coach/shared/contracts';
import type { App } from '../../../app';
import { authHeader } from '../../../test/fixtures';

/** What the agenda's tests share: event requests as a trainer sends them. */

export const eventsApi = (app: App, access: string) => ({
  create: (payload: object) => app.inject({ method: 'POST', url: '/api/v1/events', headers: authHeader(access), payload }),
  get: (id: number) => app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: authHeader(access) }),
  patch: (id: number, payload: object, query = '') =>
    app.inject({ method: 'PATCH', url: `/api/v1/events/${id}${query}`, headers: authHeader(access), payload }),
  remove: (id: number, query = '') => app.inject({ method: 'DELETE', url: `/api/v1/events/${id}${query}`, headers: authHeader(access) }),
  agenda: (from: string, to: string, extra = '') =>
    app.inject({ method: 'GET', url: `/api/v1/agenda?from=${from}&to=${to}${extra}`, headers: authHeader(access) }),
});
export type EventsApi = ReturnType<typeof eventsApi>;

/** Monday 2 March 2026 (the test clock's day), 07:00 to 08:00. */
export const anEvent = (overrides: object = {}) => ({ title: 'Funcional', start: '2026-03-02T07:00', end: '2026-03-02T08:00', ...overrides });

/** Creates an event and answers its body (throws unless 201). */
export async function createEvent(api: EventsApi, payload: object): Promise<AgendaEvent> {
  const response = await api.create(payload);
  if (response.statusCode !== 201) throw new Error(`creating an event failed: ${response.statusCode} ${response.body}`);
  return response.json<AgendaEvent>();
}

/** The event occurrences the agenda shows between from and to. */
export async function eventOccurrences(api: EventsApi, from: string, to: string): Promise<EventOccurrence[]> {
  const response = await api.agenda(from, to);
  if (response.statusCode !== 200) throw new Error(`agenda failed: ${response.statusCode} ${response.body}`);
  return response.json<{ items: AgendaItem[] }>().items.filter((item): item is EventOccurrence => item.kind === 'event');
}
