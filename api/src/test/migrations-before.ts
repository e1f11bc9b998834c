import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { migrationsDir } from '../paths';

/**
 * A copy of drizzle/ whose journal ends just before `tag`, in `dir`: the schema as it was before that
 * migration, for a test that writes rows the old way and then upgrades them as a starting server does.
 */
export function migrationsBefore(tag: string, dir: string): string {
  mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
  if (upTo < 0) throw new Error(`no migration ${tag} in the journal`);
  const entries = journal.entries.slice(0, upTo);
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(path.join(migrationsDir, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

/** Raw SQL, for tables as an older migration left them (both drivers answer `{ rows }`). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The `id` the first row of a raw `insert … returning id` answers. */
export const rawId = async (db: Db, query: SQL): Promise<number> => (await rawRows<{ id: number }>(db, query))[0]!.id;
