import { dashboardSchema, type Dashboard, type PeriodSummary } from '@coach/shared/contracts';
import { sql } from 'drizzle-orm';
import { authHeader, createClientAs, decodeClaims, joinedMember, login, setTrialEnd, signedInTrainer } from '../../test/fixtures';
import { images } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { setupApiTests } from '../../test/test-app';
import { createTaskAs, libraryOf, taskApi, trainerWithAppClient } from '../agenda/tasks/task-test-helpers';
import { billingApi, LONG_TOKENS } from '../billing/billing-test-helpers';
import { aWorkout, createItem, libraryApi } from '../library/library-test-helpers';

// Access tokens that outlive the weeks the worked example moves the clock.
const ctx = setupApiTests({ env: LONG_TOKENS });
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new business on the test clock's first day (Monday 2 March 2026 in Buenos Aires): zeros and empties, never an error. */
const newBusinessFigures = {
  today: '2026-03-02',
  currency: 'ARS',
  weekStart: '2026-03-02',
  // The sample client is not a client: no clients, and so no plan mix either.
  clients: { active: 0, total: 0, newThisMonth: 0 },
  newClientsLastMonth: 0,
  workoutsCreated: 0,
  income: { thisMonth: 0, lastMonth: 0 },
  pendingPeriods: { count: 0, amount: 0, overdueCount: 0, overdueAmount: 0 },
  tasks: { scheduled: 0, completed: 0 },
  tasksLastWeek: { scheduled: 0, completed: 0 },
  tasksToday: { scheduled: 0, completed: 0 },
  weeklyActivity: ['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'].map((date) => ({ date, completed: 0 })),
  revenue: ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'].map((month) => ({
    month,
    real: 0,
    expected: 0,
  })),
  planDistribution: [],
  needsAttention: { items: [], total: 0 },
  adherence: { d7: null, d30: null, clients: 0 },
  scope: 'business',
  // Its one member, the administrator who created it.
  team: [
    {
      userId: expect.any(Number),
      firstName: 'Lucía',
      lastName: 'Pérez',
      role: 'AD',
      active: true,
      activeClients: 0,
      adherence7: null,
      tasksDoneThisWeek: 0,
      paymentsThisMonth: 0,
      paymentsAmountThisMonth: 0,
    },
  ],
};

const getDashboard = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: authHeader(access) });
const gettingStarted = async (access: string) => (await getDashboard(access)).json().gettingStarted;
const logAction = (access: string, action: string, metadata: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/actionlogs', headers: authHeader(access), payload: { action, metadata } });
const patchMe = (access: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: authHeader(access), payload });

describe('GET /api/v1/dashboard', () => {
  it('answers the trial and an empty getting-started list for a new trainer', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const response = await getDashboard(access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      trial: { remainingDays: 30, endsAt: new Date(ctx.clock.now().getTime() + 30 * DAY_MS).toISOString() },
      gettingStarted: { profileCompleted: false, photoUploaded: false, tourCompleted: false, clientsCount: 0, businessConfirmed: false },
      ...newBusinessFigures,
    });
  });

  it('counts the remaining days from the database at request time', async () => {
    const { credentials } = await signedInTrainer(ctx.app);
    ctx.clock.advanceDays(10);
    const { access } = await login(ctx.app, credentials.email, credentials.password);
    expect((await getDashboard(access)).json().trial.remainingDays).toBe(20);
  });

  it('answers null trial numbers for a paying business', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await setTrialEnd(ctx.app, decodeClaims(access).gym_id as number, null);
    expect((await getDashboard(access)).json().trial).toEqual({ remainingDays: null, endsAt: null });
  });

  it('marks the profile complete once phone, birth date, gender and address are all set', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await patchMe(access, { birthDate: '1990-05-17', gender: 'Femenino' });
    expect((await gettingStarted(access)).profileCompleted).toBe(false);
    await patchMe(access, { address: 'Av. Siempre Viva 742' });
    expect((await gettingStarted(access)).profileCompleted).toBe(true);
    await patchMe(access, { phone: null });
    expect((await gettingStarted(access)).profileCompleted).toBe(false);
  });

  it('marks the photo as uploaded', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const { payload, headers } = multipartBody([{ name: 'photo', content: images.png, filename: 'a.png', contentType: 'image/png' }]);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/me/photo', payload, headers: { ...headers, ...authHeader(access) } });
    expect((await gettingStarted(access)).photoUploaded).toBe(true);
  });

  it("marks the tour completed only after the user's own finish_tour of the initial tour", async () => {
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    await logAction(other.access, 'finish_tour', { tour: 'initial', stepIndex: 11 });
    const { access } = await signedInTrainer(ctx.app);
    await logAction(access, 'start_tour', { tour: 'initial' });
    await logAction(access, 'skip_tour', { tour: 'initial', stepIndex: 3 });
    await logAction(access, 'finish_tour', { tour: 'clients', stepIndex: 4 });
    expect((await gettingStarted(access)).tourCompleted).toBe(false);
    await logAction(access, 'finish_tour', { tour: 'initial', stepIndex: 11 });
    expect((await gettingStarted(access)).tourCompleted).toBe(true);
    expect((await gettingStarted(other.access)).tourCompleted).toBe(true);
  });

  it('ticks "Configurá tu negocio" once an administrator saves the country, zone and currency; a CO has no such step', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const member = await joinedMember(ctx.app, access, { email: 'coach@example.com' });
    expect((await gettingStarted(access)).businessConfirmed).toBe(false);
    expect((await gettingStarted(member.access)).businessConfirmed).toBeNull();
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/business',
      headers: authHeader(access),
      payload: { country: 'MX', timeZone: 'America/Mexico_City', currency: 'MXN' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await gettingStarted(access)).businessConfirmed).toBe(true);
    expect((await gettingStarted(member.access)).businessConfirmed).toBeNull();
    // Another administrator of the business sees it done too: it is the business's step.
    const other = await joinedMember(ctx.app, access, { email: 'admin2@example.com', role: 'AD' });
    expect((await gettingStarted(other.access)).businessConfirmed).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard' });
    expect(response.statusCode).toBe(401);
  });
});

/** Moves the test clock to an instant (only forward). */
function setClock(iso: string) {
  const target = new Date(iso).getTime();
  const now = ctx.clock.now().getTime();
  if (target < now) throw new Error(`the clock only moves forward: ${iso}`);
  ctx.clock.advance(target - now);
}

const dashboardOf = async (access: string): Promise<Dashboard> => {
  const response = await getDashboard(access);
  if (response.statusCode !== 200) throw new Error(`dashboard failed: ${response.statusCode} ${response.body}`);
  return dashboardSchema.parse(response.json());
};

const months = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const [year, month] = first.split('-').map(Number) as [number, number];
    const index = year * 12 + month - 1 + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });

/**
 * The worked example (Buenos Aires, UTC−3). The figures are read on 1 April 2026 at 02:30 UTC: in the
 * business's zone still Tuesday 31 March, 23:30; an hour later, its April.
 *
 * Clients (memberSince): José (app, 2 March), Ana (10 Jan), Bruno (2 March), Carla (1 Feb, disabled
 * after her plan), Diego (20 Feb, no plan). Plans: Mensual $ 20.000 (monthly), Semanal $ 5.000 (weekly).
 * - Ana, Mensual from 15 Jan: periods 15 Jan, 15 Feb, 15 Mar. Paid $ 20.000 on 20 Jan, $ 10.000 on 28 Feb (partial), March unpaid.
 * - Carla, Mensual from 1 Feb: periods 1 Feb, 1 Mar. Feb paid on 3 Feb, March unpaid (due 31 March: not overdue yet).
 * - Bruno, Semanal from 2 Mar: periods 2, 9, 16, 23, 30 Mar. Paid 2 and 9 Mar, 16 Mar closed with $ 3.000, 23 and 30 unpaid.
 * - José, Mensual from 31 Mar: paid $ 20.000 on 31 March (already 1 April in UTC).
 * Tasks of José (assigned Monday 23 March): a daily workout ×9 (23–31 Mar), an activity every Monday and
 * Wednesday (its 25 March moved to Friday 27), a single activity on Friday 3 April. Registered: the
 * workout on 24, 26, 29 and 31 March; the activity on 27 and 30 March.
 */
async function workedExample() {
  const setup = await trainerWithAppClient(ctx.app);
  const access = setup.trainer.access;
  const gymId = Number(decodeClaims(access).gym_id);
  await setTrialEnd(ctx.app, gymId, null);
  const billing = billingApi(ctx.app, access);
  const jose = setup.clientId;
  const ana = (await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez', memberSince: '2026-01-10' })).id;
  const bruno = (await createClientAs(ctx.app, access, { firstName: 'Bruno', lastName: 'Díaz', memberSince: '2026-03-02' })).id;
  const carla = (await createClientAs(ctx.app, access, { firstName: 'Carla', lastName: 'Pérez', memberSince: '2026-02-01' })).id;
  await createClientAs(ctx.app, access, { firstName: 'Diego', lastName: 'Sosa', memberSince: '2026-02-20' });
  // A workout deleted (archived) is not one created: one of the two counts, with libraryOf's.
  const removed = await createItem(ctx.app, access, 'workouts', aWorkout(setup.items.exercise.id, { name: 'Borrada' }));
  expect((await libraryApi(ctx.app, access, 'workouts').remove(removed.id)).statusCode).toBe(204);

  setClock('2026-03-23T12:00:00Z');
  const daily = await createTaskAs(ctx.app, access, jose, { type: 'workout', itemId: setup.items.workout.id, date: '2026-03-23', recurrence: 'FREQ=DAILY;COUNT=9' });
  const mondaysAndWednesdays = await createTaskAs(ctx.app, access, jose, { type: 'activity', itemId: setup.items.activity.id, date: '2026-03-23', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE' });
  await createTaskAs(ctx.app, access, jose, { type: 'activity', itemId: setup.items.activity.id, date: '2026-04-03' });
  const moved = await taskApi(ctx.app, access).patch(mondaysAndWednesdays.id, '?scope=this&occurrence=2026-03-25', { date: '2026-03-27' });
  expect(moved.statusCode).toBe(200);

  setClock('2026-04-01T02:30:00Z');
  const mensual = await billing.createPlan({ name: 'Mensual', recurrence: 'monthly', amount: 2_000_000 });
  const semanal = await billing.createPlan({ name: 'Semanal', recurrence: 'weekly', amount: 500_000 });
  const periodsOf = async (clientId: number, planId: number, startDate: string) => {
    const answer = await billing.assign(clientId, planId, startDate);
    return (start: string) => {
      const period = answer.periods.find((item) => item.startDate === start);
      if (!period) throw new Error(`no period from ${start}`);
      return period.id;
    };
  };
  const pay = async (periodId: number, amount: number, date: string, closePeriod = false) => {
    const response = await billing.pay(periodId, { amount, date, closePeriod });
    if (response.statusCode !== 201) throw new Error(`payment failed: ${response.statusCode} ${response.body}`);
  };
  const anaPeriod = await periodsOf(ana, mensual.id, '2026-01-15');
  await pay(anaPeriod('2026-01-15'), 2_000_000, '2026-01-20');
  await pay(anaPeriod('2026-02-15'), 1_000_000, '2026-02-28');
  const carlaPeriod = await periodsOf(carla, mensual.id, '2026-02-01');
  await pay(carlaPeriod('2026-02-01'), 2_000_000, '2026-02-03');
  expect((await ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${carla}`, headers: authHeader(access), payload: { active: false } })).statusCode).toBe(200);
  const brunoPeriod = await periodsOf(bruno, semanal.id, '2026-03-02');
  await pay(brunoPeriod('2026-03-02'), 500_000, '2026-03-02');
  await pay(brunoPeriod('2026-03-09'), 500_000, '2026-03-09');
  await pay(brunoPeriod('2026-03-16'), 300_000, '2026-03-16', true);
  const josePeriod = await periodsOf(jose, mensual.id, '2026-03-31');
  await pay(josePeriod('2026-03-31'), 2_000_000, '2026-03-31');

  const complete = async (taskId: number, date: string) => {
    const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/client-app/tasks/${taskId}/completions`, headers: authHeader(setup.access), payload: { date } });
    if (response.statusCode !== 201) throw new Error(`completion failed: ${response.statusCode} ${response.body}`);
  };
  for (const date of ['2026-03-24', '2026-03-26', '2026-03-29', '2026-03-31']) await complete(daily.id, date);
  for (const date of ['2026-03-27', '2026-03-30']) await complete(mondaysAndWednesdays.id, date);
  return { access, gymId, mensual, semanal };
}

const summaryOf = async (access: string) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/periods/summary', headers: authHeader(access) })).json<PeriodSummary>();

describe('GET /api/v1/dashboard: the figures', () => {
  it('gets exactly the worked example, on the last evening of March in the business zone and an hour later in April', async () => {
    const { access, mensual, semanal } = await workedExample();
    const march = await dashboardOf(access);
    expect(march).toMatchObject({
      today: '2026-03-31',
      currency: 'ARS',
      weekStart: '2026-03-30',
      gettingStarted: { clientsCount: 5 },
      clients: { active: 4, total: 5, newThisMonth: 2 },
      newClientsLastMonth: 2,
      workoutsCreated: 1,
      // March: Bruno 5.000 + 5.000 + 3.000 and José 20.000 (dated 31 March, 1 April in UTC). February: Ana 10.000 + Carla 20.000.
      income: { thisMonth: 3_300_000, lastMonth: 3_000_000 },
      // Ana's February (10.000 left, overdue) and March; Bruno's 23 March (overdue) and 30 March; Carla's March (due today).
      pendingPeriods: { count: 5, amount: 6_000_000, overdueCount: 2, overdueAmount: 1_500_000 },
      // This week: the workout on 30 and 31, the activity on 30 March and 1 April, the single one on 3 April.
      tasks: { scheduled: 5, completed: 2 },
      // Last week: the workout 23–29 (7) and the activity on 23 and 27 (moved from 25).
      tasksLastWeek: { scheduled: 9, completed: 4 },
      tasksToday: { scheduled: 1, completed: 1 },
      weeklyActivity: [
        { date: '2026-03-25', completed: 0 },
        { date: '2026-03-26', completed: 1 },
        { date: '2026-03-27', completed: 1 },
        { date: '2026-03-28', completed: 0 },
        { date: '2026-03-29', completed: 1 },
        { date: '2026-03-30', completed: 1 },
        { date: '2026-03-31', completed: 1 },
      ],
      // Enabled clients by the plan in force today: Carla is disabled, Diego has none.
      planDistribution: [
        { planId: mensual.id, name: 'Mensual', clients: 2 },
        { planId: semanal.id, name: 'Semanal', clients: 1 },
        { planId: null, name: 'Sin plan', clients: 1 },
      ],
    });
    expect(march.revenue).toEqual(
      months('2025-04', 12).map((month) => ({
        month,
        ...({
          '2026-01': { real: 2_000_000, expected: 2_000_000 },
          '2026-02': { real: 3_000_000, expected: 4_000_000 },
          // Ana 20.000, Carla 20.000, Bruno 5 × 5.000, José 20.000.
          '2026-03': { real: 3_300_000, expected: 8_500_000 },
        }[month] ?? { real: 0, expected: 0 }),
      })),
    );
    // The same figures as Cobros.
    const marchSummary = await summaryOf(access);
    expect(marchSummary).toMatchObject({ month: '2026-03', expectedThisMonth: 8_500_000, collectedThisMonth: 3_300_000, outstanding: 6_000_000, overdueCount: 2 });

    // 00:30 of 1 April in Buenos Aires: a new month and a new day of the same week.
    ctx.clock.advance(60 * 60 * 1000);
    const april = await dashboardOf(access);
    expect(april).toMatchObject({
      today: '2026-04-01',
      weekStart: '2026-03-30',
      clients: { active: 4, total: 5, newThisMonth: 0 },
      // Like with like: 1 April against 1 March, when no client had joined and nothing was collected
      // (not the whole of March against a day of April). On 31 March it was all of February (28 days).
      newClientsLastMonth: 0,
      income: { thisMonth: 0, lastMonth: 0 },
      // Carla's April period starts (written by the catch-up) and her March one is now overdue (Ana's March is due 14 April).
      pendingPeriods: { count: 6, amount: 8_000_000, overdueCount: 3, overdueAmount: 3_500_000 },
      tasks: { scheduled: 5, completed: 2 },
      tasksToday: { scheduled: 1, completed: 0 },
    });
    expect(april.weeklyActivity?.map((day) => day.completed)).toEqual([1, 1, 0, 1, 1, 1, 0]);
    expect(april.revenue?.map((row) => row.month)).toEqual(months('2025-05', 12));
    const aprilSummary = await summaryOf(access);
    // April as Cobros expects it: Carla's written period, and those still to start (Bruno 6, 13, 20, 27; Ana 15; José 30).
    expect(april.revenue?.at(-1)).toEqual({ month: '2026-04', real: 0, expected: aprilSummary.expectedThisMonth });
    expect(aprilSummary.expectedThisMonth).toBe(8_000_000);
    expect(april.revenue?.at(-2)).toEqual({ month: '2026-03', real: 3_300_000, expected: 8_500_000 });
    expect(april.pendingPeriods).toMatchObject({ amount: aprilSummary.outstanding, overdueCount: aprilSummary.overdueCount });
  });

  it('counts the agenda as the agenda does: the week view of the agenda has the same totals', async () => {
    const { access } = await workedExample();
    const agenda = await ctx.app.inject({ method: 'GET', url: '/api/v1/agenda?from=2026-03-30&to=2026-04-05', headers: authHeader(access) });
    const items = agenda.json<{ items: Array<{ kind: string; completion: object | null }> }>().items.filter((item) => item.kind === 'task');
    const { tasks } = await dashboardOf(access);
    expect(tasks).toEqual({ scheduled: items.length, completed: items.filter((item) => item.completion !== null).length });
  });

  it("answers only the caller's business", async () => {
    await workedExample();
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const otherGym = Number(decodeClaims(other.access).gym_id);
    await setTrialEnd(ctx.app, otherGym, null);
    const { workout } = await libraryOf(ctx.app, other.access);
    expect(workout.id).toEqual(expect.any(Number));
    const figures = await dashboardOf(other.access);
    expect(figures).toMatchObject({
      clients: { active: 0, total: 0, newThisMonth: 0 },
      workoutsCreated: 1,
      income: { thisMonth: 0, lastMonth: 0 },
      pendingPeriods: { count: 0, amount: 0, overdueCount: 0, overdueAmount: 0 },
      tasks: { scheduled: 0, completed: 0 },
      tasksLastWeek: { scheduled: 0, completed: 0 },
      planDistribution: [],
    });
    expect(figures.weeklyActivity?.every((day) => day.completed === 0)).toBe(true);
    expect(figures.revenue?.every((month) => month.real === 0 && month.expected === 0)).toBe(true);
  });

  it('keeps the month totals with every payment and period written or removed', async () => {
    const { access, semanal } = await workedExample();
    const billing = billingApi(ctx.app, access);
    const before = await dashboardOf(access);
    const listed = await billing.call('GET', '/payments?from=2026-03-31&to=2026-03-31');
    const [josePayment] = listed.json<{ items: Array<{ id: number }> }>().items;
    expect((await billing.call('DELETE', `/payments/${josePayment!.id}`)).statusCode).toBe(200);
    // A subscription from February, then deleted: its periods come and go.
    const eva = (await createClientAs(ctx.app, access, { firstName: 'Eva', lastName: 'Luna', memberSince: '2026-03-05' })).id;
    const subscription = await billing.assign(eva, semanal.id, '2026-02-23');
    const during = await dashboardOf(access);
    expect(during.revenue?.find((row) => row.month === '2026-02')).toEqual({ month: '2026-02', real: 3_000_000, expected: 4_500_000 });
    expect((await billing.call('DELETE', `/subscriptions/${subscription.current!.id}`)).statusCode).toBe(204);
    const after = await dashboardOf(access);
    expect(after.income).toEqual({ thisMonth: 1_300_000, lastMonth: 3_000_000 });
    expect(after.revenue).toEqual(before.revenue?.map((row) => (row.month === '2026-03' ? { ...row, real: 1_300_000 } : row)));
  });

  it('answers null for a figure it cannot compute and the others as usual', async () => {
    const { access } = await workedExample();
    const { db } = ctx.testDb.database;
    await db.execute(sql`alter table billing_month_totals rename to billing_month_totals_away`);
    try {
      const figures = await dashboardOf(access);
      expect(figures).toMatchObject({ income: null, revenue: null, clients: { total: 5 }, pendingPeriods: { count: 5 }, tasks: { scheduled: 5 } });
      expect(figures.planDistribution).toHaveLength(3);
    } finally {
      await db.execute(sql`alter table billing_month_totals_away rename to billing_month_totals`);
    }
  });
});
