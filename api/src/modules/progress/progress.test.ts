import {
  apiMessages,
  measurementListQuerySchema,
  progressPhotoListQuerySchema,
  type ProgressSummary,
  type TaskCompletionCreated,
} from '@coach/shared/contracts';
import type { App } from '../../app';
import { progressPhotos } from '../../db/schema';
import { authHeader, decodeClaims, setTrialEnd, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { LONG_TOKENS, createTaskAs, trainerWithAppClient } from '../agenda/tasks/task-test-helpers';
import { trainedExercises } from './history';
import { listMeasurements } from './measurements';
import { listPhotos } from './photos';
import { personalRecords, recordCount, recordsSetBy } from './records';

const ctx = setupApiTests({ env: LONG_TOKENS });

// The test clock starts on Monday 2 March 2026, 09:00 in Buenos Aires.
const START = '2026-03-02';

const summaryAs = async (app: App, access: string, url: string): Promise<ProgressSummary> => {
  const response = await app.inject({ method: 'GET', url, headers: authHeader(access) });
  if (response.statusCode !== 200) throw new Error(`progress failed: ${response.statusCode} ${response.body}`);
  return response.json<ProgressSummary>();
};

/** Moves the test clock to 09:00 in Buenos Aires of that day. */
const setToday = (day: string) => ctx.clock.advance(new Date(`${day}T12:00:00Z`).getTime() - ctx.clock.now().getTime());

describe('adherence', () => {
  /**
   * José's plan from Monday 2 March: a daily walk for 20 days (4 March cancelled, 13 March moved to the
   * 16th), a weekly workout on Mondays (four weeks), and one activity he may do from the 5th to the 12th.
   */
  async function planned() {
    const setup = await trainerWithAppClient(ctx.app);
    const { trainer, clientId, items, api } = setup;
    const daily = await createTaskAs(ctx.app, trainer.access, clientId, { type: 'activity', itemId: items.activity.id, date: START, recurrence: 'FREQ=DAILY;COUNT=20' });
    const weekly = await createTaskAs(ctx.app, trainer.access, clientId, { type: 'workout', itemId: items.workout.id, date: START, recurrence: 'FREQ=WEEKLY;COUNT=4' });
    const span = await createTaskAs(ctx.app, trainer.access, clientId, { type: 'activity', itemId: items.activity.id, date: '2026-03-05', endDate: '2026-03-12' });
    expect((await api.remove(daily.id, '?scope=this&occurrence=2026-03-04')).statusCode).toBe(204);
    expect((await api.patch(daily.id, '?scope=this&occurrence=2026-03-13', { date: '2026-03-16' })).statusCode).toBe(200);
    const register = async (taskId: number, date: string) => {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/client-app/tasks/${taskId}/completions`, headers: authHeader(setup.access), payload: { date } });
      if (response.statusCode !== 201) throw new Error(`completion failed: ${response.statusCode} ${response.body}`);
    };
    return { ...setup, tasks: { daily, weekly, span }, register };
  }

  it('is the share of due occurrences registered over 7, 30 and 90 days, up to yesterday and what is done today', async () => {
    const { trainer, access, clientId, tasks, register } = await planned();
    const ofTrainer = () => summaryAs(ctx.app, trainer.access, `/api/v1/clients/${clientId}/progress`);
    const ofClient = () => summaryAs(ctx.app, access, '/api/v1/client-app/progress');

    // The first day is not over, but what was done today counts (what is still to do is not missed yet).
    expect((await ofTrainer()).adherence).toEqual({ d7: null, d30: null, d90: null });
    await register(tasks.daily.id, START);
    expect((await ofTrainer()).adherence).toEqual({ d7: 100, d30: 100, d90: 100 });

    setToday('2026-03-15');
    // Registered late or on the day, it counts the same; today's walk, done, counts.
    for (const day of ['2026-03-03', '2026-03-05', '2026-03-06', '2026-03-08', '2026-03-15']) await register(tasks.daily.id, day);
    await register(tasks.weekly.id, '2026-03-09');
    await register(tasks.span.id, '2026-03-06');
    // Due 2–14 March: 11 walks (13 days, one cancelled, one moved to the 16th), 2 workouts, the span
    // (due on its last day, the 12th): 14, 7 of them done; and today's walk, done: 8 of 15 (53 %). Last 7
    // days (8–14 March): 6 walks, the workout of the 9th and the span, 3 done; with today's, 4 of 9 (44 %).
    const summary = await ofTrainer();
    expect(summary.adherence).toEqual({ d7: 44, d30: 53, d90: 53 });
    expect((await ofClient()).adherence).toEqual({ d7: 44, d30: 53, d90: 53 });
    // Weeks from Monday: 2–8 March (6 walks and the workout, 5 walks done), 9–14 March (5 walks, the
    // workout and the span; the workout and the span done) and today's walk (Sunday 15th), done.
    expect(summary.weeks).toHaveLength(12);
    expect(summary.weeks[0]).toEqual({ start: '2025-12-22', due: 0, done: 0 });
    expect(summary.weeks.slice(-2)).toEqual([
      { start: '2026-03-02', due: 7, done: 5 },
      { start: '2026-03-09', due: 8, done: 3 },
    ]);
    // Today's walk is done; yesterday's was not.
    expect(summary.streakDays).toBe(1);

    // A paying business: the trial would be over by then.
    await setTrialEnd(ctx.app, decodeClaims(trainer.access).gym_id as number, null);
    setToday('2026-04-20');
    // Last 7 days: nothing was due. Last 30 (21 March – 19 April): the last walk and the last workout,
    // neither done. Last 90: the 24 occurrences of the plan, 8 done (the 15th's walk counts now).
    expect((await ofTrainer()).adherence).toEqual({ d7: null, d30: 0, d90: 33 });
  });

  it('counts a streak of days with everything done, skipping days with nothing due and waiting for today', async () => {
    const { trainer, clientId, items, access, api } = await trainerWithAppClient(ctx.app);
    const daily = await createTaskAs(ctx.app, trainer.access, clientId, { type: 'activity', itemId: items.activity.id, date: START, recurrence: 'FREQ=DAILY;COUNT=10' });
    expect((await api.remove(daily.id, '?scope=this&occurrence=2026-03-06')).statusCode).toBe(204);
    const register = async (date: string) => {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/client-app/tasks/${daily.id}/completions`, headers: authHeader(access), payload: { date } });
      expect(response.statusCode).toBe(201);
    };
    setToday('2026-03-08');
    for (const day of ['2026-03-03', '2026-03-05', '2026-03-07']) await register(day);
    const streak = async () => (await summaryAs(ctx.app, access, '/api/v1/client-app/progress')).streakDays;
    // The 7th and the 5th (the 6th was cancelled); the 4th was missed. Today's walk is still to do.
    expect(await streak()).toBe(2);
    await register('2026-03-08');
    expect(await streak()).toBe(3);
  });

  it('does not count a span that has not ended, nor another client’s tasks', async () => {
    const { trainer, clientId, items, access } = await trainerWithAppClient(ctx.app);
    await createTaskAs(ctx.app, trainer.access, clientId, { type: 'activity', itemId: items.activity.id, date: START, endDate: '2026-03-31' });
    const other = await ctx.app.inject({ method: 'POST', url: '/api/v1/clients', headers: authHeader(trainer.access), payload: { firstName: 'Marta', lastName: 'Ríos' } });
    await createTaskAs(ctx.app, trainer.access, other.json<{ id: number }>().id, { type: 'activity', itemId: items.activity.id, date: START, recurrence: 'FREQ=DAILY;COUNT=5' });
    setToday('2026-03-10');
    expect((await summaryAs(ctx.app, access, '/api/v1/client-app/progress')).adherence).toEqual({ d7: null, d30: null, d90: null });
    expect((await summaryAs(ctx.app, trainer.access, `/api/v1/clients/${other.json<{ id: number }>().id}/progress`)).adherence).toEqual({ d7: 0, d30: 0, d90: 0 });
  });
});

describe('latest figures', () => {
  it('answers the newest value of each figure, its day and its change since the previous value of that figure', async () => {
    const { trainer, clientId, access } = await trainerWithAppClient(ctx.app);
    const measure = async (payload: object) => {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/clients/${clientId}/measurements`, headers: authHeader(trainer.access), payload });
      if (response.statusCode !== 201) throw new Error(`measurement failed: ${response.statusCode} ${response.body}`);
    };
    expect((await summaryAs(ctx.app, access, '/api/v1/client-app/progress')).latest).toEqual({
      weightKg: null,
      bodyFatPct: null,
      waistCm: null,
      hipCm: null,
      chestCm: null,
      armCm: null,
      thighCm: null,
    });
    await measure({ date: '2026-01-05', weightKg: 82.4, waistCm: 95 });
    await measure({ date: '2026-02-05', weightKg: 80.1, bodyFatPct: 24 });
    await measure({ date: '2026-03-01', waistCm: 92.5 });
    // Entered last but older: history, not the latest.
    await measure({ date: '2026-01-01', weightKg: 90 });
    const expected = {
      weightKg: { value: 80.1, date: '2026-02-05', change: -2.3 },
      bodyFatPct: { value: 24, date: '2026-02-05', change: null },
      waistCm: { value: 92.5, date: '2026-03-01', change: -2.5 },
      hipCm: null,
      chestCm: null,
      armCm: null,
      thighCm: null,
    };
    expect((await summaryAs(ctx.app, trainer.access, `/api/v1/clients/${clientId}/progress`)).latest).toEqual(expected);
    expect((await summaryAs(ctx.app, access, '/api/v1/client-app/progress')).latest).toEqual(expected);
  });

  it("keeps the trainer's and the client's summaries apart", async () => {
    const { trainer, clientId, access } = await trainerWithAppClient(ctx.app);
    const forbidden = { code: 'FORBIDDEN', message: apiMessages.forbidden };
    const trainerOnApp = await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/progress', headers: authHeader(trainer.access) });
    const clientOnTrainer = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${clientId}/progress`, headers: authHeader(access) });
    expect([trainerOnApp.statusCode, trainerOnApp.json()]).toEqual([403, forbidden]);
    expect([clientOnTrainer.statusCode, clientOnTrainer.json()]).toEqual([403, forbidden]);
  });
});

describe('another business', () => {
  it('reads none of a client’s progress with the id of a business that is not theirs', async () => {
    const { trainer, clientId, items, access } = await trainerWithAppClient(ctx.app);
    const ours = decodeClaims(trainer.access).gym_id as number;
    const theirs = decodeClaims((await signedInTrainer(ctx.app, { email: 'otra@example.com' })).access).gym_id as number;
    // José's squats on two days, the second heavier (a record), a weighing and a photo.
    const workout = await createTaskAs(ctx.app, trainer.access, clientId, { type: 'workout', itemId: items.workout.id, date: START, recurrence: 'FREQ=DAILY;COUNT=5' });
    setToday('2026-03-04');
    const register = async (date: string, weightKg: number) => {
      const payload = { date, results: [{ groupIndex: 0, exerciseIndex: 0, seriesIndex: 0, reps: 10, weightKg }] };
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/client-app/tasks/${workout.id}/completions`, headers: authHeader(access), payload });
      if (response.statusCode !== 201) throw new Error(`completion failed: ${response.statusCode} ${response.body}`);
      return response.json<TaskCompletionCreated>();
    };
    await register(START, 40);
    const completionId = (await register('2026-03-03', 45)).records![0]!.completionId;
    const measured = await ctx.app.inject({ method: 'POST', url: `/api/v1/clients/${clientId}/measurements`, headers: authHeader(trainer.access), payload: { date: START, weightKg: 80 } });
    expect(measured.statusCode).toBe(201);
    await ctx.app.db
      .insert(progressPhotos)
      .values({ gymId: ours, clientId, date: START, pose: 'front', storageKey: 'progress-photos/x.png', bytes: 1, enteredBy: 'client' });

    const { db } = ctx.app;
    const reads = async (gymId: number) => ({
      exercises: (await trainedExercises(db, gymId, clientId)).items.length,
      measurements: await listMeasurements(db, gymId, clientId, measurementListQuerySchema.parse({})).then(({ items, total }) => [items.length, total]),
      photos: await listPhotos({ db, urls: ctx.app.mediaUrls }, gymId, clientId, progressPhotoListQuerySchema.parse({})).then(({ items, total }) => [items.length, total]),
      records: (await personalRecords(db, gymId, clientId)).length,
      recordCount: await recordCount(db, gymId, clientId),
      setBy: (await recordsSetBy(db, gymId, clientId, completionId)).length,
    });
    // The client's own business reads them all; another business's id, nothing, even with the client's id.
    expect(await reads(ours)).toEqual({ exercises: 1, measurements: [1, 1], photos: [1, 1], records: 3, recordCount: 3, setBy: 2 });
    expect(await reads(theirs)).toEqual({ exercises: 0, measurements: [0, 0], photos: [0, 0], records: 0, recordCount: 0, setBy: 0 });
  });
});
