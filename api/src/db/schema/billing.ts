import type { PaymentMethod, PeriodStatus, PlanRecurrence } from '@coach/shared/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, instant, updatedAt } from './columns';
import { gyms } from './gyms';
import { users } from './users';

/*
 * Plans and payments (api/src/modules/billing). Amounts are integers of minor units in the business's
 * currency (bigint, read as JS numbers: the contracts cap an amount at 10^11). Dates are calendar days
 * of the business's time zone.
 *
 * A subscription's payment periods are written lazily, up to today, whenever anything reads them;
 * `refresh_on` is the first day on which the subscription needs that work again (its next period
 * starts, or it ends), null when nothing more will happen. One indexed probe of it tells a read whether
 * there is anything to do (modules/billing/catch-up.ts).
 */

const money = (name: string) => bigint(name, { mode: 'number' });

export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Lower-cased, accent-free, inner spaces collapsed: names are unique per business by it (as the library's).
    nameKey: text('name_key').notNull(),
    description: text('description'),
    recurrence: text('recurrence').$type<PlanRecurrence>().notNull(),
    amount: money('amount').notNull(),
    // A deleted plan is archived: finished subscriptions and their periods keep showing its name.
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_gym_name_unique').on(t.gymId, t.nameKey).where(sql`${t.archivedAt} is null`),
    index('plans_gym_name_key_idx').on(t.gymId, sql`${t.nameKey} collate "C"`),
    check('plans_recurrence_check', sql`${t.recurrence} in ('weekly', 'biweekly', 'monthly', 'bimonthly', 'quarterly', 'semiannual', 'annual')`),
    check('plans_amount_check', sql`${t.amount} > 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    // The plan in force; a scheduled change replaces it (and moves anchor_date) when its day comes.
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    // The day the current plan's periods count from: start_date, or the day a plan change took effect.
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    scheduledPlanId: integer('scheduled_plan_id').references(() => plans.id),
    scheduledFrom: date('scheduled_from', { mode: 'string' }),
    refreshOn: date('refresh_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_gym_refresh_on_idx').on(t.gymId, t.refreshOn).where(sql`${t.refreshOn} is not null`),
    index('subscriptions_client_idx').on(t.clientId, t.startDate),
    index('subscriptions_gym_plan_idx').on(t.gymId, t.planId),
    index('subscriptions_gym_scheduled_plan_idx').on(t.gymId, t.scheduledPlanId).where(sql`${t.scheduledPlanId} is not null`),
    check('subscriptions_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('subscriptions_scheduled_check', sql`(${t.scheduledPlanId} is null) = (${t.scheduledFrom} is null)`),
  ],
);

export const paymentPeriods = pgTable(
  'payment_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    // The last day of the period (clipped by the subscription's end): also the day it is due.
    endDate: date('end_date', { mode: 'string' }).notNull(),
    // The plan's amount when the period was created; a later change of the plan does not touch it.
    amount: money('amount').notNull(),
    // The plan's amount for the whole period (what `amount` is a share of when the period is cut short
    // by the subscription's end, docs/decisions.md "Prorrateo"); null: written before proration, same as amount.
    fullAmount: money('full_amount'),
    // Kept with every payment written or deleted, in the same transaction (payments.ts).
    paid: money('paid').notNull().default(0),
    // What "cerrar el período" forgave: amount − paid when it was closed.
    discount: money('discount').notNull().default(0),
    status: text('status').$type<PeriodStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Concurrent reads that create the same due period write it once.
    uniqueIndex('payment_periods_subscription_start_unique').on(t.subscriptionId, t.startDate),
    // Cobros: one status, by due date.
    index('payment_periods_gym_status_end_idx').on(t.gymId, t.status, t.endDate, t.id),
    // Cobros: everything still owed (pending or partial; overdue ones are a range of it), by due date.
    index('payment_periods_gym_open_end_idx').on(t.gymId, t.endDate, t.id).where(sql`${t.status} <> 'paid'`),
    // A client's periods, and their subscription status (unpaid periods first).
    index('payment_periods_client_status_idx').on(t.clientId, t.status, t.startDate),
    index('payment_periods_gym_end_idx').on(t.gymId, t.endDate),
    check('payment_periods_status_check', sql`${t.status} in ('pending', 'partial', 'paid')`),
    check('payment_periods_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    // Paid may exceed the amount: a period cut short after it was paid is paid, the rest the client's credit.
    check('payment_periods_amounts_check', sql`${t.amount} > 0 and ${t.paid} >= 0 and ${t.discount} >= 0 and (${t.discount} = 0 or ${t.paid} + ${t.discount} <= ${t.amount})`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => paymentPeriods.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    concept: text('concept'),
    amount: money('amount').notNull(),
    // The number its receipt carries: the business's payments counted from 1 (receipt_counters).
    receiptNumber: integer('receipt_number').notNull(),
    // This payment closed its period: the period's discount is what it forgave (undone if deleted).
    closedPeriod: boolean('closed_period').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_gym_date_idx').on(t.gymId, t.date, t.id),
    index('payments_period_idx').on(t.periodId),
    index('payments_client_date_idx').on(t.clientId, t.date),
    uniqueIndex('payments_gym_receipt_number_unique').on(t.gymId, t.receiptNumber),
    check('payments_method_check', sql`${t.method} in ('cash', 'card', 'transfer', 'other')`),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The last receipt number each business has given (payments.receipt_number). A payment takes the next
 * one by updating this row in its own transaction: the row lock makes concurrent payments of a business
 * wait for each other, so numbers are never repeated, and a payment that rolls back gives its number
 * back. A deleted payment's number is not given again (its receipt may have been sent).
 */
export const receiptCounters = pgTable('receipt_counters', {
  gymId: integer('gym_id')
    .primaryKey()
    .references(() => gyms.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentPeriodRow = typeof paymentPeriods.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export const PLANS_GYM_NAME_UNIQUE = 'plans_gym_name_unique';
