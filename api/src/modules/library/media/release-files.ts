import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../storage/storage';
import { mediaTables } from './media-items';

/** Files of the product library: written by its sync, shared by every business, never released. */
export const PRODUCT_MEDIA_PREFIX = 'product/';

export interface ReleaseDeps {
  db: Db;
  storage: FileStorage;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Whether any exercise or activity (archived ones too: GET still shows them) still shows the file. */
async function isReferenced(db: Db, key: string): Promise<boolean> {
  for (const table of Object.values(mediaTables)) {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .where(or(eq(table.imageKey, key), eq(table.thumbnailKey, key), and(eq(table.videoProvider, 'upload'), eq(table.videoRef, key))))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * Deletes the files no row points at any more: call it after a change that stopped pointing at
 * `keys` has committed (a replaced or removed image or video, a link that replaced an uploaded
 * video). A duplicated item shares its original's files, so a file goes only when the last row
 * lets go of it; product files are never deleted. Never throws: a file left behind costs disk
 * space, not correctness.
 */
export async function releaseUnreferencedFiles(deps: ReleaseDeps, keys: Iterable<string | null | undefined>): Promise<string[]> {
  const released: string[] = [];
  for (const key of new Set(keys)) {
    if (!key || key.startsWith(PRODUCT_MEDIA_PREFIX)) continue;
    try {
      if (await isReferenced(deps.db, key)) continue;
      await deps.storage.delete(key);
      released.push(key);
    } catch (error) {
      deps.log?.warn({ err: error, key }, 'could not release a library file');
    }
  }
  return released;
}
