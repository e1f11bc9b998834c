import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { registeredAppClient } from '../../test/fixtures';
import { testConfig } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { listening, openStream, sendAs, type StreamReader } from './chat-test-helpers';

/**
 * Two API instances on one database, as behind a load balancer: a stream connected to the second
 * instance receives what is posted on the first, within a second. On PostgreSQL (TEST_DATABASE_URL)
 * each instance has its own pool and its own LISTEN connection, so the message can only travel
 * through PostgreSQL's NOTIFY. PGlite cannot be opened by two processes: there both instances share
 * the one in-process database and each listens on it, the in-process equivalent of the same path.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let testDb: TestDatabase;
let secondDatabase: Database;
let first: App;
let second: App;
const streams: StreamReader[] = [];

const instance = (database: Database) => {
  const clock = new TestClock();
  return buildApp({ config: testConfig(), database, now: clock.now });
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  const client: unknown = '$client' in testDb.database.db ? testDb.database.db.$client : undefined;
  secondDatabase =
    onPostgres && client instanceof pg.Pool
      ? await openDatabase({ kind: 'postgres', url: client.options.connectionString!, maxConnections: 3 })
      : testDb.database;
});

beforeEach(async () => {
  await testDb.reset();
  first = instance(testDb.database);
  second = instance(secondDatabase);
  await Promise.all([first.ready(), second.ready()]);
});

afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await Promise.all([first.close(), second.close()]);
});

afterAll(async () => {
  if (secondDatabase !== testDb.database) await secondDatabase.close();
  await testDb.close();
});

async function connectedToSecond(path: string, access: string) {
  const stream = await openStream(await listening(second), path, access);
  streams.push(stream);
  await stream.next((event) => event.event === 'ready');
  return stream;
}

it(`a message posted on one instance reaches a stream on the other within a second (${onPostgres ? 'PostgreSQL LISTEN/NOTIFY' : 'PGlite, in-process'})`, async () => {
  const { trainer, access: client, clientId } = await registeredAppClient(first);
  const trainerStream = await connectedToSecond('/api/v1/chats/stream', trainer.access);
  const clientStream = await connectedToSecond('/api/v1/client-app/messages/stream', client);

  const started = Date.now();
  const posted = (await sendAs(first, client, '/api/v1/client-app/messages', 'Llego tarde hoy')).json();
  const received = await trainerStream.next((event) => event.event === 'message', 1000);
  expect(received).toEqual({ event: 'message', data: { clientId, message: posted } });
  expect(Date.now() - started).toBeLessThan(1000);
  expect(await trainerStream.next((event) => event.event === 'unread', 1000)).toEqual({ event: 'unread', data: { unreadMessages: 1 } });

  const answer = (await sendAs(first, trainer.access, `/api/v1/chats/${clientId}/messages`, 'Dale, te espero')).json();
  // The client's stream had its own message first (their other devices show it too).
  const fromTrainer = await clientStream.next((event) => event.event === 'message' && event.data.message.from === 'trainer', 1000);
  expect(fromTrainer).toEqual({ event: 'message', data: { clientId, message: answer } });
});

(onPostgres ? it : it.skip)('listens again after PostgreSQL drops the LISTEN connection, and tells the streams to refetch', async () => {
  const { trainer, access: client } = await registeredAppClient(first);
  const stream = await connectedToSecond('/api/v1/chats/stream', trainer.access);
  // What a PostgreSQL restart does to every connection, done to the listeners alone.
  await testDb.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
  );
  // The listener notices, reconnects after a short back-off and sends a fresh `ready`.
  expect(await stream.next((event) => event.event === 'ready', 5000)).toEqual({ event: 'ready', data: { unreadMessages: 0 } });
  await sendAs(first, client, '/api/v1/client-app/messages', 'Sigo acá');
  expect(await stream.next((event) => event.event === 'message', 1000)).toMatchObject({ data: { message: { text: 'Sigo acá' } } });
});
