import { libraryMessages, type LibraryKind } from '@coach/shared/contracts';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../http/api-error';
import { isAdmin, noPermission, type Scope } from '../team/scope';
import { libraryTables, type LibraryRow, type LibraryRowBase, type LibraryTable } from './library-tables';

/** A business reads its own items and the product's (gym_id null); nobody else's. */
export const readableBy = (table: LibraryTable, gymId: number): SQL => or(eq(table.gymId, gymId), isNull(table.gymId))!;

export const cannotEdit = (kind: LibraryKind) => new ApiError(403, 'FORBIDDEN', libraryMessages.cannotEdit(kind));
export const cannotDelete = (kind: LibraryKind) => new ApiError(403, 'FORBIDDEN', libraryMessages.cannotDelete(kind));

/**
 * The item with this id the business may read (archived ones too: history shows their names), or
 * undefined: another business's id is exactly as missing as an id that does not exist. Gym-level,
 * for the client's app and the programs' assignments; a member's route reads through findReadableInScope.
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

/** The item a member reads by id: every member reads the whole library of the business (and the product's). */
export const findReadableInScope = <K extends LibraryKind>(db: Db, kind: K, scope: Scope, id: number): Promise<LibraryRow<K> | undefined> =>
  findReadable(db, kind, scope.gymId, id);

/** A CO changes only the items they created (the permissions hook answers the same 403 before). */
export const changesOnlyOwn = (scope: Scope, row: Pick<LibraryRowBase, 'createdByUserId'>): boolean =>
  !isAdmin(scope) && row.createdByUserId !== scope.userId;

/**
 * Locks the item for a change inside `tx`: 404 when the business cannot read it, 403 when the
 * product provides it, 403 for a CO when another member made it (with `changedBy`), and 404 for an
 * edit of an archived (deleted) item: it can be read, not changed.
 */
async function lockItem<K extends LibraryKind>(tx: Db, kind: K, gymId: number, id: number, action: 'edit' | 'delete', changedBy?: Scope): Promise<LibraryRow<K>> {
  const table: LibraryTable = libraryTables[kind];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), readableBy(table, gymId)))
    .for('update');
  if (!row) throw notFound();
  if (row.gymId === null) throw action === 'edit' ? cannotEdit(kind) : cannotDelete(kind);
  if (changedBy && changesOnlyOwn(changedBy, row)) throw noPermission();
  if (action === 'edit' && row.archivedAt) throw notFound();
  return row as LibraryRow<K>;
}

/** Locks the business's item for a change inside `tx` (gym-level: the programs' domain functions). */
export const lockForChange = <K extends LibraryKind>(tx: Db, kind: K, gymId: number, id: number, action: 'edit' | 'delete'): Promise<LibraryRow<K>> =>
  lockItem(tx, kind, gymId, id, action);

/** Locks the item a member changes inside `tx`: lockForChange, and a CO's only when they made it. */
export const lockForChangeInScope = <K extends LibraryKind>(tx: Db, kind: K, scope: Scope, id: number, action: 'edit' | 'delete'): Promise<LibraryRow<K>> =>
  lockItem(tx, kind, scope.gymId, id, action, scope);
