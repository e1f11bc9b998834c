import { randomBytes } from 'node:crypto';
import { libraryKinds } from '@coach/shared/contracts';
import { PGlite } from '@electric-sql/pglite';
import { and, getTableName, isNull, notInArray, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import * as schema from '../db/schema';
import { migrationsDir } from '../paths';
import { libraryTables } from '../modules/library/library-tables';
import { productLibrary } from '../modules/library/product';
import { productCoverKey, syncProductLibrary, type ProductSyncDeps } from '../modules/library/product/sync';
import { createFromTemplate, pgliteSnapshot } from './test-db-templates';

export interface TestDatabase {
  database: Database;
  /** Empties every table between tests; much faster than a new database. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableName(table));
const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

async function truncateAll(database: Database) {
  await database.db.execute(sql.raw(`truncate table ${quoted(tableNames)} restart identity cascade`));
}

/**
 * The product library's rows (gym_id null) survive a reset, so a test does not pay for writing it
 * again: its tables and those they reference are emptied with DELETE (businesses and their users,
 * which takes the businesses' library rows with them), every other table with TRUNCATE. A test that
 * synced another source leaves another hash: the next reset writes the product library again.
 */
const keptTables = ['exercises', 'activities', 'workouts', 'forms', 'programs', 'product_library_state', 'users', 'gyms'];
const truncatedTables = tableNames.filter((name) => !keptTables.includes(name));

async function emptyAllButTheProductLibrary(database: Database) {
  await database.db.execute(sql.raw(`truncate table ${quoted(truncatedTables)} restart identity cascade`));
  await database.db.execute(sql`delete from gyms`);
  for (const table of ['gyms', 'users']) {
    await database.db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`);
  }
  // Product rows a test wrote itself (not from the product library's source) go too.
  for (const kind of libraryKinds) {
    const table = libraryTables[kind];
    const keys = productLibrary[kind].map((item) => item.key);
    await database.db.delete(table).where(and(isNull(table.gymId), notInArray(table.productKey, keys)));
  }
}

export interface TestDatabaseOptions {
  /** false: an empty database, for a test of the migrations themselves. */
  migrate?: boolean;
  /** Where the product library's covers go (the app's storage); by default they are not kept. */
  storage?: ProductSyncDeps['storage'];
}

const discardFiles: ProductSyncDeps['storage'] = { put: async () => undefined };

/**
 * Every test database has the product library, as production does from its first start; covers
 * are written to storage once per database.
 */
function productLibraryWriter(database: Database, storage: ProductSyncDeps['storage']) {
  const written = new Set<string>();
  const onceEach: ProductSyncDeps['storage'] = {
    put: async (key, bytes, contentType) => {
      if (written.has(key)) return;
      await storage.put(key, bytes, contentType);
      written.add(key);
    },
  };
  return {
    sync: () => syncProductLibrary({ db: database.db, storage: onceEach }, productLibrary),
    /** What the sync writes to storage, for a database copied already synced (its rows, not its covers). */
    writeCovers: async () => {
      await Promise.all([
        ...productLibrary.exercises.map((exercise) =>
          onceEach.put(productCoverKey('exercises', exercise.key), Buffer.from(productLibrary.exerciseCover(exercise)), 'image/svg+xml'),
        ),
        ...productLibrary.activities.map((activity) =>
          onceEach.put(productCoverKey('activities', activity.key), Buffer.from(productLibrary.activityCover(activity)), 'image/svg+xml'),
        ),
      ]);
    },
  };
}

/** Migrated and synced, as every test database starts; the template or snapshot others are copied from. */
async function prepare(database: Pick<Database, 'db' | 'migrate'>) {
  await database.migrate();
  await syncProductLibrary({ db: database.db, storage: discardFiles }, productLibrary);
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
 * One real database per test file, migrated like production and with the product library: an
 * in-memory PGlite by default, or, when TEST_DATABASE_URL (an admin URL) is set, a uniquely named
 * PostgreSQL database dropped at the end. `{ migrate: false }` leaves it empty, for a test of the
 * migrations themselves.
 *
 * Migrating and syncing cost seconds per file, so they are done once (see test-db-templates.ts): each
 * file's database is a copy of a prepared one, a PGlite snapshot or a PostgreSQL template, and only
 * the covers are written again, to this file's storage.
 */
export async function createTestDatabase({ migrate = true, storage = discardFiles }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (!migrate) {
      const database = await openDatabase({ kind: 'memory' });
      return { database, reset: () => truncateAll(database), close: () => database.close() };
    }
    const snapshot = await pgliteSnapshot(async () => {
      const source = await PGlite.create();
      try {
        const db = drizzle(source);
        await prepare({ db, migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }) });
        return await source.dumpDataDir('none');
      } finally {
        await source.close();
      }
    });
    const database = await openDatabase({ kind: 'memory', loadDataDir: snapshot });
    return prepared(database, storage, () => database.close());
  }

  const name = `coach_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const urlOf = (database: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  if (migrate) {
    await withAdmin(adminUrl, (client) =>
      createFromTemplate(client, name, async (building) => {
        const database = await openDatabase({ kind: 'postgres', url: urlOf(building), maxConnections: 1 });
        try {
          await prepare(database);
        } finally {
          await database.close();
        }
      }),
    );
  } else {
    await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  }
  const database = await openDatabase({ kind: 'postgres', url: urlOf(name), maxConnections: 5 });
  const close = async () => {
    await database.close();
    await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  };
  if (!migrate) return { database, reset: () => truncateAll(database), close };
  return prepared(database, storage, close);
}

/** A copy of the prepared database: reset as before, covers written to this file's storage. */
async function prepared(database: Database, storage: ProductSyncDeps['storage'], close: () => Promise<void>): Promise<TestDatabase> {
  const product = productLibraryWriter(database, storage);
  if (storage !== discardFiles) await product.writeCovers();
  return {
    database,
    reset: async () => {
      await emptyAllButTheProductLibrary(database);
      // One query when the product library is as synced (a test may have synced another source).
      await product.sync();
    },
    close,
  };
}
