import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { workoutSchema, type Workout } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import { workoutPath } from './get-workout';

/** POST /api/v1/workouts/{id}/duplicate: an editable copy ("Copia de …") of a product or own workout. */
export async function duplicateWorkout(id: number): Promise<Workout> {
  return workoutSchema.parse(await apiClient.post<unknown>(`${workoutPath(id)}/duplicate`));
}

export function useDuplicateWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateWorkout,
    onSuccess: (copy) => {
      queryClient.setQueryData(libraryKeys.item('workouts', copy.id), copy);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.kind('workouts') });
    },
  });
}
