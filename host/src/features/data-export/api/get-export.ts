import { apiClient } from '@coach/shared';
import { businessExportSchema, type BusinessExport } from '@coach/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How often the screen asks while the ZIP is being written. */
export const EXPORT_POLL_MS = 1500;

export const isInProgress = (answer: BusinessExport | undefined) => answer?.status === 'pending' || answer?.status === 'running';

/** GET /api/v1/exports/{id}: its state, progress and, when ready, the download link. */
export const getExport = async (id: number): Promise<BusinessExport> => businessExportSchema.parse(await apiClient.get(`/api/v1/exports/${id}`));

export const exportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['exports', id],
    queryFn: () => getExport(id),
    // Polled while in progress; once ready or failed it no longer changes.
    refetchInterval: (query) => (isInProgress(query.state.data) ? EXPORT_POLL_MS : false),
  });

export const useExport = (id: number | undefined) => useQuery({ ...exportQueryOptions(id ?? 0), enabled: id !== undefined });
