import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { periodListQuerySchema, periodListSchema, type PeriodList, type PeriodListQuery } from '@coach/shared/contracts';
import { billingKeys } from '../../../lib/query-keys';

export const PERIODS_PATH = '/api/v1/periods';

/** GET /api/v1/periods: one page of periods across clients (Cobros: the open ones). */
export async function getPeriods(query: PeriodListQuery, signal?: AbortSignal): Promise<PeriodList> {
  const body = await apiClient.get<unknown>(PERIODS_PATH, { query: periodListQuerySchema.parse(query), signal });
  return periodListSchema.parse(body);
}

export const getPeriodsQueryOptions = (query: PeriodListQuery) =>
  queryOptions({
    queryKey: billingKeys.periods(query),
    queryFn: ({ signal }) => getPeriods(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePeriods(query: PeriodListQuery) {
  return useQuery(getPeriodsQueryOptions(query));
}
