import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { progressPaths, progressSummarySchema, type ProgressSummary } from '@coach/shared/contracts';
import { agendaKeys } from '../../../lib/query-keys';

/** GET /api/v1/clients/{clientId}/progress: latest figures with their change, adherence, weeks and streak. */
export async function getProgressSummary(clientId: number, signal?: AbortSignal): Promise<ProgressSummary> {
  return progressSummarySchema.parse(await apiClient.get<unknown>(progressPaths.summary(clientId), { signal }));
}

export const progressSummaryQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: agendaKeys.progress(clientId), queryFn: ({ signal }) => getProgressSummary(clientId, signal) });

export const useProgressSummary = (clientId: number) => useQuery(progressSummaryQueryOptions(clientId));
