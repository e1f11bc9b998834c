import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { libraryKeys } from '../../../lib/query-keys';
import { workoutPath } from './get-workout';

/** DELETE /api/v1/workouts/{id}: archives it (history keeps its name). */
export async function deleteWorkout(id: number): Promise<void> {
  await apiClient.delete<unknown>(workoutPath(id));
}

export function useDeleteWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkout,
    // Stale, not refetched now: the page being left would show "not found" before it goes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.kind('workouts'), refetchType: 'none' }),
  });
}
