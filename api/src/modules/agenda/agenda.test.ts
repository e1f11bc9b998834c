import { AGENDA_LIMITS, agendaMessages, agendaSchema, validationMessages as m, type AgendaItem, type TaskOccurrence } from '@coach/shared/contracts';
import { taskCompletions } from '../../db/schema';
import { createClientAs, decodeClaims, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { sortAgenda } from './agenda-routes';
import { anEvent, createEvent, eventOccurrences, eventsApi } from './events/event-test-helpers';
import { createTaskAs, trainerWithClient } from './tasks/task-test-helpers';

const ctx = setupApiTests();

async function trainer(email = 'lucia@example.com') {
  const session = await signedInTrainer(ctx.app, { email });
  return { ...session, api: eventsApi(ctx.app, session.access) };
}

it('answers the occurrences of the range by day and time, all-day ones first, those of several days on every day they touch', async () => {
  const { api } = await trainer();
  await createEvent(api, anEvent({ title: 'Tarde', start: '2026-03-03T18:00', end: '2026-03-03T19:00' }));
  await createEvent(api, anEvent({ title: 'Mañana', start: '2026-03-03T07:00', end: '2026-03-03T08:00', recurrence: 'FREQ=DAILY;COUNT=2' }));
  await createEvent(api, anEvent({ title: 'Feriado', allDay: true, start: '2026-03-03T00:00', end: '2026-03-03T00:00' }));
  await createEvent(api, anEvent({ title: 'Viaje', allDay: true, start: '2026-02-27T00:00', end: '2026-03-03T00:00' }));
  await createEvent(api, anEvent({ title: 'Noche', start: '2026-03-02T23:00', end: '2026-03-03T01:00' }));
  await createEvent(api, anEvent({ title: 'Antes', start: '2026-02-20T07:00', end: '2026-02-20T08:00' }));
  await createEvent(api, anEvent({ title: 'Después', start: '2026-03-05T07:00', end: '2026-03-05T08:00' }));

  const items = await eventOccurrences(api, '2026-03-03', '2026-03-04');
  expect(items.map((item) => `${item.start} ${item.title}`)).toEqual([
    '2026-02-27T00:00 Viaje',
    '2026-03-02T23:00 Noche',
    '2026-03-03T00:00 Feriado',
    '2026-03-03T07:00 Mañana',
    '2026-03-03T18:00 Tarde',
    '2026-03-04T07:00 Mañana',
  ]);
});

it('sorts tasks after the all-day events of their day and before the timed ones', () => {
  const event = (id: number, start: string, allDay = false): AgendaItem => ({
    kind: 'event',
    id,
    occurrence: start.slice(0, 10),
    title: `E${id}`,
    description: null,
    start,
    end: start,
    allDay,
    color: 'teal',
    recurrence: null,
    changed: false,
  });
  const task = (id: number, date: string): TaskOccurrence => ({
    kind: 'task',
    id,
    occurrence: date,
    date,
    endDate: null,
    clientId: 1,
    clientName: 'Ana López',
    type: 'workout',
    itemId: 1,
    itemName: 'Fuerza A',
    goal: null,
    durationMin: null,
    distanceKm: null,
    recurrence: null,
    changed: false,
    completion: null,
  });
  const sorted = sortAgenda([event(1, '2026-03-03T09:00'), task(2, '2026-03-03'), event(3, '2026-03-03T00:00', true), event(4, '2026-03-02T20:00'), task(5, '2026-03-04'), event(6, '2026-03-03T07:30')]);
  expect(sorted.map((item) => `${item.kind} ${item.id}`)).toEqual(['event 4', 'event 3', 'task 2', 'event 6', 'event 1', 'task 5']);
});

it.each([
  // Three months and two weeks after 1 March is 15 June.
  ['2026-03-01', '2026-06-16', 'to', agendaMessages.rangeTooLong],
  ['2026-03-10', '2026-03-09', 'to', agendaMessages.rangeInvalid],
  ['2026-02-30', '2026-03-09', 'from', m.dateInvalid],
])('refuses the range %s–%s: %s "%s"', async (from, to, field, message) => {
  const { api } = await trainer();
  const response = await api.agenda(from, to);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, details: { fieldErrors: { [field]: [message] } } });
});

it('accepts three months and the edges of a month view', async () => {
  const { api } = await trainer();
  expect((await api.agenda('2026-02-23', '2026-06-05')).statusCode).toBe(200);
  expect((await api.agenda('2026-03-01', '2026-06-15')).statusCode).toBe(200);
});

it("with a clientId answers that client's tasks only, no events; another business's client is 404", async () => {
  const a = await trainer('a@example.com');
  const b = await trainer('b@example.com');
  const ana = await createClientAs(ctx.app, a.access, { firstName: 'Ana', lastName: 'López' });
  await createEvent(a.api, anEvent());
  const own = await a.api.agenda('2026-03-01', '2026-03-31', `&clientId=${ana.id}`);
  expect([own.statusCode, own.json()]).toEqual([200, { items: [], taskDays: null }]);
  for (const response of [await b.api.agenda('2026-03-01', '2026-03-31', `&clientId=${ana.id}`), await a.api.agenda('2026-03-01', '2026-03-31', '&clientId=999999')]) {
    expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
  }
  expect((await b.api.agenda('2026-03-01', '2026-03-31')).json()).toEqual({ items: [], taskDays: null });
});

it("merges the trainer's events with the clients' task occurrences, in the contract's shape", async () => {
  const lucia = await trainerWithClient(ctx.app);
  const events = eventsApi(ctx.app, lucia.access);
  await createEvent(events, anEvent({ title: 'Clase', start: '2026-03-03T07:00', end: '2026-03-03T08:00', recurrence: 'FREQ=WEEKLY;COUNT=2' }));
  await createTaskAs(ctx.app, lucia.access, lucia.clientId, {
    type: 'activity',
    itemId: lucia.items.activity.id,
    date: '2026-03-03',
    recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3',
    goal: 'Constancia',
    distanceKm: 5.5,
  });
  const response = await events.agenda('2026-03-01', '2026-03-16');
  expect(response.statusCode).toBe(200);
  // The answer is written without the zod serializer (agenda-routes.ts): it must still be the contract's.
  const { items } = agendaSchema.parse(response.json());
  expect(items.map((item) => `${item.kind} ${item.kind === 'task' ? item.date : item.start} ${item.kind === 'task' ? `${item.clientName} ${item.itemName}` : item.title}`)).toEqual([
    `task 2026-03-03 Ana Gómez ${lucia.items.activity.name}`,
    'event 2026-03-03T07:00 Clase',
    `task 2026-03-10 Ana Gómez ${lucia.items.activity.name}`,
    'event 2026-03-10T07:00 Clase',
  ]);
});

it(`past ${AGENDA_LIMITS.listedTasks} task occurrences the business-wide range counts tasks per day; a day or a client lists them`, async () => {
  const lucia = await trainerWithClient(ctx.app);
  const events = eventsApi(ctx.app, lucia.access);
  await createEvent(events, anEvent({ title: 'Clase', start: '2026-03-03T07:00', end: '2026-03-03T08:00', recurrence: 'FREQ=WEEKLY;COUNT=2' }));
  // 12 daily series from 3 March: 12 occurrences a day, 1,080 in 90 days (3 March–31 May).
  const daily = { type: 'activity', itemId: lucia.items.activity.id, date: '2026-03-03', recurrence: 'FREQ=DAILY' };
  const created = [];
  for (let i = 0; i < 12; i += 1) created.push(await createTaskAs(ctx.app, lucia.access, lucia.clientId, daily));
  const gymId = Number(decodeClaims(lucia.access).gym_id);
  await ctx.app.db.insert(taskCompletions).values(created.slice(0, 3).map((task) => ({ gymId, taskId: task.id, clientId: lucia.clientId, occurrence: '2026-03-04' })));

  const counted = agendaSchema.parse((await events.agenda('2026-03-03', '2026-05-31')).json());
  expect(counted.items.map((item) => item.kind)).toEqual(['event', 'event']);
  expect(counted.taskDays).toHaveLength(90);
  expect(counted.taskDays?.slice(0, 2)).toEqual([
    { date: '2026-03-03', total: 12, completed: 0 },
    { date: '2026-03-04', total: 12, completed: 3 },
  ]);

  const listed = agendaSchema.parse((await events.agenda('2026-03-04', '2026-03-10')).json());
  expect(listed.taskDays).toBeNull();
  expect(listed.items.filter((item) => item.kind === 'task')).toHaveLength(84);
  expect(listed.items.filter((item) => item.kind === 'task' && item.completion !== null)).toHaveLength(3);

  const ofClient = agendaSchema.parse((await events.agenda('2026-03-03', '2026-05-31', `&clientId=${lucia.clientId}`)).json());
  expect([ofClient.items.length, ofClient.taskDays]).toEqual([1080, null]);
});
