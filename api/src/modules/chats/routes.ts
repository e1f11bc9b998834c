import {
  chatClientParamsSchema,
  chatConversationSchema,
  chatListQuerySchema,
  chatListSchema,
  chatMessagePageSchema,
  chatMessageSchema,
  chatMessageSendSchema,
  chatMessagesQuerySchema,
  unreadMessagesSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trainerFilterOf } from '../team/scope';
import { notFound } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { idempotencyClaimOf, idempotencyKeyHeaders } from '../idempotency/claim';
import { idempotent } from '../idempotency/idempotent';
import { openChatStream, streamResponses } from './live/stream';
import { markRead, sendMessage } from './messages';
import { findConversation, listConversations, listMessages } from './queries';

const tags = ['chats'];

/**
 * The trainer's side of the chats, /api/v1/chats and the sidebar's unread count (behind the secured
 * scope's authentication, role check and trial lock). The business's trainers share one inbox.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, now: app.now, unreadChanged: (gymId: number) => app.chatHub.forgetUnread(gymId) };

  app.get(
    '/me/chats/unread_messages',
    {
      schema: {
        tags,
        summary: 'Cantidad de mensajes sin leer de los clientes (la barra lateral la consulta cada 60 s si el stream no está)',
        security: bearerSecurity,
        response: { 200: unreadMessagesSchema, ...errorResponses(401, 402, 403) },
      },
    },
    // This instance's cached count, kept current by the chat channel (ChatHub.trainerUnread).
    async (request) => ({ unreadMessages: await app.chatHub.trainerUnread(request.scope.gymId, trainerFilterOf(request.scope)) }),
  );

  app.get(
    '/chats',
    {
      schema: {
        tags,
        summary: 'Las conversaciones (una por cliente): la del último mensaje primero, con nombre, foto, último mensaje y no leídos',
        security: bearerSecurity,
        querystring: chatListQuerySchema,
        response: { 200: chatListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => listConversations(app.db, request.scope, request.query),
  );

  app.get(
    '/chats/stream',
    {
      sse: { kind: 'manual' },
      schema: {
        tags,
        summary: 'Mensajes en vivo (Server-Sent Events): ready, message, read y unread de todas las conversaciones',
        description:
          'Autenticado con el encabezado Authorization como el resto de la API (usar fetch, no EventSource). ' +
          'Eventos: ready {unreadMessages} al conectar, message {clientId, message}, read {clientId, by, readAt}, unread {unreadMessages}; ' +
          'un comentario cada 25 s. Se cierra cuando vence el token de acceso: reconectar con uno nuevo.',
        security: bearerSecurity,
        response: streamResponses('text/event-stream'),
      },
    },
    async (request, reply) =>
      openChatStream(app, request, reply, { gymId: request.scope.gymId, side: 'trainer', trainerId: trainerFilterOf(request.scope) }),
  );

  app.get(
    '/chats/:clientId',
    {
      schema: {
        tags,
        summary: 'La conversación con un cliente, como en la lista (también sin mensajes todavía)',
        security: bearerSecurity,
        params: chatClientParamsSchema,
        response: { 200: chatConversationSchema, ...errorResponses(401, 402, 403, 404) },
      },
    },
    async (request) => {
      const conversation = await findConversation(app.db, request.scope, request.params.clientId);
      if (!conversation) throw notFound();
      return conversation;
    },
  );

  app.get(
    '/chats/:clientId/messages',
    {
      schema: {
        tags,
        summary: 'Mensajes de la conversación, de a páginas: los más nuevos al final; nextCursor pide los anteriores con ?before=',
        security: bearerSecurity,
        params: chatClientParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagePageSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      return listMessages(app.db, { side: 'trainer', scope: request.scope }, request.params.clientId, request.query);
    },
  );

  app.post(
    '/chats/:clientId/messages',
    {
      schema: {
        tags,
        summary:
          'Enviar un mensaje al cliente. 201 nuevo; 200 si ese id ya se guardó con el mismo texto (reintento); 409 si es otro; con la misma Idempotency-Key, la primera respuesta',
        security: bearerSecurity,
        params: chatClientParamsSchema,
        headers: idempotencyKeyHeaders(),
        body: chatMessageSendSchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = { side: 'trainer', scope: request.scope } as const;
      const answer = await idempotent(deps, idempotencyClaimOf(request), async (db) => {
        // Unread counts are forgotten here once the key's transaction committed, not inside it.
        const { message, created } = await sendMessage({ db, now: app.now }, actor, request.params.clientId, request.body);
        return { status: created ? (201 as const) : (200 as const), body: message };
      });
      if (answer.status === 201 && !answer.replayed) deps.unreadChanged(request.scope.gymId);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post(
    '/chats/:clientId/read',
    {
      schema: {
        tags,
        summary: 'Marcar como leídos los mensajes del cliente; responde los no leídos que le quedan al negocio',
        security: bearerSecurity,
        params: chatClientParamsSchema,
        response: { 200: unreadMessagesSchema, ...errorResponses(401, 402, 403, 404) },
      },
    },
    async (request) => ({
      unreadMessages: await markRead(deps, { side: 'trainer', scope: request.scope }, request.params.clientId),
    }),
  );
};
