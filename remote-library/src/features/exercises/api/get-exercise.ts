import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { exerciseSchema, type Exercise } from '@coach/shared/contracts';
import { retryUnlessMissing } from '../../../lib/api/retry-unless-missing';
import { libraryKeys } from '../../../lib/query-keys';

/** GET /api/v1/exercises/{id}: also archived (deleted) ones, so a link to one still opens. */
export async function getExercise(id: number, signal?: AbortSignal): Promise<Exercise> {
  const body = await apiClient.get<unknown>(`/api/v1/exercises/${id}`, { signal });
  return exerciseSchema.parse(body);
}

export const getExerciseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.item('exercises', id),
    queryFn: ({ signal }) => getExercise(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryUnlessMissing,
  });

export function useExercise(id: number) {
  return useQuery(getExerciseQueryOptions(id));
}
