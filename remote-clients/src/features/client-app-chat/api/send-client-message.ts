import { chatPaths } from '@coach/shared';
import { CHAT_SUBJECT, enqueue, useOutbox, type OutboxItem } from '@coach/shared/client-app';
import { useMemo } from 'react';

/**
 * POST /api/v1/client-app/messages, through the outbox: kept on the device with an id made there, sent
 * at once when online or when the network is back, once (the API answers a replay of the id as the same
 * message).
 */
export const sendClientMessage = (text: string): Promise<OutboxItem> =>
  // The time of writing goes with it: sent later (no signal now), both sides still see when it was written.
  enqueue({ kind: 'message', path: chatPaths.clientAppMessages, body: { text, writtenAt: new Date().toISOString() }, subject: CHAT_SUBJECT });

/** The messages the outbox still holds (waiting, or refused and why), oldest first. */
export function useChatOutbox(): OutboxItem[] {
  const items = useOutbox((state) => state.items);
  return useMemo(() => (items ?? []).filter((item) => item.subject === CHAT_SUBJECT), [items]);
}
