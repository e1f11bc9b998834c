import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import {
  programAssignmentCreateSchema,
  programAssignmentCreatedSchema,
  programPaths,
  type ProgramAssignment,
  type ProgramAssignmentCreateRequest,
} from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';

export interface AssignProgramInput {
  programId: number;
  assignment: ProgramAssignmentCreateRequest;
}

/** POST /api/v1/programs/{id}/assignments: every client or none, one assignment per client. */
export async function assignProgram({ programId, assignment }: AssignProgramInput): Promise<ProgramAssignment[]> {
  const body = await apiClient.post<unknown>(programPaths.assignments(programId), programAssignmentCreateSchema.parse(assignment));
  return programAssignmentCreatedSchema.parse(body).items;
}

export function useAssignProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignProgram,
    // The program's count of active assignments changed.
    onSuccess: (_data, { programId }) => queryClient.invalidateQueries({ queryKey: libraryKeys.item('programs', programId) }),
  });
}
