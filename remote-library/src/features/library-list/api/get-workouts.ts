import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { workoutListQuerySchema, workoutListSchema, type WorkoutList } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import type { ListQuery } from '../lib/list-params';
import { listUrl } from './list-url';

export const WORKOUTS_PATH = '/api/v1/workouts';

/** GET /api/v1/workouts: one page of workouts (summaries: counts of groups and exercises, no groups). */
export async function getWorkouts(query: ListQuery, signal?: AbortSignal): Promise<WorkoutList> {
  const body = await apiClient.get<unknown>(listUrl(WORKOUTS_PATH, workoutListQuerySchema.parse(query)), { signal });
  return workoutListSchema.parse(body);
}

export const getWorkoutsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: libraryKeys.list('workouts', query),
    queryFn: ({ signal }) => getWorkouts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useWorkouts(query: ListQuery) {
  return useQuery(getWorkoutsQueryOptions(query));
}
