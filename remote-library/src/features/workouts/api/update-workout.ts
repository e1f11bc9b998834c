import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { workoutSchema, workoutUpdateSchema, type Workout, type WorkoutUpdateRequest } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import { workoutPath } from './get-workout';

export interface UpdateWorkoutInput {
  id: number;
  changes: WorkoutUpdateRequest;
}

/** PATCH /api/v1/workouts/{id}: the editor sends the whole document (name, description, mode, groups). */
export async function updateWorkout({ id, changes }: UpdateWorkoutInput): Promise<Workout> {
  return workoutSchema.parse(await apiClient.patch<unknown>(workoutPath(id), workoutUpdateSchema.parse(changes)));
}

export function useUpdateWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkout,
    onSuccess: async (workout) => {
      await queryClient.invalidateQueries({ queryKey: libraryKeys.kind('workouts') });
      queryClient.setQueryData(libraryKeys.item('workouts', workout.id), workout);
    },
  });
}
