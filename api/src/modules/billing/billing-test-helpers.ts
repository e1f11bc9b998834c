import type { ClientSubscription, Plan, PlanCreateRequest, SubscriptionStatus } from '@coach/shared/contracts';
import type { App } from '../../app';
import { authHeader, createClientAs, decodeClaims, setTrialEnd, signedInTrainer } from '../../test/fixtures';

/** Access tokens valid for 400 days: billing tests move the clock by weeks and months. */
export const LONG_TOKENS = { ACCESS_TOKEN_TTL_SECONDS: String(60 * 60 * 24 * 400) };

/** The billing API as a trainer calls it. */
export function billingApi(app: App, access: string) {
  const headers = authHeader(access);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, extra: Record<string, string> = {}) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { ...headers, ...extra }, ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    createPlan: async (plan: Partial<PlanCreateRequest> = {}): Promise<Plan> => {
      const response = await call('POST', '/plans', { name: 'Mensual', recurrence: 'monthly', amount: 2_000_000, ...plan });
      if (response.statusCode !== 201) throw new Error(`plan creation failed: ${response.statusCode} ${response.body}`);
      return response.json<Plan>();
    },
    assign: async (clientId: number, planId: number, startDate: string, endDate?: string): Promise<ClientSubscription> => {
      const response = await call('POST', `/clients/${clientId}/subscriptions`, { planId, startDate, ...(endDate ? { endDate } : {}) });
      if (response.statusCode !== 201) throw new Error(`assignment failed: ${response.statusCode} ${response.body}`);
      return response.json<ClientSubscription>();
    },
    subscription: async (clientId: number): Promise<ClientSubscription> => {
      const response = await call('GET', `/clients/${clientId}/subscription`);
      if (response.statusCode !== 200) throw new Error(`subscription read failed: ${response.statusCode} ${response.body}`);
      return response.json<ClientSubscription>();
    },
    pay: (periodId: number, payment: { amount: number; closePeriod?: boolean; method?: string; date?: string; concept?: string }, key?: string) =>
      call('POST', `/periods/${periodId}/payments`, { date: '2026-03-02', method: 'cash', ...payment }, key === undefined ? {} : { 'idempotency-key': key }),
    /** The status GET /api/v1/clients shows for the client. */
    listedStatus: async (clientId: number): Promise<SubscriptionStatus> => {
      const response = await call('GET', '/clients?pageSize=100');
      const item = response.json<{ items: Array<{ id: number; subscriptionStatus: SubscriptionStatus }> }>().items.find((client) => client.id === clientId);
      if (!item) throw new Error(`client ${clientId} is not listed`);
      return item.subscriptionStatus;
    },
  };
}

/** A signed-in trainer of a paying business (no trial to run out as the clock moves) with one client. */
export async function trainerWithClient(app: App, email = 'lucia@example.com') {
  const { access, user } = await signedInTrainer(app, { email });
  const gymId = Number(decodeClaims(access).gym_id);
  await setTrialEnd(app, gymId, null);
  const client = await createClientAs(app, access, { firstName: 'Ana', lastName: 'Gómez' });
  return { access, gymId, userId: user.id, clientId: client.id, api: billingApi(app, access) };
}

/** What a client's status should be from its periods alone (SPEC.md section 3, docs/decisions.md). */
export function expectedStatus(answer: ClientSubscription, today: string, hadSubscription: boolean): SubscriptionStatus {
  const started = answer.periods.filter((period) => period.startDate <= today);
  if (started.some((period) => period.status === 'pending')) return 'pending';
  if (started.some((period) => period.status === 'partial')) return 'partial';
  if (answer.current && answer.current.startDate <= today) return 'paid';
  return hadSubscription && started.length > 0 ? 'finished' : 'inactive';
}
