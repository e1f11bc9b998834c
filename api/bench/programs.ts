// `pnpm bench` (API part): assigning a 12-week program with 5 items a day to 50 clients at once
// (≈ 21,000 tasks in one transaction), then the agenda's month of that business. PGlite always;
// PostgreSQL too when TEST_DATABASE_URL (an admin URL) is set. Budgets on PostgreSQL: the assignment
// ≤ 2 s p50 (issue 30), the agenda's month ≤ 50 ms p50 (as bench/agenda.ts).
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { activities, clients, programAssignments, tasks, workouts } from '../src/db/schema';
import { derivedColumns } from '../src/modules/clients/search-text';
import { createTestDatabase } from '../src/test/test-db';
import { testConfig } from '../src/test/test-app';
import { authHeader, decodeClaims, signedInTrainer } from '../src/test/fixtures';
import { TestClock } from '../src/test/test-clock';
import { benchOnEachDriver } from './drivers';
import { percentile } from './seed';

const CLIENTS = 50;
const WEEKS = 12;
const ITEMS_PER_DAY = 5;
const RUNS = 5;
// The test clock's Monday 2 March 2026; programs start the Monday after.
const START = '2026-03-09';
const MONTH = { from: '2026-04-01', to: '2026-04-30' };

async function bench(driver: 'PGlite' | 'PostgreSQL') {
  const testDb = await createTestDatabase();
  const clock = new TestClock();
  const app = buildApp({ config: testConfig(), database: testDb.database, now: clock.now });
  await app.ready();
  const { db } = testDb.database;
  try {
    const { access } = await signedInTrainer(app);
    const headers = authHeader(access);
    const gymId = Number(decodeClaims(access).gym_id);
    const people = Array.from({ length: CLIENTS }, (_, n) => ({ firstName: 'Cliente', lastName: `Programa ${n}`, email: `programa${n}@ejemplo.com`, phone: `11${String(60000000 + n)}` }));
    const clientIds = (
      await db
        .insert(clients)
        .values(people.map((person) => ({ gymId, memberSince: '2025-01-01', ...person, ...derivedColumns(person) })))
        .returning({ id: clients.id })
    ).map((row) => row.id);
    const productWorkouts = await db.select({ id: workouts.id }).from(workouts).where(and(isNull(workouts.gymId), isNull(workouts.archivedAt))).limit(3);
    const productActivities = await db.select({ id: activities.id }).from(activities).where(and(isNull(activities.gymId), isNull(activities.archivedAt))).limit(2);
    const dayItems = [
      ...productWorkouts.map((row) => ({ type: 'workout', itemId: row.id })),
      ...productActivities.map((row) => ({ type: 'activity', itemId: row.id, durationMin: 30, goal: 'Ritmo cómodo' })),
    ].slice(0, ITEMS_PER_DAY);
    const days = Array.from({ length: WEEKS * 7 }, (_, i) => ({ week: Math.floor(i / 7) + 1, day: (i % 7) + 1, items: dayItems }));
    const created = await app.inject({ method: 'POST', url: '/api/v1/programs', headers, payload: { name: 'Fuerza 12 semanas', weeks: WEEKS, days } });
    if (created.statusCode !== 201) throw new Error(`crear el programa respondió ${created.statusCode}: ${created.body.slice(0, 200)}`);
    const programId = created.json<{ id: number }>().id;

    const times: number[] = [];
    let written = 0;
    for (let run = 0; run < RUNS + 1; run += 1) {
      // Each run from a clean slate (outside the timing): the previous run's tasks and assignments go.
      await db.delete(tasks).where(isNotNull(tasks.programAssignmentId));
      await db.delete(programAssignments);
      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/programs/${programId}/assignments`,
        headers,
        payload: { clientIds, startDate: START, alignToMonday: true },
      });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.statusCode !== 201) throw new Error(`asignar respondió ${response.statusCode}: ${response.body.slice(0, 200)}`);
      written = response.json<{ items: Array<{ tasksTotal: number }> }>().items.reduce((sum, item) => sum + item.tasksTotal, 0);
      if (run >= 1) times.push(elapsed); // the first run warms caches and the JIT
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 0.5);
    const judge = (value: number, budget: number) => (driver === 'PostgreSQL' ? (value <= budget ? 'OK' : 'SOBRE EL PRESUPUESTO') : '(se informa)');
    console.log(
      `${driver.padEnd(10)} asignar a ${CLIENTS} clientes ${written.toLocaleString('es-AR').padStart(7)} tareas  p50 ${p50.toFixed(0).padStart(6)} ms  máx ${times.at(-1)!.toFixed(0).padStart(6)} ms  (≤ 2000 ms p50 en PostgreSQL) ${judge(p50, 2000)}`,
    );

    await db.execute(sql`analyze`);
    const agendaTimes: number[] = [];
    let shown = '';
    for (let run = 0; run < 40; run += 1) {
      const started = process.hrtime.bigint();
      const response = await app.inject({ method: 'GET', url: `/api/v1/agenda?from=${MONTH.from}&to=${MONTH.to}`, headers });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.statusCode !== 200) throw new Error(`la agenda respondió ${response.statusCode}`);
      const body = response.json<{ items: unknown[]; taskDays: Array<{ total: number }> | null }>();
      shown = body.taskDays ? `${body.taskDays.reduce((sum, day) => sum + day.total, 0)} tareas contadas por día` : `${body.items.length} ítems`;
      if (run >= 10) agendaTimes.push(elapsed);
    }
    agendaTimes.sort((a, b) => a - b);
    const agendaP50 = percentile(agendaTimes, 0.5);
    console.log(
      `${driver.padEnd(10)} agenda del mes ${MONTH.from.slice(0, 7)}  ${shown.padEnd(30)} p50 ${agendaP50.toFixed(1).padStart(6)} ms  p95 ${percentile(agendaTimes, 0.95).toFixed(1).padStart(6)} ms  (≤ 50 ms p50 en PostgreSQL) ${judge(agendaP50, 50)}`,
    );
  } finally {
    await app.close();
    await testDb.close();
  }
}

benchOnEachDriver(
  `API: asignar un programa de ${WEEKS} semanas con ${ITEMS_PER_DAY} elementos por día a ${CLIENTS} clientes de una vez (${RUNS} asignaciones) y la agenda del mes`,
  bench,
);
