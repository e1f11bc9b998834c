import { billingMessages, clientSubscriptionSchema, type ClientSubscription } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { paymentPeriods } from '../../db/schema';
import { createClientAs } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { LONG_TOKENS, expectedStatus, trainerWithClient } from './billing-test-helpers';

// Access tokens that outlive the days the clock moves.
const ctx = setupApiTests({ env: LONG_TOKENS });

// The test clock starts on Monday 2 March 2026 (today), 09:00 in Buenos Aires (the businesses' zone).
const DAY_MS = 86_400_000;
const dates = (answer: ClientSubscription) => answer.periods.map((period) => [period.startDate, period.endDate]);
const byStart = (answer: ClientSubscription, startDate: string) => answer.periods.find((period) => period.startDate === startDate)!;

describe('plans', () => {
  it('creates, lists with their clients, refuses a name taken ignoring case and accents, updates and deletes', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ name: 'Musculación 3x', description: 'Tres veces por semana', amount: 2_500_000 });
    expect(plan).toEqual({
      id: expect.any(Number),
      name: 'Musculación 3x',
      description: 'Tres veces por semana',
      recurrence: 'monthly',
      amount: 2_500_000,
      clientCount: 0,
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    const taken = await api.call('POST', '/plans', { name: ' MUSCULACION  3X ', recurrence: 'weekly', amount: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'RESOURCE_ALREADY_EXIST', message: billingMessages.planNameTaken });

    const invalid = await api.call('POST', '/plans', { name: '', recurrence: 'daily', amount: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fieldErrors).toEqual({
      name: [billingMessages.planNameRequired],
      recurrence: [billingMessages.recurrenceInvalid],
      amount: [billingMessages.amountInvalid],
    });

    await api.assign(clientId, plan.id, '2026-02-10');
    const listed = await api.call('GET', '/plans');
    expect(listed.json()).toEqual({ items: [{ ...plan, clientCount: 1 }], total: 1 });

    const other = await api.createPlan({ name: 'Yoga', recurrence: 'weekly', amount: 500_000 });
    const renamed = await api.call('PATCH', `/plans/${other.id}`, { name: 'musculación 3x' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(billingMessages.planNameTakenOnUpdate);
    const updated = await api.call('PATCH', `/plans/${other.id}`, { description: 'Vinyasa', amount: 600_000 });
    expect(updated.json()).toMatchObject({ name: 'Yoga', description: 'Vinyasa', amount: 600_000, recurrence: 'weekly' });

    expect((await api.call('DELETE', `/plans/${other.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/plans/${other.id}`)).statusCode).toBe(404);
    // The name of a deleted plan is free again.
    await api.createPlan({ name: 'Yoga', recurrence: 'weekly', amount: 500_000 });
  });

  it('a plan assigned to clients, now or from a scheduled change, cannot be deleted nor change its recurrence', async () => {
    const { api, clientId, access } = await trainerWithClient(ctx.app);
    const second = await createClientAs(ctx.app, access, { firstName: 'Bruno', lastName: 'Díaz' });
    const plan = await api.createPlan();
    const other = await api.createPlan({ name: 'Semanal', recurrence: 'weekly', amount: 400_000 });
    await api.assign(clientId, plan.id, '2026-01-15');
    const assigned = await api.assign(second.id, plan.id, '2026-03-01');

    const refused = await api.call('DELETE', `/plans/${plan.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'PLAN_IN_USE', message: billingMessages.planInUse(2), details: { clients: 2 } });
    expect(billingMessages.planInUse(2)).toContain('lo usan 2 clientes');
    const recurrence = await api.call('PATCH', `/plans/${plan.id}`, { recurrence: 'weekly' });
    expect(recurrence.statusCode).toBe(409);
    expect(recurrence.json().message).toBe(billingMessages.planRecurrenceInUse(2));

    await api.call('PUT', `/subscriptions/${assigned.current!.id}/scheduled-change`, { planId: other.id });
    const scheduled = await api.call('DELETE', `/plans/${other.id}`);
    expect(scheduled.json()).toMatchObject({ code: 'PLAN_IN_USE', message: billingMessages.planInUse(1) });
  });
});

describe('subscriptions and periods', () => {
  it('assigns a plan from three months ago: four periods, three overdue, anchored to the start day', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ amount: 2_000_000 });
    const answer = await api.assign(clientId, plan.id, '2025-12-02');
    expect(clientSubscriptionSchema.safeParse(answer).success).toBe(true);
    expect(answer.current).toEqual({
      id: expect.any(Number),
      clientId,
      planId: plan.id,
      planName: 'Mensual',
      recurrence: 'monthly',
      amount: 2_000_000,
      startDate: '2025-12-02',
      endDate: null,
      scheduledChange: null,
      currentPeriodEnd: '2026-04-01',
      hasPayments: false,
    });
    expect(dates(answer)).toEqual([
      ['2026-03-02', '2026-04-01'],
      ['2026-02-02', '2026-03-01'],
      ['2026-01-02', '2026-02-01'],
      ['2025-12-02', '2026-01-01'],
    ]);
    expect(answer.periods.map((period) => [period.status, period.overdue, period.amount, period.paid, period.remaining])).toEqual([
      ['pending', false, 2_000_000, 0, 2_000_000],
      ['pending', true, 2_000_000, 0, 2_000_000],
      ['pending', true, 2_000_000, 0, 2_000_000],
      ['pending', true, 2_000_000, 0, 2_000_000],
    ]);
    expect(answer.status).toBe('pending');
  });

  it('one current subscription per client; the status in GET /clients follows the periods after each step and after midnight', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ amount: 1_000_000 });
    expect(await api.listedStatus(clientId)).toBe('inactive');
    let answer = await api.assign(clientId, plan.id, '2026-01-02');
    const check = async (hadSubscription = true) => {
      answer = await api.subscription(clientId);
      const today = new Date(ctx.clock.now().getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
      expect(await api.listedStatus(clientId)).toBe(expectedStatus(answer, today, hadSubscription));
      expect(answer.status).toBe(expectedStatus(answer, today, hadSubscription));
      return answer.status;
    };
    expect(await check()).toBe('pending');

    const overlap = await api.call('POST', `/clients/${clientId}/subscriptions`, { planId: plan.id, startDate: '2026-05-01' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ code: 'SUBSCRIPTION_OVERLAP', message: billingMessages.subscriptionOverlap });

    const [march, february, january] = answer.periods.map((period) => period.id);
    await api.pay(january!, { amount: 1_000_000 });
    expect(await check()).toBe('pending');
    await api.pay(february!, { amount: 400_000 });
    expect(await check()).toBe('pending');
    await api.pay(march!, { amount: 1_000_000 });
    expect(await check()).toBe('partial');
    await api.pay(february!, { amount: 100_000, closePeriod: true });
    expect(await check()).toBe('paid');
    expect(byStart(answer, '2026-02-02')).toMatchObject({ status: 'paid', paid: 500_000, discount: 500_000, remaining: 0 });

    // Nobody writes; a month later a new period has started and the list says so.
    ctx.clock.advance(31 * DAY_MS);
    expect(await api.listedStatus(clientId)).toBe('pending');
    const filtered = await api.call('GET', '/clients?subscriptionStatus=pending');
    expect(filtered.json().items.map((client: { id: number }) => client.id)).toEqual([clientId]);
    expect(await check()).toBe('pending');
    expect(answer.periods[0]).toMatchObject({ startDate: '2026-04-02', status: 'pending', overdue: false });

    // Finished today: still in force today, finished tomorrow once everything is paid.
    await api.pay(answer.periods[0]!.id, { amount: 1_000_000 });
    const finished = await api.call('POST', `/subscriptions/${answer.current!.id}/finish`, { when: 'today' });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().current.endDate).toBe('2026-04-02');
    expect(finished.json().periods[0]).toMatchObject({ startDate: '2026-04-02', endDate: '2026-04-02' });
    expect(await check()).toBe('paid');
    ctx.clock.advance(DAY_MS);
    expect(await check()).toBe('finished');
    expect(answer.current).toBeNull();
  });

  it('two concurrent reads of a subscription with due periods write each period once', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ recurrence: 'weekly', amount: 300_000 });
    const assigned = await api.assign(clientId, plan.id, '2026-02-23');
    ctx.clock.advance(70 * DAY_MS);
    const reads = await Promise.all([
      api.call('GET', `/clients/${clientId}/subscription`),
      api.call('GET', `/clients/${clientId}/subscription`),
      api.call('GET', '/periods?status=open'),
      api.call('GET', '/clients'),
    ]);
    expect(reads.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await ctx.app.db.select().from(paymentPeriods).where(eq(paymentPeriods.subscriptionId, assigned.current!.id));
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.startDate)).size).toBe(12);
    expect(reads[0]!.json().periods).toHaveLength(12);
  });

  it('a new amount applies to periods that start after the change, even those not read yet keep theirs', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ amount: 1_000_000 });
    await api.assign(clientId, plan.id, '2026-02-15');
    // 15 March starts a period that nobody reads before the change on the 20th.
    ctx.clock.advance(18 * DAY_MS);
    await api.call('PATCH', `/plans/${plan.id}`, { amount: 1_200_000 });
    ctx.clock.advance(30 * DAY_MS);
    const answer = await api.subscription(clientId);
    expect(answer.periods.map((period) => [period.startDate, period.amount])).toEqual([
      ['2026-04-15', 1_200_000],
      ['2026-03-15', 1_000_000],
      ['2026-02-15', 1_000_000],
    ]);
    expect(answer.current!.amount).toBe(1_200_000);
  });

  it('schedules a plan change from the end of the current period, replaces and cancels it; it takes effect on its day', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const monthly = await api.createPlan({ amount: 1_000_000 });
    const weekly = await api.createPlan({ name: 'Semanal', recurrence: 'weekly', amount: 300_000 });
    const quarterly = await api.createPlan({ name: 'Trimestral', recurrence: 'quarterly', amount: 2_700_000 });
    const { current } = await api.assign(clientId, monthly.id, '2026-02-10');
    const id = current!.id;

    const same = await api.call('PUT', `/subscriptions/${id}/scheduled-change`, { planId: monthly.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().details.fieldErrors).toEqual({ planId: [billingMessages.scheduledChangeSamePlan] });

    const scheduled = await api.call('PUT', `/subscriptions/${id}/scheduled-change`, { planId: quarterly.id });
    expect(scheduled.json().current.scheduledChange).toEqual({ planId: quarterly.id, planName: 'Trimestral', recurrence: 'quarterly', amount: 2_700_000, effectiveDate: '2026-03-10' });
    const replaced = await api.call('PUT', `/subscriptions/${id}/scheduled-change`, { planId: weekly.id });
    expect(replaced.json().current.scheduledChange).toMatchObject({ planId: weekly.id, effectiveDate: '2026-03-10' });
    expect((await api.call('DELETE', `/subscriptions/${id}/scheduled-change`)).json().current.scheduledChange).toBeNull();
    const none = await api.call('DELETE', `/subscriptions/${id}/scheduled-change`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(billingMessages.noScheduledChange);

    await api.call('PUT', `/subscriptions/${id}/scheduled-change`, { planId: weekly.id });
    ctx.clock.advance(14 * DAY_MS);
    const answer = await api.subscription(clientId);
    expect(answer.current).toMatchObject({ id, planId: weekly.id, planName: 'Semanal', scheduledChange: null, currentPeriodEnd: '2026-03-16' });
    expect(answer.periods.map((period) => [period.startDate, period.endDate, period.planName, period.amount])).toEqual([
      ['2026-03-10', '2026-03-16', 'Semanal', 300_000],
      ['2026-02-10', '2026-03-09', 'Mensual', 1_000_000],
    ]);
  });

  it('finishes at the end of the current period; the end date moves, removing periods without payments only', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ amount: 1_000_000 });
    const { current, periods } = await api.assign(clientId, plan.id, '2025-12-20');
    const id = current!.id;
    const finished = await api.call('POST', `/subscriptions/${id}/finish`, { when: 'period_end' });
    expect(finished.json().current).toMatchObject({ endDate: '2026-03-19', currentPeriodEnd: '2026-03-19' });
    const wrong = await api.call('POST', `/subscriptions/${id}/finish`, { when: 'mañana' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fieldErrors).toEqual({ when: [billingMessages.finishWhenInvalid] });

    // Back in time to January: the periods after it go; the January one ends on the new end date.
    const shortened = await api.call('PATCH', `/subscriptions/${id}`, { endDate: '2026-01-25' });
    expect(dates(shortened.json())).toEqual([
      ['2026-01-20', '2026-01-25'],
      ['2025-12-20', '2026-01-19'],
    ]);
    expect(shortened.json().status).toBe('pending');
    // No end: the periods come back up to today, with their natural ends.
    const reopened = await api.call('PATCH', `/subscriptions/${id}`, { endDate: null });
    expect(dates(reopened.json())).toEqual([
      ['2026-02-20', '2026-03-19'],
      ['2026-01-20', '2026-02-19'],
      ['2025-12-20', '2026-01-19'],
    ]);

    await api.pay(reopened.json().periods[0].id, { amount: 100 });
    const cut = await api.call('PATCH', `/subscriptions/${id}`, { endDate: '2026-02-01' });
    expect(cut.statusCode).toBe(409);
    expect(cut.json()).toEqual({ code: 'SUBSCRIPTION_CONFLICT', message: billingMessages.endDateCutsPayments });
    const beforeStart = await api.call('PATCH', `/subscriptions/${id}`, { endDate: '2025-12-01' });
    expect(beforeStart.statusCode).toBe(400);
    expect(beforeStart.json().details.fieldErrors).toEqual({ endDate: [billingMessages.endDateBeforeStart] });
    expect(periods).toHaveLength(3);
  });

  it('deletes a subscription only while it has no payments', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan();
    const first = await api.assign(clientId, plan.id, '2026-02-01');
    expect((await api.call('DELETE', `/subscriptions/${first.current!.id}`)).statusCode).toBe(204);
    expect(await api.listedStatus(clientId)).toBe('inactive');
    expect((await api.subscription(clientId)).periods).toEqual([]);

    const second = await api.assign(clientId, plan.id, '2026-02-01');
    await api.pay(second.periods[0]!.id, { amount: 1000 });
    const refused = await api.call('DELETE', `/subscriptions/${second.current!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'SUBSCRIPTION_HAS_PAYMENTS', message: billingMessages.subscriptionHasPayments });
  });

  it('a subscription that starts later leaves the client without a plan until then', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan();
    const answer = await api.assign(clientId, plan.id, '2026-03-10', '2026-06-09');
    expect(answer).toMatchObject({ periods: [], status: 'inactive', current: { startDate: '2026-03-10', endDate: '2026-06-09', currentPeriodEnd: null } });
    ctx.clock.advance(8 * DAY_MS);
    expect(await api.listedStatus(clientId)).toBe('pending');
  });
});
