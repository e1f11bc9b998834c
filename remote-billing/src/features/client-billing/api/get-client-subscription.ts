import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@coach/shared';
import { clientSubscriptionSchema, type ClientSubscription } from '@coach/shared/contracts';
import { billingKeys } from '../../../lib/query-keys';

/** GET /api/v1/clients/{id}/subscription: the current plan, its scheduled change, every period and its payments. */
export async function getClientSubscription(clientId: number, signal?: AbortSignal): Promise<ClientSubscription> {
  const body = await apiClient.get<unknown>(`/api/v1/clients/${clientId}/subscription`, { signal });
  return clientSubscriptionSchema.parse(body);
}

export const getClientSubscriptionQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: billingKeys.clientSubscription(clientId),
    queryFn: ({ signal }) => getClientSubscription(clientId, signal),
    // A client gone meanwhile (404) will not come back by asking again.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });

export function useClientSubscription(clientId: number) {
  return useQuery(getClientSubscriptionQueryOptions(clientId));
}
