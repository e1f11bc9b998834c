import { unreadMessagesSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';

export const unreadMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/chats/unread_messages',
    {
      schema: {
        tags: ['chats'],
        summary: 'Cantidad de mensajes sin leer (la barra lateral la consulta cada 60 s)',
        security: bearerSecurity,
        response: { 200: unreadMessagesSchema, ...errorResponses(401, 402, 403) },
      },
    },
    // Always 0 until the chats issue adds the chats tables and counts the caller's unread messages.
    async () => ({ unreadMessages: 0 }),
  );
};
