import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { isConnectionFault } from './errors';
import { DEFAULT_POSTGRES_TIMEOUTS, READ_TIMEOUT_MARGIN_MS, type PostgresTimeouts } from './postgres-timeouts';

/** The one query surface every module uses; PGlite and node-postgres both provide it. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbDriver = 'pglite' | 'postgres';

export interface MigrateOptions {
  /** drizzle/ by default; a test replays the history up to an older migration from a copy. */
  migrationsFolder?: string;
}

export interface Database {
  db: Db;
  driver: DbDriver;
  migrate(options?: MigrateOptions): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number; timeouts?: PostgresTimeouts }
  | { kind: 'pglite'; dataDir: string }
  /** loadDataDir: boot from a dumpDataDir() snapshot instead of an empty database. */
  | { kind: 'memory'; loadDataDir?: Blob };

const migrationConfig = (options: MigrateOptions = {}) => ({ migrationsFolder: options.migrationsFolder ?? migrationsDir });
// Any constant works; it only has to be the same for every instance of this API.
const MIGRATION_LOCK_ID = 72_617_001;
/** Database.ping's own limit on PostgreSQL (health answers within about this long). */
const PING_TIMEOUT_MS = 2000;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.maxConnections ?? 10, target.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS)
    : openPglite(target);
}

async function openPglite(target: Exclude<DatabaseTarget, { kind: 'postgres' }>): Promise<Database> {
  let lock: { release(): void } | undefined;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    // Throws DataDirLockedError while another process (the server, the admin command) has it open.
    lock = lockDataDir(target.dataDir);
  }
  let client: PGlite;
  try {
    client = target.kind === 'pglite' ? new PGlite(target.dataDir) : new PGlite({ loadDataDir: target.loadDataDir });
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client);
  return {
    db,
    driver: 'pglite',
    migrate: (options) => migratePglite(db, migrationConfig(options)),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * A client taken out of the pool (Drizzle's transactions, the chats LISTEN) that meets a connection
 * fault goes back to the pool as broken, so the pool closes it and opens a fresh one next time: the
 * same process recovers by itself once PostgreSQL is back. Drizzle does not release the client when
 * its BEGIN fails, and releases it without the error otherwise; this covers both.
 */
function discardOnFault(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  const query = client.query;
  let fault: Error | undefined;
  let released = false;
  // A checked-out client has no error listener of the pool's: without one, a connection dropped
  // between two queries of a transaction would be an uncaught 'error' event.
  const onError = (error: Error) => {
    fault ??= error;
  };
  client.on('error', onError);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', onError);
    release(error || fault);
  };
  client.query = function (this: pg.PoolClient, ...args: unknown[]): unknown {
    const result: unknown = Reflect.apply(query, this, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isConnectionFault(error)) {
        fault ??= error instanceof Error ? error : new Error(String(error));
        client.release();
      }
      throw error;
    });
  } as typeof client.query;
  return client;
}

class FaultAwarePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    // pool.query() takes its client this way and releases it with the query's error itself.
    if (callback) return super.connect(callback);
    return super.connect().then(discardOnFault);
  }
}

async function openPostgres(url: string, maxConnections: number, timeouts: PostgresTimeouts): Promise<Database> {
  const pool = new FaultAwarePool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS,
    // A peer that vanished without closing (a network partition) is noticed on idle connections too.
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process; the pool drops it and the
  // next query opens another.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool);
  return {
    db,
    driver: 'postgres',
    migrate: (options) => migratePostgres(url, timeouts, options),
    ping: async () => {
      // Its own short read timeout: health checks during a stall must not hold pool connections.
      await pool.query({ text: 'select 1', query_timeout: PING_TIMEOUT_MS } as pg.QueryConfig);
    },
    close: () => pool.end(),
  };
}

/** Several API instances may start together against one database: only one migrates at a time. */
async function migratePostgres(url: string, timeouts: PostgresTimeouts, options?: MigrateOptions): Promise<void> {
  // No statement timeout: a migration may rewrite a large table. Connecting is bounded like the pool's.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client), migrationConfig(options));
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
