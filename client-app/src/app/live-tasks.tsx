import { useChatStream } from '@coach/shared';
import { clientAppKeys, clientChatStream } from '@coach/shared/client-app';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** What a change of the client's tasks touches: the days' tasks (Hoy, a workout, a form) and Progreso. */
export function refreshTasks(queryClient: QueryClient): void {
  // A refetch already on its way is not asked twice.
  void queryClient.invalidateQueries({ queryKey: ['client-app', 'tasks'] }, { cancelRefetch: false });
  void queryClient.invalidateQueries({ queryKey: clientAppKeys.progress }, { cancelRefetch: false });
}

/**
 * New work shows up by itself: the app's stream says when the client's tasks changed (the trainer assigned,
 * moved or removed one, or a program), and every connection (`ready`: what changed while it was down, or
 * between the first screen's answer and the stream's start, would be missed) asks again too; so does the app coming back to the foreground or back online (the shared query defaults refetch
 * neither on focus nor on reconnect). Asking again is cheap offline: the queries wait for the network.
 */
export function LiveTasks() {
  const queryClient = useQueryClient();
  useChatStream(
    (event) => {
      if (event.event === 'tasks' || event.event === 'ready') refreshTasks(queryClient);
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
