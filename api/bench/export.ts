// `pnpm bench` (API part): "Exportar mis datos" of the bench business of Cobros: 5,000 clients on
// monthly plans for two years (≈ 120,000 periods and as many payments). Times POST /api/v1/exports
// until GET answers ready (the ZIP written in the background and stored), and reports the ZIP's size
// and the heap the process grew by (the files are written a batch at a time, never whole in memory).
// Measured once: it is a background job, not a screen. PGlite always; PostgreSQL too when
// TEST_DATABASE_URL is set. Then GET /api/v1/exports/latest (what "Mi negocio" asks on entry), p50 of 50.
import type { BusinessExport } from '@coach/shared/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { addMonthsClamped } from '../src/modules/billing/periods';
import { todayIn } from '../src/modules/clients/sample-client';
import { authHeader, decodeClaims, setTrialEnd, signedInTrainer } from '../src/test/fixtures';
import { testConfig } from '../src/test/test-app';
import { createTestDatabase } from '../src/test/test-db';
import { benchOnEachDriver } from './drivers';
import { seedMonthlyBilling, seedNamedClients } from './seed';

const CLIENTS = 5_000;

async function bench(driver: 'PGlite' | 'PostgreSQL') {
  const testDb = await createTestDatabase();
  // Errors only: a failed export says why.
  const app = buildApp({ config: testConfig(), database: testDb.database, logger: { level: 'error' } });
  await app.ready();
  const { db } = testDb.database;
  try {
    const { access, user } = await signedInTrainer(app);
    const gymId = Number(decodeClaims(access).gym_id);
    await setTrialEnd(app, gymId, null);
    const today = todayIn('America/Argentina/Buenos_Aires', new Date());
    const since = addMonthsClamped(today, -24);
    const clientIds = await seedNamedClients(db, gymId, CLIENTS);
    const seeded = await seedMonthlyBilling(db, { gymId, userId: user.id, clientIds, since, today });
    await db.execute(sql`analyze`);

    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const started = process.hrtime.bigint();
    const asked = await app.inject({ method: 'POST', url: '/api/v1/exports', headers: authHeader(access) });
    if (asked.statusCode !== 202) throw new Error(`POST /exports respondió ${asked.statusCode}: ${asked.body.slice(0, 200)}`);
    const answeredMs = Number(process.hrtime.bigint() - started) / 1e6;
    let answer = asked.json<BusinessExport>();
    while (answer.status === 'pending' || answer.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      answer = (await app.inject({ method: 'GET', url: `/api/v1/exports/${answer.id}`, headers: authHeader(access) })).json<BusinessExport>();
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (answer.status !== 'ready') throw new Error(`la exportación terminó ${answer.status}`);
    // What "Mi negocio" asks on entry (the latest export kept): 50 calls, p50.
    const latestTimes: number[] = [];
    for (let run = 0; run < 50; run += 1) {
      const at = process.hrtime.bigint();
      const latest = await app.inject({ method: 'GET', url: '/api/v1/exports/latest', headers: authHeader(access) });
      if (latest.statusCode !== 200) throw new Error(`GET /exports/latest respondió ${latest.statusCode}`);
      latestTimes.push(Number(process.hrtime.bigint() - at) / 1e6);
    }
    latestTimes.sort((a, b) => a - b);
    const latestP50 = latestTimes[Math.floor(latestTimes.length / 2)]!;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `${driver.padEnd(10)} ${CLIENTS.toLocaleString('es-AR')} clientes, ${seeded.periods.toLocaleString('es-AR')} períodos, ${seeded.payments.toLocaleString('es-AR')} pagos: ` +
        `202 en ${answeredMs.toFixed(0)} ms, ZIP listo en ${seconds.toFixed(1)} s, ${mb(answer.bytes ?? 0)} MB; el heap creció hasta ${mb(heapPeak - heapBefore)} MB; GET /exports/latest p50 ${latestP50.toFixed(1)} ms (≤ 20 ms)`,
    );
  } finally {
    await app.close();
    await testDb.close();
  }
}

benchOnEachDriver('Exportar mis datos: el ZIP de un negocio de 5.000 clientes con dos años de cobros', bench);
