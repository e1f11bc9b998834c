// `pnpm bench` (API part): a business with 5,000 clients; p50/p95 of the client list's first page, a
// search and a deep page, through the real app and database (in-process HTTP, like the API tests).
// Each request reads the database: the business's list version moves before it (untimed), as after a
// change, so the instance's kept answers (client-pages.ts) do not answer it; bench/hot-path.ts measures those.
// PGlite always; PostgreSQL too when TEST_DATABASE_URL (an admin URL) is set.
import { buildApp } from '../src/app';
import { eq, sql } from 'drizzle-orm';
import { clientCounts } from '../src/db/schema';
import { createTestDatabase } from '../src/test/test-db';
import { testConfig } from '../src/test/test-app';
import { authHeader, decodeClaims, signedInTrainer } from '../src/test/fixtures';
import { benchOnEachDriver } from './drivers';
import { seedNamedClients } from './seed';

const CLIENTS = 5_000;
const RUNS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function bench(driver: 'PGlite' | 'PostgreSQL') {
  const testDb = await createTestDatabase();
  const app = buildApp({ config: testConfig(), database: testDb.database });
  await app.ready();
  try {
    const { access } = await signedInTrainer(app);
    const gymId = Number(decodeClaims(access).gym_id);
    await seedNamedClients(testDb.database.db, gymId, CLIENTS);
    const cases = [
      ['primera página', '/api/v1/clients?page=1&pageSize=20'],
      ['búsqueda "martinez"', '/api/v1/clients?search=martinez&pageSize=20'],
      ['página 200 de 250', '/api/v1/clients?page=200&pageSize=20'],
    ] as const;
    for (const [name, url] of cases) {
      const times: number[] = [];
      for (let run = 0; run < RUNS + 20; run += 1) {
        await testDb.database.db.update(clientCounts).set({ version: sql`${clientCounts.version} + 1` }).where(eq(clientCounts.gymId, gymId));
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url, headers: authHeader(access) });
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${url} respondió ${response.statusCode}`);
        if (run >= 20) times.push(elapsed); // the first runs warm caches and the JIT
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 0.5);
      console.log(
        `${driver.padEnd(10)} ${name.padEnd(22)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(5)} ms  (≤ 20 ms p50) ${p50 <= 20 ? 'OK' : 'SOBRE EL PRESUPUESTO'}`,
      );
    }
  } finally {
    await app.close();
    await testDb.close();
  }
}

benchOnEachDriver(`API: lista de clientes con ${CLIENTS.toLocaleString('es-AR')} clientes en un negocio (${RUNS} pedidos por caso)`, bench);
