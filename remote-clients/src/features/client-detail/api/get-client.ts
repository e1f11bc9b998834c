import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@coach/shared';
import { clientSchema, type Client } from '@coach/shared/contracts';
import { clientKeys } from '../../../lib/query-keys';

export const clientPath = (id: number) => `/api/v1/clients/${id}`;

/** GET /api/v1/clients/{id}. */
export async function getClient(id: number, signal?: AbortSignal): Promise<Client> {
  return clientSchema.parse(await apiClient.get<unknown>(clientPath(id), { signal }));
}

export const getClientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => getClient(id, signal),
    // A client that does not exist will not appear on a second try.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });

export function useClient(id: number) {
  return useQuery(getClientQueryOptions(id));
}
