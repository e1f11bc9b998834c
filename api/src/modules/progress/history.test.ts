import type { ExerciseHistory, PersonalRecord, ProgressSummary, TaskCompletionCreated, TrainedExerciseList } from '@coach/shared/contracts';
import { count, eq } from 'drizzle-orm';
import { seriesResults } from '../../db/schema';
import { authHeader, createClientAs } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { anExercise, createItem, libraryApi } from '../library/library-test-helpers';
import { LONG_TOKENS, createTaskAs, trainerWithAppClient } from '../agenda/tasks/task-test-helpers';

const ctx = setupApiTests({ env: LONG_TOKENS });

const DAY_1 = '2026-03-02';
const DAY_2 = '2026-03-03';
const DAY_3 = '2026-03-04';
const UID_2 = '2d6e0f1a-3b4c-4d5e-8f60-718293a4b5c6';

/** Moves the test clock to 09:00 in Buenos Aires of that day. */
const setToday = (day: string) => ctx.clock.advance(new Date(`${day}T12:00:00Z`).getTime() - ctx.clock.now().getTime());

const get = async <T>(access: string, url: string): Promise<T> => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: authHeader(access) });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
};

/** Fuerza A: Bloque 1 with a squat (10×40, 8×45, 6×50), Core with a plank (2 × 30 s). */
const strengthDay = (squatId: number, plankId: number, name = 'Fuerza A', squat = [{ reps: 10, weightKg: 40 }, { reps: 8, weightKg: 45 }, { reps: 6, weightKg: 50 }]) => ({
  name,
  mode: 'advanced',
  groups: [
    { name: 'Bloque 1', exercises: [{ exerciseId: squatId, series: squat.map((series) => ({ ...series, restSeconds: 90 })) }] },
    { name: 'Core', exercises: [{ exerciseId: plankId, series: [{ seconds: 30, restSeconds: 30 }, { seconds: 30, restSeconds: 30 }] }] },
  ],
});

const squatSet = (seriesIndex: number, reps: number, weightKg: number | string) => ({ groupIndex: 0, exerciseIndex: 0, seriesIndex, reps, weightKg });
const plankSet = (seriesIndex: number, seconds: number) => ({ groupIndex: 1, exerciseIndex: 0, seriesIndex, seconds });

/**
 * José trains Fuerza A daily. Day 1 as prescribed (a plank of 25 s); then the trainer renames the
 * workout and the squat and prescribes 5 × 60; day 2 he does 5×60, 5×60, 5×62,5 and a 40 s plank.
 */
async function twoSessions() {
  const setup = await trainerWithAppClient(ctx.app);
  const trainer = setup.trainer.access;
  const squat = setup.items.exercise;
  const plank = await createItem(ctx.app, trainer, 'exercises', anExercise({ name: 'Plancha' }));
  const workout = await createItem(ctx.app, trainer, 'workouts', strengthDay(squat.id, plank.id));
  const task = await createTaskAs(ctx.app, trainer, setup.clientId, { type: 'workout', itemId: workout.id, date: DAY_1, recurrence: 'FREQ=DAILY;COUNT=5' });
  const complete = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/client-app/tasks/${task.id}/completions`, headers: authHeader(setup.access), payload });

  setToday(DAY_3);
  const first = await complete({ date: DAY_1, results: [squatSet(0, 10, 40), squatSet(1, 8, 45), squatSet(2, 6, 50), plankSet(0, 25)] });
  expect(first.statusCode).toBe(201);

  const edited = await libraryApi(ctx.app, trainer, 'workouts').patch(
    workout.id,
    strengthDay(squat.id, plank.id, 'Fuerza B', [{ reps: 5, weightKg: 60 }, { reps: 5, weightKg: 60 }, { reps: 5, weightKg: 60 }]),
  );
  expect(edited.statusCode).toBe(200);
  expect((await libraryApi(ctx.app, trainer, 'exercises').patch(squat.id, { name: 'Sentadilla trasera' })).statusCode).toBe(200);

  const second = await complete({ id: UID_2, date: DAY_2, results: [squatSet(0, 5, 60), squatSet(1, 5, 60), squatSet(2, 5, '62,5'), plankSet(0, 40), plankSet(1, 30)] });
  expect(second.statusCode).toBe(201);
  return { ...setup, trainer, squat, plank, task, first: first.json<TaskCompletionCreated>(), second: second.json<TaskCompletionCreated>(), complete };
}

describe('training history and personal records', () => {
  it('lists each session of an exercise with its series done and prescribed then, best set, volume and Epley 1RM', async () => {
    const { trainer, access, clientId, squat } = await twoSessions();
    const history = await get<ExerciseHistory>(trainer, `/api/v1/clients/${clientId}/exercises/${squat.id}/history`);
    expect(history.exercise).toEqual({ id: squat.id, name: 'Sentadilla trasera' });
    expect(history.total).toBe(2);
    const [day2, day1] = history.items;
    expect(day2).toMatchObject({ date: DAY_2, workoutName: 'Fuerza B', volumeKg: 912.5, e1rmKg: 72.92, bestSet: { reps: 5, weightKg: 62.5, seconds: null, e1rmKg: 72.92 } });
    // Day 1 keeps what the workout prescribed, and the names, as they were then.
    expect(day1).toEqual({
      completionId: expect.any(Number),
      date: DAY_1,
      workoutName: 'Fuerza A',
      series: [
        { groupName: 'Bloque 1', exerciseName: 'Sentadilla búlgara', seriesIndex: 0, done: { reps: 10, weightKg: 40, seconds: null }, prescribed: { reps: 10, weightKg: 40, seconds: null, restSeconds: 90 }, volumeKg: 400, e1rmKg: 53.33 },
        { groupName: 'Bloque 1', exerciseName: 'Sentadilla búlgara', seriesIndex: 1, done: { reps: 8, weightKg: 45, seconds: null }, prescribed: { reps: 8, weightKg: 45, seconds: null, restSeconds: 90 }, volumeKg: 360, e1rmKg: 57 },
        { groupName: 'Bloque 1', exerciseName: 'Sentadilla búlgara', seriesIndex: 2, done: { reps: 6, weightKg: 50, seconds: null }, prescribed: { reps: 6, weightKg: 50, seconds: null, restSeconds: 90 }, volumeKg: 300, e1rmKg: 60 },
      ],
      bestSet: { reps: 6, weightKg: 50, seconds: null, e1rmKg: 60 },
      volumeKg: 1060,
      e1rmKg: 60,
    });
    expect(day2!.series.map((series) => series.prescribed.weightKg)).toEqual([60, 60, 60]);

    // A page, and a range of days.
    const page = await get<ExerciseHistory>(trainer, `/api/v1/clients/${clientId}/exercises/${squat.id}/history?pageSize=1&page=2`);
    expect(page.items.map((item) => item.date)).toEqual([DAY_1]);
    expect(page.total).toBe(2);
    expect((await get<ExerciseHistory>(trainer, `/api/v1/clients/${clientId}/exercises/${squat.id}/history?from=${DAY_2}`)).total).toBe(1);
    // The client reads the same in the app.
    expect(await get<ExerciseHistory>(access, `/api/v1/client-app/exercises/${squat.id}/history`)).toEqual(history);
  });

  it('lists the exercises with history, and answers 404 for an exercise the business cannot read', async () => {
    const { trainer, access, clientId, squat, plank } = await twoSessions();
    const list = await get<TrainedExerciseList>(trainer, `/api/v1/clients/${clientId}/exercises`);
    expect(list.items).toEqual([
      { exerciseId: plank.id, name: 'Plancha', sessions: 2, lastDate: DAY_2, bestE1rmKg: null },
      { exerciseId: squat.id, name: 'Sentadilla trasera', sessions: 2, lastDate: DAY_2, bestE1rmKg: 72.92 },
    ]);
    expect(await get<TrainedExerciseList>(access, '/api/v1/client-app/exercises')).toEqual(list);
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${clientId}/exercises/999999/history`, headers: authHeader(trainer) });
    expect(unknown.statusCode).toBe(404);
    // An exercise never done: no sessions.
    const other = await createItem(ctx.app, trainer, 'exercises', anExercise({ name: 'Remo' }));
    expect(await get<ExerciseHistory>(trainer, `/api/v1/clients/${clientId}/exercises/${other.id}/history`)).toEqual({ exercise: { id: other.id, name: 'Remo' }, items: [], total: 0 });
    // Another client of the business has none of José's history.
    const ana = await createClientAs(ctx.app, trainer, { firstName: 'Ana', lastName: 'Gómez' });
    expect((await get<TrainedExerciseList>(trainer, `/api/v1/clients/${ana.id}/exercises`)).items).toEqual([]);
    expect((await get<{ items: PersonalRecord[] }>(trainer, `/api/v1/clients/${ana.id}/records`)).items).toEqual([]);
  });

  it('keeps the records, each with the session that set it; a first time is not announced, a better one is', async () => {
    const { trainer, access, clientId, squat, plank, first, second, complete } = await twoSessions();
    expect(first.records).toEqual([]);
    const squatRecord = (kind: PersonalRecord['kind'], reps: number, weightKg: number, e1rmKg: number, date: string) =>
      expect.objectContaining({ kind, exerciseId: squat.id, exerciseName: 'Sentadilla trasera', reps, weightKg, seconds: null, e1rmKg, date });
    // Day 2 beat the best estimate (60 → 72.92) and the longest plank (25 → 40 s); its 5 and 62.5 kg are firsts.
    expect(second.records).toEqual([
      expect.objectContaining({ kind: 'longest_time', exerciseId: plank.id, exerciseName: 'Plancha', seconds: 40, date: DAY_2 }),
      squatRecord('e1rm', 5, 62.5, 72.92, DAY_2),
    ]);
    // A retry of day 2 answers the same records.
    const retry = await complete({ id: UID_2, date: DAY_2 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<TaskCompletionCreated>().records).toEqual(second.records);

    const { items } = await get<{ items: PersonalRecord[] }>(trainer, `/api/v1/clients/${clientId}/records`);
    expect(items).toEqual([
      expect.objectContaining({ kind: 'longest_time', exerciseId: plank.id, seconds: 40, date: DAY_2, completionId: second.records![0]!.completionId }),
      squatRecord('e1rm', 5, 62.5, 72.92, DAY_2),
      squatRecord('weight_for_reps', 5, 62.5, 72.92, DAY_2),
      squatRecord('weight_for_reps', 6, 50, 60, DAY_1),
      squatRecord('weight_for_reps', 8, 45, 57, DAY_1),
      squatRecord('weight_for_reps', 10, 40, 53.33, DAY_1),
      // 5 at 60 kg is not listed: 62.5 kg went as many times.
      squatRecord('reps_at_weight', 5, 62.5, 72.92, DAY_2),
      squatRecord('reps_at_weight', 6, 50, 60, DAY_1),
      squatRecord('reps_at_weight', 8, 45, 57, DAY_1),
      squatRecord('reps_at_weight', 10, 40, 53.33, DAY_1),
    ]);
    expect(await get<{ items: PersonalRecord[] }>(access, '/api/v1/client-app/records')).toEqual({ items });
    expect((await get<{ items: PersonalRecord[] }>(trainer, `/api/v1/clients/${clientId}/records?exerciseId=${plank.id}`)).items).toHaveLength(1);
    expect((await get<ProgressSummary>(trainer, `/api/v1/clients/${clientId}/progress`)).records).toBe(10);

    // Day 3: 8 × 50 beats 8 × 45 (and, 8 reps at 50 kg, 6 at that weight); a tie of 40 s takes nothing.
    const third = await complete({ date: DAY_3, results: [squatSet(0, 8, 50), plankSet(0, 40)] });
    expect(third.statusCode).toBe(201);
    expect(third.json<TaskCompletionCreated>().records).toEqual([
      squatRecord('weight_for_reps', 8, 50, 63.33, DAY_3),
      squatRecord('reps_at_weight', 8, 50, 63.33, DAY_3),
    ]);
  });

  it('removes the series with their completion: deleting the task leaves no history nor records', async () => {
    const { trainer, clientId, squat, task, api } = await twoSessions();
    const rows = async () => (await ctx.app.db.select({ n: count() }).from(seriesResults).where(eq(seriesResults.clientId, clientId)))[0]!.n;
    expect(await rows()).toBe(9);
    expect((await api.remove(task.id, '?scope=all')).statusCode).toBe(204);
    expect(await rows()).toBe(0);
    expect((await get<ExerciseHistory>(trainer, `/api/v1/clients/${clientId}/exercises/${squat.id}/history`)).total).toBe(0);
    expect((await get<{ items: PersonalRecord[] }>(trainer, `/api/v1/clients/${clientId}/records`)).items).toEqual([]);
  });
});
