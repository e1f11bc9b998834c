import {
  billingMessages,
  type ClientSubscription,
  type FinishWhen,
  daysIncluded,
  prorateAmount,
  type PlanRecurrence,
  type subscriptionCreateSchema,
} from '@coach/shared/contracts';
import { and, desc, eq, gt, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { paymentPeriods, payments, plans, subscriptions, type SubscriptionRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { fieldValidationError } from '../library/validation-error';
import type { Scope } from '../team/scope';
import { resumeFrom } from './advance';
import { clientSubscriptionAnswerInScope } from './answers';
import { advanceSubscriptions, catchUpBilling, recomputeClientStatuses, type BillingDeps } from './catch-up';
import { addDays, clippedEnd, fullPeriodDays, lastStartDay, periodAt } from './periods';
import { statusOf } from './payments';
import { findPlanInGym } from './plans';
import { clientRowsInScope, lockClientInScope } from '../team/client-rows';

type SubscriptionCreate = z.output<typeof subscriptionCreateSchema>;

/*
 * A client's subscriptions (SPEC.md section 4). Every write locks what it changes (the subscription,
 * or the client when assigning), brings the subscription's periods up to today first, and recomputes
 * the client's status before it commits. Each answers the client's subscription as GET does.
 */

const conflict = (message: string) => new ApiError(409, 'SUBSCRIPTION_CONFLICT', message);

export async function getClientSubscription(deps: BillingDeps, scope: Scope, clientId: number): Promise<ClientSubscription> {
  const { today } = await catchUpBilling(deps, scope.gymId);
  return clientSubscriptionAnswerInScope(deps.db, scope, clientId, today);
}

/** Another subscription of the client shares a day with [start, end] (end null: open). */
async function overlaps(tx: Db, clientId: number, startDate: string, endDate: string | null, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.clientId, clientId),
        exceptId === undefined ? undefined : ne(subscriptions.id, exceptId),
        or(isNull(subscriptions.endDate), gte(subscriptions.endDate, startDate)),
        endDate === null ? undefined : lte(subscriptions.startDate, endDate),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A live plan of the business, share-locked so it cannot be deleted until this assignment commits. */
async function assignablePlan(tx: Db, gymId: number, planId: number) {
  const row = await findPlanInGym(tx, gymId, planId, 'share');
  if (!row) throw fieldValidationError([['planId', billingMessages.planNotFound]]);
  return row;
}

export async function createSubscription(deps: BillingDeps, scope: Scope, clientId: number, input: SubscriptionCreate): Promise<ClientSubscription> {
  const { gymId } = scope;
  const { today } = await catchUpBilling(deps, gymId);
  await transactionWithRetry(deps.db, async (tx) => {
    await lockClientInScope(tx, scope, clientId);
    await assignablePlan(tx, gymId, input.planId);
    if (await overlaps(tx, clientId, input.startDate, input.endDate ?? null)) {
      throw new ApiError(409, 'SUBSCRIPTION_OVERLAP', billingMessages.subscriptionOverlap);
    }
    const now = deps.now();
    const [row] = await tx
      .insert(subscriptions)
      .values({
        gymId,
        clientId,
        planId: input.planId,
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        anchorDate: input.startDate,
        refreshOn: input.startDate,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await advanceSubscriptions(tx, gymId, [row!], today, { force: true });
    await recomputeClientStatuses(tx, gymId, [clientId], today);
  });
  return clientSubscriptionAnswerInScope(deps.db, scope, clientId, today);
}

/**
 * Locks the subscription the scope reaches and brings its periods up to today (404 for another
 * business's, or for a CO another trainer's client's).
 */
async function lockSubscription(tx: Db, scope: Scope, id: number, today: string): Promise<SubscriptionRow> {
  const select = () =>
    tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), clientRowsInScope(subscriptions, scope)))
      .for('update');
  const [row] = await select();
  if (!row) throw notFound();
  if (row.refreshOn === null || row.refreshOn > today) return row;
  await advanceSubscriptions(tx, scope.gymId, [row], today);
  const [advanced] = await select();
  return advanced!;
}

/** Runs a change of one subscription in a transaction, then answers the client's subscription. */
async function changeSubscription(
  deps: BillingDeps,
  scope: Scope,
  id: number,
  change: (tx: Db, row: SubscriptionRow, today: string) => Promise<void>,
): Promise<ClientSubscription> {
  const { today } = await catchUpBilling(deps, scope.gymId);
  const clientId = await transactionWithRetry(deps.db, async (tx) => {
    const row = await lockSubscription(tx, scope, id, today);
    await change(tx, row, today);
    await recomputeClientStatuses(tx, scope.gymId, [row.clientId], today);
    return row.clientId;
  });
  return clientSubscriptionAnswerInScope(deps.db, scope, clientId, today);
}

/** Some period of the subscription that starts after `day` (null: any) has payments. */
export const hasPaymentsAfter = (tx: Db, subscriptionId: number, day: string | null) =>
  tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(paymentPeriods, eq(paymentPeriods.id, payments.periodId))
    .where(and(eq(paymentPeriods.subscriptionId, subscriptionId), day === null ? undefined : gt(paymentPeriods.startDate, day)))
    .limit(1)
    .then((rows) => rows.length > 0);

/** The period of the subscription that starts on `day` has payments. */
export const hasPaymentsOn = (tx: Db, subscriptionId: number, day: string) =>
  tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(paymentPeriods, eq(paymentPeriods.id, payments.periodId))
    .where(and(eq(paymentPeriods.subscriptionId, subscriptionId), eq(paymentPeriods.startDate, day)))
    .limit(1)
    .then((rows) => rows.length > 0);

/**
 * Moves (or clears) the end date: periods that start after it go (refused if one has payments), the
 * one it falls in ends on it (on an anniversary, the one before it), a clipped last period gets its
 * natural end back when the end moves later, and a scheduled change that no longer fits is dropped.
 * A period whose end moves is priced again in proportion to its days; one already paid at or above
 * its new price is paid, and what was paid beyond it is the client's credit (docs/decisions.md,
 * "Prorrateo"). The periods then run up to today.
 */
async function setEndDate(tx: Db, scope: Scope, row: SubscriptionRow, endDate: string | null, today: string): Promise<void> {
  if (endDate !== null && endDate < row.startDate) throw fieldValidationError([['endDate', billingMessages.endDateBeforeStart]]);
  if (endDate !== null && endDate < row.anchorDate) throw conflict(billingMessages.endDateBeforePlanChange);
  await lockClientInScope(tx, scope, row.clientId);
  if (await overlaps(tx, row.clientId, row.startDate, endDate, row.id)) {
    throw new ApiError(409, 'SUBSCRIPTION_OVERLAP', billingMessages.subscriptionOverlap);
  }
  const plan = await findPlanRecurrence(tx, row.planId);
  // An end on an anniversary closes the period before it, unless the period that starts that day
  // has payments already (finishing today on the day it started): that one ends the same day.
  const absorb = endDate === null || !(await hasPaymentsOn(tx, row.id, endDate));
  const stop = absorb ? lastStartDay(row.anchorDate, plan, endDate) : endDate;
  if (stop !== null) {
    if (await hasPaymentsAfter(tx, row.id, stop)) throw conflict(billingMessages.endDateCutsPayments);
    await tx.delete(paymentPeriods).where(and(eq(paymentPeriods.subscriptionId, row.id), gt(paymentPeriods.startDate, stop)));
  }
  const dropChange = row.scheduledFrom !== null && endDate !== null && row.scheduledFrom > endDate;
  const state = {
    ...row,
    endDate,
    scheduledPlanId: dropChange ? null : row.scheduledPlanId,
    scheduledFrom: dropChange ? null : row.scheduledFrom,
  };
  // The current plan's periods end where their plan's recurrence says, or on the new end date.
  const own = await tx
    .select({
      id: paymentPeriods.id,
      startDate: paymentPeriods.startDate,
      endDate: paymentPeriods.endDate,
      amount: paymentPeriods.amount,
      fullAmount: paymentPeriods.fullAmount,
      paid: paymentPeriods.paid,
      discount: paymentPeriods.discount,
    })
    .from(paymentPeriods)
    .where(and(eq(paymentPeriods.subscriptionId, row.id), gte(paymentPeriods.startDate, row.anchorDate)))
    .orderBy(desc(paymentPeriods.startDate));
  const limit = [endDate, state.scheduledFrom === null ? null : addDays(state.scheduledFrom, -1)].filter((day): day is string => day !== null).sort()[0] ?? null;
  for (const period of own) {
    const wanted = clippedEnd(row.anchorDate, plan, period.startDate, limit, absorb);
    if (wanted === period.endDate) continue;
    const fullAmount = period.fullAmount ?? period.amount;
    const priced = prorateAmount(fullAmount, daysIncluded(period.startDate, wanted), fullPeriodDays(row.anchorDate, plan, period.startDate));
    const amount = priced;
    // What closing it forgave covers only what its payments did not, at the new price; paid beyond it is the client's credit.
    const discount = Math.max(0, Math.min(period.discount, amount - period.paid));
    await tx
      .update(paymentPeriods)
      .set({ endDate: wanted, amount, fullAmount, discount, status: statusOf(amount, period.paid, discount), updatedAt: new Date() })
      .where(eq(paymentPeriods.id, period.id));
  }
  const refreshOn = resumeFrom(state, plan, own[0]?.startDate ?? null);
  const [updated] = await tx
    .update(subscriptions)
    .set({ endDate, scheduledPlanId: state.scheduledPlanId, scheduledFrom: state.scheduledFrom, refreshOn, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id))
    .returning();
  await advanceSubscriptions(tx, scope.gymId, [updated!], today, { force: true });
}

async function findPlanRecurrence(tx: Db, planId: number): Promise<PlanRecurrence> {
  const [row] = await tx.select({ recurrence: plans.recurrence }).from(plans).where(eq(plans.id, planId));
  if (!row) throw new Error(`plan ${planId} is missing`);
  return row.recurrence;
}

/** PATCH: the end date (null: no end). */
export function updateSubscription(deps: BillingDeps, scope: Scope, id: number, changes: { endDate?: string | null }): Promise<ClientSubscription> {
  return changeSubscription(deps, scope, id, async (tx, row, today) => {
    if (changes.endDate === undefined || changes.endDate === row.endDate) return;
    await setEndDate(tx, scope, row, changes.endDate, today);
  });
}

/** The last day of the current plan's period that holds `today`. */
async function currentPeriodEnd(tx: Db, row: SubscriptionRow, today: string): Promise<string> {
  const natural = periodAt(row.anchorDate, await findPlanRecurrence(tx, row.planId), today).endDate;
  return row.endDate !== null && row.endDate < natural ? row.endDate : natural;
}

/** Finish at the end of the current period, or today (the period it falls in ends today). */
export function finishSubscription(deps: BillingDeps, scope: Scope, id: number, when: FinishWhen): Promise<ClientSubscription> {
  return changeSubscription(deps, scope, id, async (tx, row, today) => {
    if (row.endDate !== null && row.endDate < today) throw conflict(billingMessages.subscriptionEnded);
    if (row.startDate > today) throw conflict(billingMessages.notStarted);
    const endDate = when === 'today' ? today : await currentPeriodEnd(tx, row, today);
    if (endDate !== row.endDate) await setEndDate(tx, scope, row, endDate, today);
  });
}

/**
 * Only while no payment was recorded against it (otherwise it is finished); its periods go with it.
 * The client is locked first, as assigning does.
 */
export async function deleteSubscription(deps: BillingDeps, scope: Scope, id: number): Promise<void> {
  const { gymId } = scope;
  const { today } = await catchUpBilling(deps, gymId);
  await transactionWithRetry(deps.db, async (tx) => {
    const row = await lockSubscription(tx, scope, id, today);
    if (await hasPaymentsAfter(tx, row.id, null)) {
      throw new ApiError(409, 'SUBSCRIPTION_HAS_PAYMENTS', billingMessages.subscriptionHasPayments);
    }
    await tx.delete(subscriptions).where(eq(subscriptions.id, row.id));
    await recomputeClientStatuses(tx, gymId, [row.clientId], today);
  });
}

/**
 * PUT scheduled-change: the plan changes from the day after the current period ends (from the start,
 * for a subscription that has not started), replacing any change already scheduled.
 */
export function scheduleChange(deps: BillingDeps, scope: Scope, id: number, planId: number): Promise<ClientSubscription> {
  return changeSubscription(deps, scope, id, async (tx, row, today) => {
    if (row.endDate !== null && row.endDate < today) throw conflict(billingMessages.subscriptionEnded);
    await assignablePlan(tx, scope.gymId, planId);
    if (planId === row.planId) throw fieldValidationError([['planId', billingMessages.scheduledChangeSamePlan]]);
    const effectiveDate = row.startDate > today ? row.startDate : addDays(periodAt(row.anchorDate, await findPlanRecurrence(tx, row.planId), today).endDate, 1);
    if (row.endDate !== null && effectiveDate > row.endDate) throw conflict(billingMessages.scheduledChangeAfterEnd);
    await tx.update(subscriptions).set({ scheduledPlanId: planId, scheduledFrom: effectiveDate, updatedAt: new Date() }).where(eq(subscriptions.id, row.id));
  });
}

export function cancelScheduledChange(deps: BillingDeps, scope: Scope, id: number): Promise<ClientSubscription> {
  return changeSubscription(deps, scope, id, async (tx, row) => {
    if (row.scheduledPlanId === null) throw new ApiError(404, 'NOT_FOUND', billingMessages.noScheduledChange);
    await tx.update(subscriptions).set({ scheduledPlanId: null, scheduledFrom: null, updatedAt: new Date() }).where(eq(subscriptions.id, row.id));
  });
}
