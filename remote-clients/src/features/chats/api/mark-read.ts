import { apiClient, chatPaths, chatToasts, unreadMessagesQueryKey, unreadMessagesSchema, useToast, type UnreadMessages } from '@coach/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMessagesRead } from '../lib/chat-cache';

/** POST /api/v1/chats/{clientId}/read: the trainer read the client's messages; answers the badge's count. */
export async function markRead(clientId: number): Promise<UnreadMessages> {
  return unreadMessagesSchema.parse(await apiClient.post<unknown>(chatPaths.read(clientId)));
}

/**
 * Marks the open conversation read: its unread dot goes, and the sidebar badge takes the new count.
 * `upTo` is the newest unread message on screen when asked; one arriving meanwhile stays unread here.
 */
export function useMarkRead(clientId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (_upTo?: string) => markRead(clientId),
    onSuccess: (unread, upTo) => {
      queryClient.setQueryData(unreadMessagesQueryKey, unread);
      markMessagesRead(queryClient, clientId, 'trainer', new Date().toISOString(), upTo);
    },
    onError: () => toast.error(chatToasts.readFailed, 'Se van a marcar la próxima vez que abras la conversación.'),
  });
}
