// What the API benches share: percentiles, batched inserts, and two years of monthly billing for a
// business's clients (bench/billing.ts measures it; bench/dashboard.ts adds the agenda beside it).
import type { Db } from '../src/db/client';
import { clients, paymentPeriods, payments, plans, subscriptions } from '../src/db/schema';
import { recomputeClientStatuses } from '../src/modules/billing/catch-up';
import { nextPeriodStart, periodsBetween } from '../src/modules/billing/periods';
import { derivedColumns } from '../src/modules/clients/search-text';

/** The value below which a share `p` of the sorted times fall. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1000) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

const FIRST = ['Ana', 'José', 'María', 'Lucía', 'Martín', 'Sofía', 'Tomás', 'Valentina', 'Julián', 'Camila'];
const LAST = ['Pérez', 'González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Gómez', 'Díaz', 'Núñez', 'Álvarez'];

/** `count` clients with Argentine names (a hundred pairs, numbered), one in seven disabled; their ids in order. */
export async function seedNamedClients(db: Db, gymId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  const rows = Array.from({ length: count }, (_, n) => {
    const person = {
      firstName: FIRST[n % FIRST.length]!,
      lastName: `${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`,
      email: `cliente${n}@ejemplo.com`,
      phone: `11${String(40000000 + n)}`,
    };
    return { gymId, memberSince: '2025-01-01', active: n % 7 !== 0, ...person, ...derivedColumns(person) };
  });
  await insertInBatches(rows, async (batch) => ids.push(...(await db.insert(clients).values(batch).returning({ id: clients.id })).map((row) => row.id)), 500);
  return ids;
}

const AMOUNTS = [1_800_000, 2_500_000, 3_200_000];

/**
 * Three monthly plans and one subscription per client, started on `since` (on a day of the month that
 * depends on the client), with every period until `today`. Every period paid, except: one client in
 * five owes the current one, one in twenty also the one before (overdue), one in fifty paid the
 * current one in part. The clients' subscription status is computed as the API keeps it.
 */
export async function seedMonthlyBilling(db: Db, { gymId, userId, clientIds, since, today }: { gymId: number; userId: number; clientIds: number[]; since: string; today: string }) {
  const planRows = await db
    .insert(plans)
    .values(AMOUNTS.map((amount, i) => ({ gymId, name: `Mensual ${i + 1}`, nameKey: `mensual ${i + 1}`, recurrence: 'monthly' as const, amount })))
    .returning();
  const subscriptionRows = clientIds.map((clientId, n) => {
    const startDate = since.slice(0, 8) + String(1 + (n % 28)).padStart(2, '0');
    const plan = planRows[n % planRows.length]!;
    const dates = periodsBetween({ anchor: startDate, recurrence: 'monthly', until: null }, startDate, today);
    return { clientId, plan, startDate, dates, refreshOn: nextPeriodStart(startDate, 'monthly', dates[dates.length - 1]!.startDate) };
  });
  const subscriptionIds: number[] = [];
  await insertInBatches(subscriptionRows, async (batch) =>
    subscriptionIds.push(
      ...(
        await db
          .insert(subscriptions)
          .values(batch.map((row) => ({ gymId, clientId: row.clientId, planId: row.plan.id, startDate: row.startDate, anchorDate: row.startDate, refreshOn: row.refreshOn })))
          .returning({ id: subscriptions.id })
      ).map((row) => row.id),
    ),
  );
  const periodRows = subscriptionRows.flatMap((row, n) =>
    row.dates.map((dates, i) => {
      const fromEnd = row.dates.length - 1 - i;
      const owes = (fromEnd === 0 && n % 5 === 0) || (fromEnd === 1 && n % 20 === 0);
      const partial = fromEnd === 0 && n % 50 === 1;
      const paid = owes ? 0 : partial ? Math.floor(row.plan.amount / 2) : row.plan.amount;
      const status = paid === row.plan.amount ? ('paid' as const) : paid > 0 ? ('partial' as const) : ('pending' as const);
      return { gymId, clientId: row.clientId, subscriptionId: subscriptionIds[n]!, planId: row.plan.id, ...dates, amount: row.plan.amount, paid, status };
    }),
  );
  const periodIds: { id: number; clientId: number; paid: number; startDate: string }[] = [];
  await insertInBatches(periodRows, async (batch) =>
    periodIds.push(
      ...(await db
        .insert(paymentPeriods)
        .values(batch)
        .returning({ id: paymentPeriods.id, clientId: paymentPeriods.clientId, paid: paymentPeriods.paid, startDate: paymentPeriods.startDate })),
    ),
  );
  const paymentRows = periodIds
    .filter((period) => period.paid > 0)
    .map((period, i) => ({
      gymId,
      clientId: period.clientId,
      periodId: period.id,
      createdByUserId: userId,
      date: period.startDate,
      method: (['cash', 'card', 'transfer', 'other'] as const)[i % 4]!,
      amount: period.paid,
    }));
  await insertInBatches(paymentRows, (batch) => db.insert(payments).values(batch));
  for (let start = 0; start < clientIds.length; start += 1000) {
    await recomputeClientStatuses(db, gymId, clientIds.slice(start, start + 1000), today);
  }
  return { periods: periodRows.length, payments: paymentRows.length };
}
