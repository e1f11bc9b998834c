import { chatPaths, unreadMessagesSchema, useChatStream, useChatStreamStatus, type UnreadMessages } from '@coach/shared';
import { clientApi, clientAppKeys, clientChatStream } from '@coach/shared/client-app';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

export const UNREAD_POLL_MS = 60_000;

/** GET /api/v1/client-app/messages/unread: how many of the trainer's messages the client has not read. */
export const getUnreadMessages = async (signal?: AbortSignal): Promise<UnreadMessages> =>
  unreadMessagesSchema.parse(await clientApi.get<unknown>(chatPaths.clientAppUnread, { signal }));

export const unreadMessagesQueryOptions = () =>
  queryOptions({ queryKey: clientAppKeys.unread, queryFn: ({ signal }) => getUnreadMessages(signal), refetchInterval: UNREAD_POLL_MS });

/**
 * The "Chat" tab's badge: the client's chat stream's count as it changes (`ready` on every connection,
 * then `unread`; the chat screen sets it too after marking read), and a 60 s poll while the stream is down.
 */
export function useUnreadMessages(): number {
  const queryClient = useQueryClient();
  const live = useChatStreamStatus(clientChatStream) === 'open';
  useChatStream(
    (event) => {
      if (event.event === 'ready' || event.event === 'unread') queryClient.setQueryData(clientAppKeys.unread, event.data);
    },
    true,
    clientChatStream,
  );
  const query = useQuery({ ...unreadMessagesQueryOptions(), refetchInterval: live ? false : UNREAD_POLL_MS });
  return query.data?.unreadMessages ?? 0;
}
