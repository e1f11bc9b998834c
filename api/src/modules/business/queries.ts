import type { Business } from '@coach/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gyms, paymentPeriods, payments, plans, type Gym } from '../../db/schema';

/** The columns of a business that GET /api/v1/business answers. */
export const businessColumns = {
  name: gyms.name,
  timeZone: gyms.timeZone,
  currency: gyms.currency,
  country: gyms.country,
  logo: gyms.logo,
  transferAlias: gyms.transferAlias,
  transferAccount: gyms.transferAccount,
  transferHolder: gyms.transferHolder,
  transferBank: gyms.transferBank,
  paymentLink: gyms.paymentLink,
  paymentNotes: gyms.paymentNotes,
};

export type BusinessRow = Pick<Gym, keyof typeof businessColumns>;

export const toBusiness = (row: BusinessRow): Business => ({
  name: row.name,
  timeZone: row.timeZone,
  currency: row.currency,
  country: row.country,
  logo: row.logo,
  payment: {
    transferAlias: row.transferAlias,
    transferAccount: row.transferAccount,
    transferHolder: row.transferHolder,
    transferBank: row.transferBank,
    paymentLink: row.paymentLink,
    paymentNotes: row.paymentNotes,
  },
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
