import { transferDetailsOf, type Business } from '@coach/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gyms, paymentPeriods, payments, plans, type Gym } from '../../db/schema';

/** The transfer details of a business (which ones apply is its country's: paymentFieldsOf). */
export const transferColumns = {
  transferAlias: gyms.transferAlias,
  transferAccount: gyms.transferAccount,
  transferAccountType: gyms.transferAccountType,
  transferHolder: gyms.transferHolder,
  transferHolderTaxId: gyms.transferHolderTaxId,
  transferBank: gyms.transferBank,
};

/** The columns of a business that GET /api/v1/business answers. */
export const businessColumns = {
  name: gyms.name,
  timeZone: gyms.timeZone,
  currency: gyms.currency,
  country: gyms.country,
  logo: gyms.logo,
  ...transferColumns,
  paymentLink: gyms.paymentLink,
  paymentNotes: gyms.paymentNotes,
};

export type BusinessRow = Pick<Gym, keyof typeof businessColumns>;

/**
 * The business as the API answers it. Its payment details are the ones its country uses: an alias
 * saved before a business in Spain had Spain's fields is not shown (nor sent in a reminder).
 */
export const toBusiness = (row: BusinessRow): Business => ({
  name: row.name,
  timeZone: row.timeZone,
  currency: row.currency,
  country: row.country,
  logo: row.logo,
  payment: { ...transferDetailsOf(row.country, row), paymentLink: row.paymentLink, paymentNotes: row.paymentNotes },
});

export async function findBusiness(db: Db, gymId: number): Promise<BusinessRow | undefined> {
  const [row] = await db.select(businessColumns).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  return row;
}

/** Whether the business has any amount written in its currency: a plan, a period or a payment. */
export async function hasAmounts(db: Db, gymId: number): Promise<boolean> {
  const [row] = await db
    .select({
      found: sql<boolean>`exists (select 1 from ${plans} where ${plans.gymId} = ${gymId})
        or exists (select 1 from ${paymentPeriods} where ${paymentPeriods.gymId} = ${gymId})
        or exists (select 1 from ${payments} where ${payments.gymId} = ${gymId})`,
    })
    .from(gyms)
    .where(eq(gyms.id, gymId));
  return row?.found === true;
}
