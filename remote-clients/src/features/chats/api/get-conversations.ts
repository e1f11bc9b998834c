import { apiClient, CHAT_LIMITS, chatListQuerySchema, chatListSchema, chatPaths, type ChatList } from '@coach/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { chatKeys } from './keys';

/** GET /api/v1/chats: one page of conversations, newest message first, filtered by client name. */
export async function getConversations(search: string, page: number, signal?: AbortSignal): Promise<ChatList> {
  const query = chatListQuerySchema.parse({ page, pageSize: CHAT_LIMITS.listPageDefault, search: search || undefined });
  return chatListSchema.parse(await apiClient.get<unknown>(chatPaths.conversations, { query, signal }));
}

export const conversationsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(search),
    queryFn: ({ pageParam, signal }) => getConversations(search, pageParam, signal),
    initialPageParam: 1,
    // Keep the current list on screen while a search answers (no flash of "Cargando…").
    placeholderData: keepPreviousData,
    getNextPageParam: (last, pages) =>
      pages.reduce((count, page) => count + page.items.length, 0) < last.total && last.items.length > 0 ? pages.length + 1 : undefined,
  });

export function useConversations(search: string) {
  return useInfiniteQuery(conversationsQueryOptions(search));
}
