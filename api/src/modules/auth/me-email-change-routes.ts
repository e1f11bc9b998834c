import { emailChangePendingSchema, emailChangeRequestSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRateLimit } from '../../http/rate-limit';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { cancelEmailChange, requestEmailChange, type EmailChangeDeps } from './email-change';

/** /api/v1/me/email-change: behind authentication, the role check and the trial lock. */
export const meEmailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EmailChangeDeps = { db: app.db, now: app.now, mailer: app.mailer, appUrl: app.config.appUrl, sessionStates: app.sessionStates };
  // Like the password change: a stolen access token must not become unlimited guesses at the password.
  const changeLimit = authRateLimit(app, 'email-change', (request) => String(request.user.id));

  app.post(
    '/me/email-change',
    {
      onRequest: changeLimit.onRequest,
      preHandler: changeLimit.preHandler,
      schema: {
        tags: ['users'],
        summary:
          'Pedir el cambio de correo (con la contraseña actual): se aplica al abrir el enlace enviado al correo nuevo; el anterior recibe un aviso para deshacerlo',
        security: bearerSecurity,
        body: emailChangeRequestSchema,
        response: { 202: emailChangePendingSchema, ...errorResponses(400, 401, 402, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.code(202).send(await requestEmailChange(deps, request.user, request.body)),
  );

  app.delete(
    '/me/email-change',
    {
      schema: {
        tags: ['users'],
        summary: 'Cancelar el cambio de correo pendiente (sus enlaces dejan de funcionar)',
        security: bearerSecurity,
        response: { 204: z.null().describe('Sin cambio pendiente'), ...errorResponses(401, 402, 403) },
      },
    },
    async (request, reply) => {
      await cancelEmailChange(deps, request.user);
      return reply.code(204).send(null);
    },
  );
};
