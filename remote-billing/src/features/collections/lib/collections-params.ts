import type { PeriodFilter, PeriodListQuery, PeriodSort } from '@coach/shared/contracts';

/** Cobros in the URL, in Spanish: `?vista=cobros&estado=vencidos&orden=-monto&pagina=2`. */
export const COLLECTIONS_PAGE_SIZE = 20;

export const statusFilters = [
  { param: 'todos', filter: 'open', label: 'Todos' },
  { param: 'vencidos', filter: 'overdue', label: 'Vencidos' },
  { param: 'pendientes', filter: 'pending', label: 'Pendientes' },
  { param: 'parciales', filter: 'partial', label: 'Pago parcial' },
] as const satisfies readonly { param: string; filter: PeriodFilter; label: string }[];
export type StatusParam = (typeof statusFilters)[number]['param'];

export const sortOptions = [
  { param: 'vencimiento', sort: 'dueDate', label: 'Vencimiento: más antiguo primero' },
  { param: '-vencimiento', sort: '-dueDate', label: 'Vencimiento: más reciente primero' },
  { param: '-monto', sort: '-amount', label: 'Monto: mayor primero' },
  { param: 'monto', sort: 'amount', label: 'Monto: menor primero' },
  { param: '-falta', sort: '-remaining', label: 'Falta pagar: mayor primero' },
  { param: 'falta', sort: 'remaining', label: 'Falta pagar: menor primero' },
] as const satisfies readonly { param: string; sort: PeriodSort; label: string }[];
export type SortParam = (typeof sortOptions)[number]['param'];

export interface CollectionsParams {
  status: StatusParam;
  sort: SortParam;
  page: number;
}

export function readCollectionsParams(search: URLSearchParams): CollectionsParams {
  const status = statusFilters.find((option) => option.param === search.get('estado'))?.param ?? 'todos';
  const sort = sortOptions.find((option) => option.param === search.get('orden'))?.param ?? 'vencimiento';
  const page = Number(search.get('pagina'));
  return { status, sort, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The URL's query with Cobros' params (defaults left out), keeping the rest (`vista`). */
export function writeCollectionsParams(search: URLSearchParams, params: CollectionsParams): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
  set('estado', params.status, 'todos');
  set('orden', params.sort, 'vencimiento');
  set('pagina', String(params.page), '1');
  return next;
}

export const toPeriodQuery = (params: CollectionsParams): PeriodListQuery => ({
  status: statusFilters.find((option) => option.param === params.status)!.filter,
  sort: sortOptions.find((option) => option.param === params.sort)!.sort,
  page: params.page,
  pageSize: COLLECTIONS_PAGE_SIZE,
});
