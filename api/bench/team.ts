// `pnpm bench` (API part): a business of 10 trainers (CO) and 5,000 clients split between them, with a
// year of weekly tasks and unread conversations; p50/p95 of what a CO's screens ask for: the client list
// (their 500), the agenda of a month (their clients' tasks), the dashboard (their figures) and the unread
// badge. The budgets are the administrator's (list ≤ 20 ms, agenda and dashboard ≤ 50 ms p50 on
// PostgreSQL): a trainer's filter adds a condition to the same queries, never a query per row.
// PGlite always; PostgreSQL too when TEST_DATABASE_URL (an admin URL) is set.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { activities, clientCounts, clients, conversations, tasks, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/sessions/passwords';
import { createTestDatabase } from '../src/test/test-db';
import { testConfig } from '../src/test/test-app';
import { authHeader, decodeClaims, login, signedInTrainer } from '../src/test/fixtures';
import { benchOnEachDriver } from './drivers';
import { percentile, seedNamedClients } from './seed';

const TRAINERS = 10;
const CLIENTS = 5_000;
const RUNS = 100;
const MONTH = { from: '2027-06-01', to: '2027-06-30' };

async function bench(driver: 'PGlite' | 'PostgreSQL') {
  const testDb = await createTestDatabase();
  const app = buildApp({ config: testConfig(), database: testDb.database });
  await app.ready();
  const { db } = testDb.database;
  try {
    const owner = await signedInTrainer(app);
    const gymId = Number(decodeClaims(owner.access).gym_id);
    const passwordHash = await hashPassword('Secreta123');
    const trainers = await db
      .insert(users)
      .values(
        Array.from({ length: TRAINERS }, (_, n) => ({
          gymId,
          email: `entrenador${n}@ejemplo.com`,
          passwordHash,
          firstName: 'Entrenador',
          lastName: `${n}`,
          role: 'CO' as const,
        })),
      )
      .returning({ id: users.id });
    const clientIds = await seedNamedClients(db, gymId, CLIENTS);
    for (const [index, trainer] of trainers.entries()) {
      await db.update(clients).set({ trainerUserId: trainer.id }).where(and(eq(clients.gymId, gymId), sql`${clients.id} % ${TRAINERS} = ${index}`));
    }
    const [activity] = await db.select({ id: activities.id }).from(activities).where(and(isNull(activities.gymId), isNull(activities.archivedAt))).limit(1);
    if (!activity) throw new Error('La biblioteca de Coach no tiene actividades');
    // Every client: a weekly series all year (52 occurrences each, 260,000 in the business).
    const rows = clientIds.map((clientId) => ({
      gymId,
      clientId,
      type: 'activity' as const,
      activityId: activity.id,
      date: '2027-01-04',
      rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=52',
      lastDate: '2027-12-27',
      goal: 'Constancia',
    }));
    for (let start = 0; start < rows.length; start += 1000) await db.insert(tasks).values(rows.slice(start, start + 1000));
    // One client in three wrote something the trainer has not read.
    const unread = clientIds.filter((_, n) => n % 3 === 0).map((clientId, n) => ({ clientId, gymId, trainerUnread: 1 + (n % 4), lastSeq: n + 1 }));
    for (let start = 0; start < unread.length; start += 1000) await db.insert(conversations).values(unread.slice(start, start + 1000));
    await db.execute(sql`analyze`);

    const co = await login(app, 'entrenador3@ejemplo.com', 'Secreta123');
    const cases = [
      ['lista de clientes (CO)', '/api/v1/clients?page=1&pageSize=20', 20, true],
      ['agenda del mes (CO)', `/api/v1/agenda?from=${MONTH.from}&to=${MONTH.to}`, 50, false],
      ['dashboard (CO)', '/api/v1/dashboard', 50, false],
      ['no leídos (CO)', '/api/v1/me/chats/unread_messages', 20, false],
      ['lista de clientes (AD)', '/api/v1/clients?page=1&pageSize=20', 20, true],
    ] as const;
    for (const [name, url, budget, bumpVersion] of cases) {
      const access = name.endsWith('(AD)') ? owner.access : co.access;
      const times: number[] = [];
      for (let run = 0; run < RUNS + 10; run += 1) {
        // As after a change: the instance's kept list answers (client-pages.ts) don't answer it.
        if (bumpVersion) await db.update(clientCounts).set({ version: sql`${clientCounts.version} + 1` }).where(eq(clientCounts.gymId, gymId));
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url, headers: authHeader(access) });
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${url} respondió ${response.statusCode}: ${response.body}`);
        if (run >= 10) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 0.5);
      console.log(
        `${driver.padEnd(10)} ${name.padEnd(24)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(5)} ms  (≤ ${budget} ms p50) ${p50 <= budget ? 'OK' : 'SOBRE EL PRESUPUESTO'}`,
      );
    }
  } finally {
    await app.close();
    await testDb.close();
  }
}

benchOnEachDriver(`API: un entrenador (CO) en un negocio de ${TRAINERS} entrenadores y ${CLIENTS.toLocaleString('es-AR')} clientes (${RUNS} pedidos por caso)`, bench);
