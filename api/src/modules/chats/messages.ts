import { CHAT_LIMITS, type ChatMessage, type ChatSender } from '@coach/shared/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { Clock } from '../../plugins/app-context';
import { clientDisabled } from '../client-app/client-sessions';
import { clientDisabledForChat, messageIdConflict } from './chat-errors';
import { notifyStatement } from './live/notifications';
import { memberNames } from '../team/member-names';
import { trainerFilterOf } from '../team/scope';
import { gymOf, type ChatActor } from './chat-actor';
import { findChatClient, toChatMessage, unreadCountOf } from './queries';

export interface ChatDeps {
  db: Db;
  now: Clock;
  /** Told after a commit that changed the business's unread counts (this instance's cache: ChatHub.trainerUnread). */
  unreadChanged?: (gymId: number) => void;
}


const otherSide = (side: ChatSender): ChatSender => (side === 'trainer' ? 'client' : 'trainer');

/**
 * The conversation's client, checked inside the transaction: another business's client is a 404; a
 * disabled one takes no message (409 to the trainer; the client's own token is refused with a 403, as on
 * every client-app path, and this re-check covers the seconds the authentication cache may lag).
 */
async function checkRecipient(tx: Db, actor: ChatActor, clientId: number) {
  const client = await findChatClient(tx, actor, clientId);
  if (!client) throw notFound();
  if (!client.active) throw actor.side === 'trainer' ? clientDisabledForChat() : clientDisabled();
}

/**
 * The time of writing worth keeping: a message that reaches the API well after it was written (from a
 * phone's outbox, after a time without signal). Within a couple of minutes the two are the same moment
 * to a reader; in the future, or further back than a month, the device's clock is not believed.
 */
export function writtenTime(writtenAt: string | undefined, now: Date): Date | null {
  if (writtenAt === undefined) return null;
  const written = new Date(writtenAt);
  const before = now.getTime() - written.getTime();
  return before >= CHAT_LIMITS.writtenBeforeMs && before <= CHAT_LIMITS.writtenWithinMs ? written : null;
}

/**
 * Stores a message, once: the same id with the same text (same sender, same conversation) answers the
 * stored message with created false; the same id for anything else is a 409. The conversation's row is
 * locked first, so messages of a conversation take their `seq` in commit order, and its last message
 * and the other side's unread count change in the same transaction, which also notifies every API
 * instance (at commit).
 */
export async function sendMessage(
  deps: ChatDeps,
  actor: ChatActor,
  clientId: number,
  input: { id: string; text: string; writtenAt?: string },
): Promise<{ message: ChatMessage; created: boolean }> {
  const gymId = gymOf(actor);
  const sent = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await checkRecipient(tx, actor, clientId);
    await tx
      .insert(conversations)
      .values({ clientId, gymId })
      .onConflictDoUpdate({ target: conversations.clientId, set: { gymId: sql`excluded.gym_id` } });

    const [row] = await tx
      .insert(messages)
      .values({
        id: input.id,
        gymId,
        clientId,
        sender: actor.side,
        senderUserId: actor.side === 'trainer' ? actor.scope.userId : null,
        text: input.text,
        sentAt: now,
        writtenAt: writtenTime(input.writtenAt, now),
      })
      .onConflictDoNothing({ target: messages.id })
      .returning();

    if (!row) {
      const [existing] = await tx.select().from(messages).where(eq(messages.id, input.id)).limit(1);
      const same =
        existing &&
        existing.gymId === gymId &&
        existing.clientId === clientId &&
        existing.sender === actor.side &&
        existing.text === input.text;
      if (!same) throw messageIdConflict();
      return { message: toChatMessage(existing, await memberNames(tx, gymId)), created: false };
    }

    await tx
      .update(conversations)
      .set({
        lastMessageId: row.id,
        lastMessageAt: row.sentAt,
        lastSeq: row.seq,
        ...(actor.side === 'client'
          ? { trainerUnread: sql`${conversations.trainerUnread} + 1` }
          : { clientUnread: sql`${conversations.clientUnread} + 1` }),
      })
      .where(eq(conversations.clientId, clientId));
    await tx.execute(notifyStatement({ kind: 'message', gymId, clientId, messageId: row.id }));
    return { message: toChatMessage(row, await memberNames(tx, gymId)), created: true };
  });
  if (sent.created) deps.unreadChanged?.(gymId);
  return sent;
}

/**
 * The reader's side read every message of the other side in the conversation: their read_at is set,
 * the reader's unread count of it goes to 0, and the other side's streams get the read ticks. Answers
 * the reader's remaining unread count (the trainer's across the business; the client's, 0).
 */
/** Answers the reader's unread count left (a CO's: their clients' only). */
export async function markRead(deps: ChatDeps, actor: ChatActor, clientId: number): Promise<number> {
  const gymId = gymOf(actor);
  const reader = actor.side;
  await deps.db.transaction(async (tx) => {
    if (!(await findChatClient(tx, actor, clientId))) throw notFound();
    const counter = reader === 'trainer' ? conversations.trainerUnread : conversations.clientUnread;
    // The conversation's row first (a concurrent send holds it until it commits), then its messages.
    const [changed] = await tx
      .update(conversations)
      .set(reader === 'trainer' ? { trainerUnread: 0 } : { clientUnread: 0 })
      .where(and(eq(conversations.clientId, clientId), eq(conversations.gymId, gymId), gt(counter, 0)))
      .returning({ clientId: conversations.clientId });
    if (!changed) return;
    const readAt = deps.now();
    await tx
      .update(messages)
      .set({ readAt })
      .where(
        and(
          eq(messages.clientId, clientId),
          eq(messages.gymId, gymId),
          eq(messages.sender, otherSide(reader)),
          isNull(messages.readAt),
        ),
      );
    await tx.execute(notifyStatement({ kind: 'read', gymId, clientId, by: reader, readAt: readAt.toISOString() }));
  });
  deps.unreadChanged?.(gymId);
  return unreadCountOf(deps.db, gymId, clientId, reader, actor.side === 'trainer' ? trainerFilterOf(actor.scope) : undefined);
}
