import { searchTerm } from '@coach/shared';
import { clientSorts, subscriptionStatuses, type ClientListQuery, type SubscriptionStatus } from '@coach/shared/contracts';
import { CLIENTS_PAGE_SIZE } from '../api/get-clients';

export type StatusFilter = 'all' | 'active' | 'inactive';
export type SubscriptionFilter = 'all' | SubscriptionStatus;
/** "Cumplimiento": every client, or those whose 30-day adherence is under 50 % or 80 %. */
export const adherenceFilters = ['all', '50', '80'] as const;
export type AdherenceFilter = (typeof adherenceFilters)[number];
export type ClientSort = (typeof clientSorts)[number];

/** The list's state as it lives in the URL (`?q=ana&status=active&page=2`), so a link reopens it. */
export interface ListParams {
  page: number;
  search: string;
  status: StatusFilter;
  subscription: SubscriptionFilter;
  sort: ClientSort;
  adherence: AdherenceFilter;
  /** "Entrenador" (administrators only): the clients of one member, or null for every client. */
  trainer: number | null;
}

export const DEFAULT_SORT: ClientSort = 'name';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('q') ?? '',
    status: oneOf(['active', 'inactive'] as const, params.get('status'), 'all' as StatusFilter),
    subscription: oneOf(subscriptionStatuses, params.get('suscripcion'), 'all' as SubscriptionFilter),
    sort: oneOf(clientSorts, params.get('sort'), DEFAULT_SORT),
    adherence: oneOf(adherenceFilters, params.get('cumplimiento'), 'all'),
    trainer: positiveId(params.get('entrenador')),
  };
}

const positiveId = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && /^[1-9]\d{0,9}$/.test(value) && id <= 2_147_483_647 ? id : null;
};

/** Only what differs from the defaults goes in the URL. */
export function writeListParams(state: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (searchTerm(state.search)) params.set('q', searchTerm(state.search));
  if (state.status !== 'all') params.set('status', state.status);
  if (state.subscription !== 'all') params.set('suscripcion', state.subscription);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.adherence !== 'all') params.set('cumplimiento', state.adherence);
  if (state.trainer !== null) params.set('entrenador', String(state.trainer));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function toListQuery(state: ListParams): ClientListQuery {
  return {
    page: state.page,
    pageSize: CLIENTS_PAGE_SIZE,
    sort: state.sort,
    // Each client with their adherence (the list's two columns).
    adherence: 'true',
    ...(searchTerm(state.search) ? { search: searchTerm(state.search) } : {}),
    ...(state.status !== 'all' ? { status: state.status } : {}),
    ...(state.subscription !== 'all' ? { subscriptionStatus: state.subscription } : {}),
    ...(state.adherence !== 'all' ? { adherenceBelow: Number(state.adherence) } : {}),
    ...(state.trainer !== null ? { trainerId: state.trainer } : {}),
  };
}

export const hasFilters = (state: ListParams): boolean =>
  state.search.trim() !== '' || state.status !== 'all' || state.subscription !== 'all' || state.adherence !== 'all' || state.trainer !== null;

/** The filters' defaults ("Limpiar búsqueda y filtros"). */
export const NO_FILTERS = { search: '', status: 'all', subscription: 'all', adherence: 'all', trainer: null } as const satisfies Partial<ListParams>;
