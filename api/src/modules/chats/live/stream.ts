import { CHAT_STREAM_RETRY_MS, type ChatSender, type ChatStreamEvent } from '@coach/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@coach/shared/contracts';
import { sessionHolds, subjectOf } from '../../sessions/access-tokens';
import { unreadCountOf } from '../queries';

// setTimeout's ceiling (about 24.8 days); access tokens live minutes.
const MAX_TIMER_MS = 2_147_483_647;

/** The bearer token's expiry (the authentication hook already verified it and required `exp`). */
function tokenExpiresAt(app: FastifyInstance, request: FastifyRequest): number | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const claims = token ? app.jwt.decode<{ exp?: unknown }>(token) : null;
  return typeof claims?.exp === 'number' ? claims.exp * 1000 : undefined;
}

/** OpenAPI: what a stream route answers (the events are described by the contracts' chatStreamEventSchemas). */
export const streamResponses = (description: string) => ({
  200: { description, content: { 'text/event-stream': { schema: z.string() } } },
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
});

/**
 * Turns the request into the caller's chat stream: subscribed to this instance's hub first, then a
 * `ready` event with the caller's unread count (so nothing sent in between is missed), then every
 * event of their conversations as it happens; a heartbeat comment every 25 s (@fastify/sse). It ends
 * when the caller disconnects, when the app closes, when the access token expires, or when its session
 * ends (signed out everywhere, a new password, a disabled client; on whatever instance: see
 * hub-plugin.ts): the caller reconnects with a fresh token, or, if the session is gone, is signed out.
 */
export async function openChatStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  who: { gymId: number; side: ChatSender; clientId?: number; trainerId?: number },
): Promise<void> {
  const sse = reply.sse;
  sse.keepAlive();
  let open = true;
  const write = (event: ChatStreamEvent, retry?: number) => {
    if (!open || !sse.isConnected) return;
    sse.send({ event: event.event, data: event.data, ...(retry === undefined ? {} : { retry }) }).catch(() => sse.close());
  };
  const user = request.user;
  const subject = subjectOf(user);
  const checkSession = () => {
    app.sessionStates
      .get(subject)
      .then((state) => {
        if (!sessionHolds(state, user)) sse.close();
      })
      // The database did not answer: the stream stays until the next check (or its token's expiry).
      .catch(() => undefined);
  };
  const unsubscribe = app.chatHub.subscribe({ ...who, subject, send: (event) => write(event), checkSession, close: () => sse.close() });
  const expiresAt = tokenExpiresAt(app, request);
  const expiry =
    expiresAt === undefined ? undefined : setTimeout(() => sse.close(), Math.min(Math.max(expiresAt - app.now().getTime(), 0), MAX_TIMER_MS));
  expiry?.unref();
  sse.onClose(() => {
    open = false;
    clearTimeout(expiry);
    unsubscribe();
  });
  const unreadMessages = await unreadCountOf(app.db, who.gymId, who.clientId ?? 0, who.side, who.trainerId);
  write({ event: 'ready', data: { unreadMessages } }, CHAT_STREAM_RETRY_MS);
}
