import { chatMessagePageSchema, chatMessageSchema, chatMessageSendSchema, chatMessagesQuerySchema, unreadMessagesSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { idempotencyClaimOf, idempotencyKeyHeaders } from '../idempotency/claim';
import { idempotent } from '../idempotency/idempotent';
import { requireClient } from '../sessions/access-tokens';
import { openChatStream, streamResponses } from './live/stream';
import { markRead, sendMessage } from './messages';
import { clientUnreadCount, listMessages } from './queries';

const tags = ['client-app'];

/**
 * /api/v1/client-app/messages: the client's one conversation with their trainer. Client tokens only (a
 * trainer's gets 403); the conversation is always the token's own client, so no id of another can be
 * named; a disabled client is refused by the authentication hook (403 CLIENT_DISABLED).
 */
export const clientAppChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireClient);
  const deps = { db: app.db, now: app.now, unreadChanged: (gymId: number) => app.chatHub.forgetUnread(gymId) };

  app.get(
    '/client-app/messages',
    {
      schema: {
        tags,
        summary: 'Mensajes con el entrenador, de a páginas: los más nuevos al final; nextCursor pide los anteriores con ?before=',
        security: bearerSecurity,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listMessages(app.db, { side: 'client', gymId: request.user.gymId }, request.user.clientId!, request.query),
  );

  app.post(
    '/client-app/messages',
    {
      schema: {
        tags,
        summary:
          'Enviar un mensaje al entrenador. 201 nuevo; 200 si ese id ya se guardó con el mismo texto (reintento); 409 si es otro; con la misma Idempotency-Key, la primera respuesta',
        security: bearerSecurity,
        headers: idempotencyKeyHeaders(),
        body: chatMessageSendSchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { gymId } = request.user;
      const answer = await idempotent(deps, idempotencyClaimOf(request), async (db) => {
        // Unread counts are forgotten here once the key's transaction committed, not inside it.
        const { message, created } = await sendMessage({ db, now: app.now }, { side: 'client', gymId }, request.user.clientId!, request.body);
        return { status: created ? (201 as const) : (200 as const), body: message };
      });
      if (answer.status === 201 && !answer.replayed) deps.unreadChanged(gymId);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post(
    '/client-app/messages/read',
    {
      schema: {
        tags,
        summary: 'Marcar como leídos los mensajes del entrenador',
        security: bearerSecurity,
        response: { 200: unreadMessagesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ unreadMessages: await markRead(deps, { side: 'client', gymId: request.user.gymId }, request.user.clientId!) }),
  );

  app.get(
    '/client-app/messages/unread',
    {
      schema: {
        tags,
        summary: 'Cantidad de mensajes del entrenador sin leer',
        security: bearerSecurity,
        response: { 200: unreadMessagesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ unreadMessages: await clientUnreadCount(app.db, request.user.gymId, request.user.clientId!) }),
  );

  app.get(
    '/client-app/messages/stream',
    {
      sse: { kind: 'manual' },
      schema: {
        tags,
        summary: 'Mensajes en vivo (Server-Sent Events): ready, message, read y unread de la conversación con el entrenador',
        description:
          'Autenticado con el encabezado Authorization. Eventos: ready {unreadMessages} al conectar, message {clientId, message}, ' +
          'read {clientId, by, readAt}, unread {unreadMessages}; un comentario cada 25 s. Se cierra cuando vence el token de acceso.',
        security: bearerSecurity,
        response: streamResponses('text/event-stream'),
      },
    },
    async (request, reply) =>
      openChatStream(app, request, reply, { gymId: request.user.gymId, side: 'client', clientId: request.user.clientId! }),
  );
};
