import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  clients,
  conversations,
  events,
  messages,
  paymentPeriods,
  payments,
  plans,
  programAssignments,
  subscriptions,
  taskCompletions,
  tasks,
  workouts,
} from '../db/schema';
import type { ClientAppTask, ProgramAssignment } from '@coach/shared/contracts';
import { DEMO_APP_CREDENTIALS, DEMO_CREDENTIALS, seedIfEmpty, type DemoAccount } from '../seed';
import { appLogin, authHeader, login, signUp } from '../test/fixtures';
import { setupApiTests } from '../test/test-app';
import { DemoDataRefusedError, seedDemoBusiness } from './index';

const ctx = setupApiTests();

async function demoAccount(): Promise<DemoAccount> {
  const account = await seedIfEmpty(ctx.app.db, ctx.clock.now());
  if (!account) throw new Error('the database was not empty');
  return account;
}

const seed = async (account: DemoAccount) => seedDemoBusiness(ctx.app.db, { ...account, now: ctx.clock.now() });

/** What the demo wrote, without timestamps of the write itself: identical for identical runs. */
async function projection() {
  const db = ctx.app.db;
  return {
    clients: await db
      .select({ name: sql`${clients.firstName} || ' ' || ${clients.lastName}`, email: clients.email, since: clients.memberSince, active: clients.active, status: clients.subscriptionStatus })
      .from(clients)
      .orderBy(asc(clients.id)),
    plans: await db.select({ name: plans.name, amount: plans.amount }).from(plans).orderBy(asc(plans.id)),
    periods: await db
      .select({ client: paymentPeriods.clientId, start: paymentPeriods.startDate, end: paymentPeriods.endDate, amount: paymentPeriods.amount, paid: paymentPeriods.paid, status: paymentPeriods.status })
      .from(paymentPeriods)
      .orderBy(asc(paymentPeriods.id)),
    payments: await db.select({ period: payments.periodId, date: payments.date, method: payments.method, amount: payments.amount }).from(payments).orderBy(asc(payments.id)),
    events: await db.select({ title: events.title, start: events.startsAt, rule: events.rrule }).from(events).orderBy(asc(events.id)),
    workouts: await db.select({ name: workouts.name, groups: workouts.groups }).from(workouts).where(isNotNull(workouts.gymId)).orderBy(asc(workouts.id)),
    tasks: await db
      // The workout by name: ids of the library's tables are not restarted between databases' resets.
      .select({ client: tasks.clientId, type: tasks.type, workout: sql`(select w.name from workouts w where w.id = ${tasks.workoutId})`, date: tasks.date, rule: tasks.rrule })
      .from(tasks)
      .orderBy(asc(tasks.id)),
    completions: await db
      .select({ task: taskCompletions.taskId, on: taskCompletions.occurrence, at: taskCompletions.completedAt, comment: taskCompletions.comment, answers: taskCompletions.answers })
      .from(taskCompletions)
      .orderBy(asc(taskCompletions.id)),
    messages: await db.select({ id: messages.id, text: messages.text, sentAt: messages.sentAt, readAt: messages.readAt }).from(messages).orderBy(asc(messages.seq)),
  };
}

describe('the demo business', () => {
  it('writes a believable business: clients, plans, two years of payments, this month’s agenda, completions, chats', async () => {
    const account = await demoAccount();
    const started = Date.now();
    const summary = await seed(account);
    const ms = Date.now() - started;
    expect(summary).not.toBeNull();
    process.stdout.write(`demo business seeded in ${ms} ms: ${JSON.stringify(summary)}\n`);

    const db = ctx.app.db;
    const all = await db.select().from(clients).where(eq(clients.isSample, false));
    expect(all).toHaveLength(40);
    const inactive = all.filter((client) => !client.active);
    expect(inactive.length).toBeGreaterThanOrEqual(3);
    expect(inactive.length).toBeLessThanOrEqual(8);
    expect(all.every((client) => client.searchText.includes(client.email!.split('@')[0]!.split('.')[0]!.slice(0, 3)))).toBe(true);
    expect(new Set(all.map((client) => client.subscriptionStatus))).toEqual(new Set(['paid', 'pending', 'partial', 'finished', 'inactive']));

    expect((await db.select().from(plans)).map((plan) => plan.name)).toContain('Mensual 3 veces por semana');
    const periods = await db.select().from(paymentPeriods);
    const today = '2026-03-02'; // the test clock's day in Buenos Aires
    const oldest = periods.map((period) => period.startDate).sort()[0]!;
    expect(oldest < '2024-04-01').toBe(true);
    const overdue = periods.filter((period) => period.status !== 'paid' && period.endDate < today);
    expect(overdue.length).toBeGreaterThanOrEqual(2);
    expect(overdue.length).toBeLessThanOrEqual(6);
    expect(summary!.payments).toBeGreaterThan(400);
    expect((await db.select({ n: count() }).from(subscriptions))[0]!.n).toBe(summary!.subscriptions);

    // The studio's own workouts, beside the product's, and clients who train with them.
    const own = await db.select({ id: workouts.id, name: workouts.name }).from(workouts).where(isNotNull(workouts.gymId));
    expect(own.map((workout) => workout.name)).toEqual(['Fuerza A: piernas y empuje', 'Fuerza B: tirón y cadena posterior', 'Postparto: core y suelo pélvico (semanas 8 a 12)']);
    expect(summary!.workouts).toBe(3);
    const withOwn = await db.select({ n: count() }).from(tasks).where(and(eq(tasks.type, 'workout'), inArray(tasks.workoutId, own.map((workout) => workout.id))));
    expect(withOwn[0]!.n).toBeGreaterThanOrEqual(5);

    expect(summary!.events).toBeGreaterThanOrEqual(6);
    const recurring = await db.select().from(tasks).where(sql`${tasks.rrule} is not null`);
    expect(recurring.length).toBeGreaterThanOrEqual(30);
    expect(summary!.withFeedback).toBeGreaterThan(20);
    expect(summary!.answeredForms).toBeGreaterThan(5);
    const commented = await db.select().from(taskCompletions).where(sql`${taskCompletions.comment} is not null`);
    expect(commented.length).toBeGreaterThan(5);

    const unread = await db.select().from(conversations).where(sql`${conversations.trainerUnread} > 0`);
    expect(unread.length).toBeGreaterThanOrEqual(3);
    expect(summary!.messages).toBeGreaterThan(15);

    // A runner in week 3 of the product's 5K program, with most of what was due registered.
    expect(summary!.programAssignments).toBe(1);
    const [runner] = await db.select().from(programAssignments);
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/clients/${runner!.clientId}/program-assignments`,
      headers: authHeader((await login(ctx.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password)).access),
    });
    const [assignment] = answer.json<{ items: ProgramAssignment[] }>().items;
    expect(assignment).toMatchObject({ programName: 'Running 5K en 6 semanas', status: 'active', currentWeek: 3, weeks: 6, alignToMonday: true });
    expect(assignment!.tasksDone).toBeGreaterThan(assignment!.tasksDue / 2);
  });

  it('is deterministic: the same now writes the same business in a new database', async () => {
    await seed(await demoAccount());
    const first = await projection();
    await ctx.testDb.reset();
    await seed(await demoAccount());
    expect(await projection()).toEqual(first);
  });

  it('is idempotent: a second run writes nothing', async () => {
    const account = await demoAccount();
    await seed(account);
    const before = await projection();
    expect(await seed(account)).toBeNull();
    expect(await projection()).toEqual(before);
  });

  it('refuses a database with other data, and writes nothing into it', async () => {
    const account = await demoAccount();
    await signUp(ctx.app);
    await expect(seed(account)).rejects.toThrow(DemoDataRefusedError);
    expect((await ctx.app.db.select({ n: count() }).from(clients).where(eq(clients.isSample, false)))[0]!.n).toBe(0);
    expect(await ctx.app.db.select().from(plans)).toHaveLength(0);
  });

  it('has a team: two trainers who see only their half of the clients', async () => {
    await seed(await demoAccount());
    const one = await login(ctx.app, 'entrenador1@coach.app', 'Demo1234');
    const two = await login(ctx.app, 'entrenador2@coach.app', 'Demo1234');
    const admin = await login(ctx.app, 'demo@coach.app', 'Demo1234');
    const total = async (access: string) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/clients', headers: authHeader(access) })).json().total;
    const [a, b, all] = [await total(one.access), await total(two.access), await total(admin.access)];
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    // The administrator's list also has the sample client.
    expect(a + b).toBe(all - 1);
  });

  it('is what the API shows the demo trainer: dashboard, clients, agenda of the month, chats', async () => {
    await seed(await demoAccount());
    const { access } = await login(ctx.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const get = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: authHeader(access) });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const dashboard = await get('/api/v1/dashboard');
    expect(dashboard.clients.total).toBe(40);
    expect(dashboard.clients.active).toBeLessThan(40);
    expect(dashboard.income.thisMonth).toBeGreaterThan(0);
    expect(dashboard.pendingPeriods.overdueCount).toBeGreaterThan(0);
    expect(dashboard.tasks.scheduled).toBeGreaterThan(0);
    expect(dashboard.tasksLastWeek.completed).toBeGreaterThan(0);
    // Someone stopped registering last week.
    expect(dashboard.needsAttention.total).toBeGreaterThan(0);

    const list = await get('/api/v1/clients?pageSize=20');
    expect(list.total).toBe(41);
    expect(list.items).toHaveLength(20);

    const agenda = await get('/api/v1/agenda?from=2026-03-01&to=2026-03-31');
    const kinds = new Set(agenda.items.map((item: { kind: string }) => item.kind));
    expect(kinds.has('event')).toBe(true);

    const chats = await get('/api/v1/chats');
    expect(chats.items.length).toBeGreaterThanOrEqual(5);
    const badge = await get('/api/v1/me/chats/unread_messages');
    expect(JSON.stringify(badge)).toMatch(/[1-9]/);
  });

  it('has a client in the app with fixed credentials and a day of each kind of task', async () => {
    await seed(await demoAccount());
    const signIn = await appLogin(ctx.app, DEMO_APP_CREDENTIALS.email, DEMO_APP_CREDENTIALS.password);
    expect(signIn.statusCode).toBe(200);
    const { access } = signIn.json<{ access: string }>();
    const today = '2026-03-02';
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/tasks?from=2026-02-23&to=2026-03-09', headers: authHeader(access) });
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: ClientAppTask[] }>().items;

    const ofToday = items.filter((item) => item.date === today);
    expect(ofToday.map((item) => item.type).sort()).toEqual(['activity', 'form', 'workout']);
    const workout = ofToday.find((item) => item.type === 'workout')!.workout!;
    expect(workout.name).toBe('Fuerza A: piernas y empuje');
    expect(workout.groups.flatMap((group) => group.exercises.flatMap((exercise) => exercise.series)).length).toBeGreaterThan(10);
    const form = ofToday.find((item) => item.type === 'form')!.form!;
    expect(new Set(form.questions.map((question) => question.type))).toEqual(new Set(['text', 'number', 'date', 'select', 'boolean', 'rating']));
    expect(ofToday.every((item) => item.completion === null)).toBe(true);

    expect(items.filter((item) => item.date > today).length).toBeGreaterThanOrEqual(3);
    const done = items.filter((item) => item.completion !== null);
    expect(done).toHaveLength(1);
    expect(done[0]!.date < today).toBe(true);
    const results = done[0]!.completion!.results!;
    expect(results.length).toBeGreaterThan(10);
    expect(results.some((result) => result.done.reps !== result.prescribed.reps)).toBe(true);

    // Months of a strength block: history, records (some set on a later session) and measurements.
    const exercises = (await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/exercises', headers: authHeader(access) })).json<{ items: Array<{ exerciseId: number; sessions: number }> }>().items;
    expect(exercises.length).toBeGreaterThan(5);
    expect(Math.max(...exercises.map((exercise) => exercise.sessions))).toBeGreaterThan(15);
    const records = (await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/records', headers: authHeader(access) })).json<{ items: Array<{ date: string }> }>().items;
    expect(new Set(records.map((record) => record.date)).size).toBeGreaterThan(3);
    const measured = (await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/measurements', headers: authHeader(access) })).json<{ total: number }>();
    expect(measured.total).toBeGreaterThan(10);

    // The trainer sees the client in the app, and its presence.
    const { access: trainer } = await login(ctx.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients?search=${encodeURIComponent(DEMO_APP_CREDENTIALS.email)}`, headers: authHeader(trainer) });
    expect(list.json().items).toEqual([expect.objectContaining({ email: DEMO_APP_CREDENTIALS.email, hasAppAccess: true, appLastSeenAt: expect.any(String) })]);
  });
});
