import { clientSorts, subscriptionStatuses, type ClientListQuery, type SubscriptionStatus } from '@coach/shared';
import { CLIENTS_PAGE_SIZE } from '../api/get-clients';

export type StatusFilter = 'all' | 'active' | 'inactive';
export type SubscriptionFilter = 'all' | SubscriptionStatus;
export type ClientSort = (typeof clientSorts)[number];

/** The list's state as it lives in the URL (`?q=ana&status=active&page=2`), so a link reopens it. */
export interface ListParams {
  page: number;
  search: string;
  status: StatusFilter;
  subscription: SubscriptionFilter;
  sort: ClientSort;
}

export const DEFAULT_SORT: ClientSort = 'name';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

// Control characters (a pasted tab or line break) and broken UTF-16 mean nothing in a search: they
// become spaces, so the search still runs instead of failing the API's text rules.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What a search box's text searches for: visible characters, single spaces, trimmed. */
export const searchTerm = (text: string): string => text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();

export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('q') ?? '',
    status: oneOf(['active', 'inactive'] as const, params.get('status'), 'all' as StatusFilter),
    subscription: oneOf(subscriptionStatuses, params.get('suscripcion'), 'all' as SubscriptionFilter),
    sort: oneOf(clientSorts, params.get('sort'), DEFAULT_SORT),
  };
}

/** Only what differs from the defaults goes in the URL. */
export function writeListParams(state: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (searchTerm(state.search)) params.set('q', searchTerm(state.search));
  if (state.status !== 'all') params.set('status', state.status);
  if (state.subscription !== 'all') params.set('suscripcion', state.subscription);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function toListQuery(state: ListParams): ClientListQuery {
  return {
    page: state.page,
    pageSize: CLIENTS_PAGE_SIZE,
    sort: state.sort,
    ...(searchTerm(state.search) ? { search: searchTerm(state.search) } : {}),
    ...(state.status !== 'all' ? { status: state.status } : {}),
    ...(state.subscription !== 'all' ? { subscriptionStatus: state.subscription } : {}),
  };
}

export const hasFilters = (state: ListParams): boolean =>
  state.search.trim() !== '' || state.status !== 'all' || state.subscription !== 'all';
