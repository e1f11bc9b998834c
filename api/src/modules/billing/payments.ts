import { createHash } from 'node:crypto';
import { billingAmountText, billingMessages, type PaymentCreated, type PaymentDeleted, type paymentCreateSchema, type PeriodStatus } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { paymentIdempotencyKeys, paymentPeriods, payments } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { isAdmin, type Scope } from '../team/scope';
import { periodAnswer, toPayment } from './answers';
import { catchUpBilling, recomputeClientStatuses, type BillingDeps } from './catch-up';
import { clientRowsInScope } from '../team/client-rows';
import { takeReceiptNumbers } from './receipt-numbers';

type PaymentCreate = z.output<typeof paymentCreateSchema>;

/*
 * Payments (SPEC.md sections 3 and 4). A payment locks its period, so two payments of one period
 * never both fit in what remains. The period keeps its paid amount, discount and status, written in
 * the same transaction as the payment and the client's status.
 */

export const statusOf = (amount: number, paid: number, discount: number): PeriodStatus =>
  paid + discount >= amount ? 'paid' : paid > 0 ? 'partial' : 'pending';

/** What an `Idempotency-Key` is bound to: the period and the body as the schema read it. */
const requestHash = (periodId: number, input: PaymentCreate) =>
  createHash('sha256')
    .update(JSON.stringify([periodId, input.date, input.method, input.concept ?? null, input.amount, input.closePeriod]))
    .digest('hex');

/**
 * Records a payment. With an idempotency key, the key's row is inserted first in the same
 * transaction: a concurrent request with the key waits on the unique index until this one commits,
 * then answers what it stored (or refuses another body); a failed request leaves no key behind.
 */
export async function createPayment(
  deps: BillingDeps,
  scope: Scope,
  periodId: number,
  input: PaymentCreate,
  idempotencyKey: string | undefined,
): Promise<PaymentCreated> {
  const { gymId, userId } = scope;
  const { today, currency, country } = await catchUpBilling(deps, gymId);
  const hash = requestHash(periodId, input);
  return transactionWithRetry(deps.db, async (tx) => {
    if (idempotencyKey !== undefined) {
      const [claimed] = await tx
        .insert(paymentIdempotencyKeys)
        .values({ gymId, key: idempotencyKey, requestHash: hash, createdAt: deps.now() })
        .onConflictDoNothing()
        .returning({ key: paymentIdempotencyKeys.key });
      if (!claimed) return replay(tx, scope, periodId, idempotencyKey, hash);
    }
    const [period] = await tx
      .select()
      .from(paymentPeriods)
      .where(and(eq(paymentPeriods.id, periodId), clientRowsInScope(paymentPeriods, scope)))
      .for('update');
    if (!period) throw notFound();
    if (period.status === 'paid') throw new ApiError(409, 'PERIOD_ALREADY_PAID', billingMessages.periodAlreadyPaid);
    const remaining = period.amount - period.paid - period.discount;
    if (input.amount > remaining) {
      throw new ApiError(409, 'AMOUNT_OVER_REMAINING', billingMessages.amountOverRemaining(billingAmountText(remaining, { currency, country })), { remaining });
    }
    const paid = period.paid + input.amount;
    const closes = input.closePeriod && paid < period.amount;
    const discount = closes ? period.amount - paid : 0;
    // After the period's lock: payments of one business queue here for their numbers, in commit order.
    const receiptNumber = await takeReceiptNumbers(tx, gymId);
    const [payment] = await tx
      .insert(payments)
      .values({
        gymId,
        clientId: period.clientId,
        periodId,
        createdByUserId: userId,
        date: input.date,
        method: input.method,
        concept: input.concept ?? null,
        amount: input.amount,
        receiptNumber,
        closedPeriod: closes,
        createdAt: deps.now(),
      })
      .returning();
    await tx
      .update(paymentPeriods)
      .set({ paid, discount, status: statusOf(period.amount, paid, discount), updatedAt: deps.now() })
      .where(eq(paymentPeriods.id, periodId));
    await recomputeClientStatuses(tx, gymId, [period.clientId], today);
    const answer: PaymentCreated = { payment: toPayment(payment!), period: await periodAnswer(tx, gymId, periodId, today) };
    if (idempotencyKey !== undefined) {
      await tx
        .update(paymentIdempotencyKeys)
        .set({ response: answer, paymentId: payment!.id })
        .where(and(eq(paymentIdempotencyKeys.gymId, gymId), eq(paymentIdempotencyKeys.key, idempotencyKey)));
    }
    return answer;
  });
}

/**
 * The stored answer of a key already used. The key is bound to the period (its hash names it): a
 * trainer's retry answers only for a period of their own client; an administrator's answers even for
 * a period gone since.
 */
async function replay(tx: Db, scope: Scope, periodId: number, key: string, hash: string): Promise<PaymentCreated> {
  const [stored] = await tx
    .select()
    .from(paymentIdempotencyKeys)
    .where(and(eq(paymentIdempotencyKeys.gymId, scope.gymId), eq(paymentIdempotencyKeys.key, key)));
  if (!stored || stored.response === null) throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', billingMessages.idempotencyInProgress);
  if (stored.requestHash !== hash) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', billingMessages.idempotencyKeyReused);
  if (!isAdmin(scope) && !(await periodInScope(tx, scope, periodId))) throw notFound();
  return stored.response as PaymentCreated;
}

/** The period is there and the scope reaches it (for a CO, one of their clients'). */
async function periodInScope(tx: Db, scope: Scope, periodId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentPeriods.id })
    .from(paymentPeriods)
    .where(and(eq(paymentPeriods.id, periodId), clientRowsInScope(paymentPeriods, scope)));
  return row !== undefined;
}

/**
 * A payment recorded by mistake: removed, and its period reopened (a closing discount is undone too:
 * the period owes what its remaining payments do not cover).
 */
export async function deletePayment(deps: BillingDeps, scope: Scope, id: number): Promise<PaymentDeleted> {
  const { gymId } = scope;
  const { today } = await catchUpBilling(deps, gymId);
  return transactionWithRetry(deps.db, async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), clientRowsInScope(payments, scope)))
      .for('update');
    if (!payment) throw notFound();
    const [period] = await tx.select().from(paymentPeriods).where(eq(paymentPeriods.id, payment.periodId)).for('update');
    if (!period) throw notFound();
    await tx.delete(payments).where(eq(payments.id, id));
    await tx.update(payments).set({ closedPeriod: false }).where(eq(payments.periodId, period.id));
    const paid = period.paid - payment.amount;
    await tx
      .update(paymentPeriods)
      .set({ paid, discount: 0, status: statusOf(period.amount, paid, 0), updatedAt: deps.now() })
      .where(eq(paymentPeriods.id, period.id));
    await recomputeClientStatuses(tx, gymId, [period.clientId], today);
    return { period: await periodAnswer(tx, gymId, period.id, today) };
  });
}
