import type { PaymentMethod, PlanRecurrence } from '@coach/shared/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentPeriods, payments, plans, subscriptions } from '../db/schema';
import { advanceSubscriptions, recomputeClientStatuses } from '../modules/billing/catch-up';
import { addDays } from '../modules/billing/periods';
import { takeReceiptNumbers } from '../modules/billing/receipt-numbers';
import { nameKeyOf } from '../modules/library/names';
import type { Random } from './random';

/*
 * Plans, subscriptions and their history of payments. The periods are written by the billing module
 * itself (advanceSubscriptions, as the first read after a subscription starts would), then paid as
 * `paymentOf` says, with the periods' paid amounts and statuses and the clients' subscription status
 * kept as the API keeps them. Shared with the benches (bench/seed.ts), at thousands of clients.
 */

export interface NewPlan {
  name: string;
  description?: string | null;
  recurrence: PlanRecurrence;
  /** Minor units (centavos). */
  amount: number;
}

export async function insertPlans(db: Db, gymId: number, rows: NewPlan[]) {
  return db
    .insert(plans)
    .values(rows.map((row) => ({ gymId, name: row.name, nameKey: nameKeyOf(row.name), description: row.description ?? null, recurrence: row.recurrence, amount: row.amount })))
    .returning();
}

export interface NewSubscription {
  clientId: number;
  planId: number;
  startDate: string;
  endDate?: string | null;
}

/** A period as written, with where it stands in its subscription (0 is the latest one). */
export interface WrittenPeriod {
  id: number;
  clientId: number;
  subscriptionIndex: number;
  startDate: string;
  endDate: string;
  amount: number;
  fromEnd: number;
}

export interface PaymentPlan {
  amount: number;
  date: string;
  method: PaymentMethod;
}

const BATCH = 500;

/**
 * Writes the subscriptions, their periods up to `today` and the payments `paymentOf` asks for (null:
 * nothing paid; an amount below the period's leaves it partial). Answers what it wrote.
 */
export async function writeBilling(
  db: Db,
  { gymId, userId, today, subscriptions: wanted, paymentOf }: { gymId: number; userId: number; today: string; subscriptions: NewSubscription[]; paymentOf: (period: WrittenPeriod) => PaymentPlan | null },
): Promise<{ subscriptions: number; periods: number; payments: number }> {
  const subscriptionIds: number[] = [];
  for (let start = 0; start < wanted.length; start += BATCH) {
    const rows = await db
      .insert(subscriptions)
      .values(
        wanted.slice(start, start + BATCH).map((row) => ({
          gymId,
          clientId: row.clientId,
          planId: row.planId,
          startDate: row.startDate,
          endDate: row.endDate ?? null,
          anchorDate: row.startDate,
          refreshOn: row.startDate,
        })),
      )
      .returning();
    subscriptionIds.push(...rows.map((row) => row.id));
    // What the first read after the start would do: every period due by today, and the clients' status.
    await advanceSubscriptions(db, gymId, rows, today);
  }
  const indexOf = new Map(subscriptionIds.map((id, index) => [id, index]));
  const written = await db
    .select({ id: paymentPeriods.id, subscriptionId: paymentPeriods.subscriptionId, clientId: paymentPeriods.clientId, startDate: paymentPeriods.startDate, endDate: paymentPeriods.endDate, amount: paymentPeriods.amount })
    .from(paymentPeriods)
    .where(eq(paymentPeriods.gymId, gymId))
    .orderBy(asc(paymentPeriods.subscriptionId), asc(paymentPeriods.startDate));
  const countBySubscription = new Map<number, number>();
  for (const row of written) countBySubscription.set(row.subscriptionId, (countBySubscription.get(row.subscriptionId) ?? 0) + 1);
  const seen = new Map<number, number>();
  const paid: Array<{ period: WrittenPeriod; payment: PaymentPlan }> = [];
  for (const row of written) {
    const subscriptionIndex = indexOf.get(row.subscriptionId);
    if (subscriptionIndex === undefined) continue;
    const position = seen.get(row.subscriptionId) ?? 0;
    seen.set(row.subscriptionId, position + 1);
    const period: WrittenPeriod = { ...row, subscriptionIndex, fromEnd: countBySubscription.get(row.subscriptionId)! - 1 - position };
    const payment = paymentOf(period);
    if (payment && payment.amount > 0) paid.push({ period, payment: { ...payment, amount: Math.min(payment.amount, period.amount) } });
  }
  // Recorded in the order they were paid, so receipts are numbered as a business would have numbered them.
  paid.sort((a, b) => a.payment.date.localeCompare(b.payment.date) || a.period.id - b.period.id);
  for (let start = 0; start < paid.length; start += 1000) {
    const batch = paid.slice(start, start + 1000);
    const first = await takeReceiptNumbers(db, gymId, batch.length);
    await db.insert(payments).values(
      batch.map(({ period, payment }, index) => ({
        gymId,
        clientId: period.clientId,
        periodId: period.id,
        createdByUserId: userId,
        date: payment.date,
        method: payment.method,
        amount: payment.amount,
        receiptNumber: first + index,
      })),
    );
    // The periods' paid amount and status, as payments.ts keeps them with each payment.
    const values = sql.join(
      batch.map(({ period, payment }) => sql`(${period.id}::integer, ${payment.amount}::bigint, ${payment.amount === period.amount ? 'paid' : 'partial'}::text)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${paymentPeriods} set paid = v.paid, status = v.status, updated_at = now()
      from (values ${values}) as v(id, paid, status)
      where ${paymentPeriods.id} = v.id`);
  }
  const clientIds = [...new Set(wanted.map((row) => row.clientId))];
  for (let start = 0; start < clientIds.length; start += 1000) await recomputeClientStatuses(db, gymId, clientIds.slice(start, start + 1000), today);
  return { subscriptions: wanted.length, periods: written.length, payments: paid.length };
}

/** ARS, in centavos. */
const ars = (pesos: number) => pesos * 100;

export const DEMO_PLANS: NewPlan[] = [
  { name: 'Mensual 2 veces por semana', description: 'Dos clases por semana en el estudio, con rutina personalizada.', recurrence: 'monthly', amount: ars(35_000) },
  { name: 'Mensual 3 veces por semana', description: 'Tres clases por semana en el estudio, con rutina personalizada.', recurrence: 'monthly', amount: ars(45_000) },
  { name: 'Pase libre mensual', description: 'Clases grupales y sala libres de lunes a sábado.', recurrence: 'monthly', amount: ars(60_000) },
  { name: 'Trimestral 3 veces por semana', description: 'Tres clases por semana, abonando cada tres meses con descuento.', recurrence: 'quarterly', amount: ars(120_000) },
  { name: 'Plan online', description: 'Rutinas en la app y seguimiento por chat, sin clases presenciales.', recurrence: 'monthly', amount: ars(25_000) },
];

const METHODS: PaymentMethod[] = ['transfer', 'transfer', 'transfer', 'cash', 'cash', 'card', 'other'];

export interface DemoClientForBilling {
  id: number;
  memberSince: string;
  active: boolean;
}

/**
 * The demo's plans and two years of payments: everyone pays on time or a few days late, except a few
 * who owe this period (still due), three who are overdue (last period unpaid), two who paid part, and
 * disabled clients whose subscription ended months ago. The two newest clients have no plan yet.
 */
export async function seedDemoBilling(db: Db, random: Random, { gymId, userId, today, people }: { gymId: number; userId: number; today: string; people: DemoClientForBilling[] }) {
  const planRows = await insertPlans(db, gymId, DEMO_PLANS);
  const planWeights = [0, 1, 1, 1, 1, 2, 2, 3, 4, 4];
  const wanted: NewSubscription[] = [];
  const behaviour = new Map<number, 'owes' | 'overdue' | 'partial' | 'good'>();
  // The two newest clients have no plan yet ("Sin plan" on the dashboard).
  const newest = new Set(people.filter((person) => person.active).slice(-2).map((person) => person.id));
  let activeIndex = 0;
  for (const person of people) {
    if (person.active) activeIndex += 1;
    if (newest.has(person.id)) continue;
    const plan = planRows[random.pick(planWeights)]!;
    const endDate = person.active ? null : addDays(today, -random.int(45, 200));
    wanted.push({ clientId: person.id, planId: plan.id, startDate: person.memberSince, endDate: endDate !== null && endDate < person.memberSince ? person.memberSince : endDate });
    behaviour.set(person.id, !person.active ? 'good' : activeIndex % 11 === 4 ? 'overdue' : activeIndex % 13 === 6 ? 'partial' : activeIndex % 4 === 1 ? 'owes' : 'good');
  }
  const result = await writeBilling(db, {
    gymId,
    userId,
    today,
    subscriptions: wanted,
    paymentOf: (period) => {
      const kind = behaviour.get(period.clientId) ?? 'good';
      const due = period.endDate < today;
      if (period.fromEnd === 0 && (kind === 'owes' || kind === 'overdue')) return null;
      if (period.fromEnd === 1 && kind === 'overdue' && due) return null;
      const late = random.chance(0.2) ? random.int(3, 12) : random.int(0, 4);
      const date = [addDays(period.startDate, late), today].sort()[0]!;
      if (period.fromEnd === 0 && kind === 'partial') return { amount: Math.round(period.amount / 2 / 100) * 100, date, method: 'cash' };
      return { amount: period.amount, date, method: random.pick(METHODS) };
    },
  });
  return { plans: planRows.length, ...result };
}
