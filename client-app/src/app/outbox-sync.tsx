import { clientAppKeys, onOutboxSent, reloadOutbox, startOutboxSender, useClientSession } from '@coach/shared/client-app';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While a client is signed in, sends what waits in the outbox (now, when the network is back, every
 * 30 s) and refreshes the screens once the API confirmed an item. Signing out empties the query cache.
 */
export function OutboxSync({ queryClient }: { queryClient: QueryClient }) {
  const clientId = useClientSession((state) => state.user?.clientId ?? null);
  useEffect(() => {
    void reloadOutbox();
    if (clientId === null) {
      queryClient.clear();
      return;
    }
    const stopListening = onOutboxSent(() => void queryClient.invalidateQueries({ queryKey: clientAppKeys.all }));
    const stopSending = startOutboxSender();
    return () => {
      stopListening();
      stopSending();
    };
  }, [clientId, queryClient]);
  return null;
}
