import { useChatStream } from '@coach/shared';
import { clientAppKeys, clientChatStream } from '@coach/shared/client-app';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** What a change of the client's tasks touches: the days' tasks (Hoy, a workout, a form) and Progreso. */
export function refreshTasks(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['client-app', 'tasks'] });
  void queryClient.invalidateQueries({ queryKey: clientAppKeys.progress });
}

/**
 * New work shows up by itself: the app's stream says when the client's tasks changed (the trainer assigned,
 * moved or removed one, or a program), and a reconnection (`ready`: something may have been missed) asks
 * again too; so does the app coming back to the foreground or back online (the shared query defaults refetch
 * neither on focus nor on reconnect). Asking again is cheap offline: the queries wait for the network.
 */
export function LiveTasks() {
  const queryClient = useQueryClient();
  // The first `ready` of the page comes right after its own first requests: only a reconnection asks again.
  const connectedBefore = useRef(false);
  useChatStream(
    (event) => {
      if (event.event === 'tasks' || (event.event === 'ready' && connectedBefore.current)) refreshTasks(queryClient);
      if (event.event === 'ready') connectedBefore.current = true;
    },
    true,
    clientChatStream,
  );
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshTasks(queryClient);
    };
    const onOnline = () => refreshTasks(queryClient);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient]);
  return null;
}
