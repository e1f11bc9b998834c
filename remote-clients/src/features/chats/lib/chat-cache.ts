import type { ChatConversation, ChatList, ChatMessage, ChatMessagePage, ChatSender } from '@coach/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../api/keys';

// What the stream and the screen's own writes change in the cached answers, so the list, the open
// conversation and its header show it at once, without asking the API again.

type MessagesData = InfiniteData<ChatMessagePage, string | undefined>;
type ListData = InfiniteData<ChatList, number>;

const time = (instant: string) => Date.parse(instant);

/** Adds a message at the end of the open conversation (or replaces the copy already there, by id). */
export function addMessage(queryClient: QueryClient, clientId: number, message: ChatMessage): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(clientId), (data) => {
    if (!data) return data;
    const present = data.pages.some((page) => page.items.some((item) => item.id === message.id));
    if (present) {
      return {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === message.id ? message : item)) })),
      };
    }
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
  });
}

/**
 * Puts a conversation first in every cached list with its new last message, one more unread when the
 * client wrote and the trainer is not looking. Answers false when some list does not hold it (a page
 * not loaded, a search): that list must be asked again.
 */
export function bumpConversation(queryClient: QueryClient, clientId: number, message: ChatMessage, unseen: boolean): boolean {
  let everywhere = true;
  queryClient.setQueriesData<ListData>({ queryKey: chatKeys.lists() }, (data) => {
    if (!data) return data;
    let found: ChatConversation | undefined;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => {
        if (item.clientId !== clientId) return true;
        found = item;
        return false;
      }),
    }));
    if (!found) {
      everywhere = false;
      return data;
    }
    const known = found.lastMessage?.id === message.id;
    const updated: ChatConversation = {
      ...found,
      lastMessage: !found.lastMessage || known || time(message.sentAt) >= time(found.lastMessage.sentAt) ? message : found.lastMessage,
      unreadMessages: found.unreadMessages + (unseen && !known && message.from === 'client' ? 1 : 0),
    };
    const [first, ...rest] = pages;
    return { ...data, pages: [{ ...first!, items: [updated, ...first!.items] }, ...rest] };
  });
  queryClient.setQueryData<ChatConversation>(chatKeys.conversation(clientId), (conversation) =>
    conversation ? { ...conversation, lastMessage: message } : conversation,
  );
  return everywhere;
}

/**
 * `by` read the other side's messages (sent up to `upTo`, when the server says so) at `readAt`: the
 * trainer's messages get their read tick, or (the trainer read, here or in another tab) the client's
 * messages stop counting as unread.
 */
export function markMessagesRead(queryClient: QueryClient, clientId: number, by: ChatSender, readAt: string, upTo?: string): void {
  const readable = (message: ChatMessage) =>
    message.from !== by && message.readAt === null && (upTo === undefined || time(message.sentAt) <= time(upTo));
  const read = (message: ChatMessage) => (readable(message) ? { ...message, readAt } : message);
  queryClient.setQueryData<MessagesData>(chatKeys.messages(clientId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(read) })) } : data,
  );
  const conversation = (item: ChatConversation): ChatConversation =>
    item.clientId !== clientId
      ? item
      : { ...item, lastMessage: item.lastMessage && read(item.lastMessage), unreadMessages: by === 'trainer' ? 0 : item.unreadMessages };
  queryClient.setQueriesData<ListData>({ queryKey: chatKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(conversation) })) } : data,
  );
  queryClient.setQueryData<ChatConversation>(chatKeys.conversation(clientId), (item) => item && conversation(item));
}
