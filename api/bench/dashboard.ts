// `pnpm bench` (API part): GET /api/v1/dashboard for a big business: 5,000 clients on monthly plans for
// two years (a period and, almost always, a payment a month each), 100,000 task occurrences over the
// year around today (weekly, daily and monthly series, one in three of this fortnight's registered) and
// a few hundred workouts. p50/p95 of the whole answer. PGlite always; PostgreSQL too when
// TEST_DATABASE_URL (an admin URL) is set. Budget: ≤ 50 ms p50 on PostgreSQL (ARCHITECTURE.md §6).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { activities, clientAdherence, clients, taskCompletions, tasks, workouts } from '../src/db/schema';
import { refreshAdherence } from '../src/modules/progress/adherence-snapshot';
import { addDays } from '../src/modules/agenda/recurrence/calendar-days';
import { lastOccurrence, occurrencesBetween } from '../src/modules/agenda/recurrence/series';
import type { Db } from '../src/db/client';
import { catchUpBilling } from '../src/modules/billing/catch-up';
import { periodSummary } from '../src/modules/billing/lists';
import { addMonthsClamped } from '../src/modules/billing/periods';
import { derivedColumns } from '../src/modules/clients/search-text';
import { todayIn } from '../src/modules/clients/sample-client';
import {
  clientFigures,
  countWorkouts,
  dashboardCalendar,
  monthTotals,
  adherenceFigures,
  pendingPeriodFigures,
  planDistribution,
  taskFigures,
} from '../src/modules/dashboard/metrics';
import type { Scope } from '../src/modules/team/scope';
import { createTestDatabase } from '../src/test/test-db';
import { testConfig } from '../src/test/test-app';
import { authHeader, decodeClaims, setTrialEnd, signedInTrainer } from '../src/test/fixtures';
import { benchOnEachDriver } from './drivers';
import { insertInBatches, percentile, seedMonthlyBilling } from './seed';

const CLIENTS = 5_000;
const OCCURRENCES = 100_000;
const WORKOUTS = 300;
const RUNS = 60;
const BUDGET_MS = 50;
const SHAPES = [
  { rule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=12' },
  { rule: 'FREQ=DAILY;INTERVAL=2;COUNT=5' },
  { rule: 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=3' },
];

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
        const person = { firstName: 'Cliente', lastName: `Número ${n}`, email: `tablero${n}@ejemplo.com`, phone: `11${String(50000000 + n)}` };
        // A few new each month, one in fifty disabled.
        return { gymId, memberSince: addDays(twoYearsAgo, n % 730), active: n % 50 !== 0, ...person, ...derivedColumns(person) };
      }),
      async (batch) => clientIds.push(...(await db.insert(clients).values(batch).returning({ id: clients.id })).map((row) => row.id)),
      500,
    );

    // Billing: as bench/billing.ts, one monthly subscription per client for two years, almost all paid.
    const seeded = await seedMonthlyBilling(db, { gymId, userId: user.id, clientIds, since: twoYearsAgo, today });

    // Agenda: as bench/agenda.ts, series until the year around today holds 100,000 occurrences.
    const [activity] = await db.select({ id: activities.id }).from(activities).where(and(isNull(activities.gymId), isNull(activities.archivedAt))).limit(1);
    if (!activity) throw new Error('La biblioteca de Coach no tiene actividades');
    const yearStart = addDays(today, -182);
    let total = 0;
    let n = 0;
    const taskRows: (typeof tasks.$inferInsert)[] = [];
    while (total < OCCURRENCES) {
      const shape = SHAPES[n % SHAPES.length]!;
      const date = addDays(yearStart, (n * 7) % 350);
      const lastDate = lastOccurrence(date, shape.rule);
      total += occurrencesBetween(date, shape.rule, date, lastDate ?? date).length;
      taskRows.push({ gymId, clientId: clientIds[n % CLIENTS]!, type: 'activity', activityId: activity.id, date, rrule: shape.rule, lastDate, goal: 'Constancia', durationMin: 45 });
      n += 1;
    }
    const inserted: { id: number; clientId: number; date: string; rrule: string | null }[] = [];
    await insertInBatches(taskRows, async (batch) =>
      inserted.push(...(await db.insert(tasks).values(batch).returning({ id: tasks.id, clientId: tasks.clientId, date: tasks.date, rrule: tasks.rrule }))),
    );
    // One occurrence in three of the last month registered; one client in five registered nothing in the
    // last week (they show in "Necesitan atención"; chosen by id / 50, as a series' day follows the
    // client's number modulo 50).
    const month = addDays(today, -30);
    const lastWeek = addDays(today, -7);
    const completions = inserted.flatMap((task) =>
      occurrencesBetween(task.date, task.rrule, month, today)
        .filter((occurrence, i) => (task.id + i) % 3 === 0 && (occurrence < lastWeek || Math.floor(task.clientId / 50) % 5 !== 0))
        .map((occurrence) => ({ gymId, taskId: task.id, clientId: task.clientId, occurrence })),
    );
    await insertInBatches(completions, (batch) => db.insert(taskCompletions).values(batch));

    // Library: the business's own workouts (the count reads them).
    await insertInBatches(
      Array.from({ length: WORKOUTS }, (_, i) => ({ gymId, name: `Rutina ${i}`, nameKey: `rutina ${i}`, mode: 'simple' as const, groups: [] })),
      (batch) => db.insert(workouts).values(batch),
    );
    // What autovacuum does minutes after a bulk load: statistics for the planner, the visibility map for index-only scans.
    await db.execute(sql`vacuum analyze`);

    const times: number[] = [];
    let first = 0;
    let shown = '';
    for (let run = 0; run < RUNS + 10; run += 1) {
      const started = process.hrtime.bigint();
      const response = await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: authHeader(access) });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.statusCode !== 200) throw new Error(`/api/v1/dashboard respondió ${response.statusCode}: ${response.body.slice(0, 200)}`);
      const body = response.json() as {
        tasks: { scheduled: number } | null;
        revenue: unknown[] | null;
        pendingPeriods: { count: number } | null;
        needsAttention: { total: number } | null;
      };
      if (body.tasks === null || body.revenue === null || body.pendingPeriods === null || body.needsAttention === null) {
        throw new Error('una cifra del dashboard vino en null');
      }
      shown = `${body.tasks.scheduled} tareas en la semana, ${body.pendingPeriods.count} períodos abiertos, ${body.needsAttention.total} a atender`;
      if (run === 0) first = elapsed;
      if (run >= 10) times.push(elapsed); // the first runs warm caches and the JIT
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 0.5);
    // The first read also computes every client's adherence (client_adherence) and warms the process.
    console.log(`${driver.padEnd(10)} dashboard, primera lectura ${first.toFixed(1).padStart(6)} ms`);
    const judged = driver === 'PostgreSQL' ? (p50 <= BUDGET_MS ? 'OK' : 'SOBRE EL PRESUPUESTO') : '(se informa)';
    console.log(
      `${driver.padEnd(10)} dashboard ${shown.padEnd(48)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms  (≤ ${BUDGET_MS} ms p50 en PostgreSQL) ${judged}`,
    );
    // The clients list with adherence (issue 26), on this business with tasks: the usual page with its
    // clients' figures, and sorted or filtered by adherence (every client's figures). Budget of a list: ≤ 20 ms.
    for (const [name, url] of [
      ['clientes con adherencia', '/api/v1/clients?adherence=true'],
      ['clientes por adherencia 7 d', '/api/v1/clients?sort=adherence7'],
      ['clientes adherencia < 50', '/api/v1/clients?adherenceBelow=50'],
    ] as const) {
      const listTimes: number[] = [];
      for (let run = 0; run < RUNS / 2 + 5; run += 1) {
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url, headers: authHeader(access) });
        if (response.statusCode !== 200) throw new Error(`${url} respondió ${response.statusCode}: ${response.body.slice(0, 200)}`);
        if (run >= 5) listTimes.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      listTimes.sort((a, b) => a - b);
      const listP50 = percentile(listTimes, 0.5);
      const listJudged = driver === 'PostgreSQL' ? (listP50 <= 20 ? 'OK' : 'SOBRE EL PRESUPUESTO') : '(se informa)';
      console.log(`${driver.padEnd(10)} ${name.padEnd(58)} p50 ${listP50.toFixed(1).padStart(6)} ms  p95 ${percentile(listTimes, 0.95).toFixed(1).padStart(6)} ms  (≤ 20 ms p50 en PostgreSQL) ${listJudged}`);
    }
    if (process.env.BENCH_DETAIL) await detail(driver, db, { gymId, userId: user.id, role: 'AD' }, today);
    console.log(
      `${driver.padEnd(10)} ${CLIENTS.toLocaleString('es-AR')} clientes, ${seeded.periods.toLocaleString('es-AR')} períodos, ${seeded.payments.toLocaleString('es-AR')} pagos, ${taskRows.length.toLocaleString('es-AR')} series con ${total.toLocaleString('es-AR')} ocurrencias, ${completions.length.toLocaleString('es-AR')} registradas`,
    );
  } finally {
    await app.close();
    await testDb.close();
  }
}

/** BENCH_DETAIL=1: p50 of each figure's query alone, to see where the time goes. */
async function detail(driver: string, db: Db, scope: Scope, today: string) {
  const { gymId } = scope;
  const calendar = dashboardCalendar(today);
  const deps = { db, now: () => new Date() };
  const parts: Array<[string, () => Promise<unknown>]> = [
    ['catch-up', () => catchUpBilling(deps, gymId)],
    ['clientes', () => clientFigures(db, gymId, calendar)],
    ['rutinas', () => countWorkouts(db, gymId)],
    ['totales por mes', () => monthTotals(db, gymId, calendar)],
    ['totales de Cobros', () => periodSummary(deps, scope)],
    ['períodos abiertos', () => pendingPeriodFigures(db, gymId, today)],
    ['planes', () => planDistribution(db, gymId, today)],
    ['tareas', () => taskFigures(db, gymId, calendar)],
    ['cumplimiento y necesitan atención', () => adherenceFigures(db, gymId, today)],
    // The business's first read of a day: every client's adherence computed and kept again.
    [
      'adherencia del día',
      async () => {
        await db.update(clientAdherence).set({ day: null }).where(eq(clientAdherence.gymId, gymId));
        await refreshAdherence(db, gymId, today);
      },
    ],
  ];
  for (const [name, run] of parts) {
    const times: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const started = process.hrtime.bigint();
      await run();
      if (i >= 5) times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    console.log(`${driver.padEnd(10)}   ${name.padEnd(20)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms`);
  }
}

benchOnEachDriver(
  `API: dashboard con ${CLIENTS.toLocaleString('es-AR')} clientes, ${OCCURRENCES.toLocaleString('es-AR')} ocurrencias de tareas y dos años de pagos mensuales (${RUNS} pedidos)`,
  bench,
);
