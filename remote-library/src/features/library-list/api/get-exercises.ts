import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { exerciseListQuerySchema, exerciseListSchema, type ExerciseList } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import type { ListQuery } from '../lib/list-params';
import { listUrl } from './list-url';

export const EXERCISES_PATH = '/api/v1/exercises';

/** GET /api/v1/exercises: one page of the trainer's and the product's exercises. */
export async function getExercises(query: ListQuery, signal?: AbortSignal): Promise<ExerciseList> {
  const body = await apiClient.get<unknown>(listUrl(EXERCISES_PATH, exerciseListQuerySchema.parse(query)), { signal });
  return exerciseListSchema.parse(body);
}

export const getExercisesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: libraryKeys.list('exercises', query),
    queryFn: ({ signal }) => getExercises(query, signal),
    // Keep the current page on screen while the next one loads (no flash of the empty state).
    placeholderData: keepPreviousData,
  });

export function useExercises(query: ListQuery) {
  return useQuery(getExercisesQueryOptions(query));
}
