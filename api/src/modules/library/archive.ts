import type { LibraryKind } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Scope } from '../team/scope';
import { lockForChangeInScope } from './access';
import { libraryTables, type LibraryTable } from './library-tables';

/**
 * DELETE archives (docs/decisions.md, "Biblioteca"): the item leaves lists and pickers and frees its
 * name, and GET by id keeps answering it, so workouts and clients' history keep its name. Deleting an
 * archived item again changes nothing. 404 for an item the business cannot read, 403 for the product's
 * (and for a CO, for another member's).
 */
export async function archiveItem(deps: { db: Db; now: () => Date }, kind: LibraryKind, scope: Scope, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockForChangeInScope(tx, kind, scope, id, 'delete');
    if (row.archivedAt) return;
    const table: LibraryTable = libraryTables[kind];
    const now = deps.now();
    await tx.update(table).set({ archivedAt: now, updatedAt: now }).where(eq(table.id, id));
  });
}
