import type { LibraryKind } from '@coach/shared/contracts';
import { activities, exercises, forms, programs, workouts } from '../../db/schema';

/** The table of each kind of library item. */
export const libraryTables = { exercises, activities, workouts, forms, programs } as const;
export type LibraryTable = (typeof libraryTables)[LibraryKind];
export type LibraryRow<K extends LibraryKind> = (typeof libraryTables)[K]['$inferSelect'];

/** What every library row has (see db/schema/library.ts). */
export interface LibraryRowBase {
  id: number;
  gymId: number | null;
  name: string;
  archivedAt: Date | null;
  createdByUserId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields every library item answers with. */
export const itemBaseOf = (row: LibraryRowBase) => ({
  id: row.id,
  source: row.gymId === null ? ('product' as const) : ('own' as const),
  name: row.name,
  archived: row.archivedAt !== null,
  createdByUserId: row.createdByUserId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
