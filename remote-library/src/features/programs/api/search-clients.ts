import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { clientListQuerySchema, clientListSchema, type ClientList } from '@coach/shared/contracts';

export const CLIENT_SEARCH_SIZE = 20;

/** GET /api/v1/clients?search=&status=active&pageSize=20: the clients a program can be assigned to. */
export async function searchClients(search: string, signal?: AbortSignal): Promise<ClientList> {
  const query = clientListQuerySchema.parse({ search: search || undefined, status: 'active', pageSize: CLIENT_SEARCH_SIZE });
  const body = await apiClient.get<unknown>('/api/v1/clients', { query, signal });
  return clientListSchema.parse(body);
}

/** Not under ['library']: a change in the library does not touch it. */
export function useClientSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['program-assign-clients', search],
    queryFn: ({ signal }) => searchClients(search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
