import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import {
  programAssignmentListSchema,
  programAssignmentPauseSchema,
  programAssignmentSchema,
  programPaths,
  type ProgramAssignment,
  type ProgramAssignmentList,
} from '@coach/shared/contracts';
import { agendaKeys } from '../../../lib/query-keys';

/** GET /api/v1/clients/{clientId}/program-assignments: active and upcoming first, then the rest. */
export async function getProgramAssignments(clientId: number, signal?: AbortSignal): Promise<ProgramAssignmentList> {
  return programAssignmentListSchema.parse(await apiClient.get<unknown>(programPaths.clientAssignments(clientId), { signal }));
}

export const getProgramAssignmentsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: agendaKeys.programAssignments(clientId),
    queryFn: ({ signal }) => getProgramAssignments(clientId, signal),
  });

export function useProgramAssignments(clientId: number) {
  return useQuery(getProgramAssignmentsQueryOptions(clientId));
}

/** POST …/pause: what is left moves `days` later. */
export async function pauseAssignment({ id, days }: { id: number; days: number }): Promise<ProgramAssignment> {
  return programAssignmentSchema.parse(await apiClient.post<unknown>(programPaths.pause(id), programAssignmentPauseSchema.parse({ days })));
}

/** POST …/end: the tasks after today that the client did not register go; the history stays. */
export async function endAssignment(id: number): Promise<ProgramAssignment> {
  return programAssignmentSchema.parse(await apiClient.post<unknown>(programPaths.end(id)));
}

/** DELETE …: the assignment and its tasks the client did not register (registered ones stay as plain tasks). */
export async function removeAssignment(id: number): Promise<void> {
  await apiClient.delete<unknown>(programPaths.assignment(id));
}

/** Each change moves the client's tasks: the whole agenda (planning, forms, progress) is refreshed. */
function useAssignmentChange<Variables, Data>(mutationFn: (variables: Variables) => Promise<Data>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }) });
}

export const usePauseAssignment = () => useAssignmentChange(pauseAssignment);
export const useEndAssignment = () => useAssignmentChange(endAssignment);
export const useRemoveAssignment = () => useAssignmentChange(removeAssignment);
