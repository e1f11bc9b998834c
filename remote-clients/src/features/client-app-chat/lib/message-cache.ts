import type { ChatMessage, ChatMessagePage, ChatSender } from '@coach/shared';
import { clientAppKeys } from '@coach/shared/client-app';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

type MessagesData = InfiniteData<ChatMessagePage, string | undefined>;

/** Adds a message at the end of the conversation (or replaces the copy already there, by id). */
export function addMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<MessagesData>(clientAppKeys.messages, (data) => {
    if (!data) return data;
    const present = data.pages.some((page) => page.items.some((item) => item.id === message.id));
    if (present) {
      return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === message.id ? message : item)) })) };
    }
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
  });
}

/** `by` read the other side's messages at `readAt`: the client's get their "Leído", or the trainer's stop being unread. */
export function markMessagesRead(queryClient: QueryClient, by: ChatSender, readAt: string): void {
  const read = (message: ChatMessage) => (message.from !== by && message.readAt === null ? { ...message, readAt } : message);
  queryClient.setQueryData<MessagesData>(clientAppKeys.messages, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(read) })) } : data,
  );
}
