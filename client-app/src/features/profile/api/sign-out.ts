import { CLIENT_DATA_CACHES, clientApi, clientTokenStorage, useClientSession } from '@coach/shared/client-app';

/**
 * Ends the session on the API (its refresh token stops working), forgets the tokens and empties what
 * the service worker kept of this client's data, so the next person on this phone sees none of it.
 * Signing out works offline too: the API's refusal or silence does not keep anyone signed in.
 */
export async function signOut(): Promise<void> {
  const refresh = clientTokenStorage.getRefresh();
  if (refresh) await clientApi.post('/auth/app/logout', { refresh }, { auth: false }).catch(() => undefined);
  useClientSession.getState().signOut();
  if (typeof caches !== 'undefined') await Promise.all(CLIENT_DATA_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
