import { CHAT_LIMITS, chatMessagePageSchema, chatPaths, type ChatMessagePage } from '@coach/shared';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** GET /api/v1/client-app/messages: the newest page of the conversation, or the one just older than `before`. */
export async function getClientMessages(before: string | undefined, signal?: AbortSignal): Promise<ChatMessagePage> {
  const query = { before, limit: CHAT_LIMITS.pageDefault };
  return chatMessagePageSchema.parse(await clientApi.get<unknown>(chatPaths.clientAppMessages, { query, signal }));
}

/** pages[0] is the newest page, each next one older; every page is oldest first. Kept a day, for offline. */
export const clientMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: clientAppKeys.messages,
    queryFn: ({ pageParam, signal }) => getClientMessages(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: 24 * 60 * 60_000,
  });

export const useClientMessages = () => useInfiniteQuery(clientMessagesQueryOptions());
