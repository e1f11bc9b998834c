import { roles } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionLogRoutes } from './actionlogs/routes';
import { requireRoles } from './auth/authenticate';
import { unreadMessagesRoutes } from './chats/unread-routes';
import { meRoutes } from './users/me-routes';
import { publicUserRoutes } from './users/routes';

/** /api/v1: sign-up is public; everything else sits behind one authentication hook. */
export const v1Routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicUserRoutes);

  await app.register(async (secured) => {
    secured.addHook('onRequest', secured.authenticate);
    secured.addHook('preHandler', requireRoles(roles));
    await secured.register(meRoutes);
    await secured.register(unreadMessagesRoutes);
    await secured.register(actionLogRoutes);
  });
};
