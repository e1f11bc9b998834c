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
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

const migrationConfig = (options: MigrateOptions = {}) => ({ migrationsFolder: options.migrationsFolder ?? migrationsDir });
// Any constant works; it only has to be the same for every instance of this API.
const MIGRATION_LOCK_ID = 72_617_001;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.maxConnections) : openPglite(target);
}

async function openPglite(target: { kind: 'pglite'; dataDir: string } | { kind: 'memory' }): Promise<Database> {
  let lock: { release(): void } | undefined;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    // Throws DataDirLockedError while another process (the server, the admin command) has it open.
    lock = lockDataDir(target.dataDir);
  }
  let client: PGlite;
  try {
    client = target.kind === 'pglite' ? new PGlite(target.dataDir) : new PGlite();
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

async function openPostgres(url: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool);
  return {
    db,
    driver: 'postgres',
    migrate: (options) => migratePostgres(url, options),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Several API instances may start together against one database: only one migrates at a time. */
async function migratePostgres(url: string, options?: MigrateOptions): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client), migrationConfig(options));
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
