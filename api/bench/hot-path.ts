// `pnpm bench` (API part): the cost of the request path, as ratios against a bare Fastify hello world
// measured in the same run (ARCHITECTURE.md section 6). autocannon (20 connections) from this process
// against servers in child processes, one at a time: the hello world, a reference stack (Fastify + pg +
// a JWT check + `select 1`, the ceiling of this machine), and the product (buildApp as the server builds
// it, logger at info) on PostgreSQL with a business of 5,000 clients: the client list's first page and
// the sidebar's unread count, which every open tab polls. Each target is measured in ROUNDS alternating
// rounds so a noisy neighbour hits them all alike. PostgreSQL only (TEST_DATABASE_URL, an admin URL).
// Beside the rates, the CPU each request cost the server, its PostgreSQL backends and autocannon (from
// /proc): steadier than rates on a machine shared with other work.
// HOT_PATH_SECONDS (per round, default 5), HOT_PATH_PROFILE=<dir> (the product's --cpu-prof there).
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import jwt from '@fastify/jwt';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { conversations } from '../src/db/schema';
import { createTestDatabase } from '../src/test/test-db';
import { TEST_JWT_SECRET, testConfig } from '../src/test/test-app';
import { decodeClaims, signedInTrainer } from '../src/test/fixtures';
import { seedNamedClients } from './seed';

const CLIENTS = 5_000;
const CONVERSATIONS = 4_000;
const UNREAD_CONVERSATIONS = 300;
const CONNECTIONS = 20;
const ROUNDS = 2;
const SECONDS = Number(process.env.HOT_PATH_SECONDS ?? 5);
const BUDGET = { list: 0.1, unread: 0.2, p99: 50 };

type ServerKind = 'hello' | 'stack' | 'product';

// ---- child side: one server per process, its port sent to the parent ----

async function serve(kind: ServerKind, databaseUrl: string) {
  let close: () => Promise<void>;
  let port: number;
  if (kind === 'hello') {
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    close = () => app.close();
  } else if (kind === 'stack') {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const app = Fastify();
    await app.register(jwt, { secret: TEST_JWT_SECRET, verify: { algorithms: ['HS256'] } });
    app.addHook('onRequest', async (request) => {
      await request.jwtVerify();
    });
    app.get('/', async () => (await pool.query('select 1 as one')).rows[0]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    close = async () => {
      await app.close();
      await pool.end();
    };
  } else {
    // As server.ts builds it: the production pool size and the logger at info, to stdout.
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const app = buildApp({ config: testConfig(), database, logger: { level: 'info' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    close = async () => {
      await app.close();
      await database.close();
    };
  }
  process.send!({ port });
  process.on('message', () => {
    void close().then(() => process.exit(0));
  });
}

// ---- parent side ----

interface Target {
  name: string;
  server: ServerKind;
  path: string;
  auth: boolean;
}

interface Running {
  child: ChildProcess;
  port: number;
  logLines: number;
}

function start(kind: ServerKind, databaseUrl: string): Promise<Running> {
  const profile = kind === 'product' && process.env.HOT_PATH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.HOT_PATH_PROFILE}`] : [];
  const child = fork(__filename, ['serve', kind, databaseUrl], {
    execArgv: [...process.execArgv, ...profile],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const running: Running = { child, port: 0, logLines: 0 };
  child.stdout!.on('data', (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) running.logLines += 1;
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ ...running, port: message.port, get logLines() { return running.logLines; } }));
    child.once('exit', (code) => reject(new Error(`el servidor ${kind} terminó (${code})`)));
  });
}

function stop(running: Running): Promise<void> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.once('exit', () => resolve());
    running.child.send('stop');
  });
}

interface Totals {
  requests: number;
  seconds: number;
  errors: number;
  non2xx: number;
  p99: number[];
  cpu: { server: number; postgres: number; client: number };
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far (Linux; 0 elsewhere). */
function cpuSeconds(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of each PostgreSQL backend connected to `database` (its command line names it). */
function postgresCpu(database: string): Map<string, number> {
  const backends = new Map<string, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return backends;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.startsWith('postgres: ') && command.includes(` ${database} `)) backends.set(pid, cpuSeconds(pid));
    } catch {
      // gone meanwhile
    }
  }
  return backends;
}

/** What the backends still there used since `before` (one that came meanwhile: all it used). */
function postgresCpuSince(database: string, before: Map<string, number>): number {
  let total = 0;
  for (const [pid, seconds] of postgresCpu(database)) total += seconds - (before.get(pid) ?? 0);
  return total;
}

async function load(port: number, target: Target, token: string, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.auth ? { authorization: `Bearer ${token}` } : {},
  });
}

async function seed() {
  const testDb = await createTestDatabase();
  const seeding = buildApp({ config: testConfig(), database: testDb.database });
  await seeding.ready();
  const { access } = await signedInTrainer(seeding);
  await seeding.close();
  const gymId = Number(decodeClaims(access).gym_id);
  const { db } = testDb.database;
  const ids = await seedNamedClients(db, gymId, CLIENTS);
  // Conversations with most clients, a few with messages the trainers have not read.
  const rows = ids.slice(0, CONVERSATIONS).map((clientId, i) => ({
    clientId,
    gymId,
    lastSeq: i + 1,
    lastMessageAt: new Date(Date.UTC(2027, 0, 1) + i * 60_000),
    trainerUnread: i < UNREAD_CONVERSATIONS ? 1 + (i % 3) : 0,
  }));
  for (let start = 0; start < rows.length; start += 1000) await db.insert(conversations).values(rows.slice(start, start + 1000));
  // As autovacuum leaves tables soon after a load: statistics, and a visibility map that lets a count
  // read its index alone.
  await db.execute(sql`vacuum analyze`);
  // The pool of the seeding app is closed; the servers open their own to this database.
  const url = new URL(process.env.TEST_DATABASE_URL!);
  // node-postgres answers a QueryResult.
  const current = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  url.pathname = `/${current.rows[0]!.name}`;
  return { testDb, access, databaseUrl: url.toString() };
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

async function main() {
  console.log(`\nAPI: costo del camino de un pedido (autocannon, ${CONNECTIONS} conexiones, ${ROUNDS} rondas de ${SECONDS} s por caso, PostgreSQL, ${CLIENTS.toLocaleString('es-AR')} clientes)`);
  if (!process.env.TEST_DATABASE_URL) {
    console.log('PostgreSQL: sin TEST_DATABASE_URL ni initdb, se omite');
    return;
  }
  const { testDb, access, databaseUrl } = await seed();
  const database = new URL(databaseUrl).pathname.slice(1);
  const targets: Target[] = [
    { name: 'hola mundo (Fastify pelado)', server: 'hello', path: '/', auth: false },
    { name: 'referencia: Fastify + pg + JWT + select 1', server: 'stack', path: '/', auth: true },
    { name: 'lista de clientes (20 de 5.000)', server: 'product', path: '/api/v1/clients?page=1&pageSize=20', auth: true },
    { name: 'unread_messages', server: 'product', path: '/api/v1/me/chats/unread_messages', auth: true },
  ];
  const servers = new Map<ServerKind, Running>();
  const totals = new Map<string, Totals>();
  let productLogLines: number;
  let productRequests = 0;
  try {
    for (const kind of ['hello', 'stack', 'product'] as const) servers.set(kind, await start(kind, databaseUrl));
    for (const target of targets) {
      // Warm-up: JIT, pools, caches.
      await load(servers.get(target.server)!.port, target, access, 2);
      totals.set(target.name, { requests: 0, seconds: 0, errors: 0, non2xx: 0, p99: [], cpu: { server: 0, postgres: 0, client: 0 } });
    }
    const logLinesBefore = servers.get('product')!.logLines;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        const server = servers.get(target.server)!;
        const before = { server: cpuSeconds(server.child.pid!), postgres: postgresCpu(database), client: cpuSeconds(process.pid) };
        const result = await load(server.port, target, access, SECONDS);
        const total = totals.get(target.name)!;
        total.cpu.server += cpuSeconds(server.child.pid!) - before.server;
        total.cpu.postgres += postgresCpuSince(database, before.postgres);
        total.cpu.client += cpuSeconds(process.pid) - before.client;
        total.requests += result.requests.total;
        total.seconds += result.duration;
        total.errors += result.errors + result.timeouts;
        total.non2xx += result.non2xx;
        total.p99.push(result.latency.p99);
        if (target.server === 'product') productRequests += result.requests.total;
      }
    }
    productLogLines = servers.get('product')!.logLines - logLinesBefore;
  } finally {
    for (const running of servers.values()) await stop(running);
    await testDb.close();
  }

  const rate = (name: string) => {
    const total = totals.get(name)!;
    return total.requests / total.seconds;
  };
  const hello = rate(targets[0]!.name);
  let failed = false;
  for (const target of targets) {
    const total = totals.get(target.name)!;
    const perSecond = rate(target.name);
    const ratio = perSecond / hello;
    const p99 = Math.max(...total.p99);
    const budget = target.name.startsWith('lista') ? BUDGET.list : target.name === 'unread_messages' ? BUDGET.unread : undefined;
    let judged = '';
    if (budget !== undefined) {
      const ok = ratio >= budget && p99 <= BUDGET.p99 && total.errors === 0 && total.non2xx === 0;
      failed ||= !ok;
      judged = `(≥ ${pct(budget)}, p99 ≤ ${BUDGET.p99} ms, sin errores) ${ok ? 'OK' : 'SOBRE EL PRESUPUESTO'}`;
    } else if (target.server !== 'hello') {
      judged = '(techo de esta máquina)';
    }
    const errors = total.errors + total.non2xx > 0 ? `  errores ${total.errors}, no 2xx ${total.non2xx}` : '';
    const micros = (cpu: number) => String(Math.round((cpu / Math.max(1, total.requests)) * 1e6)).padStart(4);
    console.log(
      `${target.name.padEnd(42)} ${perSecond.toFixed(0).padStart(6)} req/s  ${pct(ratio).padStart(7)}  p99 ${String(p99).padStart(3)} ms${errors}  ${judged}`,
    );
    console.log(
      `${''.padEnd(42)} CPU por pedido: servidor ${micros(total.cpu.server)} µs, PostgreSQL ${micros(total.cpu.postgres)} µs, autocannon ${micros(total.cpu.client)} µs`,
    );
  }
  console.log(`líneas de log (nivel info) por pedido del producto: ${(productLogLines / Math.max(1, productRequests)).toFixed(2)}`);
  if (failed) process.exitCode = 1;
}

if (process.argv[2] === 'serve') {
  void serve(process.argv[3] as ServerKind, process.argv[4] ?? '').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
