import type { ClientSubscription, Payment, Subscription, SubscriptionPeriod } from '@coach/shared/contracts';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { clients, paymentPeriods, payments, plans, subscriptions, type PaymentPeriodRow, type PaymentRow } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { clientsInScope, type Scope } from '../team/scope';

/* How periods, payments and a client's subscription are answered (shared by reads and writes). */

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  receiptNumber: row.receiptNumber,
  periodId: row.periodId,
  date: row.date,
  method: row.method,
  concept: row.concept,
  amount: row.amount,
  createdAt: row.createdAt.toISOString(),
});

type PeriodFields = Omit<SubscriptionPeriod, 'payments'>;

export function toPeriodFields(row: Pick<PaymentPeriodRow, 'id' | 'subscriptionId' | 'planId' | 'startDate' | 'endDate' | 'status' | 'amount' | 'paid' | 'discount'>, planName: string, today: string): PeriodFields {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    planId: row.planId,
    planName,
    startDate: row.startDate,
    endDate: row.endDate,
    dueDate: row.endDate,
    status: row.status,
    amount: row.amount,
    paid: row.paid,
    discount: row.discount,
    remaining: Math.max(0, row.amount - row.paid - row.discount),
    credit: Math.max(0, row.paid - row.amount),
    overdue: row.status !== 'paid' && row.endDate < today,
  };
}

async function paymentsByPeriod(db: Db, periodIds: number[]): Promise<Map<number, Payment[]>> {
  const byPeriod = new Map<number, Payment[]>();
  if (periodIds.length === 0) return byPeriod;
  const rows = await db.select().from(payments).where(inArray(payments.periodId, periodIds)).orderBy(asc(payments.date), asc(payments.id));
  for (const row of rows) {
    const list = byPeriod.get(row.periodId) ?? [];
    list.push(toPayment(row));
    byPeriod.set(row.periodId, list);
  }
  return byPeriod;
}

/** One period with its payments (the answer of a payment's POST and DELETE). */
export async function periodAnswer(db: Db, gymId: number, periodId: number, today: string): Promise<SubscriptionPeriod> {
  const [row] = await db
    .select({ period: paymentPeriods, planName: plans.name })
    .from(paymentPeriods)
    .innerJoin(plans, eq(plans.id, paymentPeriods.planId))
    .where(and(eq(paymentPeriods.id, periodId), eq(paymentPeriods.gymId, gymId)));
  if (!row) throw notFound();
  const byPeriod = await paymentsByPeriod(db, [periodId]);
  return { ...toPeriodFields(row.period, row.planName, today), payments: byPeriod.get(periodId) ?? [] };
}

const scheduledPlans = alias(plans, 'scheduled_plans');

/**
 * GET /clients/{id}/subscription: the subscription in force today (else the next to start), and
 * every period of the client, newest first, with their payments. Call after catchUpBilling. For a
 * member's scope: another trainer's client answers 404, like a missing one.
 */
export const clientSubscriptionAnswerInScope = async (db: Db, scope: Scope, clientId: number, today: string): Promise<ClientSubscription> => {
  const { current, periods, status } = await answerFor(db, clientsInScope(scope), clientId, today);
  return { current, periods, status };
};

/** The same for any client of the business: the client's app (their own) and the export. */
export const clientSubscriptionAnswer = async (db: Db, gymId: number, clientId: number, today: string): Promise<ClientSubscription> => {
  const { current, periods, status } = await answerFor(db, eq(clients.gymId, gymId), clientId, today);
  return { current, periods, status };
};

/**
 * What the export writes of a client: the answer of GET /clients/{id}/subscription and, in
 * `subscriptions`, every subscription the client had (ended ones too: their dates, plan and
 * scheduled change), oldest first. Call after catchUpBilling.
 */
export const clientSubscriptionHistory = (db: Db, gymId: number, clientId: number, today: string): Promise<ClientSubscription & { subscriptions: Subscription[] }> =>
  answerFor(db, eq(clients.gymId, gymId), clientId, today);

/** The client's subscriptions and periods when `reach` (a condition on clients) holds for it; every read joins the client. */
async function answerFor(db: Db, reach: SQL, clientId: number, today: string): Promise<ClientSubscription & { subscriptions: Subscription[] }> {
  const [client] = await db
    .select({ status: clients.subscriptionStatus })
    .from(clients)
    .where(and(eq(clients.id, clientId), reach));
  if (!client) throw notFound();
  const [subscriptionRows, periodRows] = await Promise.all([
    db
      .select({ subscription: subscriptions, plan: plans, scheduled: scheduledPlans })
      .from(subscriptions)
      .innerJoin(clients, eq(clients.id, subscriptions.clientId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(scheduledPlans, eq(scheduledPlans.id, subscriptions.scheduledPlanId))
      .where(and(eq(subscriptions.clientId, clientId), reach))
      .orderBy(asc(subscriptions.startDate)),
    db
      .select({ period: paymentPeriods, planName: plans.name })
      .from(paymentPeriods)
      .innerJoin(clients, eq(clients.id, paymentPeriods.clientId))
      .innerJoin(plans, eq(plans.id, paymentPeriods.planId))
      .where(and(eq(paymentPeriods.clientId, clientId), reach))
      .orderBy(desc(paymentPeriods.startDate), desc(paymentPeriods.id)),
  ]);
  const byPeriod = await paymentsByPeriod(
    db,
    periodRows.map((row) => row.period.id),
  );
  const periods = periodRows.map((row) => ({ ...toPeriodFields(row.period, row.planName, today), payments: byPeriod.get(row.period.id) ?? [] }));
  const toSubscription = ({ subscription, plan, scheduled }: (typeof subscriptionRows)[number]): Subscription => {
    const own = periods.filter((period) => period.subscriptionId === subscription.id);
    return {
      id: subscription.id,
      clientId,
      planId: plan.id,
      planName: plan.name,
      recurrence: plan.recurrence,
      amount: plan.amount,
      startDate: subscription.startDate,
      endDate: subscription.endDate,
      scheduledChange:
        scheduled && subscription.scheduledFrom
          ? { planId: scheduled.id, planName: scheduled.name, recurrence: scheduled.recurrence, amount: scheduled.amount, effectiveDate: subscription.scheduledFrom }
          : null,
      currentPeriodEnd: own.find((period) => period.startDate <= today && period.endDate >= today)?.endDate ?? null,
      hasPayments: own.some((period) => period.payments.length > 0),
    };
  };
  const notEnded = subscriptionRows.filter((row) => row.subscription.endDate === null || row.subscription.endDate >= today);
  const current = notEnded.find((row) => row.subscription.startDate <= today) ?? notEnded[0];
  return {
    current: current ? toSubscription(current) : null,
    periods,
    status: client.status as ClientSubscription['status'],
    subscriptions: subscriptionRows.map(toSubscription),
  };
}
