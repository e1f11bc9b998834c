import { randomBytes } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import * as schema from '../db/schema';

export interface TestDatabase {
  database: Database;
  /** Empties every table between tests; much faster than a new database. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => `"${getTableName(table)}"`);

async function truncateAll(database: Database) {
  await database.db.execute(sql.raw(`truncate table ${tableNames.join(', ')} restart identity cascade`));
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * One real database per test file, migrated like production: an in-memory PGlite by default, or,
 * when TEST_DATABASE_URL (an admin URL) is set, a uniquely named PostgreSQL database dropped at the end.
 * `{ migrate: false }` leaves it empty, for a test of the migrations themselves.
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'memory' });
    if (migrate) await database.migrate();
    return { database, reset: () => truncateAll(database), close: () => database.close() };
  }

  const name = `coach_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  if (migrate) await database.migrate();
  return {
    database,
    reset: () => truncateAll(database),
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
