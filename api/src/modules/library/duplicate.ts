import type { LibraryKind } from '@coach/shared/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/api-error';
import { findReadable } from './access';
import { libraryTables, type LibraryRow, type LibraryTable } from './library-tables';
import { copyName, copyNameKeyPrefix } from './names';

/** "Copia de <name>", with " (2)", " (3)"… past the names the business's live items already have. */
export async function copyNameFor(db: Db, kind: LibraryKind, gymId: number, original: string): Promise<string> {
  const table: LibraryTable = libraryTables[kind];
  const taken = await db
    .select({ nameKey: table.nameKey })
    .from(table)
    .where(and(eq(table.gymId, gymId), isNull(table.archivedAt), sql`starts_with(${table.nameKey}, ${copyNameKeyPrefix(original)})`));
  const keys = new Set(taken.map((row) => row.nameKey));
  return copyName(original, (key) => keys.has(key));
}

/**
 * What a duplicate starts from: an item the business can read (its own or the product's) and that
 * is not archived, and the name of the copy. The caller inserts the copy (a 409 when another request
 * took that name in between).
 */
export async function duplicateSource<K extends LibraryKind>(db: Db, kind: K, gymId: number, id: number): Promise<{ source: LibraryRow<K>; name: string }> {
  const source = await findReadable(db, kind, gymId, id);
  if (!source || source.archivedAt) throw notFound();
  return { source, name: await copyNameFor(db, kind, gymId, source.name) };
}
