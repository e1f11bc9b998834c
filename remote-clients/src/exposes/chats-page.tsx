import { ChatsScreen } from '../features/chats/components/chats-screen';

/** `/chats` (clients/ChatsPage): the trainer's conversations with their clients. */
export default function ChatsPage() {
  return <ChatsScreen />;
}
