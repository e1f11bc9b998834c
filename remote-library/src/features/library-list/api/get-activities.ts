import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { libraryListQuerySchema, activityListSchema, type ActivityList } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import type { ListQuery } from '../lib/list-params';
import { listUrl } from './list-url';

export const ACTIVITIES_PATH = '/api/v1/activities';

/** GET /api/v1/activities: one page of the trainer's and the product's activities. */
export async function getActivities(query: ListQuery, signal?: AbortSignal): Promise<ActivityList> {
  const body = await apiClient.get<unknown>(listUrl(ACTIVITIES_PATH, libraryListQuerySchema.parse(query)), { signal });
  return activityListSchema.parse(body);
}

export const getActivitiesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: libraryKeys.list('activities', query),
    queryFn: ({ signal }) => getActivities(query, signal),
    placeholderData: keepPreviousData,
  });

export function useActivities(query: ListQuery) {
  return useQuery(getActivitiesQueryOptions(query));
}
