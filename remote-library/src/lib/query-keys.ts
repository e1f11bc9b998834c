import type { LibraryKind } from '@coach/shared/contracts';

/**
 * React Query keys of the library: `['library', kind, …]`, so a change to one kind invalidates its
 * lists and items at once (`libraryKeys.kind(kind)`), and exercises can be invalidated when a workout
 * that shows their names changes.
 */
export const libraryKeys = {
  all: ['library'] as const,
  kind: (kind: LibraryKind) => ['library', kind] as const,
  lists: (kind: LibraryKind) => ['library', kind, 'list'] as const,
  list: (kind: LibraryKind, query: object) => ['library', kind, 'list', query] as const,
  item: (kind: LibraryKind, id: number) => ['library', kind, 'item', id] as const,
};
