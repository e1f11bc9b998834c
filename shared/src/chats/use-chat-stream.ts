import { useEffect, useRef } from 'react';
import type { ChatStreamEvent } from '../contracts/chats';
import { chatStream, type ChatStreamStatus } from './chat-stream';

/**
 * Listens to the tab's chat stream while mounted (and `enabled`); the first listener opens it. The
 * latest `listener` is called, so it may read the component's current props without resubscribing.
 */
export function useChatStream(listener: (event: ChatStreamEvent) => void, enabled = true): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => (enabled ? chatStream.subscribe((event) => latest.current(event)) : undefined), [enabled]);
}

/** Whether the tab's chat stream is up (`open`), for a poll that covers while it is down. */
export const useChatStreamStatus = (): ChatStreamStatus => chatStream.useStatus((state) => state.status);

/** The sidebar badge's query (GET chatPaths.unread), read by the host and updated by the chats screen. */
export const unreadMessagesQueryKey = ['me', 'chats', 'unread'] as const;
