// `pnpm bench` (API part): a business with 5,000 clients and 200,000 chat messages (4,000 conversations
// of 50 messages, the last two unread); p50/p95 of GET /api/v1/chats (first page, a search, a later
// page), of the sidebar's unread count and of a conversation's newest page; then the delivery latency
// across two API instances: a message posted on the first, received by a stream on the second (real
// HTTP). PGlite always (one in-process database for both instances); PostgreSQL too when
// TEST_DATABASE_URL (an admin URL) is set, each instance with its own pool and LISTEN connection.
// Budget: GET /api/v1/chats ≤ 30 ms p50 on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { clients, conversations, messages } from '../src/db/schema';
import { derivedColumns } from '../src/modules/clients/search-text';
import { listening, openStream } from '../src/modules/chats/chat-test-helpers';
import { createTestDatabase } from '../src/test/test-db';
import { testConfig } from '../src/test/test-app';
import { authHeader, decodeClaims, inviteAs, newAppClient, registerInApp, signedInTrainer } from '../src/test/fixtures';
import { benchOnEachDriver } from './drivers';
import { percentile } from './seed';

const CLIENTS = 5_000;
const CONVERSATIONS = 4_000;
const PER_CONVERSATION = 50;
const RUNS = 60;
const DELIVERIES = 60;
const BUDGET_MS = 30;

const line = (driver: string, name: string, detail: string, times: number[], budget?: number) => {
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const judged = budget === undefined ? '' : driver === 'PostgreSQL' ? (p50 <= budget ? `(≤ ${budget} ms p50) OK` : `(≤ ${budget} ms p50) SOBRE EL PRESUPUESTO`) : '(se informa)';
  console.log(
    `${driver.padEnd(10)} ${name.padEnd(34)} ${detail.padEnd(26)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms  ${judged}`,
  );
};

async function seed(database: Database, gymId: number) {
  const { db } = database;
  const clientIds: number[] = [];
  for (let start = 0; start < CLIENTS; start += 500) {
    const batch = Array.from({ length: Math.min(500, CLIENTS - start) }, (_, i) => {
      const n = start + i;
      const person = { firstName: 'Cliente', lastName: `Número ${n}`, email: `chat${n}@ejemplo.com`, phone: `11${String(50000000 + n)}` };
      return { gymId, memberSince: '2025-01-01', ...person, ...derivedColumns(person) };
    });
    const inserted = await db.insert(clients).values(batch).returning({ id: clients.id });
    clientIds.push(...inserted.map((row) => row.id));
  }
  // In time order (so seq follows sentAt): round j writes the j-th message of every conversation.
  const start = Date.parse('2027-01-04T09:00:00Z');
  for (let j = 0; j < PER_CONVERSATION; j += 1) {
    const rows = Array.from({ length: CONVERSATIONS }, (_, i) => {
      const sentAt = new Date(start + (j * CONVERSATIONS + i) * 1000);
      return {
        id: randomUUID(),
        gymId,
        clientId: clientIds[i]!,
        sender: (i + j) % 2 === 0 ? ('client' as const) : ('trainer' as const),
        text: `Mensaje ${j + 1} de la conversación ${i + 1}: ¿cómo venís con el plan de esta semana? 💪`,
        sentAt,
        readAt: j < PER_CONVERSATION - 2 ? sentAt : null,
      };
    });
    for (let k = 0; k < rows.length; k += 2000) await db.insert(messages).values(rows.slice(k, k + 2000));
  }
  // The conversations' rows, as every send keeps them.
  await db.execute(sql`
    insert into ${conversations} (client_id, gym_id, last_message_id, last_message_at, last_seq)
    select distinct on (${messages.clientId}) ${messages.clientId}, ${messages.gymId}, ${messages.id}, ${messages.sentAt}, ${messages.seq}
    from ${messages} where ${messages.gymId} = ${gymId} order by ${messages.clientId}, ${messages.seq} desc`);
  for (const [sender, column] of [
    ['client', sql`trainer_unread`],
    ['trainer', sql`client_unread`],
  ] as const) {
    await db.execute(sql`
      update ${conversations} set ${column} = unread.n
      from (select ${messages.clientId} as client_id, count(*)::int as n from ${messages}
            where ${messages.sender} = ${sender} and ${messages.readAt} is null group by ${messages.clientId}) as unread
      where ${conversations.clientId} = unread.client_id`);
  }
  // What autovacuum does minutes after a bulk load: the planner gets the tables' statistics.
  await db.execute(sql`analyze`);
  return clientIds;
}

async function timed(app: App, access: string, url: string, check: (body: string) => string, before?: () => void) {
  const times: number[] = [];
  let detail = '';
  for (let run = 0; run < RUNS + 10; run += 1) {
    before?.();
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers: authHeader(access) });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200) throw new Error(`${url} respondió ${response.statusCode}: ${response.body.slice(0, 200)}`);
    detail = check(response.body);
    if (run >= 10) times.push(elapsed); // the first runs warm caches and the JIT
  }
  return { times, detail };
}

async function bench(driver: 'PGlite' | 'PostgreSQL') {
  const testDb = await createTestDatabase();
  const pool: unknown = '$client' in testDb.database.db ? testDb.database.db.$client : undefined;
  const secondDatabase =
    pool instanceof pg.Pool ? await openDatabase({ kind: 'postgres', url: pool.options.connectionString!, maxConnections: 5 }) : testDb.database;
  const first = buildApp({ config: testConfig(), database: testDb.database });
  const second = buildApp({ config: testConfig(), database: secondDatabase });
  await Promise.all([first.ready(), second.ready()]);
  try {
    const trainer = await signedInTrainer(first);
    const gymId = Number(decodeClaims(trainer.access).gym_id);
    const seeded = Date.now();
    const clientIds = await seed(testDb.database, gymId);
    console.log(`${driver.padEnd(10)} ${CLIENTS.toLocaleString('es-AR')} clientes y ${(CONVERSATIONS * PER_CONVERSATION).toLocaleString('es-AR')} mensajes cargados en ${((Date.now() - seeded) / 1000).toFixed(0)} s`);

    const list = (body: string) => {
      const parsed = JSON.parse(body) as { items: unknown[]; total: number };
      return `${parsed.items.length} de ${parsed.total.toLocaleString('es-AR')}`;
    };
    for (const [name, url] of [
      ['GET /api/v1/chats (primera página)', '/api/v1/chats'],
      ['GET /api/v1/chats?search=', '/api/v1/chats?search=numero%2012'],
      ['GET /api/v1/chats (página 150)', '/api/v1/chats?page=150'],
    ] as const) {
      const { times, detail } = await timed(first, trainer.access, url, list);
      line(driver, name, detail, times, BUDGET_MS);
    }
    // Read from the database each time, as after a message (the instance keeps the count between changes).
    const badge = await timed(
      first,
      trainer.access,
      '/api/v1/me/chats/unread_messages',
      (body) => `${JSON.parse(body).unreadMessages} sin leer`,
      () => first.chatHub.forgetUnread(gymId),
    );
    line(driver, 'GET /api/v1/me/chats/unread_messages', badge.detail, badge.times);
    const page = await timed(first, trainer.access, `/api/v1/chats/${clientIds[7]}/messages`, (body) => `${JSON.parse(body).items.length} mensajes`);
    line(driver, 'GET /api/v1/chats/{id}/messages', page.detail, page.times);

    // Delivery: posted on the first instance, read from a stream on the second.
    const { code } = await inviteAs(first, trainer.access);
    const registered = await registerInApp(first, newAppClient(code, { email: 'bench-chat@ejemplo.com' }));
    const client = registered.json<{ access: string }>().access;
    const stream = await openStream(await listening(second), '/api/v1/chats/stream', trainer.access);
    await stream.next((event) => event.event === 'ready', 5000);
    const latencies: number[] = [];
    for (let run = 0; run < DELIVERIES + 5; run += 1) {
      const id = randomUUID();
      const started = process.hrtime.bigint();
      const sent = await first.inject({ method: 'POST', url: '/api/v1/client-app/messages', headers: authHeader(client), payload: { id, text: `Entrega ${run}` } });
      if (sent.statusCode !== 201) throw new Error(`POST respondió ${sent.statusCode}: ${sent.body}`);
      await stream.next((event) => event.event === 'message' && event.data.message.id === id, 5000);
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (run >= 5) latencies.push(elapsed);
    }
    stream.close();
    line(driver, 'POST → evento en otra instancia', `${DELIVERIES} mensajes`, latencies);
  } finally {
    await Promise.all([first.close(), second.close()]);
    if (secondDatabase !== testDb.database) await secondDatabase.close();
    await testDb.close();
  }
}

benchOnEachDriver(
  `API: chats con ${CLIENTS.toLocaleString('es-AR')} clientes y ${(CONVERSATIONS * PER_CONVERSATION).toLocaleString('es-AR')} mensajes (${RUNS} pedidos por caso), y entrega en vivo entre dos instancias`,
  bench,
);
