import { agendaMessages, workoutMessages, type Agenda, type TaskCompletion, type TaskCompletionCreated, type TaskOccurrence } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { taskCompletions } from '../../../db/schema';
import { authHeader, decodeClaims, inviteAs, newAppClient, registerInApp, signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { anExercise, createItem, libraryApi } from '../../library/library-test-helpers';
import { LONG_TOKENS, createTaskAs, occurrencesOf, trainerWithAppClient } from '../tasks/task-test-helpers';

const ctx = setupApiTests({ env: LONG_TOKENS });

// Monday 2 March 2026, 09:00 in Buenos Aires (the test clock's day).
const TODAY = '2026-03-02';
const ID = '0b5c1f3e-2a4d-4c6b-9e8f-7a6b5c4d3e2f';

const complete = (access: string, taskId: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/client-app/tasks/${taskId}/completions`, headers: authHeader(access), payload });
const fieldErrors = (response: { json: () => unknown }) => (response.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

/** A strength day: Bloque 1 with a squat (3 series of reps and weight), Core with a plank (2 timed series). */
const strengthDay = (squatId: number, plankId: number, squatSeries = [{ reps: 10, weightKg: 40 }, { reps: 8, weightKg: 45 }, { reps: 6, weightKg: 50 }]) => ({
  name: 'Fuerza A',
  mode: 'advanced',
  groups: [
    { name: 'Bloque 1', exercises: [{ exerciseId: squatId, series: squatSeries.map((series) => ({ ...series, restSeconds: 90 })) }] },
    { name: 'Core', exercises: [{ exerciseId: plankId, series: [{ seconds: 30, restSeconds: 30 }, { seconds: 30, restSeconds: 30 }] }] },
  ],
});

/** José (in the app) with today's strength day and a daily activity. */
async function clientWithStrengthDay() {
  const setup = await trainerWithAppClient(ctx.app);
  const trainer = setup.trainer.access;
  const squat = setup.items.exercise;
  const plank = await createItem(ctx.app, trainer, 'exercises', anExercise({ name: 'Plancha' }));
  const workout = await createItem(ctx.app, trainer, 'workouts', strengthDay(squat.id, plank.id));
  const task = await createTaskAs(ctx.app, trainer, setup.clientId, { type: 'workout', itemId: workout.id, date: TODAY, recurrence: 'FREQ=DAILY;COUNT=3' });
  const activity = await createTaskAs(ctx.app, trainer, setup.clientId, { type: 'activity', itemId: setup.items.activity.id, date: TODAY });
  return { ...setup, squat, plank, workout, task, activity };
}

const doneAsPrescribed = [
  { groupIndex: 0, exerciseIndex: 0, seriesIndex: 0, reps: 10, weightKg: 40 },
  { groupIndex: 0, exerciseIndex: 0, seriesIndex: 1, reps: 8, weightKg: 45 },
];

describe('completion results (per series)', () => {
  it('stores each series done beside what was prescribed; the trainer reads them in the tasks and the agenda', async () => {
    const { access, trainer, clientId, task, squat, plank } = await clientWithStrengthDay();
    const results = [
      // Sent out of order: stored in the workout's order.
      { groupIndex: 1, exerciseIndex: 0, seriesIndex: 0, seconds: 25 },
      ...doneAsPrescribed,
      // The last series: fewer reps, more weight, typed with a comma.
      { groupIndex: 0, exerciseIndex: 0, seriesIndex: 2, reps: 5, weightKg: '52,5' },
    ];
    const response = await complete(access, task.id, { id: ID, date: TODAY, durationMin: 50, results });
    expect(response.statusCode).toBe(201);
    const completion = response.json<TaskCompletionCreated>();
    expect(completion.id).toBe(ID);
    const squatSeries = (seriesIndex: number, done: object, prescribed: object) => ({
      groupIndex: 0,
      exerciseIndex: 0,
      seriesIndex,
      groupName: 'Bloque 1',
      exerciseId: squat.id,
      exerciseName: 'Sentadilla búlgara',
      done: { seconds: null, ...done },
      prescribed: { seconds: null, restSeconds: 90, ...prescribed },
    });
    expect(completion.results).toEqual([
      squatSeries(0, { reps: 10, weightKg: 40 }, { reps: 10, weightKg: 40 }),
      squatSeries(1, { reps: 8, weightKg: 45 }, { reps: 8, weightKg: 45 }),
      squatSeries(2, { reps: 5, weightKg: 52.5 }, { reps: 6, weightKg: 50 }),
      {
        groupIndex: 1,
        exerciseIndex: 0,
        seriesIndex: 0,
        groupName: 'Core',
        exerciseId: plank.id,
        exerciseName: 'Plancha',
        done: { reps: null, weightKg: null, seconds: 25 },
        prescribed: { reps: null, seconds: 30, restSeconds: 30, weightKg: null },
      },
    ]);

    // The answer adds the records it set (none: the first time), which the agenda does not carry.
    const { records, ...stored } = completion;
    expect(records).toEqual([]);
    const [seen] = await occurrencesOf(ctx.app, trainer.access, clientId, TODAY, TODAY);
    expect(seen!.completion).toEqual(stored);
    const agenda = await ctx.app.inject({ method: 'GET', url: `/api/v1/agenda?from=${TODAY}&to=${TODAY}`, headers: authHeader(trainer.access) });
    const inAgenda = agenda.json<Agenda>().items.find((item): item is TaskOccurrence => item.kind === 'task' && item.id === task.id);
    expect(inAgenda!.completion).toEqual(stored);
  });

  it('keeps the prescription it was registered with after the workout is edited', async () => {
    const { access, trainer, clientId, task, workout, squat, plank } = await clientWithStrengthDay();
    expect((await complete(access, task.id, { date: TODAY, results: doneAsPrescribed })).statusCode).toBe(201);
    const edited = await libraryApi(ctx.app, trainer.access, 'workouts').patch(workout.id, {
      groups: strengthDay(squat.id, plank.id, [{ reps: 12, weightKg: 30 }]).groups.map((group, g) => (g === 0 ? { ...group, name: 'Piernas' } : group)),
    });
    expect(edited.statusCode).toBe(200);
    const [seen] = await occurrencesOf(ctx.app, trainer.access, clientId, TODAY, TODAY);
    expect(seen!.completion!.results!.map((result) => [result.groupName, result.seriesIndex, result.prescribed.reps, result.prescribed.weightKg])).toEqual([
      ['Bloque 1', 0, 10, 40],
      ['Bloque 1', 1, 8, 45],
    ]);
    expect(seen!.completion!.id).toBeNull();
    // The next day's registration is checked against the workout as it is now: one squat series.
    ctx.clock.advanceDays(1);
    const tomorrow = '2026-03-03';
    expect(fieldErrors(await complete(access, task.id, { date: tomorrow, results: doneAsPrescribed }))).toEqual({
      'results.1': [agendaMessages.seriesNotInWorkout(0, 0, 1)],
    });
    const next = await complete(access, task.id, { date: tomorrow, results: [doneAsPrescribed[0]] });
    expect(next.json<TaskCompletion>().results).toEqual([expect.objectContaining({ groupName: 'Piernas', prescribed: { reps: 12, seconds: null, restSeconds: 90, weightKg: 30 } })]);
  });

  it('names a series the workout does not have, in Spanish', async () => {
    const { access, task } = await clientWithStrengthDay();
    const response = await complete(access, task.id, {
      date: TODAY,
      results: [
        { groupIndex: 0, exerciseIndex: 0, seriesIndex: 3, reps: 5 },
        { groupIndex: 0, exerciseIndex: 1, seriesIndex: 0, reps: 5 },
        { groupIndex: 2, exerciseIndex: 0, seriesIndex: 0, reps: 5 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'La serie 4 del ejercicio 1 del grupo 1 no existe en la rutina' });
    expect(fieldErrors(response)).toEqual({
      'results.0': ['La serie 4 del ejercicio 1 del grupo 1 no existe en la rutina'],
      'results.1': ['La serie 1 del ejercicio 2 del grupo 1 no existe en la rutina'],
      'results.2': ['La serie 1 del ejercicio 1 del grupo 3 no existe en la rutina'],
    });
    expect(await completionRows(task.id)).toHaveLength(0);
  });

  it.each([
    ['negative reps', { reps: -1 }, 'results.0.reps', agendaMessages.doneRepsInvalid],
    ['absurd reps', { reps: 5000 }, 'results.0.reps', agendaMessages.doneRepsInvalid],
    ['fractional reps', { reps: 2.5 }, 'results.0.reps', agendaMessages.doneRepsInvalid],
    ['a negative weight', { weightKg: -5 }, 'results.0.weightKg', workoutMessages.weightInvalid],
    ['an absurd weight', { weightKg: 1500 }, 'results.0.weightKg', workoutMessages.weightInvalid],
    ['a weight with three decimals', { weightKg: 40.125 }, 'results.0.weightKg', workoutMessages.weightInvalid],
    ['negative seconds', { seconds: -30 }, 'results.0.seconds', agendaMessages.doneSecondsInvalid],
    ['more than a day of seconds', { seconds: 90_000 }, 'results.0.seconds', agendaMessages.doneSecondsInvalid],
    ['a negative index', { seriesIndex: -1 }, 'results.0.seriesIndex', agendaMessages.resultIndexInvalid],
  ])('refuses %s with a Spanish message at the field', async (_case, change, path, message) => {
    const { access, task } = await clientWithStrengthDay();
    const response = await complete(access, task.id, { date: TODAY, results: [{ ...doneAsPrescribed[0], ...change }] });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ [path]: [message] });
  });

  it('refuses a series sent twice, results on an activity, and more than 300 results', async () => {
    const { access, task, activity } = await clientWithStrengthDay();
    expect(fieldErrors(await complete(access, task.id, { date: TODAY, results: [doneAsPrescribed[0], { ...doneAsPrescribed[0], reps: 9 }] }))).toEqual({
      'results.1': ['La serie 1 del ejercicio 1 del grupo 1 está dos veces'],
    });
    const onActivity = await complete(access, activity.id, { date: TODAY, results: doneAsPrescribed });
    expect(onActivity.statusCode).toBe(400);
    expect(fieldErrors(onActivity)).toEqual({ results: [agendaMessages.resultsNotWorkout] });
    const many = Array.from({ length: 301 }, (_, i) => ({ groupIndex: i % 20, exerciseIndex: Math.floor(i / 20) % 30, seriesIndex: Math.floor(i / 600), reps: 1 }));
    expect(fieldErrors(await complete(access, task.id, { date: TODAY, results: many }))).toEqual({ results: [agendaMessages.tooManyResults] });
  });
});

const completionRows = (taskId: number) => ctx.app.db.select().from(taskCompletions).where(eq(taskCompletions.taskId, taskId));

describe('completions exactly once (client-generated id)', () => {
  it('answers a retry of the same id with the stored completion (200), even with another body, and keeps one row', async () => {
    const { access, task } = await clientWithStrengthDay();
    const first = await complete(access, task.id, { id: ` ${ID.toUpperCase()} `, date: TODAY, durationMin: 45, results: doneAsPrescribed });
    expect(first.statusCode).toBe(201);
    expect(first.json<TaskCompletion>().id).toBe(ID);
    ctx.clock.advanceSeconds(600);
    const retry = await complete(access, task.id, { id: ID, date: TODAY, durationMin: 47 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await completionRows(task.id)).toHaveLength(1);
  });

  it('keeps 409 for the same occurrence under another id or none', async () => {
    const { access, task } = await clientWithStrengthDay();
    expect((await complete(access, task.id, { id: ID, date: TODAY })).statusCode).toBe(201);
    for (const payload of [{ id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d', date: TODAY }, { date: TODAY }]) {
      const response = await complete(access, task.id, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'ALREADY_REGISTERED', message: agendaMessages.alreadyRegistered });
    }
    expect(await completionRows(task.id)).toHaveLength(1);
  });

  it('refuses an id already used for another task of the client (409), and an id that is not a UUID (400)', async () => {
    const { access, task, activity } = await clientWithStrengthDay();
    expect((await complete(access, task.id, { id: ID, date: TODAY })).statusCode).toBe(201);
    const elsewhere = await complete(access, activity.id, { id: ID, date: TODAY });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ code: 'RESOURCE_ALREADY_EXIST', message: agendaMessages.completionIdUsed });
    expect(fieldErrors(await complete(access, activity.id, { id: 'no-es-un-uuid', date: TODAY }))).toEqual({ id: [agendaMessages.completionIdInvalid] });
  });

  it("never answers another business's completion for its id: their task is a 404, their id is new here", async () => {
    const { access, task, trainer, clientId } = await clientWithStrengthDay();
    expect((await complete(access, task.id, { id: ID, date: TODAY, durationMin: 45 })).statusCode).toBe(201);

    const otherTrainer = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const { code } = await inviteAs(ctx.app, otherTrainer.access);
    const registered = await registerInApp(ctx.app, newAppClient(code, { firstName: 'Marta', lastName: 'Ríos', email: 'marta@example.com' }));
    const other = registered.json<{ access: string }>().access;
    const theirs = await complete(other, task.id, { id: ID, date: TODAY });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'TASK_REMOVED' });

    // The same id on a task of their own is a new registration of theirs, not a replay of José's.
    const activity = await createItem(ctx.app, otherTrainer.access, 'activities', { name: 'Caminata', instructions: 'Caminá 30 minutos.', keywords: [] });
    const otherClientId = decodeClaims(other).client_id as number;
    const own = await createTaskAs(ctx.app, otherTrainer.access, otherClientId, { type: 'activity', itemId: activity.id, date: TODAY });
    const mine = await complete(other, own.id, { id: ID, date: TODAY });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ id: ID, durationMin: null });
    const [josé] = await occurrencesOf(ctx.app, trainer.access, clientId, TODAY, TODAY);
    expect(josé!.completion).toMatchObject({ id: ID, durationMin: 45 });
    expect(await ctx.app.db.select().from(taskCompletions).where(and(eq(taskCompletions.uid, ID)))).toHaveLength(2);
  });
});
