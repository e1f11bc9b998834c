import type { ChatSender } from '@coach/shared/contracts';
import { desc, sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant } from './columns';
import { gyms } from './gyms';
import { users } from './users';

/*
 * Chats: one conversation per client of the business. A message's id is the UUID its sender generated,
 * so a retried send finds the stored message instead of writing a second one. `seq` orders messages
 * (and is the pagination cursor): it is taken while the conversation's row is locked, so within a
 * conversation it follows commit order and a page never misses a message committed later with a
 * smaller number.
 *
 * chat_conversations keeps, per client, the last message and both sides' unread counts, updated in the
 * same transaction as each send and read: the list and the badge read one row per client instead of
 * aggregating every message.
 */

export const messages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<ChatSender>().notNull(),
    // Which trainer wrote it (null for the client's messages, or once that user is removed).
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    sentAt: instant('sent_at').notNull(),
    // When the sender wrote it, kept only when that was well before it reached the API (written
    // without signal and sent later): both sides then show both times (decisions: chats).
    writtenAt: instant('written_at'),
    // When the other side read it.
    readAt: instant('read_at'),
  },
  (t) => [
    // A conversation's pages: newest first from a cursor.
    index('chat_messages_conversation_seq_idx').on(t.gymId, t.clientId, desc(t.seq)),
    // Marking read touches only the unread ones.
    index('chat_messages_unread_idx').on(t.clientId, t.sender).where(sql`${t.readAt} is null`),
    check('chat_messages_sender_check', sql`${t.sender} in ('trainer', 'client')`),
  ],
);

export const conversations = pgTable(
  'chat_conversations',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: instant('last_message_at'),
    lastSeq: bigint('last_seq', { mode: 'number' }),
    // The client's messages the trainer has not read, and the trainer's the client has not read.
    trainerUnread: integer('trainer_unread').notNull().default(0),
    clientUnread: integer('client_unread').notNull().default(0),
  },
  (t) => [
    // The list, newest conversation first.
    index('chat_conversations_gym_last_idx').on(t.gymId, desc(t.lastSeq)),
    // The badge: the sum over the conversations with something unread, read from the index alone.
    index('chat_conversations_gym_unread_idx').on(t.gymId, t.trainerUnread).where(sql`${t.trainerUnread} > 0`),
    check('chat_conversations_unread_check', sql`${t.trainerUnread} >= 0 and ${t.clientUnread} >= 0`),
  ],
);

export type ChatMessageRow = typeof messages.$inferSelect;
export type ChatConversationRow = typeof conversations.$inferSelect;
