import { useEffect, useRef } from 'react';
import type { ChatStreamEvent } from '../contracts/chats';
import { chatStream, type ChatStream, type ChatStreamStatus } from './chat-stream';

/**
 * Listens to the tab's chat stream while mounted (and `enabled`); the first listener opens it. The
 * latest `listener` is called, so it may read the component's current props without resubscribing.
 * `stream` is the trainer's by default; the client app passes its own (`clientChatStream`).
 */
export function useChatStream(listener: (event: ChatStreamEvent) => void, enabled = true, stream: ChatStream = chatStream): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => (enabled ? stream.subscribe((event) => latest.current(event)) : undefined), [enabled, stream]);
}

/** Whether the tab's chat stream is up (`open`), for a poll that covers while it is down. */
export const useChatStreamStatus = (stream: ChatStream = chatStream): ChatStreamStatus => stream.useStatus((state) => state.status);

/** The sidebar badge's query (GET chatPaths.unread), read by the host and updated by the chats screen. */
export const unreadMessagesQueryKey = ['me', 'chats', 'unread'] as const;
