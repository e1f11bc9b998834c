import { apiMessages, clientAppSubscriptionSchema, type ClientAppSubscription } from '@coach/shared/contracts';
import { authHeader, decodeClaims, inviteAs, newAppClient, registerInApp, registeredAppClient, setTrialEnd, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { LONG_TOKENS, billingApi } from './billing-test-helpers';

const ctx = setupApiTests({ env: LONG_TOKENS });

// Today is Monday 2 March 2026 in Buenos Aires (the test clock).
const read = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/subscription', headers: authHeader(access) });

async function readOwn(access: string): Promise<ClientAppSubscription> {
  const response = await read(access);
  expect(response.statusCode).toBe(200);
  const body = response.json<ClientAppSubscription>();
  expect(clientAppSubscriptionSchema.safeParse(body).success).toBe(true);
  return body;
}

/** A paying business (no trial to run out) whose client José uses the app. */
async function businessWithAppClient() {
  const registered = await registeredAppClient(ctx.app);
  await setTrialEnd(ctx.app, Number(decodeClaims(registered.trainer.access).gym_id), null);
  return { ...registered, api: billingApi(ctx.app, registered.trainer.access) };
}

async function anotherAppClient(trainerAccess: string, email: string) {
  const { code } = await inviteAs(ctx.app, trainerAccess);
  const response = await registerInApp(ctx.app, newAppClient(code, { firstName: 'Marta', lastName: 'Ríos', email }));
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const { access } = response.json<{ access: string }>();
  return { access, clientId: decodeClaims(access).client_id as number };
}

describe('GET /api/v1/client-app/subscription', () => {
  it("answers the client's plan, subscription and periods (newest first) with payments, in minor units and the business's currency", async () => {
    const { access, clientId, api } = await businessWithAppClient();
    const plan = await api.createPlan({ name: 'Mensual', description: 'Tres clases por semana', amount: 2_000_000 });
    const quarterly = await api.createPlan({ name: 'Trimestral', recurrence: 'quarterly', amount: 5_400_000 });
    const { current, periods } = await api.assign(clientId, plan.id, '2025-12-15');
    const [, second, first] = periods;
    expect((await api.pay(first!.id, { amount: 2_000_000, method: 'transfer', date: '2025-12-20' }, 'pago-1')).statusCode).toBe(201);
    expect((await api.pay(second!.id, { amount: 500_000, date: '2026-01-20' }, 'pago-2')).statusCode).toBe(201);
    expect((await api.call('PUT', `/subscriptions/${current!.id}/scheduled-change`, { planId: quarterly.id })).statusCode).toBe(200);
    const currency = (await api.call('GET', '/periods/summary')).json<{ currency: string }>().currency;

    expect(await readOwn(access)).toEqual({
      currency,
      business: expect.objectContaining({ name: 'Lucía Pérez', logo: null }),
      plan: { name: 'Mensual', description: 'Tres clases por semana', recurrence: 'monthly', amount: 2_000_000 },
      subscription: { startDate: '2025-12-15', endDate: null, scheduledChange: { planName: 'Trimestral', startDate: '2026-03-15' } },
      periods: [
        // Not paid, but due on its last day (14 March): pending, not overdue.
        { startDate: '2026-02-15', endDate: '2026-03-14', status: 'pending', amount: 2_000_000, paid: 0, remaining: 2_000_000, credit: 0, payments: [] },
        // Partly paid and past its due date (14 February): overdue.
        {
          startDate: '2026-01-15',
          endDate: '2026-02-14',
          status: 'overdue',
          amount: 2_000_000,
          paid: 500_000,
          remaining: 1_500_000,
          credit: 0,
          payments: [{ date: '2026-01-20', amount: 500_000, method: 'cash' }],
        },
        {
          startDate: '2025-12-15',
          endDate: '2026-01-14',
          status: 'paid',
          amount: 2_000_000,
          paid: 2_000_000,
          remaining: 0,
          credit: 0,
          payments: [{ date: '2025-12-20', amount: 2_000_000, method: 'transfer' }],
        },
      ],
    });
  });

  it('answers at most the last 12 periods, newest first', async () => {
    const { access, clientId, api } = await businessWithAppClient();
    const weekly = await api.createPlan({ name: 'Semanal', recurrence: 'weekly', amount: 300_000 });
    const { periods: all } = await api.assign(clientId, weekly.id, '2025-09-01');
    expect(all.length).toBeGreaterThan(12);
    const { periods } = await readOwn(access);
    expect(periods.map((period) => period.startDate)).toEqual(all.slice(0, 12).map((period) => period.startDate));
    expect(periods[0]!.startDate).toBe('2026-03-02');
    expect(periods.slice(1).every((period) => period.status === 'overdue')).toBe(true);
  });

  it('answers a client without a subscription, and never another client’s data', async () => {
    const { access, clientId, api, trainer } = await businessWithAppClient();
    const plan = await api.createPlan({ amount: 2_000_000 });
    await api.assign(clientId, plan.id, '2026-02-01');
    // Marta, of the same business, has no plan: she sees an empty answer, not José's.
    const marta = await anotherAppClient(trainer.access, 'marta@example.com');
    const empty = await readOwn(marta.access);
    expect(empty).toEqual({ currency: expect.any(String), business: expect.any(Object), plan: null, subscription: null, periods: [] });
    // A client of another business sees none of it either.
    const otherTrainer = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const stranger = await anotherAppClient(otherTrainer.access, 'extrana@example.com');
    expect(await readOwn(stranger.access)).toMatchObject({ plan: null, subscription: null, periods: [] });
    expect((await readOwn(access)).periods).toHaveLength(2);
  });

  it("refuses a trainer's token (403) and no token (401)", async () => {
    const { trainer } = await businessWithAppClient();
    const response = await read(trainer.access);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: apiMessages.forbidden });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/subscription' })).statusCode).toBe(401);
  });
});
