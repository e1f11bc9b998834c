import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { openDatabase, type Database } from './client';
import { isConnectionFault, isDatabaseUnavailable } from './errors';

/**
 * The PostgreSQL pool against a database that cancels, drops or stops answering: each failure is
 * classified as the database being unavailable (503), and the same pool answers again afterwards.
 * PostgreSQL only (TEST_DATABASE_URL); the API reliability suite (api/reliability) does the same
 * with a real restart and a real stall of the server.
 */
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** Between the pool and PostgreSQL: forwards bytes, or holds them while stalled (a frozen server). */
class StallingProxy {
  private server = net.createServer((socket) => this.accept(socket));
  private sockets = new Set<net.Socket>();
  private stalled = false;
  private held: Array<() => void> = [];

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  stall() {
    this.stalled = true;
  }

  resume() {
    this.stalled = false;
    for (const send of this.held.splice(0)) send();
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(from);
      from.on('data', (chunk) => {
        const send = () => to.write(chunk);
        if (this.stalled) this.held.push(send);
        else send();
      });
      from.on('close', () => to.destroy());
      from.on('error', () => to.destroy());
    }
  }
}

describeOnPostgres('the PostgreSQL pool when the database fails', () => {
  let testDb: TestDatabase;
  let url: URL;
  const opened: Database[] = [];

  const open = async (options: { statementMs: number; connectMs: number; maxConnections?: number; port?: number }) => {
    const target = new URL(url);
    if (options.port) {
      target.hostname = '127.0.0.1';
      target.port = String(options.port);
    }
    const database = await openDatabase({
      kind: 'postgres',
      url: target.toString(),
      maxConnections: options.maxConnections ?? 2,
      timeouts: { statementMs: options.statementMs, connectMs: options.connectMs },
    });
    opened.push(database);
    return database;
  };

  const failure = (work: Promise<unknown>) =>
    work.then(
      () => {
        throw new Error('expected the database call to fail');
      },
      (error: unknown) => error,
    );

  beforeAll(async () => {
    testDb = await createTestDatabase({ migrate: false });
    const client: unknown = '$client' in testDb.database.db ? testDb.database.db.$client : undefined;
    if (!(client instanceof pg.Pool) || !client.options.connectionString) throw new Error('expected a pg pool');
    url = new URL(client.options.connectionString);
  });

  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => undefined);
    await testDb.close();
  });

  it('cancels a statement longer than the statement timeout (57014, unavailable) and keeps the connection', async () => {
    const database = await open({ statementMs: 300, connectMs: 2000, maxConnections: 1 });
    const error = await failure(database.db.execute(sql`select pg_sleep(3)`));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isConnectionFault(error)).toBe(false);
    await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
  });

  it('drops a connection PostgreSQL ended inside a transaction: the pool is not left one connection short', async () => {
    const database = await open({ statementMs: 2000, connectMs: 1000, maxConnections: 1 });
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      const error = await failure(
        database.db.transaction(async (tx) => {
          // Tags the connection so the admin can find it (Db's execute has no typed rows).
          await tx.execute(sql`set local application_name = 'coach-fault-test'`);
          await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'coach-fault-test'`);
          await tx.execute(sql`select 1`);
        }),
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      // With one connection, a leaked one would make this wait for connectMs and fail.
      await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
      await expect(database.db.transaction((tx) => tx.execute(sql`select 1 as one`))).resolves.toBeDefined();
    } finally {
      await admin.end();
    }
  });

  it('gives up on a stalled server within the timeouts (query, BEGIN, new connection) and answers again once it is back', async () => {
    const proxy = new StallingProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const port = await proxy.listen();
    try {
      const database = await open({ statementMs: 300, connectMs: 500, maxConnections: 2, port });
      await database.db.execute(sql`select 1`);
      proxy.stall();
      const started = Date.now();
      const [query, transaction, health] = await Promise.all([
        failure(database.db.execute(sql`select 1`)),
        failure(database.db.transaction((tx) => tx.execute(sql`select 1`))),
        failure(database.ping()),
      ]);
      // statement timeout + 1 s read margin, plus the wait for a pool slot or a connection.
      expect(Date.now() - started).toBeLessThan(4000);
      for (const error of [query, transaction, health]) expect(isDatabaseUnavailable(error)).toBe(true);
      proxy.resume();
      await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
      await expect(database.db.transaction((tx) => tx.execute(sql`select 1 as one`))).resolves.toBeDefined();
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await proxy.close();
    }
  });
});
