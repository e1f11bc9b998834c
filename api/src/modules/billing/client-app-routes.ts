import { clientAppSubscriptionSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { requireClient } from '../sessions/access-tokens';
import { clientAppSubscription } from './client-app-subscription';

/**
 * /api/v1/client-app/subscription, client tokens only (a trainer's gets 403; a disabled client is
 * refused by the authentication hook): the client's own plan and payments, read-only.
 */
export const clientAppSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireClient);

  app.get(
    '/client-app/subscription',
    {
      schema: {
        tags: ['client-app'],
        summary: 'El plan del cliente y sus últimos períodos de pago, con lo pagado y lo que falta',
        security: bearerSecurity,
        response: { 200: clientAppSubscriptionSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      clientAppSubscription({ db: app.db, now: app.now, caughtUp: app.caughtUpGyms }, request.user.gymId, request.user.clientId!),
  );
};
