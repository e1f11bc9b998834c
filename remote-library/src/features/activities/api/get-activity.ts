import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { activitySchema, type Activity } from '@coach/shared/contracts';
import { retryUnlessMissing } from '../../../lib/api/retry-unless-missing';
import { libraryKeys } from '../../../lib/query-keys';

/** GET /api/v1/activities/{id}: also archived (deleted) ones, so a link to one still opens. */
export async function getActivity(id: number, signal?: AbortSignal): Promise<Activity> {
  const body = await apiClient.get<unknown>(`/api/v1/activities/${id}`, { signal });
  return activitySchema.parse(body);
}

export const getActivityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.item('activities', id),
    queryFn: ({ signal }) => getActivity(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryUnlessMissing,
  });

export function useActivity(id: number) {
  return useQuery(getActivityQueryOptions(id));
}
