import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { workoutCreateSchema, workoutSchema, type Workout, type WorkoutCreateRequest } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import { WORKOUTS_PATH } from './get-workout';

/** POST /api/v1/workouts: the input is checked and normalised by the contract ("62,5" → 62.5). */
export async function createWorkout(input: WorkoutCreateRequest): Promise<Workout> {
  return workoutSchema.parse(await apiClient.post<unknown>(WORKOUTS_PATH, workoutCreateSchema.parse(input)));
}

export function useCreateWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkout,
    onSuccess: (workout) => {
      queryClient.setQueryData(libraryKeys.item('workouts', workout.id), workout);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.kind('workouts') });
    },
  });
}
