import { clientAppProfileSchema, type ClientAppProfile } from '@coach/shared/contracts';
import { DEFAULT_BUSINESS_SETTINGS, followBusinessCountry } from '@coach/shared';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PROFILE_PATH = '/api/v1/client-app/me';

/**
 * The client's record and their business's settings. Numbers follow the business's country from here
 * (followBusinessCountry), before any screen renders with the answer.
 */
export async function getProfile(signal?: AbortSignal): Promise<ClientAppProfile> {
  const answer = await clientApi.get<unknown>(PROFILE_PATH, { signal });
  // An answer the service worker kept from before the API sent the business's settings (offline, right
  // after an update) has none: the defaults until the next answer, rather than no profile at all.
  const kept = typeof answer === 'object' && answer !== null && !('business' in answer);
  const profile = clientAppProfileSchema.parse(kept ? { ...answer, business: DEFAULT_BUSINESS_SETTINGS } : answer);
  followBusinessCountry(profile.business.country);
  return profile;
}

export const profileQueryOptions = () => queryOptions({ queryKey: clientAppKeys.me, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
