import { useQuery } from '@tanstack/react-query';
import { apiClient, isCalendarDate } from '@coach/shared';
import { endPreviewSchema, type EndPreview } from '@coach/shared/contracts';
import { billingKeys } from '../../../lib/query-keys';

/** GET /api/v1/subscriptions/{id}/end-preview?endDate=: what the last period would cost if it ended that day. */
export async function getEndPreview(id: number, endDate: string, signal?: AbortSignal): Promise<EndPreview> {
  const body = await apiClient.get<unknown>(`/api/v1/subscriptions/${id}/end-preview?endDate=${encodeURIComponent(endDate)}`, { signal });
  return endPreviewSchema.parse(body);
}

/** The preview for a complete date (none while the date is empty or being typed). */
export function useEndPreview(id: number, endDate: string | null | undefined) {
  const day = isCalendarDate(endDate) ? endDate : null;
  return useQuery({
    queryKey: billingKeys.endPreview(id, day ?? ''),
    queryFn: ({ signal }) => getEndPreview(id, day!, signal),
    enabled: day !== null,
    retry: false,
  });
}
