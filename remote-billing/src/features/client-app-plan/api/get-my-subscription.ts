import { clientAppSubscriptionSchema, type ClientAppSubscription } from '@coach/shared/contracts';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/client-app/subscription: the client's plan, subscription and latest periods (client token). */
export async function getMySubscription(signal?: AbortSignal): Promise<ClientAppSubscription> {
  return clientAppSubscriptionSchema.parse(await clientApi.get<unknown>('/api/v1/client-app/subscription', { signal }));
}

export const mySubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: clientAppKeys.subscription,
    queryFn: ({ signal }) => getMySubscription(signal),
    // Kept a day: "Mi plan" shows the last answer while offline.
    gcTime: 24 * 60 * 60_000,
  });

export const useMySubscription = () => useQuery(mySubscriptionQueryOptions());
