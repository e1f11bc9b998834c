import type { QueryClient } from '@tanstack/react-query';
import { clientMessagesQueryOptions } from '../features/client-app-chat/api/get-client-messages';
import { ClientAppChatScreen } from '../features/client-app-chat/components/client-app-chat';

/** The client app's "Chat" (mounted by the client app at /app/chat): the client's conversation with their trainer. */
export default function ClientAppChat() {
  return <ClientAppChatScreen />;
}

/** The conversation's newest page, asked for by the app's warm-up so the chat opens offline too. */
export const prefetch = (queryClient: QueryClient): Promise<unknown> => queryClient.prefetchInfiniteQuery(clientMessagesQueryOptions());
