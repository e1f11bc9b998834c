// `pnpm bench` (API part): one client's Progreso on a business of 2,000 clients. The client has trained
// three years: a new 4-days-a-week workout block every 12 weeks plus a weekly walk (≈ 590 workouts and
// 156 walks due, 19 in 20 registered; each workout 10 exercises × 5 series: ≈ 28,000 series stored)
// and a weighing every week (≈ 156 measurements). p50/p95 of GET /clients/{id}/progress (latest figures,
// adherence over 7/30/90 days with every series in the windows expanded on read, and the records count),
// the measurements' first page, the exercises trained, one exercise's history (first page) and the
// records. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
// Budget (issue 26): ≤ 50 ms p50 on PostgreSQL.
import { and, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { SeriesResult } from '@coach/shared/contracts';
import { activities, bodyMeasurements, clients, taskCompletions, tasks } from '../src/db/schema';
import { addDays } from '../src/modules/agenda/recurrence/calendar-days';
import { lastOccurrence, occurrencesBetween } from '../src/modules/agenda/recurrence/series';
import { derivedColumns } from '../src/modules/clients/search-text';
import { createTestDatabase } from '../src/test/test-db';
import { testConfig } from '../src/test/test-app';
import { authHeader, decodeClaims, signedInTrainer } from '../src/test/fixtures';
import { anExercise } from '../src/modules/library/library-test-helpers';
import { benchOnEachDriver } from './drivers';
import { percentile } from './seed';

const OTHER_CLIENTS = 2_000;
const RUNS = 60;
const YEARS = 3;
const EXERCISES = 10;
const SERIES = 5;
/** Today in the zone of a business created by the tests (Buenos Aires), 'YYYY-MM-DD'. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function bench(driver: 'PGlite' | 'PostgreSQL') {
  const testDb = await createTestDatabase();
  const app = buildApp({ config: testConfig(), database: testDb.database });
  await app.ready();
  const { db } = testDb.database;
  try {
    const { access } = await signedInTrainer(app);
    const gymId = Number(decodeClaims(access).gym_id);
    const [activity] = await db.select({ id: activities.id }).from(activities).where(and(isNull(activities.gymId), isNull(activities.archivedAt))).limit(1);
    if (!activity) throw new Error('La biblioteca de Coach no tiene actividades');
    const start = addDays(today, -YEARS * 364);

    // The business: other clients, each with a weekly series over the same years.
    const clientIds: number[] = [];
    for (let from = 0; from <= OTHER_CLIENTS; from += 500) {
      const batch = Array.from({ length: Math.min(500, OTHER_CLIENTS + 1 - from) }, (_, i) => {
        const n = from + i;
        const person = { firstName: 'Cliente', lastName: `Número ${n}`, email: `progreso${n}@ejemplo.com`, phone: null };
        return { gymId, memberSince: start, ...person, ...derivedColumns(person) };
      });
      clientIds.push(...(await db.insert(clients).values(batch).returning({ id: clients.id })).map((row) => row.id));
    }
    const [clientId, ...others] = clientIds as [number, ...number[]];
    const weekly = (id: number, day: number) => ({ gymId, clientId: id, type: 'activity' as const, activityId: activity.id, date: addDays(start, day), rrule: 'FREQ=WEEKLY', lastDate: null, goal: 'Constancia' });
    for (let from = 0; from < others.length; from += 1000) await db.insert(tasks).values(others.slice(from, from + 1000).map((id, i) => weekly(id, i % 7)));

    // The workout of every block: two groups of five exercises, five series each.
    const exerciseIds: number[] = [];
    for (let n = 1; n <= EXERCISES; n += 1) {
      const created = await app.inject({ method: 'POST', url: '/api/v1/exercises', headers: authHeader(access), payload: anExercise({ name: `Ejercicio ${n}` }) });
      if (created.statusCode !== 201) throw new Error(`el ejercicio respondió ${created.statusCode}: ${created.body}`);
      exerciseIds.push(created.json<{ id: number }>().id);
    }
    const groupOf = (n: number) => Math.floor(n / 5);
    const workoutResponse = await app.inject({
      method: 'POST',
      url: '/api/v1/workouts',
      headers: authHeader(access),
      payload: {
        name: 'Fuerza',
        mode: 'advanced',
        groups: [0, 1].map((group) => ({
          name: `Bloque ${group + 1}`,
          exercises: exerciseIds
            .filter((_, n) => groupOf(n) === group)
            .map((exerciseId) => ({ exerciseId, series: Array.from({ length: SERIES }, () => ({ reps: 8, weightKg: 40, restSeconds: 90 })) })),
        })),
      },
    });
    if (workoutResponse.statusCode !== 201) throw new Error(`la rutina respondió ${workoutResponse.statusCode}: ${workoutResponse.body}`);
    const workoutId = workoutResponse.json<{ id: number }>().id;
    // What the client did: the weight climbs slowly over the years, the reps wander between 5 and 12.
    const resultsOn = (session: number): SeriesResult[] =>
      exerciseIds.flatMap((exerciseId, n) =>
        Array.from({ length: SERIES }, (_, seriesIndex) => ({
          groupIndex: groupOf(n),
          exerciseIndex: n % 5,
          seriesIndex,
          groupName: `Bloque ${groupOf(n) + 1}`,
          exerciseId,
          exerciseName: `Ejercicio ${n + 1}`,
          done: { reps: 5 + ((session + seriesIndex * 3 + n) % 8), weightKg: 30 + n * 5 + Math.floor(session / 10) * 1.25 - seriesIndex * 2.5, seconds: null },
          prescribed: { reps: 8, seconds: null, restSeconds: 90, weightKg: 40 },
        })),
      );

    // The client: a 12-week block of four days a week, one after the other, and a weekly walk.
    const rows: (typeof tasks.$inferInsert)[] = [weekly(clientId, 6)];
    for (let block = start; block <= addDays(today, 28); block = addDays(block, 84)) {
      const rule = 'FREQ=WEEKLY;BYDAY=MO,TU,TH,FR;COUNT=48';
      rows.push({ gymId, clientId, type: 'workout', workoutId, date: block, rrule: rule, lastDate: lastOccurrence(block, rule), goal: 'Fuerza' });
    }
    const inserted = await db.insert(tasks).values(rows).returning({ id: tasks.id, date: tasks.date, rrule: tasks.rrule, type: tasks.type });
    // Nineteen occurrences in twenty registered, until yesterday; each workout with its series.
    let sessions = 0;
    const done = inserted.flatMap((task) =>
      occurrencesBetween(task.date, task.rrule!, task.date, addDays(today, -1))
        .filter((_, i) => i % 20 !== 7)
        .map((occurrence) => ({
          gymId,
          taskId: task.id,
          clientId,
          occurrence,
          completedAt: new Date(`${occurrence}T20:00:00Z`),
          durationMin: 50,
          results: task.type === 'workout' ? resultsOn(sessions++) : null,
        })),
    );
    for (let from = 0; from < done.length; from += 100) await db.insert(taskCompletions).values(done.slice(from, from + 100));
    const weighings = Array.from({ length: YEARS * 52 }, (_, week) => ({
      gymId,
      clientId,
      date: addDays(start, week * 7),
      weightKg: (82 - week * 0.05).toFixed(2),
      waistCm: week % 4 === 0 ? (90 - week * 0.03).toFixed(2) : null,
      enteredBy: 'client' as const,
    }));
    await db.insert(bodyMeasurements).values(weighings);
    await db.execute(sql`analyze`);

    const cases = [
      ['resumen de progreso', `/api/v1/clients/${clientId}/progress`],
      ['mediciones (1ª página)', `/api/v1/clients/${clientId}/measurements`],
      ['ejercicios entrenados', `/api/v1/clients/${clientId}/exercises`],
      ['historial (1ª página)', `/api/v1/clients/${clientId}/exercises/${exerciseIds[3]}/history`],
      ['récords', `/api/v1/clients/${clientId}/records`],
    ] as const;
    for (const [name, url] of cases) {
      const times: number[] = [];
      for (let run = 0; run < RUNS + 10; run += 1) {
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url, headers: authHeader(access) });
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${url} respondió ${response.statusCode}: ${response.body.slice(0, 200)}`);
        if (run >= 10) times.push(elapsed); // the first runs warm caches and the JIT
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 0.5);
      const judged = driver === 'PostgreSQL' ? (p50 <= 50 ? 'OK' : 'SOBRE EL PRESUPUESTO') : '(se informa)';
      console.log(`${driver.padEnd(10)} ${name.padEnd(24)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms  (≤ 50 ms p50 en PostgreSQL) ${judged}`);
    }
    const seriesCount = sessions * EXERCISES * SERIES;
    console.log(
      `${driver.padEnd(10)} ${rows.length} series de tareas del cliente, ${done.length.toLocaleString('es-AR')} registros (${sessions} rutinas, ${seriesCount.toLocaleString('es-AR')} series hechas), ${weighings.length} mediciones; ${others.length.toLocaleString('es-AR')} clientes más`,
    );
  } finally {
    await app.close();
    await testDb.close();
  }
}

benchOnEachDriver(`API: el progreso de un cliente con ${YEARS} años de entrenamiento (${RUNS} pedidos por caso)`, bench);
