import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { endAllSessionsNow } from '../sessions/session-states';

/** "Cerrar sesión en todos los dispositivos". Allowed while the trial is locked (TRIAL_UNLOCKED_ROUTES). */
export const meSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/sessions/revoke',
    {
      schema: {
        tags: ['users'],
        summary:
          'Cerrar sesión en todos los dispositivos: revoca los tokens de refresco y deja de aceptar los de acceso emitidos hasta ahora, este incluido',
        security: bearerSecurity,
        response: { 204: z.null().describe('Sesiones cerradas'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await endAllSessionsNow({ db: app.db, now: app.now, sessionStates: app.sessionStates }, { kind: 'user', id: request.user.id });
      return reply.code(204).send(null);
    },
  );
};
