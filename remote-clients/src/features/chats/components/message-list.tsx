import Button from 'antd/es/button';
import { chatMessages, formatInstantTime, groupByDay, writtenLabel, type ChatMessage } from '@coach/shared';
import { Fragment, useLayoutEffect, useRef } from 'react';
import type { OutboxEntry } from '../api/send-message';
import { authorLabel, type AuthorContext } from '../lib/authors';
import { CheckIcon, ClockIcon, DoubleCheckIcon } from './chat-icons';

/** How close to the top (px) starts loading older messages, and to the bottom counts as "at the end". */
const LOAD_OLDER_AT = 120;
const STICK_TO_END_WITHIN = 80;

type Shown = (ChatMessage & { status: 'sent' }) | (OutboxEntry & { from: 'trainer'; readAt: null; author: ChatMessage['author'] });

export interface MessageListProps {
  messages: ChatMessage[];
  outbox: OutboxEntry[];
  clientName: string;
  timeZone: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: OutboxEntry) => void;
  /** Who reads, to say which member wrote each of the business's messages. */
  authors: AuthorContext;
}

/**
 * The conversation, oldest at the top, with a separator per day. It opens at the newest message and
 * follows new ones while the reader is at the end; older pages load when scrolling near the top (or
 * with "Cargar mensajes anteriores") and keep in view the message that was there.
 */
export function MessageList({ messages, outbox, clientName, timeZone, hasOlder, loadingOlder, onLoadOlder, onRetry, authors }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const shown: Shown[] = [
    ...messages.map((message) => ({ ...message, status: 'sent' as const })),
    // What is still sending was written by whoever is signed in.
    ...outbox.map((entry) => ({ ...entry, from: 'trainer' as const, readAt: null, author: authors.me })),
  ];
  const firstId = shown[0]?.id;
  const last = shown.at(-1);
  const lastKey = last ? `${last.id}:${last.status}` : '';

  const loadOlder = () => {
    const element = scroller.current;
    if (!hasOlder || loadingOlder) return;
    if (element) anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    onLoadOlder();
  };

  // Older messages went in above: keep the one that was on screen where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !anchor.current) return;
    element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
    anchor.current = null;
  }, [firstId]);

  // A new message at the end: follow it if the reader was at the end, or if the trainer just wrote it.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (atEnd.current || (last?.from === 'trainer' && last.status === 'pending')) element.scrollTop = element.scrollHeight;
  }, [lastKey, last?.from, last?.status]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_END_WITHIN;
    if (element.scrollTop < LOAD_OLDER_AT) loadOlder();
  };

  return (
    <div className="chats-messages" ref={scroller} onScroll={onScroll}>
      {hasOlder && (
        <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 8 }}>
          <Button size="small" onClick={loadOlder} loading={loadingOlder}>
            {loadingOlder ? chatMessages.loadingOlder : 'Cargar mensajes anteriores'}
          </Button>
        </div>
      )}
      {shown.length === 0 ? (
        <p className="chats-center chats-muted">{chatMessages.noMessages}</p>
      ) : (
        <ol className="chats-log" role="log" aria-label={`Mensajes con ${clientName}`}>
          {groupByDay(shown, timeZone).map((day) => (
            <Fragment key={day.date + day.items[0]!.id}>
              <li className="chats-day">{day.label}</li>
              {day.items.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  clientName={clientName}
                  author={message.from === 'trainer' ? authorLabel(message.author, authors) : null}
                  timeZone={timeZone}
                  onRetry={onRetry}
                />
              ))}
            </Fragment>
          ))}
        </ol>
      )}
    </div>
  );
}

interface MessageBubbleProps {
  message: Shown;
  clientName: string;
  /** The first name of the member who wrote one of the business's messages, when it is to be shown. */
  author: string | null;
  timeZone: string;
  onRetry: (message: OutboxEntry) => void;
}

function MessageBubble({ message, clientName, author, timeZone, onRetry }: MessageBubbleProps) {
  const mine = message.from === 'trainer';
  const time = formatInstantTime(message.sentAt, timeZone);
  const written = 'writtenAt' in message ? writtenLabel(message, timeZone) : null;
  return (
    <li className="chats-message" data-from={message.from} data-status={message.status} data-message-id={message.id}>
      <span className="chats-sr-only">{mine ? (author ?? chatMessages.you) : clientName}: </span>
      <p className="chats-text">{message.text}</p>
      <div className="chats-meta" data-status={message.status}>
        {author && (
          <span className="chats-author" aria-hidden data-testid="message-author">
            {author}
          </span>
        )}
        <time dateTime={message.sentAt}>{time}</time>
        {written && 'writtenAt' in message && <time dateTime={message.writtenAt ?? undefined}>{written}</time>}
        {mine && <MessageState message={message} onRetry={onRetry} />}
      </div>
    </li>
  );
}

function MessageState({ message, onRetry }: { message: Shown; onRetry: (message: OutboxEntry) => void }) {
  if (message.status === 'pending') {
    return (
      <span role="img" aria-label={chatMessages.pending} title={chatMessages.pending}>
        <ClockIcon />
      </span>
    );
  }
  if (message.status === 'failed') {
    return (
      <>
        <span>{chatMessages.failed}</span>
        <Button size="small" type="link" danger onClick={() => onRetry(message)} style={{ paddingInline: 4, height: 'auto' }}>
          {chatMessages.retry}
        </Button>
      </>
    );
  }
  const read = message.readAt !== null;
  return (
    <span role="img" aria-label={read ? chatMessages.read : chatMessages.sent} title={read ? chatMessages.read : chatMessages.sent} style={read ? { color: 'var(--chats-accent-text)' } : undefined}>
      {read ? <DoubleCheckIcon /> : <CheckIcon />}
    </span>
  );
}
