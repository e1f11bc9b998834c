import { billingMessages, daysIncluded, prorateAmount, type EndPreview } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { paymentPeriods, plans, subscriptions } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { fieldValidationError } from '../library/validation-error';
import type { Scope } from '../team/scope';
import { catchUpBilling, type BillingDeps } from './catch-up';
import { clientRowsInScope } from '../team/client-rows';
import { hasPaymentsAfter, hasPaymentsOn } from './subscriptions';
import { clippedEnd, fullPeriodDays, lastStartDay, periodAt } from './periods';

/*
 * GET /subscriptions/{id}/end-preview?endDate=: what the last period would cost if the subscription
 * ended that day, priced as setting the end date prices it (subscriptions.ts, prorateAmount): the end
 * date and finish dialogs show it before confirming. Nothing is written but the catch-up.
 */
export async function endPreview(deps: BillingDeps, scope: Scope, id: number, endDate: string): Promise<EndPreview> {
  await catchUpBilling(deps, scope.gymId);
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), clientRowsInScope(subscriptions, scope)));
  if (!row) throw notFound();
  if (endDate < row.startDate) throw fieldValidationError([['endDate', billingMessages.endDateBeforeStart]]);
  if (endDate < row.anchorDate) throw new ApiError(409, 'SUBSCRIPTION_CONFLICT', billingMessages.endDateBeforePlanChange);
  // An end on or after a scheduled change's first day ends a period of the new plan.
  const inScheduled = row.scheduledPlanId !== null && row.scheduledFrom !== null && endDate >= row.scheduledFrom;
  const anchor = inScheduled ? row.scheduledFrom! : row.anchorDate;
  const [plan] = await deps.db
    .select({ recurrence: plans.recurrence, amount: plans.amount })
    .from(plans)
    .where(eq(plans.id, inScheduled ? row.scheduledPlanId! : row.planId));
  if (!plan) throw new Error(`plan of subscription ${row.id} is missing`);
  // As setting it does: an anniversary closes the period before, unless the one it starts is paid in part.
  const absorb = !(await hasPaymentsOn(deps.db, row.id, endDate));
  const stop = absorb ? lastStartDay(anchor, plan.recurrence, endDate)! : endDate;
  if (await hasPaymentsAfter(deps.db, row.id, stop)) throw new ApiError(409, 'SUBSCRIPTION_CONFLICT', billingMessages.endDateCutsPayments);
  const startDate = periodAt(anchor, plan.recurrence, stop).startDate;
  const lastDay = clippedEnd(anchor, plan.recurrence, startDate, endDate, absorb);
  const [written] = await deps.db
    .select({ amount: paymentPeriods.amount, fullAmount: paymentPeriods.fullAmount, paid: paymentPeriods.paid, discount: paymentPeriods.discount })
    .from(paymentPeriods)
    .where(and(eq(paymentPeriods.subscriptionId, row.id), eq(paymentPeriods.startDate, startDate)));
  const fullAmount = written ? (written.fullAmount ?? written.amount) : plan.amount;
  const days = daysIncluded(startDate, lastDay);
  const fullDays = fullPeriodDays(anchor, plan.recurrence, startDate);
  const amount = prorateAmount(fullAmount, days, fullDays);
  const settled = written ? written.paid + written.discount : 0;
  // What would be the client's credit: paid beyond the new price (what was forgiven is not money).
  const paid = written ? written.paid : 0;
  return { startDate, endDate: lastDay, days, fullDays, fullAmount, amount, settled, difference: paid > amount ? paid - amount : 0 };
}
