import { apiClient, emitSessionEvent, sessionEvents, tokenStorage, useSession } from '@coach/shared';
import { useCallback } from 'react';

/** Revokes the refresh token's family on the server; the local sign-out never waits for it. */
export const revokeSession = (refresh: string) => apiClient.post<void>('/auth/logout', { refresh }, { auth: false });

/** Cerrar Sesión: ends the session here and in the browser's other tabs. */
export function useSignOut(): () => void {
  return useCallback(() => {
    const refresh = tokenStorage.getRefresh();
    if (refresh) void revokeSession(refresh).catch(() => undefined);
    useSession.getState().signOut();
    emitSessionEvent(sessionEvents.sessionEnded);
  }, []);
}
