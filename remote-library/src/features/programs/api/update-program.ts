import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { programPaths, programSchema, programUpdateSchema, type Program, type ProgramUpdateRequest } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';

export interface UpdateProgramInput {
  id: number;
  changes: ProgramUpdateRequest;
}

/** PATCH /api/v1/programs/{id}: the editor sends the whole program, and `applyToActive` when the trainer chose it. */
export async function updateProgram({ id, changes }: UpdateProgramInput): Promise<Program> {
  return programSchema.parse(await apiClient.patch<unknown>(programPaths.program(id), programUpdateSchema.parse(changes)));
}

export function useUpdateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: async (program) => {
      await queryClient.invalidateQueries({ queryKey: libraryKeys.kind('programs') });
      queryClient.setQueryData(libraryKeys.item('programs', program.id), program);
    },
  });
}
