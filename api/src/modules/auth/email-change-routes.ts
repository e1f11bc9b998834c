import { emailChangeResultSchema, emailChangeTokenSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/route-schemas';
import { confirmEmailChange, undoEmailChange, type EmailChangeDeps } from './email-change';

/**
 * The links mailed by an email change. Public: they may be opened in another browser, signed in as
 * someone else or not at all; the token is the proof. Limited per IP like the other auth links.
 */
export const emailChangeLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EmailChangeDeps = { db: app.db, now: app.now, mailer: app.mailer, appUrl: app.config.appUrl, sessionStates: app.sessionStates };
  const linkLimit = authRateLimit(app, 'email-change-link', () => undefined);

  app.post(
    '/auth/email-change/confirm',
    {
      onRequest: linkLimit.onRequest,
      schema: {
        tags: ['auth'],
        summary: 'Confirmar el correo nuevo con el enlace recibido: aplica el cambio y cierra todas las sesiones',
        body: emailChangeTokenSchema,
        response: { 200: emailChangeResultSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => confirmEmailChange(deps, request.body.token),
  );

  app.post(
    '/auth/email-change/undo',
    {
      onRequest: linkLimit.onRequest,
      schema: {
        tags: ['auth'],
        summary: 'Deshacer un cambio de correo con el enlace del aviso (7 días): vuelve el correo anterior y se cierran todas las sesiones',
        body: emailChangeTokenSchema,
        response: { 200: emailChangeResultSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => undoEmailChange(deps, request.body.token),
  );
};
