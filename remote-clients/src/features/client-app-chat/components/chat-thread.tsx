import Button from 'antd/es/button';
import { calendarDateIn, formatInstantDateTime, formatInstantTime, todayIn } from '@coach/shared';
import type { ThreadEntry } from '../lib/thread';

export const PENDING_LABEL = 'Pendiente de enviar';

/** The conversation, oldest first: the client's messages on the right, the trainer's on the left. */
export function ChatThread({ entries, timeZone, onDiscard }: { entries: ThreadEntry[]; timeZone: string; onDiscard: (id: string) => void }) {
  const today = todayIn(timeZone);
  return (
    <ol className="cac-log" role="log" aria-label="Mensajes con tu entrenador" aria-live="polite">
      {entries.map((entry) => {
        const mine = entry.from === 'client';
        const when = calendarDateIn(entry.sentAt, timeZone) === today ? formatInstantTime(entry.sentAt, timeZone) : formatInstantDateTime(entry.sentAt, timeZone);
        return (
          <li key={entry.id} className="cac-message" data-from={entry.from} data-state={entry.state} data-message-id={entry.id}>
            <span className="cac-sr-only">{mine ? 'Vos' : 'Tu entrenador'}: </span>
            <p className="cac-text">{entry.text}</p>
            <div className="cac-meta">
              <time dateTime={entry.sentAt}>{when}</time>
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
      })}
    </ol>
  );
}
