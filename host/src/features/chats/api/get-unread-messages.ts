import { apiClient, unreadMessagesSchema, type UnreadMessages } from '@coach/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const UNREAD_POLL_MS = 60_000;

export const getUnreadMessages = async (): Promise<UnreadMessages> =>
  unreadMessagesSchema.parse(await apiClient.get('/api/v1/me/chats/unread_messages'));

export const unreadMessagesQueryOptions = () =>
  queryOptions({ queryKey: ['me', 'chats', 'unread'], queryFn: getUnreadMessages, refetchInterval: UNREAD_POLL_MS });

/** The sidebar's Chats badge, polled every 60 s while signed in (SPEC.md section 7). */
export function useUnreadMessages(enabled: boolean): number {
  const query = useQuery({ ...unreadMessagesQueryOptions(), enabled });
  return query.data?.unreadMessages ?? 0;
}
