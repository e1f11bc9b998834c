import { chatPaths, unreadMessagesSchema, type UnreadMessages } from '@coach/shared';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMessagesRead } from '../lib/message-cache';

/** POST /api/v1/client-app/messages/read: the client read the trainer's messages; answers what is left unread. */
export const markClientMessagesRead = async (): Promise<UnreadMessages> =>
  unreadMessagesSchema.parse(await clientApi.post<unknown>(chatPaths.clientAppRead));

/** Marks them read, and updates at once the tab's badge and the conversation on screen. */
export function useMarkClientMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markClientMessagesRead,
    onSuccess: (answer) => {
      queryClient.setQueryData(clientAppKeys.unread, answer);
      markMessagesRead(queryClient, 'client', new Date().toISOString());
    },
  });
}
