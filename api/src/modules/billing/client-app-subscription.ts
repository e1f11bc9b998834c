import { CLIENT_APP_PERIODS_LIMIT, type ClientAppSubscription } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { plans } from '../../db/schema';
import { unauthorized } from '../../http/api-error';
import { findBusiness, toBusiness } from '../business/queries';
import { clientSubscriptionAnswer } from './answers';
import { catchUpBilling, type BillingDeps } from './catch-up';

/**
 * GET /client-app/subscription: what the trainer's "Plan y pagos" shows, as the client may see it (no
 * ids, no discounts, no concepts): the subscription in force (or next to start), and the last
 * CLIENT_APP_PERIODS_LIMIT periods, newest first. A period is `overdue` as billing says (not paid and
 * past its due date, its end, in the business's today).
 */
export async function clientAppSubscription(deps: BillingDeps, gymId: number, clientId: number): Promise<ClientAppSubscription> {
  const { today, currency } = await catchUpBilling(deps, gymId);
  const { current, periods } = await clientSubscriptionAnswer(deps.db, gymId, clientId, today);
  const row = await findBusiness(deps.db, gymId);
  if (!row) throw unauthorized();
  const { name, country, logo, payment } = toBusiness(row);
  const [plan] = current
    ? await deps.db
        .select({ description: plans.description })
        .from(plans)
        .where(and(eq(plans.id, current.planId), eq(plans.gymId, gymId)))
    : [];
  return {
    currency,
    business: { name, country, logo, payment },
    plan: current ? { name: current.planName, description: plan?.description ?? null, recurrence: current.recurrence, amount: current.amount } : null,
    subscription: current
      ? {
          startDate: current.startDate,
          endDate: current.endDate,
          scheduledChange: current.scheduledChange
            ? { planName: current.scheduledChange.planName, startDate: current.scheduledChange.effectiveDate }
            : null,
        }
      : null,
    periods: periods.slice(0, CLIENT_APP_PERIODS_LIMIT).map((period) => ({
      startDate: period.startDate,
      endDate: period.endDate,
      status: period.overdue ? 'overdue' : period.status,
      amount: period.amount,
      paid: period.paid,
      remaining: period.remaining,
      credit: period.credit,
      payments: period.payments.map((payment) => ({ date: payment.date, amount: payment.amount, method: payment.method })),
    })),
  };
}
