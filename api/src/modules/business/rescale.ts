import { minorDigitsOf } from '@coach/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentPeriods, payments, plans } from '../../db/schema';
import { recomputeClientStatuses } from '../billing/catch-up';

/**
 * Keeps a business's amounts as the same numbers when its currency changes to one with another number
 * of decimals (ISO 4217): ARS 20.000,00 is 2 000 000 minor units and becomes CLP 20.000, 20 000 of
 * them. Towards fewer decimals each payment is rounded to the new unit, each period's paid is the sum
 * of its payments (never more than its amount), and a fully paid period stays fully paid (its forgiven
 * part absorbs the rounding). The month totals of the dashboard follow through their triggers.
 */
export async function rescaleAmounts(tx: Db, gymId: number, from: string, to: string, today: string): Promise<void> {
  const shift = (minorDigitsOf(to) ?? 2) - (minorDigitsOf(from) ?? 2);
  if (shift === 0) return;
  if (shift > 0) {
    const factor = 10 ** shift;
    await tx.update(plans).set({ amount: sql`${plans.amount} * ${factor}` }).where(eq(plans.gymId, gymId));
    await tx.update(payments).set({ amount: sql`${payments.amount} * ${factor}` }).where(eq(payments.gymId, gymId));
    await tx
      .update(paymentPeriods)
      .set({
        amount: sql`${paymentPeriods.amount} * ${factor}`,
        fullAmount: sql`${paymentPeriods.fullAmount} * ${factor}`,
        paid: sql`${paymentPeriods.paid} * ${factor}`,
        discount: sql`${paymentPeriods.discount} * ${factor}`,
      })
      .where(eq(paymentPeriods.gymId, gymId));
    return;
  }
  const divisor = 10 ** -shift;
  const rounded = (column: unknown) => sql`greatest(1, round(${column}::numeric / ${divisor}))::bigint`;
  await tx.update(plans).set({ amount: rounded(plans.amount) }).where(eq(plans.gymId, gymId));
  await tx.update(payments).set({ amount: rounded(payments.amount) }).where(eq(payments.gymId, gymId));
  await tx.execute(sql`
    update payment_periods p set
      paid = s.paid,
      amount = s.amount,
      full_amount = case when p.full_amount is null then null else greatest(1, round(p.full_amount::numeric / ${divisor}))::bigint end,
      discount = case when p.status = 'paid' then s.amount - s.paid else least(round(p.discount::numeric / ${divisor})::bigint, s.amount - s.paid) end,
      status = case
        when p.status = 'paid' or s.paid + least(round(p.discount::numeric / ${divisor})::bigint, s.amount - s.paid) >= s.amount then 'paid'
        when s.paid > 0 then 'partial'
        else 'pending' end
    from (
      select pp.id, coalesce(sum(pm.amount), 0)::bigint as paid,
        greatest(1, round(pp.amount::numeric / ${divisor}), coalesce(sum(pm.amount), 0))::bigint as amount
      from payment_periods pp left join payments pm on pm.period_id = pp.id
      where pp.gym_id = ${gymId}
      group by pp.id
    ) s
    where p.id = s.id`);
  const clientRows = await tx.selectDistinct({ clientId: paymentPeriods.clientId }).from(paymentPeriods).where(eq(paymentPeriods.gymId, gymId));
  await recomputeClientStatuses(
    tx,
    gymId,
    clientRows.map((row) => row.clientId),
    today,
  );
}
