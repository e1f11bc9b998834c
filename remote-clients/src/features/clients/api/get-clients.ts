import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { clientListQuerySchema, clientListSchema, type ClientList, type ClientListQuery } from '@coach/shared/contracts';
import { clientKeys } from '../../../lib/query-keys';

export const CLIENTS_PATH = '/api/v1/clients';
export const CLIENTS_PAGE_SIZE = 20;

/** GET /api/v1/clients: one page of the trainer's clients, filtered and sorted by the server. */
export async function getClients(query: ClientListQuery, signal?: AbortSignal): Promise<ClientList> {
  const body = await apiClient.get<unknown>(CLIENTS_PATH, { query: clientListQuerySchema.parse(query), signal });
  return clientListSchema.parse(body);
}

export const getClientsQueryOptions = (query: ClientListQuery) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => getClients(query, signal),
    // Keep the current page on screen while the next one loads (no flash of the empty state).
    placeholderData: keepPreviousData,
  });

export function useClients(query: ClientListQuery) {
  return useQuery(getClientsQueryOptions(query));
}
