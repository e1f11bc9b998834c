import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { libraryKeys } from '../../../lib/query-keys';
import { formPath } from './get-form';

/** DELETE /api/v1/forms/{id}: archives it (history keeps its name). */
export async function deleteForm(id: number): Promise<void> {
  await apiClient.delete<unknown>(formPath(id));
}

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForm,
    // Stale, not refetched now: the page being left would show "not found" before it goes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.kind('forms'), refetchType: 'none' }),
  });
}
