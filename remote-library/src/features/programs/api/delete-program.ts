import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { programPaths } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/programs/{id}: archives it (assignments already made keep their tasks). */
export async function deleteProgram(id: number): Promise<void> {
  await apiClient.delete<unknown>(programPaths.program(id));
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    // Stale, not refetched now: the page being left would show "not found" before it goes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.kind('programs'), refetchType: 'none' }),
  });
}
