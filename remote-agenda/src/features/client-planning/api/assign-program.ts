import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, searchTerm } from '@coach/shared';
import {
  programAssignmentCreateSchema,
  programAssignmentCreatedSchema,
  programListSchema,
  programPaths,
  type ProgramAssignment,
  type ProgramAssignmentCreateRequest,
  type ProgramSummary,
} from '@coach/shared/contracts';
import { agendaKeys } from '../../../lib/query-keys';

export const PROGRAM_SEARCH_SIZE = 20;

/** GET /api/v1/programs?search&source=all&pageSize=20&sort=name: the programs a client can be given. */
export async function searchPrograms(search: string, signal?: AbortSignal): Promise<ProgramSummary[]> {
  const body = await apiClient.get<unknown>(programPaths.programs, {
    query: { search: searchTerm(search) || undefined, source: 'all', pageSize: PROGRAM_SEARCH_SIZE, sort: 'name' },
    signal,
  });
  return programListSchema.parse(body).items;
}

export const searchProgramsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...agendaKeys.all, 'assignable-programs', searchTerm(search)] as const,
    queryFn: ({ signal }) => searchPrograms(search, signal),
    placeholderData: keepPreviousData,
  });

export function useProgramSearch(search: string) {
  return useQuery(searchProgramsQueryOptions(search));
}

/** POST /api/v1/programs/{id}/assignments for one client: its tasks appear in the planning. */
export async function assignProgram({ programId, assignment }: { programId: number; assignment: ProgramAssignmentCreateRequest }): Promise<ProgramAssignment[]> {
  const body = await apiClient.post<unknown>(programPaths.assignments(programId), programAssignmentCreateSchema.parse(assignment));
  return programAssignmentCreatedSchema.parse(body).items;
}

export function useAssignProgram() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignProgram, onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }) });
}
