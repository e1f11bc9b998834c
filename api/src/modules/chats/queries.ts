import type { ChatConversation, ChatMessage, ChatSender } from '@coach/shared/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { clients, conversations, messages, type ChatMessageRow } from '../../db/schema';
import { containsPattern, normalizeForSearch } from '../clients/search-text';
import { memberNames, memberOf, type MemberNames } from '../team/member-names';
import { clientsInScope, trainerFilterOf, type Scope } from '../team/scope';
import { notFound } from '../../http/api-error';
import { gymOf, type ChatActor } from './chat-actor';

type MessageFields = Pick<ChatMessageRow, 'id' | 'text' | 'sender' | 'senderUserId' | 'sentAt' | 'writtenAt' | 'readAt'>;

/** A message as every chat answer gives it; `members` names its author (member-names.ts). */
export const toChatMessage = (row: MessageFields, members: MemberNames): ChatMessage => {
  const author = row.sender === 'trainer' ? memberOf(members, row.senderUserId) : null;
  return {
    id: row.id,
    text: row.text,
    from: row.sender,
    sentAt: row.sentAt.toISOString(),
    writtenAt: row.writtenAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    author: author && { id: author.id, firstName: author.firstName, lastName: author.lastName },
  };
};

const messageColumns = {
  id: messages.id,
  text: messages.text,
  sender: messages.sender,
  senderUserId: messages.senderUserId,
  sentAt: messages.sentAt,
  writtenAt: messages.writtenAt,
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
export async function listMessages(db: Db, reader: ChatActor, clientId: number, query: MessagePageQuery) {
  if (!(await findChatClient(db, reader, clientId))) throw notFound();
  const gymId = gymOf(reader);
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
  const members = await memberNames(db, gymId);
  return {
    items: page.map((row) => toChatMessage(row, members)),
    nextCursor: rows.length > query.limit && oldest ? String(oldest.seq) : null,
  };
}

/**
 * The client's messages the trainers of the business have not read, across every conversation (the
 * badge); with `trainerId`, only that trainer's clients' (a CO's badge).
 */
export async function trainerUnreadCount(db: Db, gymId: number, trainerId?: number): Promise<number> {
  if (trainerId !== undefined) {
    const [own] = await db
      .select({ total: sql<string | number | null>`sum(${conversations.trainerUnread})` })
      .from(conversations)
      .innerJoin(clients, eq(clients.id, conversations.clientId))
      .where(and(eq(conversations.gymId, gymId), gt(conversations.trainerUnread, 0), eq(clients.trainerUserId, trainerId)));
    return Number(own?.total ?? 0);
  }
  // Every open tab asks for it: built once (db/prepared.ts).
  const statement = preparedOnce(db, 'chats_trainer_unread', (target, name) =>
    target
      .select({ total: sql<string | number | null>`sum(${conversations.trainerUnread})` })
      .from(conversations)
      .where(and(eq(conversations.gymId, sql.placeholder('gymId')), gt(conversations.trainerUnread, 0)))
      .prepare(name),
  );
  const [row] = await statement.execute({ gymId });
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

export const unreadCountOf = (db: Db, gymId: number, clientId: number, reader: ChatSender, trainerId?: number) =>
  reader === 'trainer' ? trainerUnreadCount(db, gymId, trainerId) : clientUnreadCount(db, gymId, clientId);

/**
 * A client as the chats show it to this reader; undefined for another business's client, and for a
 * trainer another trainer's, like a missing one.
 */
export async function findChatClient(db: Db, reader: ChatActor, clientId: number) {
  const reach = reader.side === 'trainer' ? clientsInScope(reader.scope) : eq(clients.gymId, reader.gymId);
  const [row] = await db
    .select({ id: clients.id, active: clients.active })
    .from(clients)
    .where(and(eq(clients.id, clientId), reach))
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

const toConversation = (row: ConversationRow, lastMessage: ChatMessage | null): ChatConversation => ({
  clientId: row.clientId,
  firstName: row.firstName,
  lastName: row.lastName,
  image: row.image,
  active: row.active,
  hasAppAccess: row.appRegisteredAt !== null,
  lastMessage,
  unreadMessages: row.unread ?? 0,
});

/** The last messages of a page of conversations, by id (at most a page's worth). */
async function lastMessagesById(db: Db, gymId: number, ids: (string | null)[]): Promise<Map<string, ChatMessage>> {
  const wanted = ids.filter((id): id is string => id !== null);
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select(messageColumns)
          .from(messages)
          .where(and(inArray(messages.id, wanted), eq(messages.gymId, gymId)));
  const members = rows.length === 0 ? new Map() : await memberNames(db, gymId);
  return new Map(rows.map((row) => [row.id, toChatMessage(row, members)]));
}

const withLastMessage = (row: ConversationRow, byId: Map<string, ChatMessage>) =>
  toConversation(row, row.lastMessageId === null ? null : (byId.get(row.lastMessageId) ?? null));

const clientColumns = {
  clientId: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  image: clients.image,
  active: clients.active,
  appRegisteredAt: clients.appRegisteredAt,
};

/**
 * The conversations with messages, newest first: the page's client ids off chat_conversations_gym_last_idx
 * (the clients table joined only to filter by name), and how many there are.
 */
async function talkingPage(db: Db, gymId: number, names: SQL[], limit: number, offset: number) {
  const hasMessages = and(eq(conversations.gymId, gymId), isNotNull(conversations.lastSeq));
  const page = { clientId: conversations.clientId, lastMessageId: conversations.lastMessageId, unread: conversations.trainerUnread };
  if (names.length === 0) {
    return Promise.all([
      db.select(page).from(conversations).where(hasMessages).orderBy(desc(conversations.lastSeq)).limit(limit).offset(offset),
      db.select({ total: count() }).from(conversations).where(hasMessages),
    ]);
  }
  const named = and(hasMessages, eq(clients.gymId, gymId), ...names);
  return Promise.all([
    db
      .select(page)
      .from(conversations)
      .innerJoin(clients, eq(clients.id, conversations.clientId))
      .where(named)
      .orderBy(desc(conversations.lastSeq))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(conversations).innerJoin(clients, eq(clients.id, conversations.clientId)).where(named),
  ]);
}

/**
 * Every client of the business, the latest conversation first, then those without messages by name.
 * Read in two ordered index walks rather than sorting every client: the conversations with messages
 * (chat_conversations_gym_last_idx, newest first, each row carrying its last message's id and the unread
 * count), then, once a page goes past them, the clients without (clients_gym_sort_name_idx). Only the
 * page's clients and last messages are read (by primary key); no message is aggregated, and a page
 * costs about the same at 5 or 5,000 clients.
 */
export async function listConversations(db: Db, scope: Scope, query: ConversationListQuery) {
  const { gymId } = scope;
  const trainer = trainerFilterOf(scope);
  // A CO's conversations are their clients': the same walks, with the client's trainer as a condition.
  const names = [...nameMatches(query.search), ...(trainer === undefined ? [] : [eq(clients.trainerUserId, trainer)])];
  const offset = (query.page - 1) * query.pageSize;
  const [[talking, [withMessages]], [totals]] = await Promise.all([
    talkingPage(db, gymId, names, query.pageSize, offset),
    db
      .select({ total: count() })
      .from(clients)
      .where(and(eq(clients.gymId, gymId), ...names)),
  ]);
  const talkingTotal = withMessages?.total ?? 0;
  const ids = talking.map((row) => row.clientId);
  const [talkers, lastMessages, quiet] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select(clientColumns)
          .from(clients)
          .where(and(inArray(clients.id, ids), eq(clients.gymId, gymId))),
    lastMessagesById(
      db,
      gymId,
      talking.map((row) => row.lastMessageId),
    ),
    talking.length < query.pageSize && offset + talking.length >= talkingTotal
      ? db
          .select(clientColumns)
          .from(clients)
          .where(
            and(
              eq(clients.gymId, gymId),
              ...names,
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(conversations)
                  .where(and(eq(conversations.clientId, clients.id), isNotNull(conversations.lastSeq))),
              ),
            ),
          )
          .orderBy(asc(sortName), asc(clients.id))
          .limit(query.pageSize - talking.length)
          .offset(Math.max(0, offset - talkingTotal))
      : [],
  ]);
  const byId = new Map(talkers.map((row) => [row.clientId, row]));
  const rows: ConversationRow[] = [
    ...talking.flatMap((row) => {
      const client = byId.get(row.clientId);
      return client ? [{ ...client, lastMessageId: row.lastMessageId, unread: row.unread }] : [];
    }),
    ...quiet.map((row) => ({ ...row, lastMessageId: null, unread: 0 })),
  ];
  return { items: rows.map((row) => withLastMessage(row, lastMessages)), total: totals?.total ?? 0 };
}

/** One client's conversation item (also before its first message); undefined outside the scope. */
export async function findConversation(db: Db, scope: Scope, clientId: number): Promise<ChatConversation | undefined> {
  const { gymId } = scope;
  const rows = await db
    .select({ ...clientColumns, lastMessageId: conversations.lastMessageId, unread: conversations.trainerUnread })
    .from(clients)
    .leftJoin(conversations, eq(conversations.clientId, clients.id))
    .where(and(eq(clients.id, clientId), clientsInScope(scope)))
    .limit(1);
  const [row] = rows;
  return row && withLastMessage(row, await lastMessagesById(db, gymId, [row.lastMessageId]));
}
