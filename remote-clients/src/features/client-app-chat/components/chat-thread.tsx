import Button from 'antd/es/button';
import { formatInstantTime, groupByDay, writtenLabel } from '@coach/shared';
import { Fragment } from 'react';
import type { ThreadEntry } from '../lib/thread';

export const PENDING_LABEL = 'Pendiente de enviar';

/**
 * The conversation, oldest first, with a separator per day ("Hoy", "Ayer", dd/mm/aaaa): the client's
 * messages on the right, the trainer's on the left.
 */
export interface ChatThreadProps {
  entries: ThreadEntry[];
  timeZone: string;
  /**
   * The client's responsible trainer (null: none any more; undefined: not known yet). A message of
   * the business written by someone else (another member answered) says who.
   */
  responsibleId?: number | null;
  onDiscard: (id: string) => void;
}

/** The first name of who wrote a message of the business, when it was not the client's own trainer. */
export function otherAuthor(entry: ThreadEntry, responsibleId: number | null | undefined): string | null {
  if (entry.state !== 'sent' || entry.from !== 'trainer' || !entry.author || responsibleId === undefined) return null;
  return entry.author.id === responsibleId ? null : entry.author.firstName;
}

export function ChatThread({ entries, timeZone, responsibleId, onDiscard }: ChatThreadProps) {
  return (
    // The live region around the list: a role on the <ol> itself would take its list semantics away.
    <div role="log" aria-label="Mensajes con tu entrenador">
      <ol className="cac-log">
        {groupByDay(entries, timeZone).map((day) => (
          <Fragment key={day.date + day.items[0]!.id}>
            <li className="cac-day">{day.label}</li>
            {day.items.map((entry) => (
              <ChatLine key={entry.id} entry={entry} author={otherAuthor(entry, responsibleId)} timeZone={timeZone} onDiscard={onDiscard} />
            ))}
          </Fragment>
        ))}
      </ol>
    </div>
  );
}

interface ChatLineProps {
  entry: ThreadEntry;
  /** Who of the business wrote it, when it was not the client's trainer. */
  author: string | null;
  timeZone: string;
  onDiscard: (id: string) => void;
}

function ChatLine({ entry, author, timeZone, onDiscard }: ChatLineProps) {
  const mine = entry.from === 'client';
  // Written without signal and sent later: the trainer sees both times, and so does the client.
  const written = entry.state === 'sent' ? writtenLabel(entry, timeZone) : null;
  return (
    <li className="cac-message" data-from={entry.from} data-state={entry.state} data-message-id={entry.id}>
      <span className="cac-sr-only">{mine ? 'Vos' : (author ?? 'Tu entrenador')}: </span>
      {author && (
        <span className="cac-author" aria-hidden data-testid="message-author">
          {author}
        </span>
      )}
      <p className="cac-text">{entry.text}</p>
      <div className="cac-meta">
        <time dateTime={entry.sentAt}>{formatInstantTime(entry.sentAt, timeZone)}</time>
        {written && entry.state === 'sent' && <time dateTime={entry.writtenAt ?? undefined}>{written}</time>}
        {mine && entry.state === 'sent' && <span>{entry.readAt ? 'Leído' : 'Enviado'}</span>}
        {entry.state === 'pending' && <span>{PENDING_LABEL}</span>}
      </div>
      {entry.state === 'refused' && (
        <div className="cac-problem" role="alert">
          <span>No se envió: {entry.problem}</span>
          <Button size="small" danger onClick={() => onDiscard(entry.id)} aria-label={`Descartar el mensaje "${entry.text.slice(0, 40)}"`}>
            Descartar
          </Button>
        </div>
      )}
    </li>
  );
}
