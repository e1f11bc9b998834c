import { clientAppProfileSchema, type ClientAppProfile } from '@coach/shared/contracts';
import { DEFAULT_BUSINESS_SETTINGS, followBusinessCountry } from '@coach/shared';
import { queryOptions } from '@tanstack/react-query';
import { clientApi } from './session';
import { clientAppKeys } from './tasks';

export const CLIENT_APP_PROFILE_PATH = '/api/v1/client-app/me';

/**
 * GET /api/v1/client-app/me: the client's record (with their trainer) and their business's settings.
 * Numbers follow the business's country from here (followBusinessCountry), before any screen renders
 * with the answer. One definition for the app's Perfil and the areas' pieces that show the trainer.
 */
export async function getClientAppProfile(signal?: AbortSignal): Promise<ClientAppProfile> {
  const answer = await clientApi.get<unknown>(CLIENT_APP_PROFILE_PATH, { signal });
  // An answer the service worker kept from before the API sent the business's settings (offline, right
  // after an update) has none: the defaults until the next answer, rather than no profile at all.
  const kept = typeof answer === 'object' && answer !== null && !('business' in answer);
  const profile = clientAppProfileSchema.parse(kept ? { ...answer, business: DEFAULT_BUSINESS_SETTINGS } : answer);
  followBusinessCountry(profile.business.country);
  return profile;
}

export const clientAppProfileQueryOptions = () =>
  queryOptions({ queryKey: clientAppKeys.me, queryFn: ({ signal }) => getClientAppProfile(signal) });
