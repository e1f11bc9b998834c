import { apiClient, CHAT_LIMITS, chatMessagePageSchema, chatPaths, type ChatMessagePage } from '@coach/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { chatKeys } from './keys';

/** GET /api/v1/chats/{clientId}/messages: the newest page, or the one just older than `before`. */
export async function getMessages(clientId: number, before: string | undefined, signal?: AbortSignal): Promise<ChatMessagePage> {
  const query = { before, limit: CHAT_LIMITS.pageDefault };
  return chatMessagePageSchema.parse(await apiClient.get<unknown>(chatPaths.messages(clientId), { query, signal }));
}

/**
 * pages[0] is the newest page, each next one older (`nextCursor`); every page is oldest first. Live and
 * sent messages are added at the end of pages[0]. A refetch recomputes each cursor from the page
 * fetched just before it, so messages that arrived meanwhile leave no gap.
 */
export const messagesQueryOptions = (clientId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(clientId),
    queryFn: ({ pageParam, signal }) => getMessages(clientId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useMessages(clientId: number) {
  return useInfiniteQuery(messagesQueryOptions(clientId));
}
