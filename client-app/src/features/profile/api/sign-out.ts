import { clientApi, clientTokenStorage, useClientSession } from '@coach/shared/client-app';

/**
 * Ends the session on the API (its refresh token stops working), then on the phone (the store forgets
 * the tokens and what the service worker kept of this client's data). Signing out works offline too: the
 * API's refusal or silence does not keep anyone signed in.
 */
export async function signOut(): Promise<void> {
  const refresh = clientTokenStorage.getRefresh();
  if (refresh) await clientApi.post('/auth/app/logout', { refresh }, { auth: false }).catch(() => undefined);
  useClientSession.getState().signOut();
}
