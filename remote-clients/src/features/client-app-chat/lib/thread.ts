import type { ChatMessage } from '@coach/shared';
import type { OutboxItem } from '@coach/shared/client-app';

/** One line of the conversation: a message the API has, or one of the client's still on the device. */
export type ThreadEntry =
  | (ChatMessage & { state: 'sent' })
  | { id: string; text: string; from: 'client'; sentAt: string; readAt: null; state: 'pending' | 'refused'; problem: string | null };

/**
 * The conversation as shown: the API's messages (pages newest first, each oldest first) in order, then
 * what the outbox still holds, oldest first. An item the API already has (sent, the outbox not yet
 * emptied) shows once, as the API's.
 */
export function buildThread(pages: ReadonlyArray<{ items: ChatMessage[] }>, outbox: OutboxItem[]): ThreadEntry[] {
  const messages: ThreadEntry[] = [...pages].reverse().flatMap((page) => page.items.map((message) => ({ ...message, state: 'sent' as const })));
  const known = new Set(messages.map((message) => message.id));
  for (const item of outbox) {
    if (item.kind !== 'message' || known.has(item.id)) continue;
    messages.push({
      id: item.id,
      text: typeof item.body.text === 'string' ? item.body.text : '',
      from: 'client',
      sentAt: item.createdAt,
      readAt: null,
      state: item.problem === null ? 'pending' : 'refused',
      problem: item.problem,
    });
  }
  return messages;
}

/** The newest of the trainer's messages the client has not read (what opening the chat marks read). */
export const newestUnreadFromTrainer = (thread: ThreadEntry[]): ThreadEntry | undefined =>
  thread.findLast((entry) => entry.from === 'trainer' && entry.readAt === null);
