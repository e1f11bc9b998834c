import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { taskOccurrenceListSchema, type TaskOccurrenceList } from '@coach/shared/contracts';
import { agendaKeys } from '../query-keys';

export const clientTasksPath = (clientId: number) => `/api/v1/clients/${clientId}/tasks`;

/** GET /api/v1/clients/{clientId}/tasks?from&to: the client's task occurrences of those days (both included). */
export async function getClientTasks(clientId: number, from: string, to: string, signal?: AbortSignal): Promise<TaskOccurrenceList> {
  const body = await apiClient.get<unknown>(clientTasksPath(clientId), { query: { from, to }, signal });
  return taskOccurrenceListSchema.parse(body);
}

export const getClientTasksQueryOptions = (clientId: number, from: string, to: string) =>
  queryOptions({
    queryKey: agendaKeys.clientTasks(clientId, from, to),
    queryFn: ({ signal }) => getClientTasks(clientId, from, to, signal),
    // The month on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Disabled until the calendar says which days it shows (`from` and `to` empty). */
export function useClientTasks(clientId: number, from: string, to: string) {
  return useQuery({ ...getClientTasksQueryOptions(clientId, from, to), enabled: from !== '' && to !== '' });
}
