import { PAYMENTS_CSV_COLUMNS, billingMessages, periodListSchema, type PeriodListItem } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, payments } from '../../db/schema';
import { createClientAs, joinedMember } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import type { Scope } from '../team/scope';
import { billingApi, LONG_TOKENS, trainerWithClient } from './billing-test-helpers';
import { endPreview } from './end-preview';
import { listPayments, listPeriods } from './lists';
import { createPayment, deletePayment } from './payments';
import { receiptData } from './receipt';
import { getClientSubscription, updateSubscription } from './subscriptions';

const ctx = setupApiTests({ env: LONG_TOKENS });

// Today is 2 March 2026 in Buenos Aires. A monthly plan from 2 December: four periods, three overdue.
async function clientOwingFourMonths() {
  const trainer = await trainerWithClient(ctx.app);
  const plan = await trainer.api.createPlan({ amount: 1_000_000 });
  const answer = await trainer.api.assign(trainer.clientId, plan.id, '2025-12-02');
  const [march, february, january, december] = answer.periods.map((period) => period.id) as [number, number, number, number];
  return { ...trainer, plan, subscriptionId: answer.current!.id, periods: { march, february, january, december } };
}

describe('POST /api/v1/periods/{id}/payments', () => {
  it('takes an amount above 0 and up to what remains; closing the period records the rest as a discount', async () => {
    const { api, periods } = await clientOwingFourMonths();
    const zero = await api.pay(periods.december, { amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details.fieldErrors).toEqual({ amount: [billingMessages.amountInvalid] });
    const badMethod = await api.pay(periods.december, { amount: 100, method: 'cheque' });
    expect(badMethod.json().details.fieldErrors).toEqual({ method: [billingMessages.methodInvalid] });

    const partial = await api.pay(periods.december, { amount: 400_000, method: 'transfer', concept: 'Seña' });
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toEqual({
      payment: { id: expect.any(Number), periodId: periods.december, date: '2026-03-02', method: 'transfer', concept: 'Seña', amount: 400_000, createdAt: expect.any(String) },
      period: expect.objectContaining({ id: periods.december, status: 'partial', paid: 400_000, discount: 0, remaining: 600_000, overdue: true }),
    });
    const over = await api.pay(periods.december, { amount: 600_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 'AMOUNT_OVER_REMAINING', message: billingMessages.amountOverRemaining('$\u00a06.000,00'), details: { remaining: 600_000 } });

    const closed = await api.pay(periods.december, { amount: 500_000, closePeriod: true, method: 'card' });
    expect(closed.json().period).toMatchObject({ status: 'paid', paid: 900_000, discount: 100_000, remaining: 0, overdue: false });
    const again = await api.pay(periods.december, { amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'PERIOD_ALREADY_PAID', message: billingMessages.periodAlreadyPaid });

    // The full amount pays it; closePeriod with nothing left to forgive records no discount.
    const full = await api.pay(periods.january, { amount: 1_000_000, closePeriod: true });
    expect(full.json().period).toMatchObject({ status: 'paid', paid: 1_000_000, discount: 0 });
  });

  it('deleting a payment reopens its period, undoing a closing discount', async () => {
    const { api, periods, clientId } = await clientOwingFourMonths();
    const first = (await api.pay(periods.march, { amount: 300_000 })).json();
    const closing = (await api.pay(periods.march, { amount: 200_000, closePeriod: true })).json();
    expect(closing.period).toMatchObject({ status: 'paid', discount: 500_000 });
    for (const id of [periods.december, periods.january, periods.february]) await api.pay(id, { amount: 1_000_000 });
    expect(await api.listedStatus(clientId)).toBe('paid');

    const deleted = await api.call('DELETE', `/payments/${closing.payment.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().period).toMatchObject({ status: 'partial', paid: 300_000, discount: 0, remaining: 700_000, payments: [first.payment] });
    expect(await api.listedStatus(clientId)).toBe('partial');
    await api.call('DELETE', `/payments/${first.payment.id}`);
    expect(await api.listedStatus(clientId)).toBe('pending');
    expect((await api.call('DELETE', `/payments/${first.payment.id}`)).statusCode).toBe(404);
  });

  it('10 concurrent requests with one Idempotency-Key record one payment and all answer it', async () => {
    const { api, periods, clientId } = await clientOwingFourMonths();
    const key = 'a1b2c3d4-0000-4000-8000-000000000001';
    const responses = await Promise.all(Array.from({ length: 10 }, () => api.pay(periods.january, { amount: 250_000 }, key)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const bodies = responses.map((response) => response.json());
    expect(new Set(bodies.map((body) => body.payment.id)).size).toBe(1);
    expect(await ctx.app.db.select().from(payments).where(eq(payments.periodId, periods.january))).toHaveLength(1);
    expect((await api.subscription(clientId)).periods.find((period) => period.id === periods.january)).toMatchObject({ paid: 250_000, status: 'partial' });

    // A retry later answers the first result, even after another payment changed the period.
    await api.pay(periods.january, { amount: 100_000 }, 'another-key');
    const retried = await api.pay(periods.january, { amount: 250_000 }, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(bodies[0]);

    const reused = await api.pay(periods.january, { amount: 250_001 }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: billingMessages.idempotencyKeyReused });
    const otherPeriod = await api.pay(periods.february, { amount: 250_000 }, key);
    expect(otherPeriod.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    const invalid = await api.pay(periods.january, { amount: 1 }, 'con espacios');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(billingMessages.idempotencyKeyInvalid);
  });

  it('a refused request leaves its key free for the corrected retry', async () => {
    const { api, periods } = await clientOwingFourMonths();
    expect((await api.pay(periods.march, { amount: 2_000_000 }, 'k-1')).statusCode).toBe(409);
    expect(await ctx.app.db.select().from(idempotencyKeys)).toEqual([]);
    expect((await api.pay(periods.march, { amount: 1_000_000 }, 'k-1')).statusCode).toBe(201);
  });
});

describe('GET /api/v1/periods (Cobros) and its summary', () => {
  it('lists periods across clients by status, overdue and open, sorted by due date, amount or what remains', async () => {
    const { api, access, periods, plan } = await clientOwingFourMonths();
    const bruno = await createClientAs(ctx.app, access, { firstName: 'Bruno', lastName: 'Díaz' });
    const weekly = await api.createPlan({ name: 'Semanal', recurrence: 'weekly', amount: 300_000 });
    await api.assign(bruno.id, weekly.id, '2026-02-23');
    await api.pay(periods.december, { amount: 1_000_000 });
    await api.pay(periods.january, { amount: 600_000 });

    const list = async (query: string) => {
      const response = await api.call('GET', `/periods${query}`);
      expect(response.statusCode).toBe(200);
      expect(periodListSchema.safeParse(response.json()).success).toBe(true);
      return response.json<{ items: PeriodListItem[]; total: number }>();
    };
    const brief = (items: PeriodListItem[]) => items.map((item) => [item.clientName, item.startDate, item.dueDate, item.status, item.remaining, item.overdue]);

    expect(brief((await list('?status=pending')).items)).toEqual([
      ['Ana Gómez', '2026-02-02', '2026-03-01', 'pending', 1_000_000, true],
      ['Bruno Díaz', '2026-02-23', '2026-03-01', 'pending', 300_000, true],
      ['Bruno Díaz', '2026-03-02', '2026-03-08', 'pending', 300_000, false],
      ['Ana Gómez', '2026-03-02', '2026-04-01', 'pending', 1_000_000, false],
    ]);
    expect(brief((await list('?status=partial')).items)).toEqual([['Ana Gómez', '2026-01-02', '2026-02-01', 'partial', 400_000, true]]);
    expect((await list('?status=paid')).items.map((item) => item.id)).toEqual([periods.december]);
    expect(brief((await list('?status=overdue')).items)).toEqual([
      ['Ana Gómez', '2026-01-02', '2026-02-01', 'partial', 400_000, true],
      ['Ana Gómez', '2026-02-02', '2026-03-01', 'pending', 1_000_000, true],
      ['Bruno Díaz', '2026-02-23', '2026-03-01', 'pending', 300_000, true],
    ]);
    const open = await list('?status=open&sort=-remaining&pageSize=2');
    expect(open.total).toBe(5);
    expect(open.items.map((item) => item.remaining)).toEqual([1_000_000, 1_000_000]);
    expect((await list('?status=open&from=2026-03-02&to=2026-03-31')).items.map((item) => item.dueDate)).toEqual(['2026-03-08']);
    expect((await list(`?clientId=${bruno.id}&sort=-dueDate`)).items.map((item) => [item.planName, item.startDate])).toEqual([
      ['Semanal', '2026-03-02'],
      ['Semanal', '2026-02-23'],
    ]);
    const bad = await api.call('GET', '/periods?status=late&from=2026-03-02&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fieldErrors).toEqual({ status: [billingMessages.statusFilterInvalid] });
    expect(plan.amount).toBe(1_000_000);
  });

  it('totals this month: expected (started and still to start), collected, outstanding', async () => {
    const { api, access, periods } = await clientOwingFourMonths();
    const bruno = await createClientAs(ctx.app, access, { firstName: 'Bruno', lastName: 'Díaz' });
    const weekly = await api.createPlan({ name: 'Semanal', recurrence: 'weekly', amount: 300_000 });
    await api.assign(bruno.id, weekly.id, '2026-02-23');
    await api.pay(periods.december, { amount: 1_000_000, date: '2026-02-27' });
    await api.pay(periods.january, { amount: 600_000 });
    const summary = await api.call('GET', '/periods/summary');
    // March: Ana's period of the 2nd, and Bruno's weeks of the 2nd, 9th, 16th, 23rd and 30th.
    expect(summary.json()).toEqual({
      month: '2026-03',
      expectedThisMonth: 1_000_000 + 5 * 300_000,
      collectedThisMonth: 600_000,
      outstanding: 400_000 + 1_000_000 + 1_000_000 + 300_000 + 300_000,
      overdueCount: 3,
      currency: 'ARS',
    });
  });
});

describe('GET /api/v1/payments', () => {
  it('lists payments newest first with filters, and as a CSV for the accountant', async () => {
    const { api, periods, clientId } = await clientOwingFourMonths();
    await api.pay(periods.december, { amount: 1_000_000, date: '2026-01-05', method: 'cash', concept: 'Diciembre' });
    await api.pay(periods.january, { amount: 123_450, date: '2026-02-03', method: 'transfer', concept: '=SUMA(A1); "pago"' });
    const all = await api.call('GET', '/payments');
    expect(all.json()).toMatchObject({ total: 2, sum: 1_123_450 });
    expect(all.json().items.map((item: { date: string; clientName: string; planName: string }) => [item.date, item.clientName, item.planName])).toEqual([
      ['2026-02-03', 'Ana Gómez', 'Mensual'],
      ['2026-01-05', 'Ana Gómez', 'Mensual'],
    ]);
    expect((await api.call('GET', '/payments?method=cash')).json().total).toBe(1);
    expect((await api.call('GET', '/payments?from=2026-02-01&to=2026-02-28')).json().sum).toBe(123_450);
    expect((await api.call('GET', `/payments?clientId=${clientId + 1000}`)).json().total).toBe(0);

    const csv = await api.call('GET', '/payments?from=2026-01-01', undefined, { accept: 'text/csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="pagos.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      `\uFEFF${PAYMENTS_CSV_COLUMNS.join(';')}`,
      `03/02/2026;Ana Gómez;Mensual;02/01/2026;01/02/2026;Transferencia;"'=SUMA(A1); ""pago""";1234,50;ARS`,
      '05/01/2026;Ana Gómez;Mensual;02/12/2025;01/01/2026;Efectivo;Diciembre;10000,00;ARS',
      '',
    ]);
  });
});

describe("a trainer's scope in the domain functions", () => {
  it("finds another trainer's client's rows as missing, without the route's hook", async () => {
    const { access, gymId, userId, clientId, periods, subscriptionId } = await clientOwingFourMonths();
    const owner = billingApi(ctx.app, access);
    const paid = (await owner.pay(periods.december, { amount: 1_000_000 })).json();
    // Laura (CO) has a client of her own; Ana is the administrator's.
    const laura = await joinedMember(ctx.app, access, { email: 'laura@example.com', firstName: 'Laura' });
    const own = await createClientAs(ctx.app, laura.access, { firstName: 'Bruno', lastName: 'Díaz' });
    const plan = await owner.createPlan({ name: 'Semanal', recurrence: 'weekly', amount: 300_000 });
    await billingApi(ctx.app, laura.access).assign(own.id, plan.id, '2026-03-02');

    const deps = { db: ctx.app.db, now: ctx.app.now };
    const scope: Scope = { gymId, userId: laura.id, role: 'CO' };
    const receiptDeps = { ...deps, storage: ctx.app.storage, log: ctx.app.log };
    const notFound = { statusCode: 404, code: 'NOT_FOUND' };
    await expect(getClientSubscription(deps, scope, clientId)).rejects.toMatchObject(notFound);
    await expect(updateSubscription(deps, scope, subscriptionId, { endDate: '2026-03-31' })).rejects.toMatchObject(notFound);
    await expect(endPreview(deps, scope, subscriptionId, '2026-03-31')).rejects.toMatchObject(notFound);
    await expect(createPayment(deps, scope, periods.january, { date: '2026-03-02', method: 'cash', amount: 1, closePeriod: false })).rejects.toMatchObject(notFound);
    await expect(deletePayment(deps, scope, paid.payment.id)).rejects.toMatchObject(notFound);
    await expect(receiptData(receiptDeps, scope, paid.payment.id)).rejects.toMatchObject(notFound);
    const query = { page: 1, pageSize: 100, sort: 'dueDate' } as const;
    expect((await listPeriods(deps, scope, query)).items.map((item) => item.clientId)).toEqual([own.id]);
    expect(await listPayments(deps, scope, { page: 1, pageSize: 100 })).toMatchObject({ items: [], total: 0 });

    // Her own client's answers, and the administrator's scope reaches everything (nothing was changed).
    expect((await getClientSubscription(deps, scope, own.id)).current?.planId).toBe(plan.id);
    const admin: Scope = { gymId, userId, role: 'AD' };
    expect((await getClientSubscription(deps, admin, clientId)).current?.endDate).toBeNull();
    expect((await listPayments(deps, admin, { page: 1, pageSize: 100 })).items.map((item) => item.id)).toEqual([paid.payment.id]);
  });
});
