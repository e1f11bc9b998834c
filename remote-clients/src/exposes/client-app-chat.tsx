import { ClientAppChatScreen } from '../features/client-app-chat/components/client-app-chat';

/** The client app's "Chat" (mounted by the client app at /app/chat): the client's conversation with their trainer. */
export default function ClientAppChat() {
  return <ClientAppChatScreen />;
}
