import type { libraryListQuerySchema } from '@coach/shared/contracts';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../clients/search-text';
import { readableBy } from './access';
import type { LibraryTable } from './library-tables';

export type LibraryListFilters = z.output<typeof libraryListQuerySchema>;

/** A search's words beyond this many are ignored (each one is a condition). */
const MAX_SEARCH_WORDS = 8;

/**
 * The rows a list shows: the business's own (`own`), the product's (`product`) or both (`all`),
 * never archived ones, matching `search` in the name and keywords. Each source is one branch of the
 * (gym_id, name_key) index: gym_id = $1, gym_id is null, or both.
 */
export function listConditions(table: LibraryTable, gymId: number, filters: Pick<LibraryListFilters, 'source' | 'search'>): SQL[] {
  const conditions: SQL[] = [isNull(table.archivedAt)];
  if (filters.source === 'own') conditions.push(eq(table.gymId, gymId));
  else if (filters.source === 'product') conditions.push(isNull(table.gymId));
  else conditions.push(readableBy(table, gymId));
  // Every word must appear, in any order: "bulgara sentadilla" finds "Sentadilla búlgara".
  const words = filters.search?.split(/\s+/u).filter(Boolean).slice(0, MAX_SEARCH_WORDS) ?? [];
  for (const word of words) conditions.push(sql`${table.searchText} like ${containsPattern(word)}`);
  return conditions;
}

export const whereAll = (conditions: SQL[]) => and(...conditions);

/** Name sorts by the name key byte by byte (the index's collation); the id breaks ties so pages never overlap. */
export function listOrder(table: LibraryTable, sort: LibraryListFilters['sort']): SQL[] {
  const nameKey = sql`${table.nameKey} collate "C"`;
  switch (sort) {
    case 'name':
      return [asc(nameKey), asc(table.id)];
    case '-name':
      return [desc(nameKey), desc(table.id)];
    case 'createdAt':
      return [asc(table.createdAt), asc(table.id)];
    case '-createdAt':
      return [desc(table.createdAt), desc(table.id)];
    case 'updatedAt':
      return [asc(table.updatedAt), asc(table.id)];
    case '-updatedAt':
      return [desc(table.updatedAt), desc(table.id)];
  }
}

export const pageOffset = (filters: Pick<LibraryListFilters, 'page' | 'pageSize'>) => (filters.page - 1) * filters.pageSize;
