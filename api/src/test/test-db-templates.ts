import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { productLibrary } from '../modules/library/product';
import { productSourceHash } from '../modules/library/product/sync';
import { apiDir, migrationsDir, repoRoot } from '../paths';

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(keep)
    .sort();
}

let hashed: string | undefined;
/**
 * What a prepared test database (migrated, product library synced) is built from, as one hash: the
 * migrations, the product library's data, the source of the API and of shared/ (the sync, the
 * migrator, the contracts: any change rebuilds, rather than trusting a narrower list) and the versions
 * of PGlite and Drizzle.
 * Same hash, same database: a snapshot or template named by it can be shared by every test file.
 */
export function preparedDatabaseHash(): string {
  if (hashed) return hashed;
  const hash = createHash('sha256');
  const source = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts');
  const sourceFiles = [
    ...filesUnder(migrationsDir, () => true),
    ...filesUnder(path.join(apiDir, 'src'), source),
    // The contracts the sync validates product rows with.
    ...filesUnder(path.join(repoRoot, 'shared', 'src'), source),
  ];
  for (const file of sourceFiles) {
    hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const dependency of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = JSON.parse(readFileSync(path.join(apiDir, 'node_modules', dependency, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${dependency}@${manifest.version}\0`);
  }
  hash.update(productSourceHash(productLibrary));
  hashed = hash.digest('hex').slice(0, 20);
  return hashed;
}

/**
 * PGlite: a dumpDataDir() of a prepared database, in a file of the system's temp directory that any
 * test file (jest isolates modules per file) or jest process can read. Whoever finds it missing or
 * unreadable builds it and writes it atomically (a file of its own, then a rename).
 */
export async function pgliteSnapshot(build: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(os.tmpdir(), `coach-api-test-db-${preparedDatabaseHash()}.tar`);
  try {
    const bytes = readFileSync(file);
    if (bytes.length > 0) return new Blob([bytes]);
  } catch {
    // Not built yet (or unreadable): build it below.
  }
  const snapshot = await build();
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // Sharing is only an optimisation: this file still has its snapshot.
    rmSync(partial, { force: true });
  }
  return snapshot;
}

// Any constant works; every test process building templates on one server takes the same lock.
const TEMPLATE_LOCK_ID = 72_617_099;

/**
 * PostgreSQL: a database named by the hash, built once per server and copied by CREATE DATABASE ...
 * TEMPLATE for each test file. Built under a name of its own and renamed only once complete, under an
 * advisory lock, so a crashed or concurrent build never leaves a half-prepared template behind.
 * Nothing stays connected to it (CREATE DATABASE refuses a template in use).
 */
export async function createFromTemplate(
  admin: pg.Client,
  name: string,
  build: (buildName: string) => Promise<void>,
): Promise<void> {
  const template = `coach_template_${preparedDatabaseHash()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (existing.rowCount === 0) {
      const building = `coach_template_build_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database "${building}"`);
      try {
        await build(building);
        await admin.query(`alter database "${building}" rename to "${template}"`);
      } catch (error) {
        await admin.query(`drop database if exists "${building}" with (force)`).catch(() => undefined);
        throw error;
      }
    }
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => undefined);
  }
}
