import {
  BILLING_LIMITS,
  PAYMENTS_CSV_COLUMNS,
  paymentMethodLabels,
  type PaymentList,
  type PaymentListItem,
  type PeriodListItem,
  type PeriodList,
  type PeriodSummary,
  type paymentListQuerySchema,
  type periodListQuerySchema,
} from '@coach/shared/contracts';
import { and, asc, desc, eq, gt, gte, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { clients, paymentPeriods, payments, plans, subscriptions, type PaymentPeriodRow } from '../../db/schema';
import type { Scope } from '../team/scope';
import { advance } from './advance';
import { toPayment, toPeriodFields } from './answers';
import { catchUpBilling, type BillingDeps } from './catch-up';
import { clientRowsInScope } from '../team/client-rows';
import { addDays, addMonthsClamped } from './periods';
import { CSV_BOM, csvAmount, csvDate, csvDialectOf, csvLine, type CsvDialect } from './csv';

type PeriodListQuery = z.output<typeof periodListQuerySchema>;
type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

const clientName = sql<string>`${clients.firstName} || ' ' || ${clients.lastName}`;
// Never below 0: a period paid beyond its price (cut short after it was paid) owes nothing.
const remaining = sql`greatest(${paymentPeriods.amount} - ${paymentPeriods.paid} - ${paymentPeriods.discount}, 0)`;

/** Each sort reads one index for a status (gym, status, end_date, id); the id breaks ties. */
const periodOrderings: Record<PeriodListQuery['sort'], SQL[]> = {
  dueDate: [asc(paymentPeriods.endDate), asc(paymentPeriods.id)],
  '-dueDate': [desc(paymentPeriods.endDate), desc(paymentPeriods.id)],
  amount: [asc(paymentPeriods.amount), asc(paymentPeriods.id)],
  '-amount': [desc(paymentPeriods.amount), desc(paymentPeriods.id)],
  remaining: [asc(remaining), asc(paymentPeriods.id)],
  '-remaining': [desc(remaining), desc(paymentPeriods.id)],
  client: [asc(sql`${clients.sortName} collate "C"`), asc(paymentPeriods.endDate), asc(paymentPeriods.id)],
  '-client': [desc(sql`${clients.sortName} collate "C"`), desc(paymentPeriods.endDate), desc(paymentPeriods.id)],
};

/**
 * GET /periods (Cobros): periods across clients by status, due date (`from`/`to` bound the end date)
 * and client. Only the page is joined to clients and plans; the count reads the periods alone.
 */
export async function listPeriods(deps: BillingDeps, scope: Scope, query: PeriodListQuery): Promise<PeriodList> {
  const { today } = await catchUpBilling(deps, scope.gymId);
  const conditions: SQL[] = [clientRowsInScope(paymentPeriods, scope)];
  switch (query.status) {
    case 'pending':
    case 'partial':
    case 'paid':
      conditions.push(eq(paymentPeriods.status, query.status));
      break;
    case 'overdue':
      conditions.push(ne(paymentPeriods.status, 'paid'), lt(paymentPeriods.endDate, today));
      break;
    case 'open':
      conditions.push(ne(paymentPeriods.status, 'paid'));
      break;
    case undefined:
      break;
  }
  if (query.from) conditions.push(gte(paymentPeriods.endDate, query.from));
  if (query.to) conditions.push(lte(paymentPeriods.endDate, query.to));
  if (query.clientId) conditions.push(eq(paymentPeriods.clientId, query.clientId));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(periodItemColumns)
      .from(paymentPeriods)
      .innerJoin(clients, eq(clients.id, paymentPeriods.clientId))
      .innerJoin(plans, eq(plans.id, paymentPeriods.planId))
      .where(where)
      .orderBy(...periodOrderings[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: sql<number>`count(*)::integer` }).from(paymentPeriods).where(where),
  ]);
  return { items: rows.map((row) => toPeriodListItem(row, today)), total: counted?.total ?? 0 };
}

const periodItemColumns = { period: paymentPeriods, planName: plans.name, clientName, clientFirstName: clients.firstName, clientPhone: clients.phone };

type PeriodItemRow = { period: PaymentPeriodRow; planName: string; clientName: string; clientFirstName: string; clientPhone: string | null };
const toPeriodListItem = (row: PeriodItemRow, today: string): PeriodListItem => ({
  ...toPeriodFields(row.period, row.planName, today),
  clientId: row.period.clientId,
  clientName: row.clientName,
  clientFirstName: row.clientFirstName,
  clientPhone: row.clientPhone,
});

/** Every period of the business as GET /periods answers them, `limit` at a time by id (the export reads them all). */
export async function periodItemsAfter(deps: BillingDeps, gymId: number, afterId: number, limit: number): Promise<PeriodListItem[]> {
  const { today } = await catchUpBilling(deps, gymId);
  const rows = await deps.db
    .select(periodItemColumns)
    .from(paymentPeriods)
    .innerJoin(clients, eq(clients.id, paymentPeriods.clientId))
    .innerJoin(plans, eq(plans.id, paymentPeriods.planId))
    .where(and(eq(paymentPeriods.gymId, gymId), gt(paymentPeriods.id, afterId)))
    .orderBy(asc(paymentPeriods.id))
    .limit(limit);
  return rows.map((row) => toPeriodListItem(row, today));
}

/**
 * GET /periods/summary, for the business's current month: expected (the amounts of the periods that
 * start this month: those written, plus those still to start, at their plan's amount today),
 * collected (payments dated this month) and outstanding (what remains of every period started).
 */
export async function periodSummary(deps: BillingDeps, scope: Scope): Promise<PeriodSummary> {
  const { gymId } = scope;
  const { today, currency } = await catchUpBilling(deps, gymId);
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthEnd = addDays(addMonthsClamped(monthStart, 1), -1);
  const [[written], [collected], [owed], [upcomingMonthly], upcoming] = await Promise.all([
    deps.db
      .select({ sum: sql<string | null>`sum(${paymentPeriods.amount})` })
      .from(paymentPeriods)
      .where(
        and(
          clientRowsInScope(paymentPeriods, scope),
          // Implied by the start (a period ends on or after it): lets the (gym_id, end_date) index skip the past.
          gte(paymentPeriods.endDate, monthStart),
          gte(paymentPeriods.startDate, monthStart),
          lte(paymentPeriods.startDate, monthEnd),
        ),
      ),
    deps.db
      .select({ sum: sql<string | null>`sum(${payments.amount})` })
      .from(payments)
      .where(and(clientRowsInScope(payments, scope), gte(payments.date, monthStart), lte(payments.date, monthEnd))),
    deps.db
      .select({
        sum: sql<string | null>`sum(${remaining})`,
        overdue: sql<number>`count(*) filter (where ${paymentPeriods.endDate} < ${today}::date)::integer`,
      })
      .from(paymentPeriods)
      .where(and(clientRowsInScope(paymentPeriods, scope), ne(paymentPeriods.status, 'paid'))),
    // Monthly or longer plans start at most one period in a calendar month: one sum, in SQL.
    deps.db
      .select({ sum: sql<string | null>`sum(${plans.amount})` })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(
        and(
          clientRowsInScope(subscriptions, scope),
          gt(subscriptions.refreshOn, today),
          lte(subscriptions.refreshOn, monthEnd),
          sql`${plans.recurrence} not in ('weekly', 'biweekly')`,
          sql`(${subscriptions.endDate} is null or ${subscriptions.endDate} >= ${subscriptions.refreshOn})`,
          sql`(${subscriptions.scheduledFrom} is null or ${subscriptions.scheduledFrom} > ${monthEnd}::date)`,
        ),
      ),
    // The rest (weekly plans, plan changes this month) are projected with the periods' own rules.
    deps.db
      .select({ subscription: subscriptions })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(
        and(
          clientRowsInScope(subscriptions, scope),
          gt(subscriptions.refreshOn, today),
          lte(subscriptions.refreshOn, monthEnd),
          sql`(${plans.recurrence} in ('weekly', 'biweekly') or ${subscriptions.scheduledFrom} <= ${monthEnd}::date)`,
        ),
      ),
  ]);
  let expected = Number(written?.sum ?? 0) + Number(upcomingMonthly?.sum ?? 0);
  if (upcoming.length > 0) {
    const planRows = await deps.db.select({ id: plans.id, recurrence: plans.recurrence, amount: plans.amount }).from(plans).where(eq(plans.gymId, gymId));
    const terms = new Map(planRows.map((plan) => [plan.id, plan]));
    for (const { subscription } of upcoming) {
      const projected = advance(subscription, (id) => terms.get(id)!, monthEnd).periods;
      expected += projected.filter((period) => period.startDate >= monthStart).reduce((sum, period) => sum + period.amount, 0);
    }
  }
  return {
    month: today.slice(0, 7),
    expectedThisMonth: expected,
    collectedThisMonth: Number(collected?.sum ?? 0),
    outstanding: Number(owed?.sum ?? 0),
    overdueCount: owed?.overdue ?? 0,
    currency,
  };
}

function paymentConditions(scope: Scope, query: Pick<PaymentListQuery, 'from' | 'to' | 'method' | 'clientId'>): SQL | undefined {
  const conditions: SQL[] = [clientRowsInScope(payments, scope)];
  if (query.from) conditions.push(gte(payments.date, query.from));
  if (query.to) conditions.push(lte(payments.date, query.to));
  if (query.method) conditions.push(eq(payments.method, query.method));
  if (query.clientId) conditions.push(eq(payments.clientId, query.clientId));
  return and(...conditions);
}

const paymentItemColumns = {
  payment: payments,
  clientName,
  planName: plans.name,
  periodStartDate: paymentPeriods.startDate,
  periodEndDate: paymentPeriods.endDate,
};

function paymentItemsQuery(deps: BillingDeps, where: SQL | undefined) {
  return deps.db
    .select(paymentItemColumns)
    .from(payments)
    .innerJoin(paymentPeriods, eq(paymentPeriods.id, payments.periodId))
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .innerJoin(plans, eq(plans.id, paymentPeriods.planId))
    .where(where)
    .orderBy(desc(payments.date), desc(payments.id));
}

type PaymentItemRow = Awaited<ReturnType<typeof paymentItemsQuery>>[number];
const toPaymentItem = (row: PaymentItemRow): PaymentListItem => ({
  ...toPayment(row.payment),
  clientId: row.payment.clientId,
  clientName: row.clientName,
  planName: row.planName,
  periodStartDate: row.periodStartDate,
  periodEndDate: row.periodEndDate,
});

/** GET /payments (JSON): newest first, with the sum of every payment the filters match. */
export async function listPayments(deps: BillingDeps, scope: Scope, query: PaymentListQuery): Promise<PaymentList> {
  const where = paymentConditions(scope, query);
  const [rows, [totals]] = await Promise.all([
    paymentItemsQuery(deps, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: sql<number>`count(*)::integer`, sum: sql<string | null>`sum(${payments.amount})` }).from(payments).where(where),
  ]);
  return { items: rows.map(toPaymentItem), total: totals?.total ?? 0, sum: Number(totals?.sum ?? 0) };
}

/** One line of the payments CSV (PAYMENTS_CSV_COLUMNS), amounts in the currency's units, for the country's spreadsheets. */
export const paymentCsvLine = (item: PaymentListItem, currency: string, dialect: CsvDialect): string =>
  csvLine(
    [
      String(item.receiptNumber),
      csvDate(item.date),
      item.clientName,
      item.planName,
      csvDate(item.periodStartDate),
      csvDate(item.periodEndDate),
      paymentMethodLabels[item.method],
      item.concept ?? '',
      csvAmount(item.amount, currency, dialect),
      currency,
    ],
    dialect,
  );

/** Every payment of the business as GET /payments answers them, newest first, `limit` after the given one (the export reads them all). */
export async function paymentItemsAfter(deps: BillingDeps, gymId: number, after: Pick<PaymentListItem, 'date' | 'id'> | undefined, limit: number): Promise<PaymentListItem[]> {
  const where = after
    ? and(eq(payments.gymId, gymId), or(lt(payments.date, after.date), and(eq(payments.date, after.date), lt(payments.id, after.id))))
    : eq(payments.gymId, gymId);
  const rows = await paymentItemsQuery(deps, where).limit(limit);
  return rows.map(toPaymentItem);
}

/**
 * GET /payments as CSV (Accept: text/csv): every payment the filters match, up to BILLING_LIMITS.csvMaxRows,
 * written for the spreadsheets of the business's country (csvDialectOf).
 */
export async function paymentsCsv(deps: BillingDeps, scope: Scope, query: PaymentListQuery): Promise<string> {
  const { currency, country } = await catchUpBilling(deps, scope.gymId);
  const dialect = csvDialectOf(country);
  const rows = await paymentItemsQuery(deps, paymentConditions(scope, query)).limit(BILLING_LIMITS.csvMaxRows);
  return CSV_BOM + csvLine(PAYMENTS_CSV_COLUMNS, dialect) + rows.map((row) => paymentCsvLine(toPaymentItem(row), currency, dialect)).join('');
}
