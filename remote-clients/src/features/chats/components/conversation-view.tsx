import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { chatMessages, isApiError, paths, type ChatConversation } from '@coach/shared';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useOutbox, useSendMessage, type OutboxEntry } from '../api/send-message';
import { useAuthorContext } from '../lib/authors';
import { newMessageId } from '../lib/message-id';
import { conversationName } from '../lib/names';
import { usePageVisible } from '../lib/use-page-visible';
import { ChatAvatar } from './chat-avatar';
import { BackIcon } from './chat-icons';
import { Composer } from './composer';
import { MessageList } from './message-list';

export interface ConversationViewProps {
  clientId: number;
  timeZone: string;
}

function BackLink() {
  return (
    <Link to={paths.chats} className="chats-back chats-link" aria-label={chatMessages.back} style={{ padding: 4, color: 'inherit' }}>
      <BackIcon />
    </Link>
  );
}

/** One open conversation: who it is with, the messages, and the composer (closed for a disabled client). */
export function ConversationView({ clientId, timeZone }: ConversationViewProps) {
  const conversation = useConversation(clientId);

  if (conversation.isPending) {
    return (
      <section className="chats-conversation" aria-label="Conversación" aria-busy="true">
        <div className="chats-header">
          <BackLink />
        </div>
        <p className="chats-center chats-muted">Cargando conversación…</p>
      </section>
    );
  }
  if (conversation.isError) {
    const missing = isApiError(conversation.error) && conversation.error.status === 404;
    return (
      <section className="chats-conversation" aria-label="Conversación">
        <div className="chats-header">
          <BackLink />
        </div>
        <div className="chats-center" role="alert">
          <div>
            <p>{missing ? 'No encontramos esta conversación: puede que el cliente no sea tuyo.' : 'No pudimos cargar la conversación.'}</p>
            {missing ? (
              <Link to={paths.chats}>Ver todas las conversaciones</Link>
            ) : (
              <Button onClick={() => void conversation.refetch()}>Reintentar</Button>
            )}
          </div>
        </div>
      </section>
    );
  }
  return <OpenConversation conversation={conversation.data} timeZone={timeZone} />;
}

function OpenConversation({ conversation, timeZone }: { conversation: ChatConversation; timeZone: string }) {
  const { clientId } = conversation;
  const name = conversationName(conversation);
  const messages = useMessages(clientId);
  const items = useMemo(() => (messages.data ? [...messages.data.pages].reverse().flatMap((page) => page.items) : []), [messages.data]);
  const confirmed = useMemo(() => new Set(items.map((message) => message.id)), [items]);
  const outbox = useOutbox(clientId, confirmed);
  const send = useSendMessage(clientId);
  const markRead = useMarkRead(clientId);
  const visible = usePageVisible();
  const authors = useAuthorContext();

  // Seen means read: while this conversation is on screen, the client's unread messages get marked
  // (on opening, and as new ones arrive). One attempt per newest unread message, so a failure never loops.
  const newestUnread = items.findLast((message) => message.from === 'client' && message.readAt === null);
  const attempted = useRef<string | null>(null);
  const { mutate: markReadNow, isPending: marking } = markRead;
  useEffect(() => {
    if (!visible || !newestUnread || marking || attempted.current === newestUnread.id) return;
    attempted.current = newestUnread.id;
    markReadNow(newestUnread.sentAt);
  }, [visible, newestUnread, marking, markReadNow]);

  const onSend = (text: string) => send.mutate({ id: newMessageId(), text, sentAt: new Date().toISOString() });
  const onRetry = (message: OutboxEntry) => send.mutate({ id: message.id, text: message.text, sentAt: message.sentAt });

  return (
    <section className="chats-conversation" aria-label={`Conversación con ${name}`}>
      <header className="chats-header">
        <BackLink />
        <ChatAvatar conversation={conversation} size={36} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <h2>{name}</h2>
          {!conversation.active && <Tag>{chatMessages.disabledTag}</Tag>}
        </div>
        <Link to={paths.client(clientId)} className="chats-link" style={{ whiteSpace: 'nowrap' }}>
          Ver ficha
        </Link>
      </header>
      {messages.isPending ? (
        <p className="chats-center chats-muted" aria-busy="true">
          Cargando mensajes…
        </p>
      ) : messages.isError && !messages.data ? (
        <div className="chats-center" role="alert">
          <div>
            <p>No pudimos cargar los mensajes.</p>
            <Button onClick={() => void messages.refetch()}>Reintentar</Button>
          </div>
        </div>
      ) : (
        <MessageList
          messages={items}
          outbox={outbox}
          clientName={name}
          timeZone={timeZone}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
          onRetry={onRetry}
          authors={authors}
        />
      )}
      {!conversation.active ? (
        <Alert type="warning" showIcon title={chatMessages.clientDisabled} description={chatMessages.clientDisabledHint} style={{ margin: '0 16px' }} />
      ) : (
        !conversation.hasAppAccess && <p className="chats-muted" style={{ margin: '0 16px', whiteSpace: 'normal' }}>{chatMessages.noAppAccess}</p>
      )}
      <Composer disabled={!conversation.active} onSend={onSend} />
    </section>
  );
}
