import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { gyms } from '../../../db/schema';
import { seedDemoBusiness } from '../../../demo';
import { seedIfEmpty } from '../../../seed';
import { authHeader, createClientAs, decodeClaims, joinedMember, signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { anActivity, createItem } from '../../library/library-test-helpers';
import { anEvent, createEvent, eventsApi } from '../events/event-test-helpers';
import { listEventOccurrencesOfGym } from '../events/occurrences';
import { addDays, shiftDateTime } from '../recurrence/calendar-days';
import { wallClockToInstant } from '../recurrence/wall-clock';
import { createTaskAs, taskApi, trainerWithClient } from '../tasks/task-test-helpers';
import { listTaskOccurrencesOfGym } from '../tasks/occurrences';
import { memberCalendar, taskSummary } from './calendar-file';

const ctx = setupApiTests();

const MADRID = 'Europe/Madrid';

async function feedOf(access: string) {
  return {
    status: () => ctx.app.inject({ method: 'GET', url: '/api/v1/agenda/feed', headers: authHeader(access) }),
    create: (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url: '/api/v1/agenda/feed', headers: { ...authHeader(access), ...headers } }),
    revoke: () => ctx.app.inject({ method: 'DELETE', url: '/api/v1/agenda/feed', headers: authHeader(access) }),
  };
}

const setZone = (gymId: number, timeZone: string) => ctx.app.db.update(gyms).set({ timeZone }).where(eq(gyms.id, gymId));

async function trainer(email = 'lucia@example.com', timeZone?: string) {
  const session = await signedInTrainer(ctx.app, { email });
  const gymId = Number(decodeClaims(session.access).gym_id);
  if (timeZone) await setZone(gymId, timeZone);
  return { ...session, gymId, api: eventsApi(ctx.app, session.access), feed: await feedOf(session.access) };
}

/** Creates the feed and answers the path calendar apps fetch (the URL minus its origin). */
async function feedPath(feed: Awaited<ReturnType<typeof feedOf>>): Promise<string> {
  const response = await feed.create();
  expect(response.statusCode).toBe(201);
  const { url } = response.json<{ url: string }>();
  // APP_URL of the test config: the address is built from the configuration, never from the request.
  expect(url).toMatch(/^http:\/\/app\.test\/api\/v1\/agenda\.ics\?token=[\w-]{43}$/);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

const fetchFeed = (path: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: path, headers });

/** One entry of a calendar, as an app shows it: timed entries by their instants, all-day ones by their dates (end excluded). */
interface Entry {
  uid: string;
  start: string;
  end: string;
  summary: string;
}
const entryKey = (entry: Entry) => `${entry.start} ${entry.uid} ${entry.end} ${entry.summary}`;

/**
 * The calendar expanded by ical.js (a standard RFC 5545 library this project did not write): its
 * VTIMEZONE, RRULE, EXDATE and RECURRENCE-ID applied, the entries starting on a day from `from` to `to`.
 */
function expandCalendar(text: string, timeZone: string, from: string, to: string): Entry[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const components = root.getAllSubcomponents('vevent');
  const uidOf = (component: ICAL.Component) => String(component.getFirstPropertyValue('uid'));
  const overrides = components.filter((item) => item.hasProperty('recurrence-id'));
  const masters = new Map<string, ICAL.Event>();
  for (const component of components.filter((item) => !item.hasProperty('recurrence-id'))) {
    // Given no list, ical.js relates every RECURRENCE-ID of the calendar to each event, whatever its UID.
    const exceptions = overrides.filter((item) => uidOf(item) === uidOf(component));
    masters.set(uidOf(component), new ICAL.Event(component, { exceptions, strictExceptions: true }));
  }
  const dayOf = (time: ICAL.Time) => (time.isDate ? time.toString() : new Intl.DateTimeFormat('en-CA', { timeZone }).format(time.toJSDate()));
  const asText = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
  const entries: Entry[] = [];
  const add = (uid: string, startDate: ICAL.Time, endDate: ICAL.Time, summary: string) => {
    const day = dayOf(startDate);
    if (day >= from && day <= to) entries.push({ uid, start: asText(startDate), end: asText(endDate), summary });
  };
  for (const event of masters.values()) {
    if (!event.isRecurring()) {
      add(event.uid, event.startDate, event.endDate, event.summary);
      continue;
    }
    const iterator = event.iterator();
    // Occurrences moved into the range from after it are found by their original day: look a month past it.
    const until = ICAL.Time.fromDateString(addDays(to, 31));
    for (let next = iterator.next(); next && next.compare(until) <= 0; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      add(event.uid, details.startDate, details.endDate, details.item.summary);
    }
  }
  return entries.sort((a, b) => entryKey(a).localeCompare(entryKey(b)));
}

const minutesOf = (time: string) => Number(time.slice(11, 13)) * 60 + Number(time.slice(14, 16));

/**
 * When an occurrence the agenda shows from `start` to `end` (wall clock) ends, as RFC 5545 reads the
 * feed's DURATION: whole days are calendar days, the rest is exact time from the start (so a class
 * from 02:30 to 03:30 lasts an hour on the night 02:30 does not exist, or happens twice).
 */
function expectedEnd(start: string, end: string, timeZone: string): string {
  let days = Math.round((Date.parse(end.slice(0, 10)) - Date.parse(start.slice(0, 10))) / 86_400_000);
  let minutes = minutesOf(end) - minutesOf(start);
  if (minutes < 0 && days > 0) {
    days -= 1;
    minutes += 24 * 60;
  }
  return new Date(wallClockToInstant(shiftDateTime(start, days), timeZone).getTime() + minutes * 60_000).toISOString();
}

/** What the agenda shows from `from` to `to`, as entries (the occurrences starting on those days). */
async function agendaEntries(gymId: number, timeZone: string, from: string, to: string): Promise<Entry[]> {
  const [events, tasks] = await Promise.all([listEventOccurrencesOfGym(ctx.app.db, gymId, from, to), listTaskOccurrencesOfGym(ctx.app.db, gymId, { from, to })]);
  const entries: Entry[] = [
    ...events.map((event) =>
      event.allDay
        ? { uid: `event-${event.id}@coach`, start: event.start.slice(0, 10), end: addDays(event.end.slice(0, 10), 1), summary: event.title }
        : { uid: `event-${event.id}@coach`, start: wallClockToInstant(event.start, timeZone).toISOString(), end: expectedEnd(event.start, event.end, timeZone), summary: event.title },
    ),
    // A single task to do by a day spans its days up to it.
    ...tasks.map((task) => ({ uid: `task-${task.id}@coach`, start: task.date, end: addDays(task.recurrence === null && task.endDate ? task.endDate : task.date, 1), summary: taskSummary(task) })),
  ];
  const dayOf = (entry: Entry) => (entry.start.length === 10 ? entry.start : new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(entry.start)));
  return entries.filter((entry) => dayOf(entry) >= from && dayOf(entry) <= to).sort((a, b) => entryKey(a).localeCompare(entryKey(b)));
}

/**
 * With FEED_CHECK_DIR set, the feed and the agenda it must expand to are written there, for a second
 * library to expand (`api/scripts/feed-check.py`: Debian's python3-icalendar and recurring-ical-events).
 */
async function keepForPythonCheck(name: string, text: string, timeZone: string, from: string, to: string, agenda: Entry[]): Promise<void> {
  const dir = process.env.FEED_CHECK_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.ics`), text);
  await writeFile(path.join(dir, `${name}.json`), JSON.stringify({ timeZone, from, to, agenda }, null, 1));
}

it('publishes series as series in the business zone and expands, with a standard library, to exactly what the agenda shows', async () => {
  const { access, clientId, items } = await trainerWithClient(ctx.app);
  const gymId = Number(decodeClaims(access).gym_id);
  await setZone(gymId, MADRID);
  const api = eventsApi(ctx.app, access);
  // Mondays at 07:00 in Madrid (06:00 UTC in winter, 05:00 UTC from 29 March): one renamed, one removed, one moved.
  const classes = await createEvent(api, anEvent({ title: 'Funcional', recurrence: 'FREQ=WEEKLY;COUNT=8' }));
  await api.patch(classes.id, { title: 'Funcional (cambio de sala)' }, '?scope=this&occurrence=2026-03-30');
  expect((await api.remove(classes.id, '?scope=this&occurrence=2026-03-16')).statusCode).toBe(204);
  await api.patch(classes.id, { start: '2026-03-24T09:00', end: '2026-03-24T10:30' }, '?scope=this&occurrence=2026-03-23');
  // "Este y los siguientes": two series, each with its own rule.
  const group = await createEvent(api, anEvent({ title: 'Grupo', start: '2026-03-04T19:00', end: '2026-03-04T20:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20260415' }));
  const split = (await api.patch(group.id, { title: 'Grupo avanzado' }, '?scope=following&occurrence=2026-04-06')).json<{ id: number }>();
  expect(split.id).not.toBe(group.id);
  // The nights DST changes in Madrid: 02:30 does not exist on 29 March and happens twice on 25 October.
  const skipped = await createEvent(api, anEvent({ title: 'Nocturna', start: '2026-03-28T02:30', end: '2026-03-28T03:30', recurrence: 'FREQ=DAILY;COUNT=3' }));
  const repeated = await createEvent(api, anEvent({ title: 'Hora repetida', start: '2026-10-25T02:30', end: '2026-10-25T03:30' }));
  await createEvent(api, anEvent({ title: 'Congreso', allDay: true, start: '2026-03-05T00:00', end: '2026-03-07T00:00' }));
  await createEvent(api, anEvent({ title: 'Alquiler', allDay: true, start: '2026-03-10T00:00', end: '2026-03-10T00:00', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=10' }));
  // A client's weekly task: one day removed, one moved.
  const task = await createTaskAs(ctx.app, access, clientId, { type: 'activity', itemId: items.activity.id, date: '2026-03-03', recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=12', goal: 'Suave' });
  const tasksApi = taskApi(ctx.app, access);
  expect((await tasksApi.remove(task.id, '?scope=this&occurrence=2026-03-05')).statusCode).toBe(204);
  expect((await tasksApi.patch(task.id, '?scope=this&occurrence=2026-03-10', { date: '2026-03-11', goal: 'Más largo' })).statusCode).toBe(200);

  const feed = await feedOf(access);
  const response = await fetchFeed(await feedPath(feed));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid');
  // Each series once (with its changed occurrences apart), never one entry per day.
  expect(response.body.match(/^UID:event-/gm)).toHaveLength(9);
  expect(response.body).toContain(`UID:event-${classes.id}@coach\r\n`);
  expect(response.body).toContain('RRULE:FREQ=WEEKLY;COUNT=8');
  expect(response.body).toContain(`EXDATE;TZID=${MADRID}:20260316T070000`);
  expect(response.body).toContain(`RECURRENCE-ID;TZID=${MADRID}:20260330T070000`);

  const [from, to] = ['2026-03-01', '2026-11-30'];
  await keepForPythonCheck('series', response.body, MADRID, from, to, await agendaEntries(gymId, MADRID, from, to));
  const expanded = expandCalendar(response.body, MADRID, from, to);
  // Where a local time does not exist or happens twice, ical.js picks the offset after the change (RFC 5545
  // 3.3.5 says: the one before the gap, and the first of the two); the agenda follows the RFC. Those
  // two entries are compared by their day and length, every other one by its instants.
  const dstNights = [`event-${skipped.id}@coach|2026-03-29`, `event-${repeated.id}@coach|2026-10-25`];
  const onDstNight = (entry: Entry) => dstNights.includes(`${entry.uid}|${new Intl.DateTimeFormat('en-CA', { timeZone: MADRID }).format(new Date(entry.start))}`);
  const agenda = await agendaEntries(gymId, MADRID, from, to);
  expect(expanded.filter((entry) => !onDstNight(entry))).toEqual(agenda.filter((entry) => !onDstNight(entry)));
  expect(expanded.length).toBeGreaterThan(40);
  // A class in the skipped hour and one in the repeated hour last their hour (not 0 or 90 minutes).
  const lengths = (entries: Entry[]) => entries.filter(onDstNight).map((entry) => [entry.uid, (Date.parse(entry.end) - Date.parse(entry.start)) / 60_000]);
  expect(lengths(expanded)).toEqual([
    [`event-${skipped.id}@coach`, 60],
    [`event-${repeated.id}@coach`, 60],
  ]);
  expect(lengths(agenda)).toEqual(lengths(expanded));
  // The agenda's instants, RFC 5545's reading: 02:30 before the gap is 01:30 UTC; the first 02:30 of October is 00:30 UTC.
  expect(agenda.filter(onDstNight).map((entry) => entry.start)).toEqual(['2026-03-29T01:30:00.000Z', '2026-10-25T00:30:00.000Z']);
});

it('answers 304 to the ETag it gave while the agenda is unchanged, and compresses when asked', async () => {
  const { api, feed } = await trainer('lucia@example.com', MADRID);
  await createEvent(api, anEvent({ title: 'Funcional', description: 'Traer toalla, agua; y ganas', recurrence: 'FREQ=WEEKLY' }));
  const path = await feedPath(feed);
  const plain = await fetchFeed(path);
  const etag = String(plain.headers.etag);
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect(plain.headers.vary).toMatch(/accept-encoding/i);
  expect(plain.body).toContain('DESCRIPTION:Traer toalla\\, agua\\; y ganas');

  const unchanged = await fetchFeed(path, { 'if-none-match': etag });
  expect([unchanged.statusCode, unchanged.body, unchanged.headers.etag]).toEqual([304, '', etag]);
  // Time passing alone changes nothing (DTSTAMP is each row's last change, not the moment of the request).
  ctx.clock.advanceSeconds(120);
  expect((await fetchFeed(path, { 'if-none-match': etag })).statusCode).toBe(304);

  const gzipped = await fetchFeed(path, { 'accept-encoding': 'gzip, deflate' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  expect(gzipped.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
  expect((await fetchFeed(path, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();

  await createEvent(api, anEvent({ title: 'Otra clase', start: '2026-03-03T18:00', end: '2026-03-03T19:00' }));
  const changed = await fetchFeed(path, { 'if-none-match': etag });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
});

it('answers Last-Modified, the time the agenda it shows last changed, and 304 to If-Modified-Since from then (deletions too)', async () => {
  const { api, feed } = await trainer('lucia@example.com', MADRID);
  await createEvent(api, anEvent({ title: 'Funcional', recurrence: 'FREQ=WEEKLY' }));
  const path = await feedPath(feed);
  const served = await fetchFeed(path);
  const lastModified = String(served.headers['last-modified']);
  expect(new Date(lastModified).toUTCString()).toBe(lastModified);
  expect((await fetchFeed(path, { 'if-modified-since': lastModified })).statusCode).toBe(304);
  // Polled later, unchanged: the same date.
  ctx.clock.advanceSeconds(120);
  const later = await fetchFeed(path, { 'if-modified-since': lastModified });
  expect([later.statusCode, later.headers['last-modified']]).toEqual([304, lastModified]);
  // A change moves it; so does taking the change away (nothing newer is left to date it by).
  const created = await createEvent(api, anEvent({ title: 'Otra clase', start: '2026-03-03T18:00', end: '2026-03-03T19:00' }));
  const changed = await fetchFeed(path, { 'if-modified-since': lastModified });
  expect(changed.statusCode).toBe(200);
  const changedAt = String(changed.headers['last-modified']);
  expect(Date.parse(changedAt)).toBeGreaterThan(Date.parse(lastModified));
  ctx.clock.advanceSeconds(120);
  expect((await api.remove(created.id)).statusCode).toBe(204);
  const removed = await fetchFeed(path, { 'if-modified-since': changedAt });
  expect(removed.statusCode).toBe(200);
  expect(Date.parse(String(removed.headers['last-modified']))).toBeGreaterThan(Date.parse(changedAt));
  // If-None-Match wins over If-Modified-Since.
  expect((await fetchFeed(path, { 'if-none-match': '"otra"', 'if-modified-since': String(removed.headers['last-modified']) })).statusCode).toBe(200);
});

it("keeps the demo business's feed under 100 KB, expanding to exactly its agenda", async () => {
  const account = await seedIfEmpty(ctx.app.db, ctx.clock.now());
  if (!account) throw new Error('the database was not empty');
  await seedDemoBusiness(ctx.app.db, { ...account, now: ctx.clock.now() });
  const [gym] = await ctx.app.db.select({ timeZone: gyms.timeZone }).from(gyms).where(eq(gyms.id, account.gymId));
  const business = { gymId: account.gymId, timeZone: gym!.timeZone };
  const owner = { scope: { gymId: account.gymId, userId: account.trainerId, role: 'AD' as const }, timeZone: business.timeZone };
  const text = await memberCalendar(ctx.app.db, owner, ctx.clock.now());
  expect(Buffer.byteLength(text)).toBeLessThan(100 * 1024);
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const [from, to] = [addDays(today, -30), addDays(today, 120)];
  await keepForPythonCheck('demo', text, business.timeZone, from, to, await agendaEntries(business.gymId, business.timeZone, from, to));
  const expanded = expandCalendar(text, business.timeZone, from, to);
  expect(expanded.length).toBeGreaterThan(500);
  expect(expanded).toEqual(await agendaEntries(business.gymId, business.timeZone, from, to));
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
  const summaries = async (feed: typeof a.feed) =>
    expandCalendar((await fetchFeed(await feedPath(feed))).body, 'America/Argentina/Buenos_Aires', '2026-01-01', '2026-12-31').map((entry) => entry.summary);
  expect(await summaries(a.feed)).toEqual(['Clase de A']);
  expect(await summaries(b.feed)).toEqual(['Clase de B']);
  // Revoking B's address leaves A's working.
  await b.feed.revoke();
  expect((await fetchFeed(await feedPath(a.feed))).statusCode).toBe(200);
});

it("gives a trainer's feed what their agenda shows (their events, their clients' tasks), and none once they are deactivated", async () => {
  const owner = await trainer('duena@example.com');
  const pablo = await joinedMember(ctx.app, owner.access, { email: 'pablo@example.com', firstName: 'Pablo' });
  const laura = await joinedMember(ctx.app, owner.access, { email: 'laura@example.com', firstName: 'Laura' });
  await createEvent(owner.api, anEvent({ title: 'Clase de la dueña' }));
  await createEvent(eventsApi(ctx.app, pablo.access), anEvent({ title: 'Clase de Pablo' }));
  const pablos = await createClientAs(ctx.app, pablo.access, { firstName: 'Ana', lastName: 'De Pablo' });
  const item = await createItem(ctx.app, pablo.access, 'activities', anActivity({ name: 'Caminata' }));
  await createTaskAs(ctx.app, pablo.access, pablos.id, { type: 'activity', itemId: item.id, date: '2026-03-05' });
  const summaries = async (access: string) =>
    expandCalendar((await fetchFeed(await feedPath(await feedOf(access)))).body, 'America/Argentina/Buenos_Aires', '2026-01-01', '2026-12-31')
      .map((entry) => entry.summary)
      .sort();
  const pablosTask = taskSummary({ type: 'activity', itemName: 'Caminata', clientName: 'Ana De Pablo' });
  expect(await summaries(pablo.access)).toEqual(['Clase de Pablo', pablosTask].sort());
  expect(await summaries(laura.access)).toEqual([]);
  expect(await summaries(owner.access)).toEqual(['Clase de Pablo', 'Clase de la dueña', pablosTask].sort());

  const lauraPath = await feedPath(await feedOf(laura.access));
  const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/team/members/${laura.id}`, headers: authHeader(owner.access), payload: { active: false } });
  expect(patched.statusCode).toBe(200);
  expect((await fetchFeed(lauraPath)).statusCode).toBe(404);
});

it('stops serving the feed of a business whose trial ended', async () => {
  const { feed } = await trainer();
  const path = await feedPath(feed);
  ctx.clock.advanceDays(31);
  expect((await fetchFeed(path)).statusCode).toBe(404);
});

it('shows a single task to do by a day over its days, and says until when', async () => {
  const { access, clientId, items } = await trainerWithClient(ctx.app);
  await createTaskAs(ctx.app, access, clientId, { type: 'form', itemId: items.form.id, date: '2026-03-05', endDate: '2026-03-08', goal: 'Con calma' });
  const body = (await fetchFeed(await feedPath(await feedOf(access)))).body;
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').find((component) => String(component.getFirstPropertyValue('uid')).startsWith('task-'))!);
  expect([event.startDate.toString(), event.endDate.toString(), event.description]).toEqual(['2026-03-05', '2026-03-09', 'Con calma\nHasta el 08/03/2026']);
});
