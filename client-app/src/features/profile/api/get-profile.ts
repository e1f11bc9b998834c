import { clientAppProfileSchema, type ClientAppProfile } from '@coach/shared/contracts';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PROFILE_PATH = '/api/v1/client-app/me';

export async function getProfile(signal?: AbortSignal): Promise<ClientAppProfile> {
  return clientAppProfileSchema.parse(await clientApi.get(PROFILE_PATH, { signal }));
}

export const profileQueryOptions = () => queryOptions({ queryKey: clientAppKeys.me, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
