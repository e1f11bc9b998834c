import { NEEDS_ATTENTION, type Dashboard, type TaskDay } from '@coach/shared/contracts';
import { and, asc, count, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingMonthTotals, clientAdherence, clients, paymentPeriods, payments, plans, subscriptions, taskCompletions, users, workouts } from '../../db/schema';
import { countTaskOccurrences } from '../agenda/tasks/occurrences';
import { catchUpBilling, type BillingDeps } from '../billing/catch-up';
import { periodSummary } from '../billing/lists';
import { addDays, addMonthsClamped } from '../billing/periods';
import { mondayOf } from '../agenda/recurrence/calendar-days';
import { refreshAdherence } from '../progress/adherence-snapshot';
import { trainerFilterOf, type Scope } from '../team/scope';

/*
 * The dashboard's figures (docs/decisions.md "Dashboard"), each from the same rules as the screen that
 * shows it in detail: billing's (catch-up first, then Cobros' definitions) and the agenda's (series
 * expanded from their days, counted per day). The calendar is the business's: today, this month and
 * this week (Monday to Sunday) are days of its time zone.
 */

export interface DashboardCalendar {
  today: string;
  monthStart: string;
  /** First day of the month 11 months back: the revenue chart's first month. */
  firstRevenueMonth: string;
  lastMonthStart: string;
  /**
   * Today's day a month back (the 31st of March: 28 February): the month-to-date comparisons measure
   * last month up to it, like with like, not a whole month against a few days.
   */
  lastMonthSameDay: string;
  weekStart: string;
}

const monthOf = (date: string) => date.slice(0, 7);

export function dashboardCalendar(today: string): DashboardCalendar {
  const monthStart = `${monthOf(today)}-01`;
  return {
    today,
    monthStart,
    firstRevenueMonth: addMonthsClamped(monthStart, -11),
    lastMonthStart: addMonthsClamped(monthStart, -1),
    lastMonthSameDay: addMonthsClamped(today, -1),
    weekStart: mondayOf(today),
  };
}

/** The twelve months of the revenue chart, oldest first ('YYYY-MM'). */
export const revenueMonths = (calendar: DashboardCalendar): string[] =>
  Array.from({ length: 12 }, (_, i) => monthOf(addMonthsClamped(calendar.firstRevenueMonth, i)));

/**
 * Real clients (the sample client is not one): enabled, all, new this month and, to compare, new last
 * month up to the same day (by "member since").
 */
export async function clientFigures(db: Db, gymId: number, calendar: DashboardCalendar, trainerId?: number) {
  const { monthStart, lastMonthStart, lastMonthSameDay } = calendar;
  const monthEnd = addDays(addMonthsClamped(monthStart, 1), -1);
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${clients.active})::integer`,
      newThisMonth: sql<number>`count(*) filter (where ${clients.memberSince} between ${monthStart}::date and ${monthEnd}::date)::integer`,
      newLastMonth: sql<number>`count(*) filter (where ${clients.memberSince} between ${lastMonthStart}::date and ${lastMonthSameDay}::date)::integer`,
    })
    .from(clients)
    .where(and(eq(clients.gymId, gymId), eq(clients.isSample, false), ofTrainer(trainerId)));
  return { active: row?.active ?? 0, total: row?.total ?? 0, newThisMonth: row?.newThisMonth ?? 0, newLastMonth: row?.newLastMonth ?? 0 };
}

/** The business's own live workouts (the product's are not "created"). */
export async function countWorkouts(db: Db, gymId: number, createdBy?: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(workouts)
    .where(and(eq(workouts.gymId, gymId), isNull(workouts.archivedAt), createdBy === undefined ? undefined : eq(workouts.createdByUserId, createdBy)));
  return row?.total ?? 0;
}

/**
 * Collected (payments dated in the month: Cobros' "cobrado") and expected (the amounts of the periods
 * that start in it) of each month of the chart, from the month totals the database keeps with every
 * payment and period (schema/dashboard.ts). This month's expected figure is Cobros' own
 * (periodSummary), which also counts the periods still to start.
 */
export async function monthTotals(db: Db, gymId: number, calendar: DashboardCalendar): Promise<Map<string, { collected: number; expected: number }>> {
  const rows = await db
    .select({ month: billingMonthTotals.month, collected: billingMonthTotals.collected, expected: billingMonthTotals.expected })
    .from(billingMonthTotals)
    .where(and(eq(billingMonthTotals.gymId, gymId), gte(billingMonthTotals.month, calendar.firstRevenueMonth), lte(billingMonthTotals.month, calendar.monthStart)));
  return new Map(rows.map((row) => [monthOf(row.month), { collected: row.collected, expected: row.expected }]));
}

/** What was collected (payments dated) from last month's first day to its same day as today: the income card's comparison. */
export async function collectedLastMonthToDate(db: Db, gymId: number, calendar: DashboardCalendar): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${payments.amount})` })
    .from(payments)
    .where(and(eq(payments.gymId, gymId), gte(payments.date, calendar.lastMonthStart), lte(payments.date, calendar.lastMonthSameDay)));
  return Number(row?.total ?? 0);
}

/** Periods not fully paid, as Cobros' "Todos" lists them, and what remains of them; overdue = past their due date. */
export async function pendingPeriodFigures(db: Db, gymId: number, today: string): Promise<NonNullable<Dashboard['pendingPeriods']>> {
  const remaining = sql`greatest(${paymentPeriods.amount} - ${paymentPeriods.paid} - ${paymentPeriods.discount}, 0)`;
  const overdue = sql`${paymentPeriods.endDate} < ${today}::date`;
  const [row] = await db
    .select({
      count: count(),
      amount: sql<string | null>`sum(${remaining})`,
      overdueCount: sql<number>`count(*) filter (where ${overdue})::integer`,
      overdueAmount: sql<string | null>`sum(${remaining}) filter (where ${overdue})`,
    })
    .from(paymentPeriods)
    .where(and(eq(paymentPeriods.gymId, gymId), ne(paymentPeriods.status, 'paid')));
  return {
    count: row?.count ?? 0,
    amount: Number(row?.amount ?? 0),
    overdueCount: row?.overdueCount ?? 0,
    overdueAmount: Number(row?.overdueAmount ?? 0),
  };
}

export const NO_PLAN_NAME = 'Sin plan';

/**
 * Enabled real clients by the plan of the subscription in force today (at most one per client), most
 * clients first; those without one last, with planId null (left out when there are none).
 */
export async function planDistribution(db: Db, gymId: number, today: string): Promise<NonNullable<Dashboard['planDistribution']>> {
  const rows = await db
    .select({ planId: subscriptions.planId, name: plans.name, clients: sql<number>`count(*)::integer` })
    .from(clients)
    .leftJoin(
      subscriptions,
      and(
        eq(subscriptions.clientId, clients.id),
        lte(subscriptions.startDate, today),
        sql`(${subscriptions.endDate} is null or ${subscriptions.endDate} >= ${today}::date)`,
      ),
    )
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(clients.gymId, gymId), eq(clients.isSample, false), eq(clients.active, true)))
    .groupBy(subscriptions.planId, plans.name);
  const withPlan = rows
    .flatMap((row) => (row.planId === null || row.name === null ? [] : [{ planId: row.planId, name: row.name, clients: row.clients }]))
    .sort((a, b) => b.clients - a.clients || a.name.localeCompare(b.name, 'es'));
  const without = rows.find((row) => row.planId === null)?.clients ?? 0;
  return without === 0 ? withPlan : [...withPlan, { planId: null, name: NO_PLAN_NAME, clients: without }];
}

/** The twelve months of the chart: collected vs expected, this month's expected as Cobros counts it. */
export function revenueSeries(
  calendar: DashboardCalendar,
  byMonth: Map<string, { collected: number; expected: number }>,
  expectedThisMonth: number,
): NonNullable<Dashboard['revenue']> {
  const thisMonth = monthOf(calendar.today);
  return revenueMonths(calendar).map((month) => ({
    month,
    real: byMonth.get(month)?.collected ?? 0,
    expected: month === thisMonth ? expectedThisMonth : (byMonth.get(month)?.expected ?? 0),
  }));
}

const totals = (days: readonly TaskDay[], only?: (date: string) => boolean) =>
  days.reduce(
    (sum, day) => (only && !only(day.date) ? sum : { scheduled: sum.scheduled + day.total, completed: sum.completed + day.completed }),
    { scheduled: 0, completed: 0 },
  );

/**
 * The agenda's counts of this week and last (Monday–Sunday), today's, and the completions of each of
 * the last 7 days, from one expansion of the two weeks. Each occurrence counts on its day, as the
 * agenda's days do (a single task with an end date on its first day).
 */
export async function taskFigures(db: Db, gymId: number, calendar: DashboardCalendar, trainerId?: number) {
  const { today, weekStart } = calendar;
  const days = await countTaskOccurrences(db, gymId, { from: addDays(weekStart, -7), to: addDays(weekStart, 6), trainerId });
  const completedOn = new Map(days.map((day) => [day.date, day.completed]));
  return {
    tasks: totals(days, (date) => date >= weekStart),
    tasksLastWeek: totals(days, (date) => date < weekStart && date >= addDays(weekStart, -7)),
    tasksToday: totals(days, (date) => date === today),
    weeklyActivity: Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)).map((date) => ({ date, completed: completedOn.get(date) ?? 0 })),
  };
}

/**
 * "Necesitan atención": the business's enabled clients whose 7-day adherence fell at least
 * NEEDS_ATTENTION.dropPoints below their 30-day figure (both over days already over), the largest drop
 * first, at most NEEDS_ATTENTION.listed of them, and how many they are.
 */
async function needsAttention(db: Db, gymId: number, trainerId?: number): Promise<NonNullable<Dashboard['needsAttention']>> {
  const drop = sql<number>`${clientAdherence.d30} - ${clientAdherence.d7}`;
  const fell = and(
    eq(clientAdherence.gymId, gymId),
    ofTrainer(trainerId),
    sql`${drop} >= ${NEEDS_ATTENTION.dropPoints}`,
    eq(clients.active, true),
    eq(clients.isSample, false),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ clientId: clients.id, firstName: clients.firstName, lastName: clients.lastName, d7: clientAdherence.d7, d30: clientAdherence.d30 })
      .from(clientAdherence)
      .innerJoin(clients, eq(clients.id, clientAdherence.clientId))
      .where(fell)
      .orderBy(desc(drop), asc(sql`${clients.sortName} collate "C"`), asc(clients.id))
      .limit(NEEDS_ATTENTION.listed),
    db.select({ total: count() }).from(clientAdherence).innerJoin(clients, eq(clients.id, clientAdherence.clientId)).where(fell),
  ]);
  // Both figures are there: a null one makes no difference to compare.
  return { items: rows.map((row) => ({ ...row, d7: row.d7 ?? 0, d30: row.d30 ?? 0 })), total: counted?.total ?? 0 };
}

/** The business's adherence: its enabled real clients' 7- and 30-day figures averaged, each client counting the same. */
async function businessAdherence(db: Db, gymId: number, trainerId?: number): Promise<NonNullable<Dashboard['adherence']>> {
  const [row] = await db
    .select({
      d7: sql<number | null>`round(avg(${clientAdherence.d7}))::int`,
      d30: sql<number | null>`round(avg(${clientAdherence.d30}))::int`,
      clients: sql<number>`count(${clientAdherence.d30})::int`,
    })
    .from(clientAdherence)
    .innerJoin(clients, eq(clients.id, clientAdherence.clientId))
    .where(and(eq(clientAdherence.gymId, gymId), eq(clients.active, true), eq(clients.isSample, false), ofTrainer(trainerId)));
  return { d7: row?.d7 ?? null, d30: row?.d30 ?? null, clients: row?.clients ?? 0 };
}

/** What the clients' adherence says about the business: who needs attention and the average, from one refresh of the figures. */
export async function adherenceFigures(
  db: Db,
  gymId: number,
  today: string,
  trainerId?: number,
): Promise<{ needsAttention: NonNullable<Dashboard['needsAttention']>; adherence: NonNullable<Dashboard['adherence']> }> {
  await refreshAdherence(db, gymId, today);
  const [attention, adherence] = await Promise.all([needsAttention(db, gymId, trainerId), businessAdherence(db, gymId, trainerId)]);
  return { needsAttention: attention, adherence };
}

const ofTrainer = (trainerId: number | undefined) => (trainerId === undefined ? undefined : eq(clients.trainerUserId, trainerId));

/**
 * An administrator's table per member: active real clients, the mean of their clients' 7-day
 * adherence, tasks registered this week (completions of their clients' occurrences due this week) and
 * the payments the member registered this month. Four grouped reads, whatever the number of members.
 */
export async function teamTable(db: Db, gymId: number, calendar: DashboardCalendar): Promise<NonNullable<Dashboard['team']>> {
  const { weekStart, monthStart } = calendar;
  const monthEnd = addDays(addMonthsClamped(monthStart, 1), -1);
  const [members, clientRows, doneRows, paymentRows] = await Promise.all([
    db
      .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role, active: users.active })
      .from(users)
      .where(eq(users.gymId, gymId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    db
      .select({
        trainer: clients.trainerUserId,
        active: sql<number>`count(*) filter (where ${clients.active})::int`,
        adherence7: sql<number | null>`round(avg(${clientAdherence.d7}) filter (where ${clients.active}))::int`,
      })
      .from(clients)
      .leftJoin(clientAdherence, eq(clientAdherence.clientId, clients.id))
      .where(and(eq(clients.gymId, gymId), eq(clients.isSample, false)))
      .groupBy(clients.trainerUserId),
    db
      .select({ trainer: clients.trainerUserId, done: sql<number>`count(*)::int` })
      .from(taskCompletions)
      .innerJoin(clients, eq(clients.id, taskCompletions.clientId))
      .where(and(eq(taskCompletions.gymId, gymId), sql`${taskCompletions.occurrence} between ${weekStart}::date and ${addDays(weekStart, 6)}::date`))
      .groupBy(clients.trainerUserId),
    db
      .select({ by: payments.createdByUserId, n: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint` })
      .from(payments)
      .where(and(eq(payments.gymId, gymId), sql`${payments.date} between ${monthStart}::date and ${monthEnd}::date`))
      .groupBy(payments.createdByUserId),
  ]);
  const clientsOf = new Map(clientRows.map((row) => [row.trainer, row]));
  const doneOf = new Map(doneRows.map((row) => [row.trainer, row.done]));
  const paidOf = new Map(paymentRows.map((row) => [row.by, row]));
  return members.map((member) => ({
    ...member,
    activeClients: clientsOf.get(member.userId)?.active ?? 0,
    adherence7: clientsOf.get(member.userId)?.adherence7 ?? null,
    tasksDoneThisWeek: doneOf.get(member.userId) ?? 0,
    paymentsThisMonth: paidOf.get(member.userId)?.n ?? 0,
    paymentsAmountThisMonth: Number(paidOf.get(member.userId)?.amount ?? 0),
  }));
}

type Figures = Omit<Dashboard, 'trial' | 'gettingStarted' | 'today' | 'currency' | 'weekStart'>;

/**
 * Every figure of the dashboard, the independent ones at once. Billing's are read after its catch-up
 * (periods and statuses brought to today), which the caller may have started already. A figure whose
 * query fails is null and logged: the screen shows that figure's error, not a blank dashboard.
 */
export async function dashboardFigures(
  deps: BillingDeps,
  scope: Scope,
  calendar: DashboardCalendar,
  onError: (figure: string, error: unknown) => void,
  caughtUp: Promise<unknown> = catchUpBilling(deps, scope.gymId),
): Promise<Figures> {
  const { db } = deps;
  const { gymId } = scope;
  const settled = <T>(figure: string, promise: Promise<T>): Promise<T | null> =>
    promise.catch((error: unknown) => {
      onError(figure, error);
      return null;
    });
  // A CO's dashboard is about their own clients, and has no income (billing belongs to administrators).
  const trainerId = trainerFilterOf(scope);
  if (trainerId !== undefined) {
    const [clientsRow, workoutsCreated, taskRows, attention] = await Promise.all([
      settled('clients', clientFigures(db, gymId, calendar, trainerId)),
      settled('workoutsCreated', countWorkouts(db, gymId, trainerId)),
      settled('tasks', taskFigures(db, gymId, calendar, trainerId)),
      settled('adherence', adherenceFigures(db, gymId, calendar.today, trainerId)),
    ]);
    return {
      scope: 'trainer',
      clients: clientsRow && { active: clientsRow.active, total: clientsRow.total, newThisMonth: clientsRow.newThisMonth },
      newClientsLastMonth: clientsRow?.newLastMonth ?? null,
      workoutsCreated,
      income: null,
      pendingPeriods: null,
      tasks: taskRows?.tasks ?? null,
      tasksLastWeek: taskRows?.tasksLastWeek ?? null,
      tasksToday: taskRows?.tasksToday ?? null,
      weeklyActivity: taskRows?.weeklyActivity ?? null,
      revenue: null,
      planDistribution: null,
      needsAttention: attention?.needsAttention ?? null,
      adherence: attention?.adherence ?? null,
      team: null,
    };
  }
  const months = caughtUp.then(() => monthTotals(db, gymId, calendar));
  const thisMonth = monthOf(calendar.today);
  const adherence = settled('adherence', adherenceFigures(db, gymId, calendar.today));
  const [clientsRow, workoutsCreated, income, pendingPeriods, revenue, plansMix, taskRows, attention, team] = await Promise.all([
    settled('clients', clientFigures(db, gymId, calendar)),
    settled('workoutsCreated', countWorkouts(db, gymId)),
    settled(
      'income',
      Promise.all([months, caughtUp.then(() => collectedLastMonthToDate(db, gymId, calendar))]).then(([byMonth, lastMonth]) => ({
        thisMonth: byMonth.get(thisMonth)?.collected ?? 0,
        lastMonth,
      })),
    ),
    settled(
      'pendingPeriods',
      caughtUp.then(() => pendingPeriodFigures(db, gymId, calendar.today)),
    ),
    settled(
      'revenue',
      caughtUp.then(() =>
        Promise.all([months, periodSummary(deps, scope)]).then(([byMonth, summary]) => revenueSeries(calendar, byMonth, summary.expectedThisMonth)),
      ),
    ),
    settled(
      'planDistribution',
      caughtUp.then(() => planDistribution(db, gymId, calendar.today)),
    ),
    settled('tasks', taskFigures(db, gymId, calendar)),
    adherence,
    // After adherence's refresh (the table reads the kept figures): a member's 7-day figure is current.
    settled('team', adherence.then(() => teamTable(db, gymId, calendar))),
  ]);
  return {
    scope: 'business',
    team,
    clients: clientsRow && { active: clientsRow.active, total: clientsRow.total, newThisMonth: clientsRow.newThisMonth },
    newClientsLastMonth: clientsRow?.newLastMonth ?? null,
    workoutsCreated,
    income,
    pendingPeriods,
    tasks: taskRows?.tasks ?? null,
    tasksLastWeek: taskRows?.tasksLastWeek ?? null,
    tasksToday: taskRows?.tasksToday ?? null,
    weeklyActivity: taskRows?.weeklyActivity ?? null,
    revenue,
    planDistribution: plansMix,
    needsAttention: attention?.needsAttention ?? null,
    adherence: attention?.adherence ?? null,
  };
}
