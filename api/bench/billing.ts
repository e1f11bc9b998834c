// `pnpm bench` (API part): a business with 5,000 clients on monthly plans for two years (a period a
// month each, anchored to days spread over the month), almost every period paid, some clients owing
// one or two; p50/p95 of Cobros (GET /api/v1/periods?status=pending, the first page by due date) and
// of the other reads that show billing. PGlite always; PostgreSQL too when TEST_DATABASE_URL (an
// admin URL) is set. Budget: ≤ 30 ms p50 on PostgreSQL for Cobros.
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { clients } from '../src/db/schema';
import { addMonthsClamped } from '../src/modules/billing/periods';
import { derivedColumns } from '../src/modules/clients/search-text';
import { todayIn } from '../src/modules/clients/sample-client';
import { createTestDatabase } from '../src/test/test-db';
import { testConfig } from '../src/test/test-app';
import { authHeader, decodeClaims, setTrialEnd, signedInTrainer } from '../src/test/fixtures';
import { benchOnEachDriver } from './drivers';
import { insertInBatches, percentile, seedMonthlyBilling } from './seed';

const CLIENTS = 5_000;
const RUNS = 60;
const BUDGET_MS = 30;

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

    const clientIds: number[] = [];
    await insertInBatches(
      Array.from({ length: CLIENTS }, (_, n) => {
        const person = { firstName: 'Cliente', lastName: `Número ${n}`, email: `cobros${n}@ejemplo.com`, phone: `11${String(50000000 + n)}` };
        return { gymId, memberSince: twoYearsAgo, ...person, ...derivedColumns(person) };
      }),
      async (batch) => clientIds.push(...(await db.insert(clients).values(batch).returning({ id: clients.id })).map((row) => row.id)),
      500,
    );

    const seeded = await seedMonthlyBilling(db, { gymId, userId: user.id, clientIds, since: twoYearsAgo, today });
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
    console.log(`${driver.padEnd(10)} ${CLIENTS.toLocaleString('es-AR')} clientes, ${seeded.periods.toLocaleString('es-AR')} períodos, ${seeded.payments.toLocaleString('es-AR')} pagos`);
  } finally {
    await app.close();
    await testDb.close();
  }
}

benchOnEachDriver('API: Cobros con 5.000 clientes en planes mensuales durante dos años', bench);
