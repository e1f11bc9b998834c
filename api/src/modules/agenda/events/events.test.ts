import { agendaMessages, recurrenceMessages, validationMessages as m } from '@coach/shared/contracts';
import { signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { anEvent, createEvent, eventOccurrences, eventsApi } from './event-test-helpers';

const ctx = setupApiTests();

async function trainer(email = 'lucia@example.com') {
  const session = await signedInTrainer(ctx.app, { email });
  return { ...session, api: eventsApi(ctx.app, session.access) };
}

const days = async (api: ReturnType<typeof eventsApi>, from = '2026-03-01', to = '2026-05-31') =>
  (await eventOccurrences(api, from, to)).map((item) => item.start.slice(0, 10));

// Mondays, Wednesdays and Fridays from Monday 2 March 2026, ten times (the last: Monday 23 March).
const TEN_CLASSES = 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=10';
const TEN_DAYS = ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11', '2026-03-13', '2026-03-16', '2026-03-18', '2026-03-20', '2026-03-23'];

describe('single events', () => {
  it('creates and reads an event with its wall-clock times', async () => {
    const { api } = await trainer();
    const created = await api.create(anEvent({ description: ' Traer colchoneta ', color: 'purple' }));
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event).toEqual({
      id: expect.any(Number),
      title: 'Funcional',
      description: 'Traer colchoneta',
      start: '2026-03-02T07:00',
      end: '2026-03-02T08:00',
      allDay: false,
      color: 'purple',
      recurrence: null,
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect((await api.get(event.id)).json()).toEqual(event);
  });

  it('keeps only the days of an all-day event (times 00:00, the end is its last day)', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ title: 'Congreso', allDay: true, start: '2026-03-05T10:30', end: '2026-03-07T09:00' }));
    expect(event).toMatchObject({ allDay: true, start: '2026-03-05T00:00', end: '2026-03-07T00:00', color: 'teal' });
    expect(await days(api, '2026-03-06', '2026-03-06')).toEqual(['2026-03-05']);
  });

  it('moves an all-day event to a single day without repeating allDay: a PATCH keeps what it does not send', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ title: 'Congreso', allDay: true, start: '2026-03-05T00:00', end: '2026-03-07T00:00' }));
    const moved = await api.patch(event.id, { start: '2026-03-10T00:00', end: '2026-03-10T00:00' });
    expect([moved.statusCode, moved.json()]).toEqual([200, expect.objectContaining({ allDay: true, start: '2026-03-10T00:00', end: '2026-03-10T00:00' })]);
    expect(await days(api, '2026-03-01', '2026-03-31')).toEqual(['2026-03-10']);
    // A timed event keeps its rule too: the same start and end is refused for it, by the stored allDay.
    const timed = await createEvent(api, anEvent());
    const instant = await api.patch(timed.id, { start: '2026-03-10T09:00', end: '2026-03-10T09:00' });
    expect([instant.statusCode, instant.json().details]).toEqual([400, { fieldErrors: { end: [agendaMessages.endBeforeStart] } }]);
  });

  it('moves one day of an all-day series to another single day with "Solo este"', async () => {
    const { api } = await trainer();
    const series = await createEvent(api, anEvent({ title: 'Feria', allDay: true, start: '2026-03-02T00:00', end: '2026-03-02T00:00', recurrence: 'FREQ=WEEKLY;COUNT=3' }));
    const moved = await api.patch(series.id, { start: '2026-03-11T00:00', end: '2026-03-11T00:00' }, '?scope=this&occurrence=2026-03-09');
    expect(moved.statusCode).toBe(200);
    expect(await days(api, '2026-03-01', '2026-03-31')).toEqual(['2026-03-02', '2026-03-11', '2026-03-16']);
  });

  it.each([
    ['title', agendaMessages.titleRequired, { title: '  ' }],
    ['title', agendaMessages.titleRequired, { title: undefined }],
    ['end', agendaMessages.endBeforeStart, { end: '2026-03-02T06:00' }],
    ['end', agendaMessages.endBeforeStart, { end: '2026-03-02T07:00' }],
    ['start', agendaMessages.dateTimeInvalid, { start: '2026-02-30T07:00' }],
    ['color', agendaMessages.colorInvalid, { color: 'black' }],
    ['recurrence', recurrenceMessages.invalid, { recurrence: 'FREQ=HOURLY' }],
    ['recurrence', recurrenceMessages.count, { recurrence: 'FREQ=DAILY;COUNT=0' }],
    ['recurrence', recurrenceMessages.untilBeforeStart, { recurrence: 'FREQ=DAILY;UNTIL=20260301' }],
    // Tuesday 3 March for Mondays, Wednesdays and Fridays; the 3rd for the 10th of each month.
    ['recurrence', recurrenceMessages.startNotOnItsDays, { start: '2026-03-03T07:00', end: '2026-03-03T08:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' }],
    ['recurrence', recurrenceMessages.startNotOnItsDays, { start: '2026-03-03T07:00', end: '2026-03-03T08:00', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=10' }],
    ['description', m.maxLength(2000), { description: 'x'.repeat(2001) }],
  ])('answers 400 on %s: "%s"', async (field, message, change) => {
    const { api } = await trainer();
    const response = await api.create(anEvent(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, details: { fieldErrors: { [field]: [message] } } });
  });

  it('changes any field of a single event; a field left out keeps its value', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ color: 'red', description: 'Nota' }));
    ctx.clock.advanceSeconds(60);
    const renamed = await api.patch(event.id, { title: 'Funcional intenso' }, '?scope=following&occurrence=2026-01-01');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...event, title: 'Funcional intenso', updatedAt: ctx.clock.now().toISOString() });
    const moved = await api.patch(event.id, { start: '2026-03-03T18:00', end: '2026-03-03T19:30', description: null });
    expect(moved.json()).toMatchObject({ start: '2026-03-03T18:00', end: '2026-03-03T19:30', description: null, color: 'red' });
    // Only the end: it has to come after the stored start.
    const early = await api.patch(event.id, { end: '2026-03-03T17:00' });
    expect([early.statusCode, early.json().details]).toEqual([400, { fieldErrors: { end: [agendaMessages.endBeforeStart] } }]);
    const repeating = await api.patch(event.id, { recurrence: 'freq=weekly;count=3' });
    expect(repeating.json()).toMatchObject({ recurrence: 'FREQ=WEEKLY;COUNT=3' });
    expect(await days(api)).toEqual(['2026-03-03', '2026-03-10', '2026-03-17']);
    const allDay = await api.patch(event.id, { allDay: true }, '?scope=all&occurrence=2026-03-03');
    expect(allDay.json()).toEqual({ code: 'VALIDATION_ERROR', message: agendaMessages.recurringEventTimeLocked, details: { fieldErrors: { allDay: [agendaMessages.recurringEventTimeLocked] } } });
  });

  it('deletes a single event', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent());
    expect((await api.remove(event.id)).statusCode).toBe(204);
    expect((await api.get(event.id)).statusCode).toBe(404);
    expect(await days(api)).toEqual([]);
  });
});

describe('repeating events', () => {
  it.each([
    ['all', 'start', { start: '2026-03-04T08:00', end: '2026-03-04T09:00' }],
    ['following', 'end', { end: '2026-03-04T09:00' }],
    ['following', 'allDay', { allDay: true }],
    ['all', 'recurrence', { recurrence: 'FREQ=DAILY' }],
    ['this', 'allDay', { allDay: true }],
    ['this', 'recurrence', { recurrence: null }],
  ])('refuses with scope %s a change of %s (only title, description and colour)', async (scope, field, change) => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ recurrence: TEN_CLASSES }));
    const response = await api.patch(event.id, change, `?scope=${scope}&occurrence=2026-03-04`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'En un evento que se repite solo podés cambiar el título, la descripción y el color',
      details: { fieldErrors: { [field]: [agendaMessages.recurringEventTimeLocked] } },
    });
  });

  it('accepts the unchanged times and rule sent back with a new title', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ recurrence: TEN_CLASSES }));
    const body = { title: 'Funcional A', start: '2026-03-04T07:00', end: '2026-03-04T08:00', allDay: false, recurrence: TEN_CLASSES };
    const response = await api.patch(event.id, body, '?scope=all&occurrence=2026-03-04');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: event.id, title: 'Funcional A', start: '2026-03-02T07:00', recurrence: TEN_CLASSES });
  });

  it('asks for the scope and an occurrence of the series', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ recurrence: TEN_CLASSES }));
    for (const response of [await api.patch(event.id, { title: 'X' }), await api.remove(event.id, '?occurrence=2026-03-04')]) {
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { code: 'VALIDATION_ERROR', message: agendaMessages.scopeRequired, details: { fieldErrors: { scope: [agendaMessages.scopeRequired] } } },
      ]);
    }
    expect((await api.remove(event.id, '?scope=this')).json().message).toBe(agendaMessages.scopeRequired);
    expect((await api.patch(event.id, { title: 'X' }, '?scope=some&occurrence=2026-03-04')).json().message).toBe(agendaMessages.scopeInvalid);
    // A Tuesday, a day after the last one, a day before the first.
    for (const day of ['2026-03-03', '2026-03-25', '2026-02-27']) {
      const response = await api.patch(event.id, { title: 'X' }, `?scope=this&occurrence=${day}`);
      expect([response.statusCode, response.json().message]).toEqual([400, agendaMessages.occurrenceNotInSeries]);
    }
    expect(await days(api)).toEqual(TEN_DAYS);
  });

  it('"Solo este" moves one occurrence: it shows on its new day, its own day is empty', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ recurrence: TEN_CLASSES, color: 'blue' }));
    // Wednesday 4 March's class moves to Thursday 5 March, 18:00, and gets its own title.
    const moved = await api.patch(event.id, { title: 'Funcional (recupera)', start: '2026-03-05T18:00', end: '2026-03-05T19:00' }, '?scope=this&occurrence=2026-03-04');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: event.id, title: 'Funcional', start: '2026-03-02T07:00' });
    expect(await days(api, '2026-03-04', '2026-03-04')).toEqual([]);
    const thursday = await eventOccurrences(api, '2026-03-05', '2026-03-05');
    expect(thursday).toEqual([
      {
        kind: 'event',
        id: event.id,
        occurrence: '2026-03-04',
        title: 'Funcional (recupera)',
        description: null,
        start: '2026-03-05T18:00',
        end: '2026-03-05T19:00',
        allDay: false,
        color: 'blue',
        recurrence: TEN_CLASSES,
        changed: true,
      },
    ]);
    expect(await days(api)).toEqual(TEN_DAYS.map((day) => (day === '2026-03-04' ? '2026-03-05' : day)));
    // A second change of the same occurrence keeps the first (one exception per occurrence).
    await api.patch(event.id, { color: 'red' }, '?scope=this&occurrence=2026-03-04');
    expect((await eventOccurrences(api, '2026-03-05', '2026-03-05'))[0]).toMatchObject({ title: 'Funcional (recupera)', color: 'red', start: '2026-03-05T18:00' });
    // Moved past the series' last day, it still shows.
    await api.patch(event.id, { start: '2026-04-10T10:00', end: '2026-04-10T11:00' }, '?scope=this&occurrence=2026-03-23');
    expect(await days(api, '2026-04-01', '2026-04-30')).toEqual(['2026-04-10']);
    const refused = await api.patch(event.id, { start: '2026-03-06T10:00', end: '2026-03-06T09:00' }, '?scope=this&occurrence=2026-03-06');
    expect(refused.json().details).toEqual({ fieldErrors: { end: [agendaMessages.endBeforeStart] } });
  });

  it('"Solo este" can remove the description of one occurrence alone', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ recurrence: TEN_CLASSES, description: 'Sala 2' }));
    await api.patch(event.id, { description: null }, '?scope=this&occurrence=2026-03-06');
    const occurrences = await eventOccurrences(api, '2026-03-04', '2026-03-06');
    expect(occurrences.map((item) => [item.occurrence, item.description, item.changed])).toEqual([
      ['2026-03-04', 'Sala 2', false],
      ['2026-03-06', null, true],
    ]);
  });

  it('"Este y los siguientes" splits a COUNT=10 series without losing or repeating a day', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ recurrence: TEN_CLASSES }));
    // An occurrence after the split day, changed alone before the split, goes with the new series.
    await api.patch(event.id, { start: '2026-03-17T07:00', end: '2026-03-17T08:00' }, '?scope=this&occurrence=2026-03-16');
    await api.patch(event.id, { color: 'orange' }, '?scope=this&occurrence=2026-03-04');
    const split = await api.patch(event.id, { title: 'Funcional B', color: 'green' }, '?scope=following&occurrence=2026-03-11');
    expect(split.statusCode).toBe(200);
    const later = split.json();
    expect(later).toMatchObject({ title: 'Funcional B', color: 'green', start: '2026-03-11T07:00', end: '2026-03-11T08:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6' });
    expect(later.id).not.toBe(event.id);
    expect((await api.get(event.id)).json()).toMatchObject({ title: 'Funcional', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4' });

    const occurrences = await eventOccurrences(api, '2026-03-01', '2026-05-31');
    expect(occurrences.map((item) => item.occurrence)).toEqual(TEN_DAYS);
    expect(occurrences.map((item) => [item.occurrence, item.id === event.id ? 'old' : 'new', item.title, item.color, item.start.slice(0, 10)])).toEqual([
      ['2026-03-02', 'old', 'Funcional', 'teal', '2026-03-02'],
      ['2026-03-04', 'old', 'Funcional', 'orange', '2026-03-04'],
      ['2026-03-06', 'old', 'Funcional', 'teal', '2026-03-06'],
      ['2026-03-09', 'old', 'Funcional', 'teal', '2026-03-09'],
      ['2026-03-11', 'new', 'Funcional B', 'green', '2026-03-11'],
      ['2026-03-13', 'new', 'Funcional B', 'green', '2026-03-13'],
      ['2026-03-16', 'new', 'Funcional B', 'green', '2026-03-17'],
      ['2026-03-18', 'new', 'Funcional B', 'green', '2026-03-18'],
      ['2026-03-20', 'new', 'Funcional B', 'green', '2026-03-20'],
      ['2026-03-23', 'new', 'Funcional B', 'green', '2026-03-23'],
    ]);
  });

  it('"Este y los siguientes" from the first occurrence, and "Todos", change the whole series, its changed occurrences too', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ recurrence: 'FREQ=DAILY;UNTIL=20260306' }));
    await api.patch(event.id, { title: 'Solo el martes' }, '?scope=this&occurrence=2026-03-03');
    const first = await api.patch(event.id, { color: 'pink' }, '?scope=following&occurrence=2026-03-02');
    expect(first.json()).toMatchObject({ id: event.id, color: 'pink', recurrence: 'FREQ=DAILY;UNTIL=20260306' });
    const all = await api.patch(event.id, { title: 'Caminata' }, '?scope=all&occurrence=2026-03-05');
    expect(all.json()).toMatchObject({ id: event.id, title: 'Caminata', color: 'pink' });
    const occurrences = await eventOccurrences(api, '2026-03-01', '2026-03-31');
    expect(occurrences.map((item) => `${item.occurrence} ${item.title} ${item.color}`)).toEqual([
      '2026-03-02 Caminata pink',
      '2026-03-03 Caminata pink',
      '2026-03-04 Caminata pink',
      '2026-03-05 Caminata pink',
      '2026-03-06 Caminata pink',
    ]);
  });

  it('"Este y los siguientes" of a series that never ends', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ recurrence: 'FREQ=WEEKLY' }));
    const split = await api.patch(event.id, { title: 'Nuevo horario de nombre' }, '?scope=following&occurrence=2026-03-16');
    expect(split.json()).toMatchObject({ start: '2026-03-16T07:00', recurrence: 'FREQ=WEEKLY' });
    expect((await api.get(event.id)).json().recurrence).toBe('FREQ=WEEKLY;UNTIL=20260315');
    const titles = (await eventOccurrences(api, '2026-03-01', '2026-03-31')).map((item) => `${item.start.slice(0, 10)} ${item.title}`);
    expect(titles).toEqual(['2026-03-02 Funcional', '2026-03-09 Funcional', '2026-03-16 Nuevo horario de nombre', '2026-03-23 Nuevo horario de nombre', '2026-03-30 Nuevo horario de nombre']);
  });

  it('deletes one occurrence, then this and the following, then all', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ recurrence: TEN_CLASSES }));
    await api.patch(event.id, { start: '2026-03-21T07:00', end: '2026-03-21T08:00' }, '?scope=this&occurrence=2026-03-20');
    expect((await api.remove(event.id, '?scope=this&occurrence=2026-03-04')).statusCode).toBe(204);
    expect(await days(api)).toEqual(['2026-03-02', '2026-03-06', '2026-03-09', '2026-03-11', '2026-03-13', '2026-03-16', '2026-03-18', '2026-03-21', '2026-03-23']);
    // A deleted occurrence is no longer one of the series.
    expect((await api.remove(event.id, '?scope=this&occurrence=2026-03-04')).json().message).toBe(agendaMessages.occurrenceNotInSeries);

    expect((await api.remove(event.id, '?scope=following&occurrence=2026-03-13')).statusCode).toBe(204);
    expect(await days(api)).toEqual(['2026-03-02', '2026-03-06', '2026-03-09', '2026-03-11']);
    // The deleted Wednesday still counts: five days of the rule come before the 13th.
    expect((await api.get(event.id)).json().recurrence).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=5');

    expect((await api.remove(event.id, '?scope=all&occurrence=2026-03-06')).statusCode).toBe(204);
    expect((await api.get(event.id)).statusCode).toBe(404);
    expect(await days(api)).toEqual([]);
  });

  it('deleting from the first occurrence on deletes the series', async () => {
    const { api } = await trainer();
    const event = await createEvent(api, anEvent({ recurrence: TEN_CLASSES }));
    expect((await api.remove(event.id, '?scope=following&occurrence=2026-03-02')).statusCode).toBe(204);
    expect((await api.get(event.id)).statusCode).toBe(404);
  });
});

it("answers 404 to another business's event", async () => {
  const a = await trainer('a@example.com');
  const b = await trainer('b@example.com');
  const single = await createEvent(a.api, anEvent());
  const repeating = await createEvent(a.api, anEvent({ recurrence: TEN_CLASSES }));
  for (const response of [
    await b.api.get(single.id),
    await b.api.patch(single.id, { title: 'Mío' }),
    await b.api.remove(single.id),
    await b.api.patch(repeating.id, { title: 'Mío' }, '?scope=all&occurrence=2026-03-02'),
    await b.api.remove(repeating.id, '?scope=this&occurrence=2026-03-02'),
  ]) {
    expect([response.statusCode, response.json()]).toEqual([404, { code: 'NOT_FOUND', message: expect.any(String) }]);
  }
  expect(await days(b.api)).toEqual([]);
  expect(await days(a.api)).toEqual(['2026-03-02', ...TEN_DAYS]);
  expect((await a.api.get(single.id)).json().title).toBe('Funcional');
});
