import { apiClient, chatConversationSchema, chatPaths, isApiError, type ChatConversation } from '@coach/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './keys';

/** GET /api/v1/chats/{clientId}: the open conversation's client (name, photo, active, app access, unread). */
export async function getConversation(clientId: number, signal?: AbortSignal): Promise<ChatConversation> {
  return chatConversationSchema.parse(await apiClient.get<unknown>(chatPaths.conversation(clientId), { signal }));
}

export const conversationQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: chatKeys.conversation(clientId),
    queryFn: ({ signal }) => getConversation(clientId, signal),
    // Not the trainer's client (or no such client): asking again will not change it.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status === 404),
  });

export function useConversation(clientId: number) {
  return useQuery(conversationQueryOptions(clientId));
}
