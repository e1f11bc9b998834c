import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { programCreateSchema, programPaths, programSchema, type Program, type ProgramCreateRequest } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';

/** POST /api/v1/programs: name, description, weeks and the days with items. */
export async function createProgram(input: ProgramCreateRequest): Promise<Program> {
  return programSchema.parse(await apiClient.post<unknown>(programPaths.programs, programCreateSchema.parse(input)));
}

export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: (program) => {
      queryClient.setQueryData(libraryKeys.item('programs', program.id), program);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.kind('programs') });
    },
  });
}
