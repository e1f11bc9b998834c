import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { idParamsSchema, multiLineText, pageField, pageSizeField, textField } from './fields';
import { unreadMessagesSchema } from './errors';
import { groupThousands } from '../format/numbers';

/*
 * Chats (SPEC.md sections 2, 3, 7, 9; issue 13): one conversation per client of the business, text
 * messages between the trainer (web) and the client (mobile app). Every message carries an id the
 * sender generates (a UUID), so a retried send never duplicates it: the same id and text again answers
 * the message already stored (200), the same id with another text is a 409 (MESSAGE_ID_CONFLICT).
 *
 * Messages of a conversation come in pages, newest last: the first page is the newest `limit` messages;
 * `nextCursor` (opaque) asks with `?before=` for the page just older, or is null at the first message.
 * The cursor names a position, not an offset, so messages arriving meanwhile never shift a page.
 *
 * Live delivery is a Server-Sent Events stream per side (chatPaths.stream, chatPaths.clientAppStream),
 * authenticated like every other call with the `Authorization: Bearer` header (read it with `fetch`,
 * not EventSource, which cannot send headers). The server closes it when the access token expires; the
 * caller reconnects with a fresh one, and refetches what it shows on every (re)connection. The 60 s poll
 * of the unread count stays as the fallback while the stream is down.
 */

export const CHAT_LIMITS = {
  /** Characters of a message (code points: an emoji counts one), after trimming. */
  textLength: 2000,
  /** Messages of a page. */
  pageDefault: 30,
  pageMax: 100,
  /** Conversations of a page of the list. */
  listPageDefault: 20,
  listPageMax: 50,
  /** Search terms of the list. */
  searchLength: 80,
  /** A message that reached the API this long after it was written keeps its time of writing. */
  writtenBeforeMs: 2 * 60_000,
  /** …unless the device says it was written longer ago than this (a phone's clock can be wrong). */
  writtenWithinMs: 30 * 24 * 60 * 60_000,
} as const;

/** The server writes a comment line this often, so proxies keep the stream open. */
export const CHAT_STREAM_HEARTBEAT_MS = 25_000;
/**
 * No byte for this long (heartbeats included) means the stream is dead: drop it and reconnect.
 * Reconnect after CHAT_STREAM_RETRY_MS, doubling up to CHAT_STREAM_RETRY_MAX_MS.
 */
export const CHAT_STREAM_IDLE_MS = 60_000;
export const CHAT_STREAM_RETRY_MS = 1_000;
export const CHAT_STREAM_RETRY_MAX_MS = 30_000;

export const chatPaths = {
  /** GET: the conversations of the business, newest message first (chatListQuerySchema → chatListSchema). */
  conversations: '/api/v1/chats',
  /** GET: one conversation's list item (chatConversationSchema), also for a client with no message yet. */
  conversation: (clientId: number) => `/api/v1/chats/${clientId}`,
  /** GET (chatMessagesQuerySchema → chatMessagePageSchema) | POST (chatMessageSendSchema → chatMessageSchema). */
  messages: (clientId: number) => `/api/v1/chats/${clientId}/messages`,
  /** POST: the trainer read the client's messages (→ unreadMessagesSchema, the trainer's remaining count). */
  read: (clientId: number) => `/api/v1/chats/${clientId}/read`,
  /** GET: the trainer's Server-Sent Events (chatStreamEvents). */
  stream: '/api/v1/chats/stream',
  /** GET: the trainer's unread count, the sidebar badge (polled every 60 s). */
  unread: '/api/v1/me/chats/unread_messages',
  /** Client app (client token): its own conversation. */
  clientAppMessages: '/api/v1/client-app/messages',
  clientAppRead: '/api/v1/client-app/messages/read',
  clientAppUnread: '/api/v1/client-app/messages/unread',
  clientAppStream: '/api/v1/client-app/messages/stream',
} as const;

export const chatSenders = ['trainer', 'client'] as const;
export type ChatSender = (typeof chatSenders)[number];

/** Texts of the API's answers and of the chats screens. */
export const chatMessages = {
  textRequired: 'Escribí un mensaje',
  textTooLong: `El mensaje puede tener hasta ${groupThousands(CHAT_LIMITS.textLength)} caracteres`,
  idInvalid: 'El identificador del mensaje no es válido',
  writtenAtInvalid: 'La hora en que se escribió el mensaje no es válida',
  idConflict: 'Ese identificador ya se usó para otro mensaje',
  cursorInvalid: 'La posición pedida no es válida',
  clientDisabled: 'Este cliente está desactivado: no puede recibir mensajes',
  clientDisabledHint: 'Activalo desde su ficha para volver a escribirle. La conversación sigue disponible para leer.',
  noAppAccess: 'Este cliente todavía no usa la app: va a ver tus mensajes cuando la instale.',
  title: 'Chats',
  searchPlaceholder: 'Buscar cliente',
  composerPlaceholder: 'Escribí un mensaje',
  composerHint: 'Enter para enviar, Shift+Enter para una línea nueva',
  send: 'Enviar',
  sendMessage: 'Enviar mensaje',
  back: 'Volver',
  pending: 'Enviando…',
  failed: 'No se envió',
  retry: 'Reintentar',
  sent: 'Enviado',
  read: 'Leído',
  today: 'Hoy',
  yesterday: 'Ayer',
  you: 'Vos',
  loadingOlder: 'Cargando mensajes anteriores…',
  noConversations: 'Todavía no tenés clientes para chatear',
  noConversationsHint: 'Cuando agregues clientes, vas a poder escribirles desde acá.',
  noSearchResults: 'No encontramos clientes con ese nombre',
  noMessages: 'Todavía no hay mensajes. Escribí el primero.',
  noMessagePreview: 'Sin mensajes',
  selectConversation: 'Elegí una conversación para empezar',
  unreadLabel: (count: number) => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`),
  disabledTag: 'Desactivado',
  streamDown: 'Sin conexión en vivo: revisamos los mensajes nuevos cada minuto.',
} as const;

/** SPEC.md section 8 style toasts of the chats screens. */
export const chatToasts = {
  sendFailed: 'No se pudo enviar el mensaje',
  clientDisabled: chatMessages.clientDisabled,
  loadFailed: 'No pudimos cargar los mensajes. Recargá la página.',
  listLoadFailed: 'No pudimos cargar las conversaciones. Recargá la página.',
  readFailed: 'No pudimos marcar los mensajes como leídos.',
} as const;

/**
 * Error codes of the chat endpoints, beside the shared ones: CLIENT_DISABLED (409 when the trainer
 * writes to a disabled client; a disabled client's own token gets 403 CLIENT_DISABLED on every client-app
 * path, as everywhere in the app), MESSAGE_ID_CONFLICT (409: the id names another message).
 */
export const chatErrorCodes = ['CLIENT_DISABLED', 'MESSAGE_ID_CONFLICT'] as const;
export type ChatErrorCode = (typeof chatErrorCodes)[number];

/** Characters as a person counts them: code points, so an emoji is one. */
export const chatTextLength = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/** POST …/messages: `id` is a UUID the sender generates once per message and reuses on every retry. */
export const chatMessageSendSchema = lazySchema(() => z.object({
  id: z.string({ error: chatMessages.idInvalid }).check(z.trim(), z.toLowerCase(), z.uuid({ error: chatMessages.idInvalid })),
  text: z.string({ error: chatMessages.textRequired }).check(
    z.trim(),
    z.minLength(1, { error: chatMessages.textRequired, abort: true }),
    multiLineText(),
    z.refine((text: string) => chatTextLength(text) <= CHAT_LIMITS.textLength, { error: chatMessages.textTooLong }),
  ),
  /** When the sender wrote it (the device's clock, ISO 8601): a message sent later, from an outbox, keeps it. */
  writtenAt: z.optional(z.string({ error: chatMessages.writtenAtInvalid }).check(z.iso.datetime({ offset: true, error: chatMessages.writtenAtInvalid }))),
}));
export type ChatMessageSendRequest = z.input<typeof chatMessageSendSchema>;

export const chatMessageSchema = lazySchema(() => z.object({
  id: z.string(),
  text: z.string(),
  from: z.enum(chatSenders),
  /** ISO 8601 UTC: when it reached the API (the conversation's order). */
  sentAt: z.string(),
  /**
   * When it was written, when that was at least CHAT_LIMITS.writtenBeforeMs before `sentAt` (written
   * without signal); null otherwise. Defaulted: a conversation a phone kept from before still reads.
   */
  writtenAt: z._default(z.nullable(z.string()), null),
  /** When the other side read it; null while unread. */
  readAt: z.nullable(z.string()),
  /**
   * Which member of the business wrote a trainer's message (the chat is with the business: an
   * administrator may answer any); null for the client's, or once that member was removed. Defaulted
   * like writtenAt.
   */
  author: z._default(z.nullable(z.object({ id: z.number(), firstName: z.string(), lastName: z.string() })), null),
}));
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const CURSOR = /^[1-9]\d{0,14}$/;
/** GET …/messages: `before` is a page's nextCursor; without it, the newest messages. */
export const chatMessagesQuerySchema = lazySchema(() => z.object({
  before: z.optional(z.string({ error: chatMessages.cursorInvalid }).check(z.trim(), z.regex(CURSOR, chatMessages.cursorInvalid))),
  limit: pageSizeField(CHAT_LIMITS.pageMax, CHAT_LIMITS.pageDefault),
}));
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

/** A page of a conversation, oldest first (newest last); nextCursor asks for the older page, null at the start. */
export const chatMessagePageSchema = lazySchema(() => z.object({
  items: z.array(chatMessageSchema),
  nextCursor: z.nullable(z.string()),
}));
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

/** GET /api/v1/chats: `search` matches the client's name (ignoring accents and case). */
export const chatListQuerySchema = lazySchema(() => z.object({
  page: pageField,
  pageSize: pageSizeField(CHAT_LIMITS.listPageMax, CHAT_LIMITS.listPageDefault),
  search: z.optional(textField(CHAT_LIMITS.searchLength)),
}));
export type ChatListQuery = z.input<typeof chatListQuerySchema>;

/**
 * A conversation of the list: every client of the business has one, with or without messages. Sorted by
 * the last message, newest first; clients without messages after, by name.
 */
export const chatConversationSchema = lazySchema(() => z.object({
  clientId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** The client's photo URL, or null. */
  image: z.nullable(z.string()),
  /** A disabled client's conversation stays readable but takes no new message. */
  active: z.boolean(),
  /** The client registered in the app (otherwise they read the messages once they do). */
  hasAppAccess: z.boolean(),
  lastMessage: z.nullable(chatMessageSchema),
  /** The client's messages the trainer has not read. */
  unreadMessages: z.number().check(z.int(), z.nonnegative()),
}));
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatListSchema = lazySchema(() => z.object({
  items: z.array(chatConversationSchema),
  total: z.number().check(z.int(), z.nonnegative()),
}));
export type ChatList = z.infer<typeof chatListSchema>;

/** `{clientId}` in a trainer's chat path; an impossible id is as missing as one that does not exist (404). */
export const chatClientParamsSchema = lazySchema(() => z.object({ clientId: idParamsSchema.shape.id }));

/*
 * The stream: `event: <name>` and `data: <JSON>` per event (Server-Sent Events), comment lines
 * (`: ping`) as heartbeats. The same events reach the trainer and the client app; `clientId` names the
 * conversation (for the client app, always its own).
 */
export const chatStreamEvents = ['ready', 'message', 'read', 'unread', 'tasks', 'clients'] as const;
export type ChatStreamEventName = (typeof chatStreamEvents)[number];

/** First event of every connection: the caller's unread count; refetch what is on screen. */
export const chatReadyEventSchema = unreadMessagesSchema;
/** A new message in a conversation, from either side (the sender's other tabs get it too). */
export const chatMessageEventSchema = lazySchema(() => z.object({ clientId: z.number(), message: chatMessageSchema }));
/** `by` read the other side's messages up to `readAt` (read ticks). */
export const chatReadEventSchema = lazySchema(() => z.object({ clientId: z.number(), by: z.enum(chatSenders), readAt: z.string() }));
/** The caller's unread count changed (the sidebar badge, the app's counter). */
export const chatUnreadEventSchema = unreadMessagesSchema;
/**
 * A client's tasks changed (the trainer assigned, moved or removed work, a program was assigned, paused or
 * ended; the client registered a task or answered a form): the screens that show them ask again.
 */
export const chatTasksEventSchema = lazySchema(() => z.object({ clientId: z.number() }));

/**
 * Which clients the caller reaches changed (an administrator handed clients to another trainer, or a
 * member was deactivated and theirs were handed over): the lists, the agenda and the dashboard ask again.
 * Sent to the administrators and to the trainers who gained or lost clients.
 */
export const chatClientsEventSchema = lazySchema(() => z.object({ reassigned: z.number() }));

export const chatStreamEventSchemas = {
  ready: chatReadyEventSchema,
  message: chatMessageEventSchema,
  read: chatReadEventSchema,
  unread: chatUnreadEventSchema,
  tasks: chatTasksEventSchema,
  clients: chatClientsEventSchema,
} as const;

export type ChatStreamEvent =
  | { event: 'ready'; data: z.infer<typeof chatReadyEventSchema> }
  | { event: 'message'; data: z.infer<typeof chatMessageEventSchema> }
  | { event: 'read'; data: z.infer<typeof chatReadEventSchema> }
  | { event: 'unread'; data: z.infer<typeof chatUnreadEventSchema> }
  | { event: 'tasks'; data: z.infer<typeof chatTasksEventSchema> }
  | { event: 'clients'; data: z.infer<typeof chatClientsEventSchema> };

/** Parses one received event (name and data text); undefined for an unknown name or a malformed body. */
export function parseChatStreamEvent(event: string, data: string): ChatStreamEvent | undefined {
  if (!(chatStreamEvents as readonly string[]).includes(event)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const name = event as ChatStreamEventName;
  const parsed = chatStreamEventSchemas[name].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as ChatStreamEvent) : undefined;
}
