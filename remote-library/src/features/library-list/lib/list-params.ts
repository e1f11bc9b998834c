import { searchTerm } from '@coach/shared';
import { librarySorts, muscleGroups, type LibraryListQuery, type LibrarySort, type MuscleGroup } from '@coach/shared/contracts';

export const LIBRARY_PAGE_SIZE = 24;

export type SourceFilter = 'all' | 'own' | 'product';
export const DEFAULT_SORT: LibrarySort = 'name';

/** The list's state as it lives in the URL (`?q=sentadilla&source=own&muscleGroup=gluteos&page=2`). */
export interface ListParams {
  page: number;
  search: string;
  source: SourceFilter;
  sort: LibrarySort;
  /** Exercises only: items with any of these groups. */
  muscleGroups: MuscleGroup[];
}

/** The query every list sends; exercises add their muscle groups. */
export type ListQuery = LibraryListQuery & { muscleGroup?: MuscleGroup[] };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const groups = params.getAll('muscleGroup').filter((value): value is MuscleGroup => (muscleGroups as readonly string[]).includes(value));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('q') ?? '',
    source: oneOf(['own', 'product'] as const, params.get('source'), 'all' as SourceFilter),
    sort: oneOf(librarySorts, params.get('sort'), DEFAULT_SORT),
    muscleGroups: [...new Set(groups)],
  };
}

/** Only what differs from the defaults goes in the URL. */
export function writeListParams(state: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (searchTerm(state.search)) params.set('q', searchTerm(state.search));
  if (state.source !== 'all') params.set('source', state.source);
  for (const group of state.muscleGroups) params.append('muscleGroup', group);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function toListQuery(state: ListParams): ListQuery {
  const search = searchTerm(state.search);
  return {
    page: state.page,
    pageSize: LIBRARY_PAGE_SIZE,
    sort: state.sort,
    source: state.source,
    ...(search ? { search } : {}),
    ...(state.muscleGroups.length > 0 ? { muscleGroup: state.muscleGroups } : {}),
  };
}

/** A search or a filter that narrows the list (so an empty answer means "nothing found"). */
export const hasFilters = (state: ListParams): boolean =>
  searchTerm(state.search) !== '' || state.source === 'product' || state.muscleGroups.length > 0;
