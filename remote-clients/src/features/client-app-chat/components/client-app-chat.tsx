import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import { StatusMessage, useChatStream, useChatStreamStatus, type ChatMessage } from '@coach/shared';
import { CHAT_SUBJECT, clientAppKeys, clientAppProfileQueryOptions, clientChatStream, discard, onOutboxSent } from '@coach/shared/client-app';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useClientMessages } from '../api/get-client-messages';
import { useMarkClientMessagesRead } from '../api/mark-client-messages-read';
import { sendClientMessage, useChatOutbox } from '../api/send-client-message';
import { addMessage, markMessagesRead } from '../lib/message-cache';
import { buildThread, newestUnreadFromTrainer } from '../lib/thread';
import { PersonAvatar } from '../../../components/person-avatar';
import { fullName } from '../../../lib/format';
import { ChatComposer } from './chat-composer';
import { ChatThread } from './chat-thread';
import './client-app-chat.css';

/** The device's zone: the client app shows times as the client's phone does. */
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * "Chat": the client's conversation with their trainer. Live through the client's chat stream (a new
 * message, read ticks, a refetch on every connection); what the client writes goes through the outbox,
 * so it shows at once, "Pendiente de enviar" while offline, and is sent once. The trainer's messages
 * are marked read while the screen is on view.
 */
export function ClientAppChatScreen() {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const messages = useClientMessages();
  const outbox = useChatOutbox();
  const thread = useMemo(() => buildThread(messages.data?.pages ?? [], outbox), [messages.data, outbox]);
  const timeZone = useMemo(() => deviceTimeZone(), []);
  const streamDown = useChatStreamStatus(clientChatStream) === 'retrying';
  // The client's own record says who their trainer is. The app asked for it at start: the cached
  // answer is enough here (offline too), asked for only if there is none.
  const profile = useQuery({ ...clientAppProfileQueryOptions(), refetchOnMount: false });
  const trainer = profile.data?.trainer ?? null;
  // Unknown until the record arrives: only then can a message say it was someone else who wrote it.
  const responsibleId = profile.data ? (trainer?.id ?? null) : undefined;
  // The newest of the trainer's messages already marked read (or tried): each is sent once per connection.
  const attempted = useRef<string | null>(null);

  useChatStream(
    (event) => {
      if (event.event === 'ready') {
        // Connected again (the network is back): what failed to be marked read gets another try.
        attempted.current = null;
        void queryClient.invalidateQueries({ queryKey: clientAppKeys.messages });
      }
      if (event.event === 'message') addMessage(queryClient, event.data.message);
      if (event.event === 'read') markMessagesRead(queryClient, event.data.by, event.data.readAt);
      if (event.event === 'ready' || event.event === 'unread') queryClient.setQueryData(clientAppKeys.unread, event.data);
    },
    true,
    clientChatStream,
  );

  // The API confirmed a message of the outbox: into the conversation at once (the refetch that follows corrects its time).
  useEffect(
    () =>
      onOutboxSent((item) => {
        if (item.subject !== CHAT_SUBJECT || typeof item.body.text !== 'string') return;
        const written = typeof item.body.writtenAt === 'string' ? item.body.writtenAt : null;
        const message: ChatMessage = { id: item.id, text: item.body.text, from: 'client', sentAt: item.createdAt, writtenAt: written, readAt: null, author: null };
        addMessage(queryClient, message);
      }),
    [queryClient],
  );

  // Seen means read: one attempt per newest unread message of the trainer, so a failure never loops.
  const visible = usePageVisible();
  const newestUnread = newestUnreadFromTrainer(thread);
  const { mutate: markRead, isPending: marking } = useMarkClientMessagesRead();
  useEffect(() => {
    if (!visible || !newestUnread || marking || attempted.current === newestUnread.id) return;
    attempted.current = newestUnread.id;
    markRead();
  }, [visible, newestUnread, marking, markRead]);

  // Opens at the newest message and follows new ones while the reader is near the end (or just wrote).
  // The page scrolls (the composer sticks above the tab bar), so "the end" is the page's bottom.
  const last = thread.at(-1);
  const lastKey = last ? `${last.id}:${last.state}` : '';
  const opened = useRef(false);
  useLayoutEffect(() => {
    const page = document.scrollingElement;
    if (!last || !page) return;
    const nearEnd = page.scrollHeight - page.scrollTop - page.clientHeight < 160;
    if (!opened.current || nearEnd || last.from === 'client') page.scrollTo?.({ top: page.scrollHeight });
    if (messages.isSuccess) opened.current = true;
    // Only when the newest line changes, or the conversation arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastKey, messages.isSuccess]);

  const [sendError, setSendError] = useState<string | null>(null);
  const onSend = (text: string) => {
    setSendError(null);
    sendClientMessage(text).catch(() => setSendError('No pudimos guardar el mensaje en este dispositivo. Intentá de nuevo.'));
  };

  const vars = {
    '--cac-bg': token.colorBgLayout,
    '--cac-text': token.colorText,
    '--cac-muted': token.colorTextSecondary,
    '--cac-border': token.colorBorderSecondary,
    '--cac-theirs': token.colorFillSecondary,
    '--cac-mine': token.colorPrimaryBg,
    '--cac-mine-text': token.colorText,
    '--cac-error': token.colorErrorText,
  } as CSSProperties;

  return (
    <section className="cac" style={vars} aria-labelledby="client-chat-title">
      <header className="cac-header">
        {trainer && <PersonAvatar person={{ name: fullName(trainer), image: trainer.image }} size={44} />}
        <div style={{ minWidth: 0 }}>
          <h1 id="client-chat-title" className="cac-title">
            {trainer ? (
              <>
                <span className="cac-sr-only">Chat con </span>
                {fullName(trainer)}
              </>
            ) : (
              'Chat'
            )}
          </h1>
          <p className="cac-subtitle">
            {streamDown ? 'Sin conexión en vivo: vas a ver los mensajes nuevos cuando vuelva.' : trainer ? 'Tu entrenador' : 'Tu conversación con tu entrenador'}
          </p>
        </div>
      </header>
      {messages.hasNextPage && (
        <Button onClick={() => void messages.fetchNextPage()} loading={messages.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          Ver mensajes anteriores
        </Button>
      )}
      {messages.isPending && outbox.length === 0 ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : messages.isError && !messages.data && outbox.length === 0 ? (
        <StatusMessage
          title="No pudimos cargar tus mensajes"
          description="Revisá tu conexión e intentá de nuevo."
          actions={<Button onClick={() => void messages.refetch()}>Reintentar</Button>}
        />
      ) : thread.length === 0 ? (
        <p className="cac-empty">Todavía no hay mensajes. Escribile a tu entrenador.</p>
      ) : (
        <ChatThread entries={thread} timeZone={timeZone} responsibleId={responsibleId} onDiscard={(id) => void discard(id)} />
      )}
      {sendError && (
        <p className="cac-error" role="alert" style={{ margin: 0 }}>
          {sendError}
        </p>
      )}
      <ChatComposer onSend={onSend} />
    </section>
  );
}
