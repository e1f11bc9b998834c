import { billingAmountText, billingMessages, type PaymentCreated, type PaymentDeleted, type paymentCreateSchema, type PeriodStatus } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transactionWithRetry } from '../../db/retry';
import { paymentPeriods, payments } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { Scope } from '../team/scope';
import { periodAnswer, toPayment } from './answers';
import { catchUpBilling, recomputeClientStatuses, type BillingDeps } from './catch-up';
import { clientRowsInScope } from '../team/client-rows';

type PaymentCreate = z.output<typeof paymentCreateSchema>;

/*
 * Payments (SPEC.md sections 3 and 4). A payment locks its period, so two payments of one period
 * never both fit in what remains. The period keeps its paid amount, discount and status, written in
 * the same transaction as the payment and the client's status.
 */

export const statusOf = (amount: number, paid: number, discount: number): PeriodStatus =>
  paid + discount >= amount ? 'paid' : paid > 0 ? 'partial' : 'pending';

/**
 * Records a payment. A retry with the same `Idempotency-Key` never reaches here: the route runs this
 * inside the key's transaction (idempotency/idempotent.ts), which answers a repeat with the first answer.
 */
export async function createPayment(deps: BillingDeps, scope: Scope, periodId: number, input: PaymentCreate): Promise<PaymentCreated> {
  const { gymId, userId } = scope;
  const { today, currency } = await catchUpBilling(deps, gymId);
  return transactionWithRetry(deps.db, async (tx) => {
    const [period] = await tx
      .select()
      .from(paymentPeriods)
      .where(and(eq(paymentPeriods.id, periodId), clientRowsInScope(paymentPeriods, scope)))
      .for('update');
    if (!period) throw notFound();
    if (period.status === 'paid') throw new ApiError(409, 'PERIOD_ALREADY_PAID', billingMessages.periodAlreadyPaid);
    const remaining = period.amount - period.paid - period.discount;
    if (input.amount > remaining) {
      throw new ApiError(409, 'AMOUNT_OVER_REMAINING', billingMessages.amountOverRemaining(billingAmountText(remaining, currency)), { remaining });
    }
    const paid = period.paid + input.amount;
    const closes = input.closePeriod && paid < period.amount;
    const discount = closes ? period.amount - paid : 0;
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
        closedPeriod: closes,
        createdAt: deps.now(),
      })
      .returning();
    await tx
      .update(paymentPeriods)
      .set({ paid, discount, status: statusOf(period.amount, paid, discount), updatedAt: deps.now() })
      .where(eq(paymentPeriods.id, periodId));
    await recomputeClientStatuses(tx, gymId, [period.clientId], today);
    return { payment: toPayment(payment!), period: await periodAnswer(tx, gymId, periodId, today) };
  });
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
