import { apiClient, emitSessionEvent, sessionEvents, tokenStorage, useSession } from '@coach/shared';

/**
 * The session open in this browser (someone else's, or the person's own on another business) ends before
 * the new account signs in: its refresh token is revoked (POST /auth/logout, not waited for) and the other
 * tabs follow.
 */
export function endCurrentSession(): void {
  if (!useSession.getState().user) return;
  const refresh = tokenStorage.getRefresh();
  if (refresh) void apiClient.post<void>('/auth/logout', { refresh }, { auth: false }).catch(() => undefined);
  useSession.getState().signOut();
  emitSessionEvent(sessionEvents.sessionEnded);
}
