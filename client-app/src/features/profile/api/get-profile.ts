import { clientAppProfileSchema, type ClientAppProfile } from '@coach/shared/contracts';
import { followBusinessCountry } from '@coach/shared';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PROFILE_PATH = '/api/v1/client-app/me';

/**
 * The client's record and their business's settings. Numbers follow the business's country from here
 * (followBusinessCountry), before any screen renders with the answer.
 */
export async function getProfile(signal?: AbortSignal): Promise<ClientAppProfile> {
  const profile = clientAppProfileSchema.parse(await clientApi.get(PROFILE_PATH, { signal }));
  followBusinessCountry(profile.business.country);
  return profile;
}

export const profileQueryOptions = () => queryOptions({ queryKey: clientAppKeys.me, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
