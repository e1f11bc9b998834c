import { libraryMessages, type LibraryKind } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, exercises, type ActivityRow, type ExerciseRow } from '../../../db/schema';
import { ApiError, notFound } from '../../../http/api-error';
import { noPermission, type Scope } from '../../team/scope';
import { changesOnlyOwn } from '../access';

/** The kinds of library items that have images and a video. */
export const mediaKinds = ['exercises', 'activities'] as const satisfies readonly LibraryKind[];
export type MediaKind = (typeof mediaKinds)[number];

export const mediaTables = { exercises, activities } as const;
type MediaTable = (typeof mediaTables)[MediaKind];
export type MediaItemRow<K extends MediaKind> = K extends 'exercises' ? ExerciseRow : ActivityRow;

/** The media columns both tables share (db/schema/library.ts). */
export type MediaColumns = Pick<ExerciseRow, 'videoProvider' | 'videoRef' | 'videoContentType' | 'imageKey' | 'thumbnailKey'>;

const cannotEdit = (kind: MediaKind) => new ApiError(403, 'FORBIDDEN', libraryMessages.cannotEdit(kind));

/**
 * The business's item whose media the member may change: 404 when it is another business's, missing
 * or archived (deleted), 403 when the product provides it, and for a CO when another member made it
 * (as the permissions hook answers). With `tx`, the row stays locked until the transaction ends, so
 * two uploads to one item queue up and neither file is lost track of.
 */
export async function findEditableItem<K extends MediaKind>(db: Db, kind: K, scope: Scope, id: number, lock = false): Promise<MediaItemRow<K>> {
  const table: MediaTable = mediaTables[kind];
  const query = db.select().from(table).where(eq(table.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (row.gymId !== null && row.gymId !== scope.gymId) || row.archivedAt !== null) throw notFound();
  if (row.gymId === null) throw cannotEdit(kind);
  if (changesOnlyOwn(scope, row)) throw noPermission();
  return row as MediaItemRow<K>;
}

/** Sets media columns of an item (already locked by findEditableItem) and answers the row. */
export async function updateMediaColumns<K extends MediaKind>(
  tx: Db,
  kind: K,
  id: number,
  values: Partial<MediaColumns> & { updatedAt: Date },
): Promise<MediaItemRow<K>> {
  const table: MediaTable = mediaTables[kind];
  const [row] = await tx.update(table).set(values).where(eq(table.id, id)).returning();
  if (!row) throw notFound();
  return row as MediaItemRow<K>;
}

/** The stored files an item's media columns point at. */
export function filesOf(row: MediaColumns, which: 'image' | 'video' | 'all'): string[] {
  const keys: string[] = [];
  if (which !== 'video') keys.push(...[row.imageKey, row.thumbnailKey].filter((key): key is string => key !== null));
  if (which !== 'image' && row.videoProvider === 'upload' && row.videoRef) keys.push(row.videoRef);
  return keys;
}
