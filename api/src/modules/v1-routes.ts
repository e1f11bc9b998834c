import { roles } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionLogRoutes } from './actionlogs/routes';
import { requireRoles } from './auth/authenticate';
import { unreadMessagesRoutes } from './chats/unread-routes';
import { dashboardRoutes } from './dashboard/routes';
import { trialLock } from './gyms/trial-lock';
import { meRoutes } from './users/me-routes';
import { mePasswordRoutes } from './users/me-password-routes';
import { mePhotoRoutes } from './users/me-photo-routes';
import { publicUserRoutes } from './users/routes';

/**
 * /api/v1: sign-up is public; everything else sits behind one authentication hook, the role check
 * and the trial lock, in that order and before the body is read (a locked upload is not parsed).
 */
export const v1Routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicUserRoutes);

  await app.register(async (secured) => {
    secured.addHook('onRequest', secured.authenticate);
    secured.addHook('onRequest', requireRoles(roles));
    secured.addHook('onRequest', trialLock(secured));
    await secured.register(meRoutes);
    await secured.register(mePhotoRoutes);
    await secured.register(mePasswordRoutes);
    await secured.register(unreadMessagesRoutes);
    await secured.register(actionLogRoutes);
    await secured.register(dashboardRoutes);
  });
};
