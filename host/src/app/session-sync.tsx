import { sessionChannel, sessionEvents, useSession, type BroadcastMessage } from '@coach/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps the session consistent: clears the query cache on sign-out, answers the global force-logout
 * and refresh-user events, and follows other tabs (a logout there logs out here; a new token is reused).
 */
export function SessionSync({ queryClient }: { queryClient: QueryClient }) {
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (previous.user && !state.user) queryClient.clear();
      }),
    [queryClient],
  );

  useEffect(() => {
    const forceLogout = () => useSession.getState().signOut();
    const refreshUser = () => useSession.getState().reloadFromStorage();
    window.addEventListener(sessionEvents.forceLogout, forceLogout);
    window.addEventListener(sessionEvents.refreshUser, refreshUser);
    const channel = sessionChannel();
    const onMessage = (event: MessageEvent<BroadcastMessage>) => {
      if (event.data.type === 'logout') forceLogout();
      if (event.data.type === 'new-token') refreshUser();
    };
    channel?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener(sessionEvents.forceLogout, forceLogout);
      window.removeEventListener(sessionEvents.refreshUser, refreshUser);
      channel?.removeEventListener('message', onMessage);
    };
  }, []);

  return null;
}
