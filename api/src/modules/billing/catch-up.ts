import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { clients, gyms, paymentPeriods, plans, subscriptions, type SubscriptionRow } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { todayIn } from '../clients/sample-client';
import { advance, type PlanTerms } from './advance';

/*
 * Periods are written when something reads them, never by a job. Every read that shows periods or a
 * client's subscription status (the clients list and page, Cobros, the Plan y pagos tab) first calls
 * catchUpBilling: one indexed probe of subscriptions.refresh_on tells whether any subscription of the
 * business has reached a day that changes it (a period starts, a plan change takes effect, it ends).
 * Those few are locked, their periods written (`on conflict do nothing`: a concurrent read writes none
 * twice), and their clients' status recomputed, in one transaction per batch. Every billing write
 * recomputes its client's status in its own transaction, so the stored status is never stale when read.
 */

export interface BillingDeps {
  db: Db;
  now: () => Date;
  /** This instance's memory of businesses already caught up today (app.caughtUpGyms); none: always probe. */
  caughtUp?: CaughtUpGyms;
}

export interface BillingDay {
  today: string;
  timeZone: string;
  currency: string;
  /** How its amounts are written (messages, CSV): the business's country. */
  country: string;
}

const BATCH = 200;

/** How long an instance trusts a business's zone, currency and country as it read them (and its catch-up). */
export const CAUGHT_UP_TTL_MS = 30_000;
const CAUGHT_UP_MAX_ENTRIES = 10_000;

/**
 * Which businesses this instance found caught up, on which day of their calendar. Every billing write
 * leaves its subscriptions' refresh_on after today (it advances them in its own transaction), so once
 * a business has nothing due on a day, only the next day can bring something due: the probe is
 * skipped until the business's day changes (or CAUGHT_UP_TTL_MS passes, for a zone or currency
 * changed by another process). Per instance and bounded, like the session states.
 */
export class CaughtUpGyms {
  private readonly entries = new Map<number, { timeZone: string; currency: string; country: string; day: string; readAt: number }>();

  /** Today for this business if it was caught up today, within the TTL; undefined: probe. */
  today(gymId: number, now: Date): BillingDay | undefined {
    const entry = this.entries.get(gymId);
    if (!entry) return undefined;
    const today = todayIn(entry.timeZone, now);
    if (today !== entry.day || now.getTime() - entry.readAt >= CAUGHT_UP_TTL_MS || now.getTime() < entry.readAt) {
      this.entries.delete(gymId);
      return undefined;
    }
    return { today, timeZone: entry.timeZone, currency: entry.currency, country: entry.country };
  }

  remember(gymId: number, day: BillingDay, now: Date): void {
    this.entries.delete(gymId);
    if (this.entries.size >= CAUGHT_UP_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(gymId, { timeZone: day.timeZone, currency: day.currency, country: day.country, day: day.today, readAt: now.getTime() });
  }

  /** Forgets one business (its zone, currency or country changed here) or all of them. */
  forget(gymId?: number): void {
    if (gymId === undefined) this.entries.clear();
    else this.entries.delete(gymId);
  }
}

/** Today in the business's zone, its currency and country, and the first day some subscription needs work. */
async function probe(db: Db, gymId: number, now: Date): Promise<BillingDay & { nextRefresh: string | null }> {
  const [gym] = await db
    .select({
      timeZone: gyms.timeZone,
      currency: gyms.currency,
      country: gyms.country,
      // Qualified by hand: drizzle writes a one-table select's columns bare, and "id" here would be ambiguous.
      nextRefresh: sql<string | null>`(select min(s.refresh_on) from subscriptions s where s.gym_id = "gyms"."id" and s.refresh_on is not null)`,
    })
    .from(gyms)
    .where(eq(gyms.id, gymId))
    .limit(1);
  if (!gym) throw notFound();
  return { today: todayIn(gym.timeZone, now), timeZone: gym.timeZone, currency: gym.currency, country: gym.country, nextRefresh: gym.nextRefresh };
}

/** Brings the business's periods and statuses up to today; answers today in its zone. */
export async function catchUpBilling(deps: BillingDeps, gymId: number): Promise<BillingDay> {
  const now = deps.now();
  const known = deps.caughtUp?.today(gymId, now);
  if (known) return known;
  const { nextRefresh, ...day } = await probe(deps.db, gymId, now);
  if (nextRefresh === null || nextRefresh > day.today) {
    deps.caughtUp?.remember(gymId, day, now);
    return day;
  }
  for (;;) {
    const done = await transactionWithRetry(deps.db, async (tx) => {
      // Locked in id order; a concurrent catch-up waits here, then finds these rows done (their
      // refresh_on moved past today) and skips them.
      const rows = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.gymId, gymId), lte(subscriptions.refreshOn, day.today)))
        .orderBy(asc(subscriptions.id))
        .limit(BATCH)
        .for('update');
      await advanceSubscriptions(tx, gymId, rows, day.today);
      return rows.length;
    });
    if (done < BATCH) {
      deps.caughtUp?.remember(gymId, day, now);
      return day;
    }
  }
}

/** The terms (recurrence, current amount) of the plans these subscriptions use or will use. */
async function planTerms(tx: Db, gymId: number, rows: SubscriptionRow[]): Promise<(planId: number) => PlanTerms> {
  const ids = [...new Set(rows.flatMap((row) => [row.planId, ...(row.scheduledPlanId === null ? [] : [row.scheduledPlanId])]))];
  const found = ids.length === 0 ? [] : await tx.select({ id: plans.id, recurrence: plans.recurrence, amount: plans.amount }).from(plans).where(and(eq(plans.gymId, gymId), inArray(plans.id, ids)));
  const byId = new Map(found.map((plan) => [plan.id, plan]));
  return (planId) => {
    const plan = byId.get(planId);
    if (!plan) throw new Error(`plan ${planId} of a subscription is missing`);
    return plan;
  };
}

/**
 * Writes the due periods of these (locked) subscriptions and their new state, and recomputes their
 * clients' status. Rows with nothing due are left as they are (unless forced).
 */
export async function advanceSubscriptions(tx: Db, gymId: number, rows: SubscriptionRow[], today: string, { force = false } = {}): Promise<void> {
  // force: a write just set the row's dates; its refresh_on is worked out again even if not due.
  const due = force ? rows : rows.filter((row) => row.refreshOn !== null && row.refreshOn <= today);
  if (due.length === 0) return;
  const termsOf = await planTerms(tx, gymId, due);
  const periodValues: (typeof paymentPeriods.$inferInsert)[] = [];
  const states: Array<{ id: number; state: ReturnType<typeof advance>['state'] }> = [];
  for (const row of due) {
    const result = advance(row, termsOf, today);
    states.push({ id: row.id, state: result.state });
    for (const period of result.periods) {
      periodValues.push({ gymId, clientId: row.clientId, subscriptionId: row.id, ...period });
    }
  }
  for (let i = 0; i < periodValues.length; i += 1000) {
    await tx.insert(paymentPeriods).values(periodValues.slice(i, i + 1000)).onConflictDoNothing();
  }
  const values = sql.join(
    states.map(
      ({ id, state }) =>
        sql`(${id}::integer, ${state.planId}::integer, ${state.anchorDate}::date, ${state.scheduledPlanId}::integer, ${state.scheduledFrom}::date, ${state.refreshOn}::date)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${subscriptions} set
      plan_id = v.plan_id, anchor_date = v.anchor_date, scheduled_plan_id = v.scheduled_plan_id,
      scheduled_from = v.scheduled_from, refresh_on = v.refresh_on, updated_at = now()
    from (values ${values}) as v(id, plan_id, anchor_date, scheduled_plan_id, scheduled_from, refresh_on)
    where ${subscriptions.id} = v.id`);
  await recomputeClientStatuses(tx, gymId, [...new Set(due.map((row) => row.clientId))], today);
}

/**
 * The subscription status of SPEC.md section 3, from the periods and subscriptions, written to
 * clients.subscription_status (what the clients list shows and filters on):
 * - pending: a period started by today has nothing paid; partial: one is paid in part (and none is
 *   pending), whatever subscription it belongs to;
 * - paid: nothing owed, and a subscription is in force today;
 * - finished: nothing owed, and every subscription has ended;
 * - inactive: no subscription has started (none at all, or one that starts later).
 */
export async function recomputeClientStatuses(tx: Db, gymId: number, clientIds: number[], today: string): Promise<void> {
  if (clientIds.length === 0) return;
  const ids = sql.join(
    clientIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${clients} set subscription_status = x.status
    from (
      select c.id,
        case
          when exists (select 1 from payment_periods p where p.client_id = c.id and p.status = 'pending' and p.start_date <= ${today}::date) then 'pending'
          when exists (select 1 from payment_periods p where p.client_id = c.id and p.status = 'partial' and p.start_date <= ${today}::date) then 'partial'
          when exists (
            select 1 from subscriptions s
            where s.client_id = c.id and s.start_date <= ${today}::date and (s.end_date is null or s.end_date >= ${today}::date)
          ) then 'paid'
          when exists (select 1 from subscriptions s where s.client_id = c.id and s.start_date <= ${today}::date) then 'finished'
          else 'inactive'
        end as status
      from clients c
      where c.gym_id = ${gymId} and c.id in (${ids})
    ) as x
    where ${clients.id} = x.id and ${clients.subscriptionStatus} <> x.status`);
}
