// `pnpm bench` (API part): a business with 2,000 own exercises plus the product library; p50/p95 of
// GET /api/v1/exercises: the first page, a search, a muscle-group filter and a deep page, through
// the real app and database (in-process HTTP, like the API tests). PGlite always; PostgreSQL too
// when TEST_DATABASE_URL (an admin URL) is set.
import { muscleGroups } from '@coach/shared/contracts';
import { buildApp } from '../src/app';
import { exercises } from '../src/db/schema';
import { nameColumns } from '../src/modules/library/names';
import { createTestDatabase } from '../src/test/test-db';
import { testConfig } from '../src/test/test-app';
import { authHeader, decodeClaims, signedInTrainer } from '../src/test/fixtures';
import { benchOnEachDriver } from './drivers';
import { percentile } from './seed';

const EXERCISES = 2_000;
const RUNS = 200;
const MOVES = ['Sentadilla', 'Press', 'Remo', 'Estocada', 'Curl', 'Extensión', 'Elevación', 'Peso muerto', 'Plancha', 'Jalón'];
const VARIANTS = ['con barra', 'con mancuerna', 'en polea', 'en máquina', 'con banda', 'a una pierna', 'inclinado', 'declinado'];


async function bench(driver: 'PGlite' | 'PostgreSQL') {
  const testDb = await createTestDatabase();
  const app = buildApp({ config: testConfig(), database: testDb.database });
  await app.ready();
  try {
    const { access } = await signedInTrainer(app);
    const gymId = Number(decodeClaims(access).gym_id);
    for (let start = 0; start < EXERCISES; start += 500) {
      const batch = Array.from({ length: Math.min(500, EXERCISES - start) }, (_, i) => {
        const n = start + i;
        const name = `${MOVES[n % MOVES.length]} ${VARIANTS[Math.floor(n / MOVES.length) % VARIANTS.length]} ${n}`;
        const keywords = [VARIANTS[n % VARIANTS.length]!, `variante ${n % 13}`];
        return {
          gymId,
          ...nameColumns(name, keywords),
          instructions: 'Bajá con control y subí con fuerza.',
          keywords,
          muscleGroups: [muscleGroups[n % muscleGroups.length]!, muscleGroups[(n * 7) % muscleGroups.length]!],
        };
      });
      await testDb.database.db.insert(exercises).values(batch);
    }
    const cases = [
      ['primera página', '/api/v1/exercises?page=1&pageSize=24'],
      ['búsqueda "elevacion"', '/api/v1/exercises?search=elevacion&pageSize=24'],
      ['grupo muscular "biceps"', '/api/v1/exercises?muscleGroup=biceps&pageSize=24'],
      ['página 80 de 87', '/api/v1/exercises?page=80&pageSize=24'],
    ] as const;
    for (const [name, url] of cases) {
      const times: number[] = [];
      for (let run = 0; run < RUNS + 20; run += 1) {
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url, headers: authHeader(access) });
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${url} respondió ${response.statusCode}`);
        if (run >= 20) times.push(elapsed); // the first runs warm caches and the JIT
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 0.5);
      console.log(
        `${driver.padEnd(10)} ${name.padEnd(24)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(5)} ms  (≤ 20 ms p50) ${p50 <= 20 ? 'OK' : 'SOBRE EL PRESUPUESTO'}`,
      );
    }
  } finally {
    await app.close();
    await testDb.close();
  }
}

benchOnEachDriver(`API: lista de ejercicios con ${EXERCISES.toLocaleString('es-AR')} ejercicios propios más la biblioteca de Coach (${RUNS} pedidos por caso)`, bench);
