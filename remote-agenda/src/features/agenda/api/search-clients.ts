import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { clientListQuerySchema, clientListSchema, type ClientList } from '@coach/shared/contracts';

export const CLIENT_SEARCH_SIZE = 20;

/** GET /api/v1/clients?search=&pageSize=20: the clients the agenda's filter offers. */
export async function searchClients(search: string, signal?: AbortSignal): Promise<ClientList> {
  const query = clientListQuerySchema.parse({ search: search || undefined, pageSize: CLIENT_SEARCH_SIZE });
  const body = await apiClient.get<unknown>('/api/v1/clients', { query, signal });
  return clientListSchema.parse(body);
}

/** Asked only once the filter is opened (`enabled`). Not under ['agenda']: a change in the agenda does not touch it. */
export function useClientSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['agenda-client-filter', search],
    queryFn: ({ signal }) => searchClients(search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
