import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@coach/shared';
import { workoutSchema, type Workout } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';

export const WORKOUTS_PATH = '/api/v1/workouts';
export const workoutPath = (id: number) => `${WORKOUTS_PATH}/${id}`;

/** GET /api/v1/workouts/{id}: the workout with its groups, exercises (names even if deleted) and series. */
export async function getWorkout(id: number, signal?: AbortSignal): Promise<Workout> {
  return workoutSchema.parse(await apiClient.get<unknown>(workoutPath(id), { signal }));
}

export const getWorkoutQueryOptions = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.item('workouts', id),
    queryFn: ({ signal }) => getWorkout(id, signal),
    // A workout that does not exist will not appear on a second try.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });

export function useWorkout(id: number) {
  return useQuery(getWorkoutQueryOptions(id));
}
