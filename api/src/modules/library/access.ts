import { libraryMessages, type LibraryKind } from '@coach/shared/contracts';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../http/api-error';
import { libraryTables, type LibraryRow, type LibraryTable } from './library-tables';

/** A business reads its own items and the product's (gym_id null); nobody else's. */
export const readableBy = (table: LibraryTable, gymId: number): SQL => or(eq(table.gymId, gymId), isNull(table.gymId))!;

export const cannotEdit = (kind: LibraryKind) => new ApiError(403, 'FORBIDDEN', libraryMessages.cannotEdit(kind));
export const cannotDelete = (kind: LibraryKind) => new ApiError(403, 'FORBIDDEN', libraryMessages.cannotDelete(kind));

/**
 * The item with this id the business may read (archived ones too: history shows their names), or
 * undefined: another business's id is exactly as missing as an id that does not exist.
 */
export async function findReadable<K extends LibraryKind>(db: Db, kind: K, gymId: number, id: number): Promise<LibraryRow<K> | undefined> {
  const table: LibraryTable = libraryTables[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), readableBy(table, gymId)))
    .limit(1);
  return row as LibraryRow<K> | undefined;
}

/**
 * Locks the business's item for a change inside `tx`: 404 when it cannot read it, 403 when the
 * product provides it, and 404 for an edit of an archived (deleted) item: it can be read, not changed.
 */
export async function lockForChange<K extends LibraryKind>(
  tx: Db,
  kind: K,
  gymId: number,
  id: number,
  action: 'edit' | 'delete',
): Promise<LibraryRow<K>> {
  const table: LibraryTable = libraryTables[kind];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), readableBy(table, gymId)))
    .for('update');
  if (!row) throw notFound();
  if (row.gymId === null) throw action === 'edit' ? cannotEdit(kind) : cannotDelete(kind);
  if (action === 'edit' && row.archivedAt) throw notFound();
  return row as LibraryRow<K>;
}
