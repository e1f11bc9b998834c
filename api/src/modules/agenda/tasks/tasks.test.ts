import { agendaMessages, recurrenceMessages, type TaskOccurrence } from '@coach/shared/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { activities, forms, tasks } from '../../../db/schema';
import { authHeader, createClientAs, decodeClaims, joinedMember, signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { aForm, anActivity, createItem, libraryApi } from '../../library/library-test-helpers';
import type { Scope } from '../../team/scope';
import { listClientForms } from './client-forms';
import { listTaskOccurrences, listTaskOccurrencesOfGym } from './occurrences';
import { taskMessages } from './task-messages';
import { createTask, deleteTask, updateTask } from './tasks';
import { LONG_TOKENS, clientFormsOf, createTaskAs, occurrencesOf, taskApi, trainerWithAppClient, trainerWithClient, validAnswers } from './task-test-helpers';

const ctx = setupApiTests({ env: LONG_TOKENS });

// The test clock starts on Monday 2 March 2026, 09:00 in Buenos Aires (the businesses' zone).
const TODAY = '2026-03-02';
const MWF_10 = 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=10';
const MWF_10_DAYS = ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11', '2026-03-13', '2026-03-16', '2026-03-18', '2026-03-20', '2026-03-23'];

const days = (items: TaskOccurrence[]) => items.map((item) => item.date);
const fieldErrors = (response: { json: () => unknown }) => (response.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

const complete = (access: string, taskId: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/client-app/tasks/${taskId}/completions`, headers: authHeader(access), payload });

describe('POST and GET /api/v1/clients/{clientId}/tasks', () => {
  it('assigns a repeating workout and lists its occurrences with the client, the item and no completion', async () => {
    const { api, clientId, items, access } = await trainerWithClient(ctx.app);
    const created = await api.create(clientId, { type: 'workout', itemId: items.workout.id, date: TODAY, recurrence: 'freq=weekly;byday=fr,mo,we;count=10', goal: 'Subir peso', durationMin: 45 });
    expect(created.statusCode).toBe(201);
    const task = created.json();
    expect(task).toEqual({
      id: expect.any(Number),
      clientId,
      type: 'workout',
      itemId: items.workout.id,
      itemName: 'Piernas A',
      date: TODAY,
      endDate: null,
      recurrence: MWF_10,
      goal: 'Subir peso',
      durationMin: 45,
      distanceKm: null,
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    const [row] = await ctx.app.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row?.lastDate).toBe('2026-03-23');

    const march = await occurrencesOf(ctx.app, access, clientId, '2026-03-01', '2026-03-31');
    expect(days(march)).toEqual(MWF_10_DAYS);
    expect(march[0]).toEqual({
      kind: 'task',
      id: task.id,
      occurrence: TODAY,
      date: TODAY,
      endDate: null,
      clientId,
      clientName: 'Ana Gómez',
      type: 'workout',
      itemId: items.workout.id,
      itemName: 'Piernas A',
      goal: 'Subir peso',
      durationMin: 45,
      distanceKm: null,
      recurrence: MWF_10,
      changed: false,
      completion: null,
    });
    expect(days(await occurrencesOf(ctx.app, access, clientId, '2026-03-10', '2026-03-16'))).toEqual(['2026-03-11', '2026-03-13', '2026-03-16']);
    expect(await occurrencesOf(ctx.app, access, clientId, '2026-03-24', '2026-04-30')).toEqual([]);
  });

  it('assigns single tasks, one with a last day, and a product activity', async () => {
    const { api, clientId, items, access } = await trainerWithClient(ctx.app);
    const [product] = await ctx.app.db.select({ id: activities.id, name: activities.name }).from(activities).where(isNull(activities.gymId)).limit(1);
    const single = await createTaskAs(ctx.app, access, clientId, { type: 'activity', itemId: product!.id, date: '2026-03-03', distanceKm: 5.5 });
    expect(single).toMatchObject({ itemName: product!.name, recurrence: null, endDate: null, distanceKm: 5.5 });
    const byFriday = await createTaskAs(ctx.app, access, clientId, { type: 'form', itemId: items.form.id, date: '2026-03-02', endDate: '2026-03-06' });
    // A task with a last day shows while its days meet the range.
    const wednesday = await occurrencesOf(ctx.app, access, clientId, '2026-03-04', '2026-03-04');
    expect(wednesday.map((item) => [item.id, item.date, item.endDate])).toEqual([[byFriday.id, '2026-03-02', '2026-03-06']]);
    expect((await api.list(clientId, '2026-03-01', '2026-03-31')).json().items).toHaveLength(2);
  });

  it('refuses a day before today, in the business zone', async () => {
    const { api, clientId, items } = await trainerWithClient(ctx.app);
    const response = await api.create(clientId, { type: 'activity', itemId: items.activity.id, date: '2026-03-01' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ date: [agendaMessages.taskInPast] });
    // 02:30 UTC on 3 March is still the 2nd in Buenos Aires: the 2nd is today there.
    ctx.clock.advance(14.5 * 60 * 60 * 1000);
    expect((await api.create(clientId, { type: 'activity', itemId: items.activity.id, date: TODAY })).statusCode).toBe(201);
  });

  it('checks the fields with the shared rules', async () => {
    const { api, clientId, items } = await trainerWithClient(ctx.app);
    const response = await api.create(clientId, { type: 'clase', itemId: 0, date: '', endDate: '2026-03-01', durationMin: 0, distanceKm: 1.234 });
    expect(fieldErrors(response)).toMatchObject({
      type: [agendaMessages.typeInvalid],
      itemId: [agendaMessages.itemRequired],
      date: [agendaMessages.dateRequired],
      durationMin: [agendaMessages.durationInvalid],
      distanceKm: [agendaMessages.distanceInvalid],
    });
    const both = await api.create(clientId, { type: 'activity', itemId: items.activity.id, date: TODAY, endDate: '2026-03-05', recurrence: 'FREQ=DAILY' });
    expect(fieldErrors(both)).toEqual({ endDate: [agendaMessages.endDateWithRecurrence] });
    const untilBefore = await api.create(clientId, { type: 'activity', itemId: items.activity.id, date: '2026-03-10', recurrence: 'FREQ=DAILY;UNTIL=20260305' });
    expect(fieldErrors(untilBefore)).toEqual({ recurrence: [recurrenceMessages.untilBeforeStart] });
    // Tuesday 3 March for Mondays, Wednesdays and Fridays: RFC 5545 leaves that first day undefined.
    const offDay = await api.create(clientId, { type: 'activity', itemId: items.activity.id, date: '2026-03-03', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' });
    expect(fieldErrors(offDay)).toEqual({ recurrence: [recurrenceMessages.startNotOnItsDays] });
  });

  it("refuses an item the business cannot assign: another business's, a deleted one, one that does not exist", async () => {
    const { api, clientId, access } = await trainerWithClient(ctx.app);
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const theirs = await createItem(ctx.app, other.access, 'forms', aForm({ name: 'Privado' }));
    const deleted = await createItem(ctx.app, access, 'activities', anActivity({ name: 'Vieja' }));
    await libraryApi(ctx.app, access, 'activities').remove(deleted.id);
    for (const payload of [
      { type: 'form', itemId: theirs.id },
      { type: 'activity', itemId: deleted.id },
      { type: 'activity', itemId: 2_000_000 },
    ]) {
      const response = await api.create(clientId, { ...payload, date: TODAY });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual({ itemId: [agendaMessages.itemNotFound] });
    }
  });

  it('offers no new assignments to a disabled client', async () => {
    const { api, clientId, items, access } = await trainerWithClient(ctx.app);
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${clientId}`, headers: authHeader(access), payload: { active: false } });
    const response = await api.create(clientId, { type: 'activity', itemId: items.activity.id, date: TODAY });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CLIENT_DISABLED', message: taskMessages.clientDisabled });
  });

  it('checks the range', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    expect(fieldErrors(await api.list(clientId, '2026-03-10', '2026-03-01'))).toEqual({ to: [agendaMessages.rangeInvalid] });
    expect(fieldErrors(await api.list(clientId, '2026-01-01', '2026-12-31'))).toEqual({ to: [agendaMessages.rangeTooLong] });
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another business's client and task, on every path", async () => {
    const mine = await trainerWithClient(ctx.app);
    const task = await createTaskAs(ctx.app, mine.access, mine.clientId, { type: 'activity', itemId: mine.items.activity.id, date: TODAY, recurrence: 'FREQ=DAILY;COUNT=3' });
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const theirs = taskApi(ctx.app, other.access);
    const theirActivity = await createItem(ctx.app, other.access, 'activities', anActivity());
    const responses = [
      await theirs.create(mine.clientId, { type: 'activity', itemId: theirActivity.id, date: TODAY }),
      await theirs.list(mine.clientId, '2026-03-01', '2026-03-31'),
      await theirs.forms(mine.clientId),
      await theirs.patch(task.id, '?scope=all', { goal: 'Ajeno' }),
      await theirs.remove(task.id, '?scope=all'),
      await theirs.list(999_999, '2026-03-01', '2026-03-31'),
      await theirs.patch(999_999, '', { goal: 'x' }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await occurrencesOf(ctx.app, mine.access, mine.clientId, '2026-03-01', '2026-03-31')).toHaveLength(3);
    // The business's agenda reads only its own series.
    const otherGym = (await ctx.app.db.select({ gymId: forms.gymId }).from(forms).where(eq(forms.id, (await createItem(ctx.app, other.access, 'forms', aForm())).id)))[0]!.gymId!;
    expect(await listTaskOccurrencesOfGym(ctx.app.db, otherGym, { from: '2026-03-01', to: '2026-03-31' })).toEqual([]);
  });
});

describe("the trainer's filter in the tasks' queries", () => {
  it("gives a CO's scope nothing of another trainer's client's task, even called directly (no hook)", async () => {
    const owner = await signedInTrainer(ctx.app, { email: 'duena@example.com' });
    const pablo = await joinedMember(ctx.app, owner.access, { email: 'pablo@example.com', firstName: 'Pablo' });
    const laura = await joinedMember(ctx.app, owner.access, { email: 'laura@example.com', firstName: 'Laura' });
    const client = await createClientAs(ctx.app, pablo.access, { firstName: 'Ana', lastName: 'De Pablo' });
    const activity = await createItem(ctx.app, pablo.access, 'activities', anActivity());
    const task = await createTaskAs(ctx.app, pablo.access, client.id, { type: 'activity', itemId: activity.id, date: TODAY, recurrence: MWF_10 });
    const gymId = Number(decodeClaims(owner.access).gym_id);
    const lauras: Scope = { gymId, userId: laura.id, role: 'CO' };
    const deps = { db: ctx.app.db, now: () => ctx.clock.now() };
    const march = { from: '2026-03-01', to: '2026-03-31' };

    await expect(updateTask(deps, lauras, task.id, { scope: 'all' }, { goal: 'Ajeno' })).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await expect(deleteTask(deps, lauras, task.id, { scope: 'all' })).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await expect(createTask(deps, lauras, client.id, { type: 'activity', itemId: activity.id, date: TODAY })).rejects.toMatchObject({ statusCode: 404 });
    await expect(listClientForms(deps, lauras, client.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await listTaskOccurrences(ctx.app.db, lauras, march)).toEqual([]);
    expect(await listTaskOccurrences(ctx.app.db, lauras, { ...march, clientId: client.id })).toEqual([]);
    // The same calls reach it for its trainer and for an administrator: nothing was changed or removed.
    expect(days(await listTaskOccurrences(ctx.app.db, { gymId, userId: pablo.id, role: 'CO' }, march))).toEqual(MWF_10_DAYS);
    const owners: Scope = { gymId, userId: Number(decodeClaims(owner.access).id), role: 'AD' };
    expect(await updateTask(deps, owners, task.id, { scope: 'all' }, { goal: 'Del negocio' })).toMatchObject({ id: task.id, goal: 'Del negocio' });
  });
});

describe('PATCH and DELETE /api/v1/tasks/{id}', () => {
  async function series() {
    const setup = await trainerWithClient(ctx.app);
    const task = await createTaskAs(ctx.app, setup.access, setup.clientId, { type: 'activity', itemId: setup.items.activity.id, date: TODAY, recurrence: MWF_10, goal: 'Suave' });
    const march = () => occurrencesOf(ctx.app, setup.access, setup.clientId, '2026-03-01', '2026-04-30');
    return { ...setup, task, march };
  }

  it('reschedules a single task, not to the past', async () => {
    const { api, clientId, items, access } = await trainerWithClient(ctx.app);
    const task = await createTaskAs(ctx.app, access, clientId, { type: 'activity', itemId: items.activity.id, date: '2026-03-05' });
    const moved = await api.patch(task.id, '?scope=this&occurrence=2026-01-01', { date: '2026-03-06', goal: 'Más largo' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: task.id, date: '2026-03-06', goal: 'Más largo' });
    expect(days(await occurrencesOf(ctx.app, access, clientId, '2026-03-01', '2026-03-31'))).toEqual(['2026-03-06']);
    expect(fieldErrors(await api.patch(task.id, '', { date: '2026-03-01' }))).toEqual({ date: [agendaMessages.taskInPast] });
    const retyped = await api.patch(task.id, '', { type: 'form', itemId: items.form.id });
    expect(retyped.json()).toMatchObject({ type: 'form', itemId: items.form.id, itemName: 'Check-in' });
    expect(fieldErrors(await api.patch(task.id, '', { type: 'workout' }))).toEqual({ itemId: [agendaMessages.itemRequired] });
  });

  it('asks which occurrences a change of a repeating task is for', async () => {
    const { api, task } = await series();
    expect(fieldErrors(await api.patch(task.id, '', { goal: 'x' }))).toEqual({ scope: [agendaMessages.scopeRequired] });
    expect(fieldErrors(await api.patch(task.id, '?scope=this', { goal: 'x' }))).toEqual({ occurrence: [agendaMessages.occurrenceNotInSeries] });
    expect(fieldErrors(await api.patch(task.id, '?scope=this&occurrence=2026-03-03', { goal: 'x' }))).toEqual({ occurrence: [agendaMessages.occurrenceNotInSeries] });
    expect(fieldErrors(await api.patch(task.id, '?scope=todo&occurrence=2026-03-04', { goal: 'x' }))).toEqual({ scope: [agendaMessages.scopeInvalid] });
    expect(fieldErrors(await api.remove(task.id))).toEqual({ scope: [agendaMessages.scopeRequired] });
  });

  it('"solo este" changes and moves one occurrence, and refuses what belongs to the series', async () => {
    const { api, task, march } = await series();
    const changed = await api.patch(task.id, '?scope=this&occurrence=2026-03-04', { date: '2026-03-05', goal: 'Fuerte', durationMin: 20 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: task.id, date: TODAY, goal: 'Suave', recurrence: MWF_10 });
    const items = await march();
    expect(items).toHaveLength(10);
    expect(items[1]).toMatchObject({ occurrence: '2026-03-04', date: '2026-03-05', goal: 'Fuerte', durationMin: 20, changed: true });
    expect(items.filter((item) => item.changed)).toHaveLength(1);

    // A second change keeps what the first one set; moving back to its own day and clearing leaves no exception.
    await api.patch(task.id, '?scope=this&occurrence=2026-03-04', { durationMin: 25 });
    expect((await march())[1]).toMatchObject({ date: '2026-03-05', goal: 'Fuerte', durationMin: 25 });
    await api.patch(task.id, '?scope=this&occurrence=2026-03-04', { date: '2026-03-04', goal: null, durationMin: null });
    expect((await march())[1]).toMatchObject({ date: '2026-03-04', goal: 'Suave', durationMin: null, changed: false });

    const locked = await api.patch(task.id, '?scope=this&occurrence=2026-03-06', { recurrence: 'FREQ=DAILY', type: 'form', itemId: 1 });
    expect(locked.statusCode).toBe(400);
    expect(fieldErrors(locked)).toEqual({ type: [taskMessages.onlyThisLocked], itemId: [taskMessages.onlyThisLocked], recurrence: [taskMessages.onlyThisLocked] });
    expect(fieldErrors(await api.patch(task.id, '?scope=this&occurrence=2026-03-06', { date: '2026-03-01' }))).toEqual({ date: [agendaMessages.taskInPast] });
  });

  it('"este y los siguientes" splits the series, keeping the total of COUNT=10', async () => {
    const { api, task, march, items: library } = await series();
    const split = await api.patch(task.id, '?scope=following&occurrence=2026-03-11', { goal: 'Fuerte', type: 'form', itemId: library.form.id });
    expect(split.statusCode).toBe(200);
    const later = split.json();
    expect(later).toMatchObject({ date: '2026-03-11', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6', goal: 'Fuerte', type: 'form', itemName: 'Check-in' });
    expect(later.id).not.toBe(task.id);
    const items = await march();
    expect(days(items)).toEqual(MWF_10_DAYS);
    expect(items.slice(0, 4).every((item) => item.id === task.id && item.goal === 'Suave' && item.recurrence === 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4')).toBe(true);
    expect(items.slice(4).every((item) => item.id === later.id && item.goal === 'Fuerte' && item.type === 'form')).toBe(true);

    // From the first occurrence it is the whole series; a new recurrence re-anchors it.
    const whole = await api.patch(later.id, '?scope=following&occurrence=2026-03-11', { recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=2', date: '2026-03-17' });
    expect(whole.json()).toMatchObject({ id: later.id, date: '2026-03-17', recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=2' });
    expect(days(await march())).toEqual([...MWF_10_DAYS.slice(0, 4), '2026-03-17', '2026-03-24']);
  });

  it('"este y los siguientes" from a new day moves the rest of the series there', async () => {
    const { api, task, march } = await series();
    const split = await api.patch(task.id, '?scope=following&occurrence=2026-03-16', { date: '2026-03-17', recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4' });
    expect(split.json()).toMatchObject({ date: '2026-03-17', recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4' });
    expect(days(await march())).toEqual([...MWF_10_DAYS.slice(0, 6), '2026-03-17', '2026-03-19', '2026-03-24', '2026-03-26']);
  });

  it('"todos" changes every occurrence; the first day cannot go to the past', async () => {
    const { api, task, march } = await series();
    await api.patch(task.id, '?scope=this&occurrence=2026-03-06', { date: '2026-03-07' });
    const all = await api.patch(task.id, '?scope=all&occurrence=2026-03-04', { durationMin: 30, distanceKm: 4.25 });
    expect(all.json()).toMatchObject({ id: task.id, durationMin: 30, distanceKm: 4.25 });
    const items = await march();
    expect(items.every((item) => item.durationMin === 30 && item.distanceKm === 4.25)).toBe(true);
    expect(items[2]).toMatchObject({ occurrence: '2026-03-06', date: '2026-03-07' });
    expect(fieldErrors(await api.patch(task.id, '?scope=all', { date: '2026-03-01' }))).toEqual({ date: [agendaMessages.taskInPast] });

    // A new rule re-anchors the series; exceptions of days it no longer has are dropped.
    await api.patch(task.id, '?scope=all', { recurrence: 'FREQ=DAILY;COUNT=3', date: '2026-03-03' });
    expect(days(await march())).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
    expect((await march()).some((item) => item.changed)).toBe(false);
  });

  it('deletes one occurrence, the following ones, or all', async () => {
    const { api, task, march } = await series();
    expect((await api.remove(task.id, '?scope=this&occurrence=2026-03-04')).statusCode).toBe(204);
    expect(days(await march())).toEqual(MWF_10_DAYS.filter((day) => day !== '2026-03-04'));
    expect(fieldErrors(await api.remove(task.id, '?scope=this&occurrence=2026-03-04'))).toEqual({ occurrence: [agendaMessages.occurrenceNotInSeries] });

    expect((await api.remove(task.id, '?scope=following&occurrence=2026-03-16')).statusCode).toBe(204);
    expect(days(await march())).toEqual(['2026-03-02', '2026-03-06', '2026-03-09', '2026-03-11', '2026-03-13']);
    const [row] = await ctx.app.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6', lastDate: '2026-03-13' });

    expect((await api.remove(task.id, '?scope=all')).statusCode).toBe(204);
    expect(await march()).toEqual([]);
    expect((await api.remove(task.id, '?scope=all')).statusCode).toBe(404);
  });

  it('removes a series when deleting "this and the following" leaves nothing', async () => {
    const { api, task, march } = await series();
    await api.remove(task.id, '?scope=this&occurrence=2026-03-02');
    await api.remove(task.id, '?scope=following&occurrence=2026-03-04');
    expect(await march()).toEqual([]);
    expect(await ctx.app.db.select().from(tasks).where(and(eq(tasks.id, task.id)))).toEqual([]);
  });

  it('keeps past days as they were', async () => {
    const { api, task, march } = await series();
    ctx.clock.advanceDays(3);
    for (const response of [
      await api.patch(task.id, '?scope=this&occurrence=2026-03-04', { goal: 'Tarde' }),
      await api.patch(task.id, '?scope=following&occurrence=2026-03-02', { goal: 'Tarde' }),
      await api.remove(task.id, '?scope=this&occurrence=2026-03-02'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual({ occurrence: [taskMessages.pastOccurrence] });
    }
    expect(days(await march())).toEqual(MWF_10_DAYS);
  });
});

describe('completions and the split', () => {
  it('what the client registered from the split day on follows "este y los siguientes"', async () => {
    const setup = await trainerWithAppClient(ctx.app);
    const trainer = setup.trainer.access;
    const task = await createTaskAs(ctx.app, trainer, setup.clientId, { type: 'workout', itemId: setup.items.workout.id, date: TODAY, recurrence: MWF_10 });
    ctx.clock.advanceDays(9); // Wednesday 11 March
    expect((await complete(setup.access, task.id, { date: '2026-03-09', durationMin: 40 })).statusCode).toBe(201);
    expect((await complete(setup.access, task.id, { date: '2026-03-11', feedback: { mood: 'amazing', enjoyment: 'a_lot' } })).statusCode).toBe(201);
    const split = await setup.api.patch(task.id, '?scope=following&occurrence=2026-03-11', { goal: 'Más peso' });
    expect(split.statusCode).toBe(200);
    const later = split.json<{ id: number }>();
    const items = await occurrencesOf(ctx.app, trainer, setup.clientId, '2026-03-01', '2026-03-31');
    expect(days(items)).toEqual(MWF_10_DAYS);
    expect(items.filter((item) => item.completion).map((item) => [item.id, item.date, item.completion?.durationMin, item.completion?.feedback?.mood])).toEqual([
      [task.id, '2026-03-09', 40, undefined],
      [later.id, '2026-03-11', null, 'amazing'],
    ]);
    // A deleted day takes its registration with it.
    await setup.api.remove(later.id, '?scope=this&occurrence=2026-03-11');
    expect((await occurrencesOf(ctx.app, trainer, setup.clientId, '2026-03-11', '2026-03-11'))).toEqual([]);
  });
});

describe('GET /api/v1/clients/{clientId}/forms', () => {
  it('lists a form assigned for a later day as soon as it is assigned, as "upcoming"', async () => {
    const setup = await trainerWithAppClient(ctx.app);
    const trainer = setup.trainer.access;
    const form = await createTaskAs(ctx.app, trainer, setup.clientId, { type: 'form', itemId: setup.items.form.id, date: '2026-03-05' });
    expect((await clientFormsOf(ctx.app, trainer, setup.clientId)).map((item) => [item.taskId, item.date, item.status])).toEqual([[form.id, '2026-03-05', 'upcoming']]);
    ctx.clock.advanceDays(3);
    expect((await clientFormsOf(ctx.app, trainer, setup.clientId)).map((item) => [item.date, item.status])).toEqual([['2026-03-05', 'pending']]);
  });

  it('shows the next form ahead, then due forms, pending then answered, newest first, with the questions as answered', async () => {
    const setup = await trainerWithAppClient(ctx.app);
    const trainer = setup.trainer.access;
    const form = await createTaskAs(ctx.app, trainer, setup.clientId, { type: 'form', itemId: setup.items.form.id, date: TODAY, recurrence: 'FREQ=WEEKLY;COUNT=3' });
    await createTaskAs(ctx.app, trainer, setup.clientId, { type: 'activity', itemId: setup.items.activity.id, date: TODAY });
    expect(await clientFormsOf(ctx.app, trainer, setup.clientId)).toEqual([
      expect.objectContaining({ taskId: form.id, occurrence: '2026-03-09', date: '2026-03-09', status: 'upcoming', completedAt: null, answers: null }),
      {
        taskId: form.id,
        occurrence: TODAY,
        date: TODAY,
        formId: setup.items.form.id,
        formName: 'Check-in',
        status: 'pending',
        completedAt: null,
        questions: expect.any(Array),
        answers: null,
      },
    ]);
    expect((await complete(setup.access, form.id, { date: TODAY, answers: validAnswers })).statusCode).toBe(201);
    // The form changes afterwards: the answered occurrence keeps its questions.
    await libraryApi(ctx.app, trainer, 'forms').patch(setup.items.form.id, { questions: [{ type: 'boolean', title: '¿Viniste?' }] });
    ctx.clock.advanceDays(7);
    const listed = await clientFormsOf(ctx.app, trainer, setup.clientId);
    expect(listed.map((item) => [item.date, item.status])).toEqual([
      ['2026-03-16', 'upcoming'],
      ['2026-03-09', 'pending'],
      [TODAY, 'finished'],
    ]);
    expect(listed[1]!.questions).toEqual([{ type: 'boolean', title: '¿Viniste?', description: null, required: false }]);
    expect(listed[2]).toMatchObject({ completedAt: '2026-03-02T12:00:00.000Z', answers: validAnswers });
    expect(listed[2]!.questions).toHaveLength(6);
    expect(listed[2]!.questions[0]).toMatchObject({ type: 'text', title: 'Contanos tu semana', minLength: 5 });
    // Past its last occurrence, nothing is ahead.
    ctx.clock.advanceDays(7);
    expect((await clientFormsOf(ctx.app, trainer, setup.clientId)).map((item) => item.status)).toEqual(['pending', 'pending', 'finished']);
    // The trainer's list of occurrences carries the same completion.
    const [first] = await occurrencesOf(ctx.app, trainer, setup.clientId, TODAY, TODAY);
    expect(first!.completion).toMatchObject({ answers: validAnswers, feedback: null });
  });
});
