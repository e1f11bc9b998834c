// What the API benches share: percentiles, batched inserts, and two years of monthly billing for a
// business's clients (bench/billing.ts measures it; bench/dashboard.ts adds the agenda beside it).
import type { PaymentMethod } from '@coach/shared/contracts';
import type { Db } from '../src/db/client';
import { insertPlans, writeBilling } from '../src/demo/billing';
import { insertClients } from '../src/demo/clients';

/** The value below which a share `p` of the sorted times fall. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1000) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

const FIRST = ['Ana', 'José', 'María', 'Lucía', 'Martín', 'Sofía', 'Tomás', 'Valentina', 'Julián', 'Camila'];
const LAST = ['Pérez', 'González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Gómez', 'Díaz', 'Núñez', 'Álvarez'];

/**
 * `count` clients with Argentine names (a hundred pairs, numbered), one in seven disabled; their ids in
 * order. Written by the demo business's client insert (src/demo/clients.ts: the derived search columns
 * as the API writes them); the names stay these numbered pairs so the search figures keep their meaning.
 */
export async function seedNamedClients(db: Db, gymId: number, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, n) => ({
    gymId,
    firstName: FIRST[n % FIRST.length]!,
    lastName: `${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`,
    email: `cliente${n}@ejemplo.com`,
    phone: `11${String(40000000 + n)}`,
    memberSince: '2025-01-01',
    active: n % 7 !== 0,
  }));
  return insertClients(db, rows);
}

const AMOUNTS = [1_800_000, 2_500_000, 3_200_000];
const METHODS: PaymentMethod[] = ['cash', 'card', 'transfer', 'other'];

/**
 * Three monthly plans and one subscription per client, started on `since` (on a day of the month that
 * depends on the client), with every period until `today`. Every period paid, except: one client in
 * five owes the current one, one in twenty also the one before (overdue), one in fifty paid the
 * current one in part. Written by the demo business's billing writer (src/demo/billing.ts): the
 * periods by the billing module itself, the paid amounts, month totals and clients' status as the API
 * keeps them.
 */
export async function seedMonthlyBilling(db: Db, { gymId, userId, clientIds, since, today }: { gymId: number; userId: number; clientIds: number[]; since: string; today: string }) {
  const planRows = await insertPlans(
    db,
    gymId,
    AMOUNTS.map((amount, i) => ({ name: `Mensual ${i + 1}`, recurrence: 'monthly' as const, amount })),
  );
  let paid = 0;
  const written = await writeBilling(db, {
    gymId,
    userId,
    today,
    subscriptions: clientIds.map((clientId, n) => ({ clientId, planId: planRows[n % planRows.length]!.id, startDate: since.slice(0, 8) + String(1 + (n % 28)).padStart(2, '0') })),
    paymentOf: (period) => {
      const n = period.subscriptionIndex;
      const owes = (period.fromEnd === 0 && n % 5 === 0) || (period.fromEnd === 1 && n % 20 === 0);
      if (owes) return null;
      const partial = period.fromEnd === 0 && n % 50 === 1;
      return { amount: partial ? Math.floor(period.amount / 2) : period.amount, date: period.startDate, method: METHODS[paid++ % METHODS.length]! };
    },
  });
  return { periods: written.periods, payments: written.payments };
}
