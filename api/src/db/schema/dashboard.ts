import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { gyms } from './gyms';

/*
 * The dashboard's revenue chart reads twelve months of money at once: summing two years of payments
 * and periods of a big business on every read cost ~25 ms of the 50 the dashboard has. These totals
 * are kept by triggers on payments and payment_periods (drizzle/0011_dashboard.sql), so every write,
 * whatever code path or cascade makes it, moves them in its own transaction: the chart reads 12 rows.
 */
export const billingMonthTotals = pgTable(
  'billing_month_totals',
  {
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    /** The first day of the month (calendar dates of the business's zone, as payments and periods are). */
    month: date('month', { mode: 'string' }).notNull(),
    /** Sum of the payments dated in the month. */
    collected: bigint('collected', { mode: 'number' }).notNull().default(0),
    /** Sum of the amounts of the periods that start in the month. */
    expected: bigint('expected', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gymId, t.month] })],
);
