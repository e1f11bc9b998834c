import {
  apiClient,
  chatPaths,
  unreadMessagesQueryKey,
  unreadMessagesSchema,
  useChatStream,
  useChatStreamStatus,
  type UnreadMessages,
} from '@coach/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

export const UNREAD_POLL_MS = 60_000;

export const getUnreadMessages = async (): Promise<UnreadMessages> =>
  unreadMessagesSchema.parse(await apiClient.get(chatPaths.unread));

export const unreadMessagesQueryOptions = () =>
  queryOptions({ queryKey: unreadMessagesQueryKey, queryFn: getUnreadMessages, refetchInterval: UNREAD_POLL_MS });

/**
 * The sidebar's Chats badge (SPEC.md section 7): the chat stream's count as it changes (`ready` on every
 * connection, then `unread`), and the 60 s poll while the stream is down.
 */
export function useUnreadMessages(enabled: boolean): number {
  const queryClient = useQueryClient();
  const live = useChatStreamStatus() === 'open';
  useChatStream((event) => {
    if (event.event === 'ready' || event.event === 'unread') queryClient.setQueryData(unreadMessagesQueryKey, event.data);
  }, enabled);
  const query = useQuery({ ...unreadMessagesQueryOptions(), enabled, refetchInterval: live ? false : UNREAD_POLL_MS });
  return query.data?.unreadMessages ?? 0;
}
