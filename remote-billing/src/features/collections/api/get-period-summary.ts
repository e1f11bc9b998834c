import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { periodSummarySchema, type PeriodSummary } from '@coach/shared/contracts';
import { billingKeys } from '../../../lib/query-keys';

/** GET /api/v1/periods/summary: expected and collected this month, and what remains to collect. */
export async function getPeriodSummary(signal?: AbortSignal): Promise<PeriodSummary> {
  return periodSummarySchema.parse(await apiClient.get<unknown>('/api/v1/periods/summary', { signal }));
}

export const getPeriodSummaryQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.summary, queryFn: ({ signal }) => getPeriodSummary(signal) });

export function usePeriodSummary() {
  return useQuery(getPeriodSummaryQueryOptions());
}
