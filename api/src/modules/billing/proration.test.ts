import { billingMessages, lastPeriodCostText, type ClientSubscription, type EndPreview } from '@coach/shared/contracts';
import { setupApiTests } from '../../test/test-app';
import { LONG_TOKENS, trainerWithClient } from './billing-test-helpers';

// Access tokens that outlive the days the clock moves.
const ctx = setupApiTests({ env: LONG_TOKENS });

// The test clock starts on Monday 2 March 2026 (today), 09:00 in Buenos Aires (the businesses' zone).
const rows = (answer: ClientSubscription) => answer.periods.map((period) => [period.startDate, period.endDate, period.amount, period.status]);

describe('proration of a period cut short by the end (docs/decisions.md, "Prorrateo")', () => {
  it('annual from 2024-02-29 ending 2025-02-28 (an anniversary): one period, at the whole price, no one-day period', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ name: 'Anual', recurrence: 'annual', amount: 12_000_000 });
    const answer = await api.assign(clientId, plan.id, '2024-02-29', '2025-02-28');
    expect(rows(answer)).toEqual([['2024-02-29', '2025-02-28', 12_000_000, 'pending']]);
    // Moved one day earlier, the same single period ends on its natural last day, whole.
    const earlier = await api.call('PATCH', `/subscriptions/${answer.periods[0]!.subscriptionId}`, { endDate: '2025-02-27' });
    expect(earlier.statusCode).toBe(200);
    expect(rows(earlier.json())).toEqual([['2024-02-29', '2025-02-27', 12_000_000, 'pending']]);
    // One day after the anniversary: a second period of 2 days out of 365.
    const later = await api.call('PATCH', `/subscriptions/${answer.periods[0]!.subscriptionId}`, { endDate: '2025-03-01' });
    expect(rows(later.json())).toEqual([
      ['2025-02-28', '2025-03-01', Math.round((12_000_000 * 2) / 365), 'pending'],
      ['2024-02-29', '2025-02-27', 12_000_000, 'pending'],
    ]);
  });

  it('quarterly ending two days into a period, and a one-day subscription', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const quarterly = await api.createPlan({ name: 'Trimestral', recurrence: 'quarterly', amount: 3_000_000 });
    const answer = await api.assign(clientId, quarterly.id, '2025-11-15', '2026-02-16');
    // 2026-02-15 → 2026-05-14 has 89 days; two of them: 3.000.000 × 2 / 89 = 67.415,73 → 67.416.
    expect(rows(answer)).toEqual([
      ['2026-02-15', '2026-02-16', 67_416, 'pending'],
      ['2025-11-15', '2026-02-14', 3_000_000, 'pending'],
    ]);

    const { api: other, clientId: otherClient } = await trainerWithClient(ctx.app, 'sofia@example.com');
    const monthly = await other.createPlan({ amount: 2_000_000 });
    const oneDay = await other.assign(otherClient, monthly.id, '2026-03-02', '2026-03-02');
    // 2 March → 1 April: 31 days; one: 2.000.000 / 31 = 64.516,13 → 64.516.
    expect(rows(oneDay)).toEqual([['2026-03-02', '2026-03-02', 64_516, 'pending']]);
  });

  it('"Finalizar hoy": the preview says what the last period costs, and finishing charges that', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ amount: 1_000_000 });
    const answer = await api.assign(clientId, plan.id, '2026-02-01');
    const id = answer.current!.id;
    const preview = await api.call('GET', `/subscriptions/${id}/end-preview?endDate=2026-03-02`);
    expect(preview.statusCode).toBe(200);
    // 1 → 31 March: 31 days; two of them: 1.000.000 × 2 / 31 = 64.516,13 → 64.516.
    expect(preview.json<EndPreview>()).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-02',
      days: 2,
      fullDays: 31,
      fullAmount: 1_000_000,
      amount: 64_516,
      settled: 0,
      difference: 0,
    });
    expect(lastPeriodCostText(preview.json<EndPreview>(), { currency: 'ARS', country: 'AR' })).toBe('El último período (1 al 2 de marzo) cuesta $\u00a0645,16, proporcional a 2 de 31 días.');
    const finished = await api.call('POST', `/subscriptions/${id}/finish`, { when: 'today' });
    expect(finished.statusCode).toBe(200);
    expect(rows(finished.json())).toEqual([
      ['2026-03-01', '2026-03-02', 64_516, 'pending'],
      ['2026-02-01', '2026-02-28', 1_000_000, 'pending'],
    ]);
    // Taking the end back away gives the period its days and its whole price back.
    const reopened = await api.call('PATCH', `/subscriptions/${id}`, { endDate: null });
    expect(rows(reopened.json())[0]).toEqual(['2026-03-01', '2026-03-31', 1_000_000, 'pending']);
  });

  it('"Finalizar hoy" on the first day of a period: the day goes to the period before, unless that new one is paid already', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ amount: 1_000_000 });
    const answer = await api.assign(clientId, plan.id, '2026-01-02');
    const finished = await api.call('POST', `/subscriptions/${answer.current!.id}/finish`, { when: 'today' });
    expect(rows(finished.json())).toEqual([
      ['2026-02-02', '2026-03-02', 1_000_000, 'pending'],
      ['2026-01-02', '2026-02-01', 1_000_000, 'pending'],
    ]);

    const { api: other, clientId: otherClient } = await trainerWithClient(ctx.app, 'sofia@example.com');
    const otherPlan = await other.createPlan({ amount: 1_000_000 });
    const paid = await other.assign(otherClient, otherPlan.id, '2026-01-02');
    await other.pay(paid.periods[0]!.id, { amount: 1_000_000 });
    const preview = await other.call('GET', `/subscriptions/${paid.current!.id}/end-preview?endDate=2026-03-02`);
    // 2 March → 1 April: 31 days; one: 32.258; paid 1.000.000: paid, and the rest is the client's credit.
    expect(preview.json<EndPreview>()).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-02', days: 1, fullDays: 31, amount: 32_258, difference: 967_742 });
    const kept = await other.call('POST', `/subscriptions/${paid.current!.id}/finish`, { when: 'today' });
    expect(rows(kept.json()).slice(0, 2)).toEqual([
      ['2026-03-02', '2026-03-02', 32_258, 'paid'],
      ['2026-02-02', '2026-03-01', 1_000_000, 'pending'],
    ]);
  });

  it('rounds to the currency’s minor unit: CLP has no decimals', async () => {
    const { api, clientId, access } = await trainerWithClient(ctx.app);
    const patched = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/business', headers: { authorization: `Bearer ${access}` }, payload: { currency: 'CLP', country: 'CL' } });
    expect(patched.statusCode).toBe(200);
    const plan = await api.createPlan({ amount: 10_000 });
    const answer = await api.assign(clientId, plan.id, '2026-02-01', '2026-03-12');
    // 10.000 × 12 / 31 = 3.870,97 → 3.871 pesos.
    expect(rows(answer)[0]).toEqual(['2026-03-01', '2026-03-12', 3_871, 'pending']);
    const preview = await api.call('GET', `/subscriptions/${answer.current!.id}/end-preview?endDate=2026-03-12`);
    expect(lastPeriodCostText(preview.json<EndPreview>(), { currency: 'CLP', country: 'CL' })).toBe(
      'El último período (1 al 12 de marzo) cuesta $3.871, proporcional a 12 de 31 días.',
    );
  });

  it('a currency with other decimals keeps the whole amount a prorated period is a share of, as numbers', async () => {
    const { api, clientId, access } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ amount: 1_000_000 });
    const answer = await api.assign(clientId, plan.id, '2026-02-01', '2026-03-12');
    expect(rows(answer)[0]).toEqual(['2026-03-01', '2026-03-12', 387_097, 'pending']);
    const patch = (payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/v1/business', headers: { authorization: `Bearer ${access}` }, payload });
    expect((await patch({ currency: 'CLP', confirmCurrencyChange: true })).statusCode).toBe(200);
    // $ 10.000,00 is now CLP 10.000: taking the end away gives the period that whole price back.
    const reopened = await api.call('PATCH', `/subscriptions/${answer.current!.id}`, { endDate: null });
    expect(rows(reopened.json())[0]).toEqual(['2026-03-01', '2026-03-31', 10_000, 'pending']);
  });

  it("a last period paid beyond its new price is paid, the rest the client's credit; one paid in part is priced again", async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ amount: 1_000_000 });
    const answer = await api.assign(clientId, plan.id, '2026-02-01');
    const id = answer.current!.id;
    await api.pay(answer.periods[0]!.id, { amount: 1_000_000 });
    const preview = await api.call('GET', `/subscriptions/${id}/end-preview?endDate=2026-03-12`);
    // 1.000.000 × 12 / 31 = 387.096,77 → 387.097.
    expect(preview.json<EndPreview>()).toMatchObject({ amount: 387_097, settled: 1_000_000, difference: 612_903 });
    expect(lastPeriodCostText(preview.json<EndPreview>(), { currency: 'ARS', country: 'AR' })).toBe(
      'El último período (1 al 12 de marzo) ya tiene pagados $\u00a010.000,00, más que los $\u00a03.870,97 que cuesta proporcional a 12 de 31 días: ' +
        'queda pagado y $\u00a06.129,03 quedan a favor del cliente (no se devuelven solos).',
    );
    const ended = await api.call('PATCH', `/subscriptions/${id}`, { endDate: '2026-03-12' });
    expect(rows(ended.json())[0]).toEqual(['2026-03-01', '2026-03-12', 387_097, 'paid']);
    expect(ended.json<ClientSubscription>().periods[0]).toMatchObject({ paid: 1_000_000, remaining: 0, credit: 612_903, overdue: false });

    const { api: other, clientId: otherClient } = await trainerWithClient(ctx.app, 'sofia@example.com');
    const otherPlan = await other.createPlan({ amount: 1_000_000 });
    const partial = await other.assign(otherClient, otherPlan.id, '2026-02-01');
    await other.pay(partial.periods[0]!.id, { amount: 100_000 });
    const cut = await other.call('PATCH', `/subscriptions/${partial.current!.id}`, { endDate: '2026-03-12' });
    expect(rows(cut.json())[0]).toEqual(['2026-03-01', '2026-03-12', 387_097, 'partial']);
    // Paid in full at its prorated price: paid.
    await other.pay(partial.periods[0]!.id, { amount: 287_097 });
    expect(rows(await other.subscription(otherClient))[0]).toEqual(['2026-03-01', '2026-03-12', 387_097, 'paid']);
  });

  it('a period paid in part, cut to a price below what was paid, is paid (not partial and overdue); taking the end away owes again', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ amount: 3_333_334 });
    const answer = await api.assign(clientId, plan.id, '2026-02-01');
    const march = answer.periods[0]!.id;
    await api.pay(march, { amount: 2_000_000 });
    // 3.333.334 × 10 / 31 = 1.075.269: 2.000.000 paid is more.
    const cut = await api.call('PATCH', `/subscriptions/${answer.current!.id}`, { endDate: '2026-03-10' });
    expect(cut.json<ClientSubscription>().periods[0]).toMatchObject({ id: march, amount: 1_075_269, paid: 2_000_000, status: 'paid', remaining: 0, credit: 924_731 });
    expect(cut.json<ClientSubscription>().status).not.toBe('partial');
    // No more can be paid into it.
    expect((await api.pay(march, { amount: 1 })).statusCode).toBe(409);
    const reopened = await api.call('PATCH', `/subscriptions/${answer.current!.id}`, { endDate: null });
    expect(reopened.json<ClientSubscription>().periods[0]).toMatchObject({ id: march, amount: 3_333_334, status: 'partial', remaining: 1_333_334, credit: 0 });
  });

  it('the preview: validated in Spanish, another business’s subscription answers 404', async () => {
    const { api, clientId } = await trainerWithClient(ctx.app);
    const plan = await api.createPlan({ amount: 1_000_000 });
    const answer = await api.assign(clientId, plan.id, '2026-02-01');
    const id = answer.current!.id;
    const missing = await api.call('GET', `/subscriptions/${id}/end-preview`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fieldErrors).toEqual({ endDate: ['Elegí una fecha de fin'] });
    const before = await api.call('GET', `/subscriptions/${id}/end-preview?endDate=2026-01-01`);
    expect(before.statusCode).toBe(400);
    expect(before.json().details.fieldErrors.endDate[0]).toMatch(/^La fecha de fin/);
    await api.pay(answer.periods[0]!.id, { amount: 100 });
    const cuts = await api.call('GET', `/subscriptions/${id}/end-preview?endDate=2026-02-20`);
    expect(cuts.statusCode).toBe(409);
    expect(cuts.json()).toEqual({ code: 'SUBSCRIPTION_CONFLICT', message: billingMessages.endDateCutsPayments });
    const { api: other } = await trainerWithClient(ctx.app, 'sofia@example.com');
    expect((await other.call('GET', `/subscriptions/${id}/end-preview?endDate=2026-03-12`)).statusCode).toBe(404);
    expect((await api.call('GET', `/subscriptions/999999/end-preview?endDate=2026-03-12`)).statusCode).toBe(404);
  });
});
