// `pnpm bench` (API part): a business with 5,000 clients on monthly plans for two years (a period a
// month each, anchored to days spread over the month), almost every period paid, some clients owing
// one or two; p50/p95 of Cobros (GET /api/v1/periods?status=pending, the first page by due date) and
// of the other reads that show billing. PGlite always; PostgreSQL too when TEST_DATABASE_URL (an
// admin URL) is set. Budget: ≤ 30 ms p50 on PostgreSQL for Cobros.
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { clients, paymentPeriods, payments, plans, subscriptions } from '../src/db/schema';
import { recomputeClientStatuses } from '../src/modules/billing/catch-up';
import { addMonthsClamped, nextPeriodStart, periodsBetween } from '../src/modules/billing/periods';
import { derivedColumns } from '../src/modules/clients/search-text';
import { todayIn } from '../src/modules/clients/sample-client';
import { createTestDatabase } from '../src/test/test-db';
import { testConfig } from '../src/test/test-app';
import { authHeader, decodeClaims, setTrialEnd, signedInTrainer } from '../src/test/fixtures';
import { benchOnEachDriver } from './drivers';

const CLIENTS = 5_000;
const RUNS = 60;
const BUDGET_MS = 30;
const AMOUNTS = [1_800_000, 2_500_000, 3_200_000];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1000) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

async function bench(driver: 'PGlite' | 'PostgreSQL') {
  const testDb = await createTestDatabase();
  const app = buildApp({ config: testConfig(), database: testDb.database });
  await app.ready();
  const { db } = testDb.database;
  try {
    const { access, user } = await signedInTrainer(app);
    const gymId = Number(decodeClaims(access).gym_id);
    await setTrialEnd(app, gymId, null);
    const today = todayIn('America/Argentina/Buenos_Aires', new Date());
    const twoYearsAgo = addMonthsClamped(today, -24);

    const planRows = await db
      .insert(plans)
      .values(AMOUNTS.map((amount, i) => ({ gymId, name: `Mensual ${i + 1}`, nameKey: `mensual ${i + 1}`, recurrence: 'monthly' as const, amount })))
      .returning();

    const clientIds: number[] = [];
    await insertInBatches(
      Array.from({ length: CLIENTS }, (_, n) => {
        const person = { firstName: 'Cliente', lastName: `Número ${n}`, email: `cobros${n}@ejemplo.com`, phone: `11${String(50000000 + n)}` };
        return { gymId, memberSince: twoYearsAgo, ...person, ...derivedColumns(person) };
      }),
      async (batch) => clientIds.push(...(await db.insert(clients).values(batch).returning({ id: clients.id })).map((row) => row.id)),
      500,
    );

    // One subscription per client, started two years ago on a day that depends on the client.
    const subscriptionRows = clientIds.map((clientId, n) => {
      const startDate = twoYearsAgo.slice(0, 8) + String(1 + (n % 28)).padStart(2, '0');
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

    // Every period paid, except: one client in five owes the current one, one in twenty also the one before
    // (overdue), one in fifty paid the current one in part.
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
        createdByUserId: user.id,
        date: period.startDate,
        method: (['cash', 'card', 'transfer', 'other'] as const)[i % 4]!,
        amount: period.paid,
      }));
    await insertInBatches(paymentRows, (batch) => db.insert(payments).values(batch));
    for (let start = 0; start < clientIds.length; start += 1000) {
      await recomputeClientStatuses(db, gymId, clientIds.slice(start, start + 1000), today);
    }
    // What autovacuum does minutes after a bulk load: the planner gets the tables' statistics.
    await db.execute(sql`analyze`);

    const cases = [
      ['Cobros: pendientes', '/api/v1/periods?status=pending', BUDGET_MS],
      ['Cobros: abiertos por monto', '/api/v1/periods?status=open&sort=-remaining', null],
      ['Cobros: vencidos', '/api/v1/periods?status=overdue', null],
      ['Cobros: totales del mes', '/api/v1/periods/summary', null],
      ['clientes con pago pendiente', '/api/v1/clients?subscriptionStatus=pending', 20],
      ['pagos del último mes', `/api/v1/payments?from=${addMonthsClamped(today, -1)}`, 20],
    ] as const;
    for (const [name, url, budget] of cases) {
      const times: number[] = [];
      let shown = '';
      for (let run = 0; run < RUNS + 10; run += 1) {
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url, headers: authHeader(access) });
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${url} respondió ${response.statusCode}: ${response.body.slice(0, 200)}`);
        const body = response.json() as { items?: unknown[]; total?: number };
        shown = body.items ? `${body.items.length} de ${body.total}` : 'totales';
        if (run >= 10) times.push(elapsed); // the first runs warm caches and the JIT
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 0.5);
      const judged = budget === null ? '(se informa)' : driver === 'PostgreSQL' ? (p50 <= budget ? 'OK' : 'SOBRE EL PRESUPUESTO') : '(se informa)';
      console.log(
        `${driver.padEnd(10)} ${name.padEnd(28)} ${shown.padEnd(14)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms  ${budget === null ? '' : `(≤ ${budget} ms p50 en PostgreSQL) `}${judged}`,
      );
    }
    console.log(`${driver.padEnd(10)} ${CLIENTS.toLocaleString('es-AR')} clientes, ${periodRows.length.toLocaleString('es-AR')} períodos, ${paymentRows.length.toLocaleString('es-AR')} pagos`);
  } finally {
    await app.close();
    await testDb.close();
  }
}

benchOnEachDriver('API: Cobros con 5.000 clientes en planes mensuales durante dos años', bench);
