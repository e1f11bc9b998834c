import type { TaskOccurrence } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { gyms } from '../../../db/schema';
import { authHeader, decodeClaims, signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { anEvent, createEvent, eventsApi } from '../events/event-test-helpers';
import { agendaCalendar } from './calendar-file';

const ctx = setupApiTests();

async function trainer(email = 'lucia@example.com', timeZone?: string) {
  const session = await signedInTrainer(ctx.app, { email });
  const gymId = Number(decodeClaims(session.access).gym_id);
  if (timeZone) await ctx.app.db.update(gyms).set({ timeZone }).where(eq(gyms.id, gymId));
  const feed = {
    status: () => ctx.app.inject({ method: 'GET', url: '/api/v1/agenda/feed', headers: authHeader(session.access) }),
    create: (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/agenda/feed', headers: { ...authHeader(session.access), ...headers } }),
    revoke: () => ctx.app.inject({ method: 'DELETE', url: '/api/v1/agenda/feed', headers: authHeader(session.access) }),
  };
  return { ...session, api: eventsApi(ctx.app, session.access), feed };
}

/** Creates the feed and answers the path calendar apps fetch (the URL minus its origin). */
async function feedPath(feed: Awaited<ReturnType<typeof trainer>>['feed']): Promise<string> {
  const response = await feed.create();
  expect(response.statusCode).toBe(201);
  const { url } = response.json<{ url: string }>();
  // APP_URL of the test config: the address is built from the configuration, never from the request.
  expect(url).toMatch(/^http:\/\/app\.test\/api\/v1\/agenda\.ics\?token=[\w-]{43}$/);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

const fetchFeed = (path: string) => ctx.app.inject({ method: 'GET', url: path });

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
}

function parse(text: string): { name: unknown; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const allDay = event.startDate.isDate;
    const time = (value: ICAL.Time) => (allDay ? value.toString() : value.toJSDate().toISOString());
    return { uid: event.uid, summary: event.summary, start: time(event.startDate), end: time(event.endDate), allDay };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events: events.sort((a, b) => a.start.localeCompare(b.start)) };
}

it('serves the occurrences as UTC instants of the business zone, across a DST change, and all-day events as dates', async () => {
  const { api, feed } = await trainer('lucia@example.com', 'Europe/Madrid');
  // Mondays at 07:00 in Madrid: 06:00 UTC in winter, 05:00 UTC from 29 March 2026 on.
  const classes = await createEvent(api, anEvent({ title: 'Funcional', recurrence: 'FREQ=WEEKLY;COUNT=6' }));
  const trip = await createEvent(api, anEvent({ title: 'Congreso', allDay: true, start: '2026-03-05T00:00', end: '2026-03-07T00:00' }));
  await api.patch(classes.id, { title: 'Funcional (cambio de sala)' }, '?scope=this&occurrence=2026-03-30');
  await createEvent(api, anEvent({ title: 'Hace mucho', start: '2025-12-01T07:00', end: '2025-12-01T08:00' }));
  await createEvent(api, anEvent({ title: 'Dentro de dos años', start: '2028-03-01T07:00', end: '2028-03-01T08:00' }));

  const response = await fetchFeed(await feedPath(feed));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers['cache-control']).toBe('private, max-age=300');
  const parsed = parse(response.body);
  expect(parsed.name).toBe('Coach · Agenda');
  expect(parsed.events).toEqual([
    { uid: `event-${classes.id}-2026-03-02@coach`, summary: 'Funcional', start: '2026-03-02T06:00:00.000Z', end: '2026-03-02T07:00:00.000Z', allDay: false },
    { uid: `event-${trip.id}-2026-03-05@coach`, summary: 'Congreso', start: '2026-03-05', end: '2026-03-08', allDay: true },
    { uid: `event-${classes.id}-2026-03-09@coach`, summary: 'Funcional', start: '2026-03-09T06:00:00.000Z', end: '2026-03-09T07:00:00.000Z', allDay: false },
    { uid: `event-${classes.id}-2026-03-16@coach`, summary: 'Funcional', start: '2026-03-16T06:00:00.000Z', end: '2026-03-16T07:00:00.000Z', allDay: false },
    { uid: `event-${classes.id}-2026-03-23@coach`, summary: 'Funcional', start: '2026-03-23T06:00:00.000Z', end: '2026-03-23T07:00:00.000Z', allDay: false },
    { uid: `event-${classes.id}-2026-03-30@coach`, summary: 'Funcional (cambio de sala)', start: '2026-03-30T05:00:00.000Z', end: '2026-03-30T06:00:00.000Z', allDay: false },
    { uid: `event-${classes.id}-2026-04-06@coach`, summary: 'Funcional', start: '2026-04-06T05:00:00.000Z', end: '2026-04-06T06:00:00.000Z', allDay: false },
  ]);
});

it('writes a task occurrence as an all-day entry named by its type, item and client', () => {
  const task: TaskOccurrence = {
    kind: 'task',
    id: 7,
    occurrence: '2026-03-04',
    date: '2026-03-05',
    endDate: null,
    clientId: 3,
    clientName: 'Ana López',
    type: 'workout',
    itemId: 9,
    itemName: 'Fuerza A',
    goal: 'Subir el peso',
    durationMin: null,
    distanceKm: null,
    recurrence: 'FREQ=WEEKLY',
    changed: true,
    completion: null,
  };
  const { events } = parse(agendaCalendar({ events: [], tasks: [task] }, 'America/Argentina/Buenos_Aires', new Date('2026-03-02T12:00:00Z')));
  expect(events).toEqual([{ uid: 'task-7-2026-03-04@coach', summary: 'Rutina: Fuerza A · Ana López', start: '2026-03-05', end: '2026-03-06', allDay: true }]);
});

it('the secret address is built from APP_URL whatever Host the request names, and is never cached', async () => {
  const { feed } = await trainer();
  const attempts: Array<Record<string, string>> = [{ host: 'evil.example' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }];
  for (const headers of attempts) {
    const response = await feed.create(headers);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ url: string }>().url).toMatch(/^http:\/\/app\.test\/api\/v1\/agenda\.ics\?token=/);
    expect(response.headers['cache-control']).toBe('no-store');
  }
});

it('shows whether the feed is active; the address stops working when revoked and when a new one replaces it', async () => {
  const { feed } = await trainer();
  expect((await feed.status()).json()).toEqual({ active: false, createdAt: null });
  const first = await feedPath(feed);
  expect((await feed.status()).json()).toEqual({ active: true, createdAt: ctx.clock.now().toISOString() });
  expect((await fetchFeed(first)).statusCode).toBe(200);

  ctx.clock.advanceSeconds(60);
  const second = await feedPath(feed);
  expect(second).not.toBe(first);
  expect((await feed.status()).json()).toEqual({ active: true, createdAt: ctx.clock.now().toISOString() });
  const replaced = await fetchFeed(first);
  expect([replaced.statusCode, replaced.json()]).toEqual([404, { code: 'NOT_FOUND', message: expect.any(String) }]);
  expect((await fetchFeed(second)).statusCode).toBe(200);

  expect((await feed.revoke()).statusCode).toBe(204);
  expect((await fetchFeed(second)).statusCode).toBe(404);
  expect((await feed.status()).json()).toEqual({ active: false, createdAt: null });
  expect((await feed.revoke()).statusCode).toBe(204);
});

it.each([['/api/v1/agenda.ics'], ['/api/v1/agenda.ics?token='], ['/api/v1/agenda.ics?token=no-existe'], [`/api/v1/agenda.ics?token=${'a'.repeat(500)}`]])(
  'answers 404 with nothing more to %s',
  async (path) => {
    const response = await fetchFeed(path);
    expect([response.statusCode, response.json()]).toEqual([404, { code: 'NOT_FOUND', message: expect.any(String) }]);
  },
);

it('refuses a token no address can hold (control characters, too long) as a validation error', async () => {
  for (const token of ['a%00b', 'x'.repeat(513)]) {
    const response = await fetchFeed(`/api/v1/agenda.ics?token=${token}`);
    expect([response.statusCode, response.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  }
});

it("never shows another business's agenda", async () => {
  const a = await trainer('a@example.com');
  const b = await trainer('b@example.com');
  await createEvent(a.api, anEvent({ title: 'Clase de A' }));
  await createEvent(b.api, anEvent({ title: 'Clase de B' }));
  const aFeed = parse((await fetchFeed(await feedPath(a.feed))).body);
  const bFeed = parse((await fetchFeed(await feedPath(b.feed))).body);
  expect(aFeed.events.map((event) => event.summary)).toEqual(['Clase de A']);
  expect(bFeed.events.map((event) => event.summary)).toEqual(['Clase de B']);
  // Revoking B's address leaves A's working.
  await b.feed.revoke();
  expect((await fetchFeed(await feedPath(a.feed))).statusCode).toBe(200);
});

it('stops serving the feed of a business whose trial ended', async () => {
  const { feed } = await trainer();
  const path = await feedPath(feed);
  ctx.clock.advanceDays(31);
  expect((await fetchFeed(path)).statusCode).toBe(404);
});
