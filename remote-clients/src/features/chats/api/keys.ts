/** Query and mutation keys of the chats screen (the badge's is `unreadMessagesQueryKey` in @coach/shared). */
export const chatKeys = {
  all: ['chats'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (search: string) => [...chatKeys.lists(), search] as const,
  conversation: (clientId: number) => [...chatKeys.all, 'conversation', clientId] as const,
  messages: (clientId: number) => [...chatKeys.all, 'messages', clientId] as const,
  /** Mutations, not queries: refetching `all` never touches them. */
  send: (clientId: number) => ['chats-send', clientId] as const,
};
