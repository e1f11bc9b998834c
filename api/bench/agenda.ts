// `pnpm bench` (API part): a business with 5,000 clients whose tasks add up to 100,000 occurrences over
// a year (weekly, daily and monthly series, some with exceptions) plus the trainer's own events; p50/p95
// of GET /api/v1/agenda for one month (every series in it expanded on read), and of one client's month.
// PGlite always; PostgreSQL too when TEST_DATABASE_URL (an admin URL) is set. Budget: ≤ 50 ms p50 on PostgreSQL.
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { activities, clients, events, taskExceptions, tasks } from '../src/db/schema';
import { addDays } from '../src/modules/agenda/recurrence/calendar-days';
import { lastOccurrence, occurrencesBetween } from '../src/modules/agenda/recurrence/series';
import { derivedColumns } from '../src/modules/clients/search-text';
import { createTestDatabase } from '../src/test/test-db';
import { testConfig } from '../src/test/test-app';
import { authHeader, decodeClaims, signedInTrainer } from '../src/test/fixtures';
import { benchOnEachDriver } from './drivers';
import { percentile } from './seed';

const CLIENTS = 5_000;
const OCCURRENCES = 100_000;
const RUNS = 60;
const YEAR_START = '2027-01-04';
const MONTH = { from: '2027-06-01', to: '2027-06-30' };
// Each client gets series of these shapes, started on a day of the year that depends on the client.
const SHAPES = [
  { rule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=12', type: 'activity' as const },
  { rule: 'FREQ=DAILY;INTERVAL=2;COUNT=5', type: 'activity' as const },
  { rule: 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=3', type: 'activity' as const },
];


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

    const clientIds: number[] = [];
    for (let start = 0; start < CLIENTS; start += 500) {
      const batch = Array.from({ length: Math.min(500, CLIENTS - start) }, (_, i) => {
        const n = start + i;
        const person = { firstName: `Cliente`, lastName: `Número ${n}`, email: `agenda${n}@ejemplo.com`, phone: `11${String(50000000 + n)}` };
        return { gymId, memberSince: '2025-01-01', ...person, ...derivedColumns(person) };
      });
      const inserted = await db.insert(clients).values(batch).returning({ id: clients.id });
      clientIds.push(...inserted.map((row) => row.id));
    }

    // Series until the year holds 100,000 occurrences, spread over its 52 weeks.
    let total = 0;
    let n = 0;
    const rows: (typeof tasks.$inferInsert)[] = [];
    while (total < OCCURRENCES) {
      const shape = SHAPES[n % SHAPES.length]!;
      const date = addDays(YEAR_START, (n * 7) % 350);
      const lastDate = lastOccurrence(date, shape.rule);
      total += occurrencesBetween(date, shape.rule, date, lastDate ?? date).length;
      rows.push({ gymId, clientId: clientIds[n % CLIENTS]!, type: shape.type, activityId: activity.id, date, rrule: shape.rule, lastDate, goal: 'Constancia', durationMin: 45 });
      n += 1;
    }
    const taskIds: number[] = [];
    for (let start = 0; start < rows.length; start += 1000) {
      const inserted = await db.insert(tasks).values(rows.slice(start, start + 1000)).returning({ id: tasks.id, date: tasks.date });
      taskIds.push(...inserted.map((row) => row.id));
    }
    // One series in twenty has its first occurrence moved a day.
    const moved = rows.flatMap((row, i) => (i % 20 === 0 ? [{ taskId: taskIds[i]!, occurrence: row.date, date: addDays(row.date, 1) }] : []));
    for (let start = 0; start < moved.length; start += 1000) await db.insert(taskExceptions).values(moved.slice(start, start + 1000));
    // The trainer's week: a few weekly classes.
    await db.insert(events).values(
      ['MO', 'TU', 'WE', 'TH', 'FR'].map((day, i) => ({
        gymId,
        title: `Clase ${i + 1}`,
        startsAt: `${addDays(YEAR_START, i)} 07:00:00`,
        endsAt: `${addDays(YEAR_START, i)} 08:00:00`,
        color: 'teal' as const,
        rrule: `FREQ=WEEKLY;BYDAY=${day}`,
        firstDate: addDays(YEAR_START, i),
        lastDate: null,
      })),
    );
    // What autovacuum does minutes after a bulk load: the planner gets the tables' statistics.
    await db.execute(sql`analyze`);
    const [someTask] = await db.select({ clientId: tasks.clientId }).from(tasks).where(and(eq(tasks.gymId, gymId), gte(tasks.date, addDays(MONTH.from, -7)), lte(tasks.date, MONTH.from))).limit(1);

    const cases = [
      // Past AGENDA_LIMITS.listedTasks occurrences the business-wide answer counts tasks per day.
      [`un mes de todo el negocio`, `/api/v1/agenda?from=${MONTH.from}&to=${MONTH.to}`],
      [`un día de todo el negocio`, `/api/v1/agenda?from=${MONTH.from}&to=${MONTH.from}`],
      [`un mes de un cliente`, `/api/v1/agenda?from=${MONTH.from}&to=${MONTH.to}&clientId=${someTask!.clientId}`],
    ] as const;
    for (const [name, url] of cases) {
      const times: number[] = [];
      let items = '';
      for (let run = 0; run < RUNS + 10; run += 1) {
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url, headers: authHeader(access) });
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${url} respondió ${response.statusCode}: ${response.body.slice(0, 200)}`);
        const body = response.json() as { items: unknown[]; taskDays: { total: number }[] | null };
        items = body.taskDays
          ? `${body.items.length} eventos, ${body.taskDays.reduce((sum, day) => sum + day.total, 0)} tareas contadas por día`
          : `${body.items.length} ítems`;
        if (run >= 10) times.push(elapsed); // the first runs warm caches and the JIT
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 0.5);
      const judged = driver === 'PostgreSQL' ? (p50 <= 50 ? 'OK' : 'SOBRE EL PRESUPUESTO') : '(se informa)';
      console.log(
        `${driver.padEnd(10)} ${name.padEnd(26)} ${items.padEnd(44)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms  (≤ 50 ms p50 en PostgreSQL) ${judged}`,
      );
    }
    console.log(`${driver.padEnd(10)} ${rows.length.toLocaleString('es-AR')} series, ${total.toLocaleString('es-AR')} ocurrencias en el año`);
  } finally {
    await app.close();
    await testDb.close();
  }
}

benchOnEachDriver(`API: agenda de un mes con ${CLIENTS.toLocaleString('es-AR')} clientes y ${OCCURRENCES.toLocaleString('es-AR')} ocurrencias de tareas (${RUNS} pedidos por caso)`, bench);
