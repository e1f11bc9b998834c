import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { programPaths, programSchema, type Program } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';

/** POST /api/v1/programs/{id}/duplicate: an editable copy ("Copia de …") of a product or own program. */
export async function duplicateProgram(id: number): Promise<Program> {
  return programSchema.parse(await apiClient.post<unknown>(programPaths.duplicate(id)));
}

export function useDuplicateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProgram,
    onSuccess: (copy) => {
      queryClient.setQueryData(libraryKeys.item('programs', copy.id), copy);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.kind('programs') });
    },
  });
}
