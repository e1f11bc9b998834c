import { apiClient } from '@coach/shared';
import { EXPORT_LIMITS, businessExportSchema, latestExportSchema, type BusinessExport, type LatestExport } from '@coach/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How often the screen asks while the ZIP is being written. */
export const EXPORT_POLL_MS = 1500;

/** A ready export's link lasts minutes (bound to this session): the screen asks for a fresh one at half its life. */
export const LINK_REFRESH_MS = (EXPORT_LIMITS.downloadLinkMinutes * 60_000) / 2;

export const isInProgress = (answer: BusinessExport | undefined) => answer?.status === 'pending' || answer?.status === 'running';

/** GET /api/v1/exports/{id}: its state, progress and, when ready, the download link. */
export const getExport = async (id: number): Promise<BusinessExport> => businessExportSchema.parse(await apiClient.get(`/api/v1/exports/${id}`));

export const exportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['exports', id],
    queryFn: () => getExport(id),
    // Polled while in progress; once ready, its short-lived link is renewed while the screen is open.
    refetchInterval: (query) => {
      const answer = query.state.data;
      if (isInProgress(answer)) return EXPORT_POLL_MS;
      return answer?.status === 'ready' ? LINK_REFRESH_MS : false;
    },
  });

/** The export `id`; `initial`, an answer already in hand for it (the latest one), shows while it is asked again. */
export const useExport = (id: number | undefined, initial?: BusinessExport) =>
  useQuery({ ...exportQueryOptions(id ?? 0), enabled: id !== undefined, initialData: initial });

/** GET /api/v1/exports/latest: the business's newest export still kept (asked before a reload, or on another device), or null. */
export const getLatestExport = async (): Promise<LatestExport> => latestExportSchema.parse(await apiClient.get('/api/v1/exports/latest'));

export const useLatestExport = () => useQuery({ queryKey: ['exports', 'latest'], queryFn: getLatestExport });
