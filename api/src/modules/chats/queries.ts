import type { ChatConversation, ChatMessage, ChatSender } from '@coach/shared/contracts';
import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, conversations, messages, type ChatMessageRow } from '../../db/schema';
import { containsPattern, normalizeForSearch } from '../clients/search-text';

export const toChatMessage = (row: Pick<ChatMessageRow, 'id' | 'text' | 'sender' | 'sentAt' | 'readAt'>): ChatMessage => ({
  id: row.id,
  text: row.text,
  from: row.sender,
  sentAt: row.sentAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

const messageColumns = {
  id: messages.id,
  text: messages.text,
  sender: messages.sender,
  sentAt: messages.sentAt,
  readAt: messages.readAt,
};

/** A message of the business (by the sender's id), with the conversation it belongs to. */
export async function findMessage(db: Db, gymId: number, id: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.gymId, gymId)))
    .limit(1);
  return row;
}

export interface MessagePageQuery {
  before?: string;
  limit: number;
}

/**
 * The `limit` messages before the cursor (or the newest), oldest first. The cursor is the `seq` of the
 * oldest message of the previous page: a position, so messages sent meanwhile never shift a page.
 */
export async function listMessages(db: Db, gymId: number, clientId: number, query: MessagePageQuery) {
  const rows = await db
    .select({ ...messageColumns, seq: messages.seq })
    .from(messages)
    .where(
      and(
        eq(messages.gymId, gymId),
        eq(messages.clientId, clientId),
        query.before === undefined ? undefined : lt(messages.seq, Number(query.before)),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  const oldest = page[0];
  return {
    items: page.map(toChatMessage),
    nextCursor: rows.length > query.limit && oldest ? String(oldest.seq) : null,
  };
}

/** The client's messages the trainers of the business have not read, across every conversation (the badge). */
export async function trainerUnreadCount(db: Db, gymId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${conversations.trainerUnread})` })
    .from(conversations)
    .where(and(eq(conversations.gymId, gymId), gt(conversations.trainerUnread, 0)));
  return Number(row?.total ?? 0);
}

/** The trainer's messages the client has not read. */
export async function clientUnreadCount(db: Db, gymId: number, clientId: number): Promise<number> {
  const [row] = await db
    .select({ unread: conversations.clientUnread })
    .from(conversations)
    .where(and(eq(conversations.clientId, clientId), eq(conversations.gymId, gymId)))
    .limit(1);
  return row?.unread ?? 0;
}

export const unreadCountOf = (db: Db, gymId: number, clientId: number, reader: ChatSender) =>
  reader === 'trainer' ? trainerUnreadCount(db, gymId) : clientUnreadCount(db, gymId, clientId);

/** A client of the business as the chats show it; undefined for another business's client, like a missing one. */
export async function findChatClient(db: Db, gymId: number, clientId: number) {
  const [row] = await db
    .select({ id: clients.id, active: clients.active })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.gymId, gymId)))
    .limit(1);
  return row;
}

export interface ConversationListQuery {
  page: number;
  pageSize: number;
  search?: string;
}

const sortName = sql`${clients.sortName} collate "C"`;

/** Every word typed must appear in the client's name (last and first, accents and case ignored). */
function nameMatches(search: string | undefined): SQL[] {
  const words = normalizeForSearch(search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  return words.map((word) => sql`${clients.sortName} like ${containsPattern(word)}`);
}

const conversationColumns = {
  clientId: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  image: clients.image,
  active: clients.active,
  appRegisteredAt: clients.appRegisteredAt,
  lastMessageId: conversations.lastMessageId,
  unread: conversations.trainerUnread,
};

type ConversationRow = {
  clientId: number;
  firstName: string;
  lastName: string;
  image: string | null;
  active: boolean;
  appRegisteredAt: Date | null;
  lastMessageId: string | null;
  unread: number | null;
};

/** The last messages of a page of conversations, read by id once the page is known (at most a page's worth). */
async function withLastMessages(db: Db, gymId: number, rows: ConversationRow[]): Promise<ChatConversation[]> {
  const ids = rows.map((row) => row.lastMessageId).filter((id): id is string => id !== null);
  const last =
    ids.length === 0
      ? []
      : await db
          .select(messageColumns)
          .from(messages)
          .where(and(inArray(messages.id, ids), eq(messages.gymId, gymId)));
  const byId = new Map(last.map((row) => [row.id, toChatMessage(row)]));
  return rows.map((row) => ({
    clientId: row.clientId,
    firstName: row.firstName,
    lastName: row.lastName,
    image: row.image,
    active: row.active,
    hasAppAccess: row.appRegisteredAt !== null,
    lastMessage: row.lastMessageId === null ? null : (byId.get(row.lastMessageId) ?? null),
    unreadMessages: row.unread ?? 0,
  }));
}

/**
 * Every client of the business, the latest conversation first (the conversation's last seq), then those
 * without messages by name. The conversation row carries the last message's id and the unread count,
 * so no message is aggregated; the page's last messages are read by primary key afterwards.
 */
export async function listConversations(db: Db, gymId: number, query: ConversationListQuery) {
  const where = and(eq(clients.gymId, gymId), ...nameMatches(query.search));
  const [rows, [totals]] = await Promise.all([
    db
      .select(conversationColumns)
      .from(clients)
      .leftJoin(conversations, eq(conversations.clientId, clients.id))
      .where(where)
      .orderBy(sql`${conversations.lastSeq} desc nulls last`, asc(sortName), asc(clients.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return { items: await withLastMessages(db, gymId, rows), total: totals?.total ?? 0 };
}

/** One client's conversation item (also before its first message); undefined outside the business. */
export async function findConversation(db: Db, gymId: number, clientId: number): Promise<ChatConversation | undefined> {
  const rows = await db
    .select(conversationColumns)
    .from(clients)
    .leftJoin(conversations, eq(conversations.clientId, clients.id))
    .where(and(eq(clients.id, clientId), eq(clients.gymId, gymId)))
    .limit(1);
  const [item] = await withLastMessages(db, gymId, rows);
  return item;
}
