import { passwordChangeSchema, tokenPairSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../http/rate-limit';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { noStore } from '../sessions/no-store';
import { changePassword, trainerPasswords } from './password-change';

export const mePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  // A stolen access token must not become unlimited guesses at the current password.
  const changeLimit = authRateLimit(app, 'password-change', (request) => String(request.user.id));
  app.addHook('onSend', noStore);
  app.post(
    '/me/password',
    {
      onRequest: changeLimit.onRequest,
      preHandler: changeLimit.preHandler,
      schema: {
        tags: ['users'],
        summary: 'Cambiar la contraseña: cierra las demás sesiones y devuelve tokens nuevos',
        security: bearerSecurity,
        body: passwordChangeSchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 402, 403, 429) },
      },
    },
    async (request) =>
      changePassword(
        { db: app.db, now: app.now, signAccessToken: app.signAccessToken, sessionStates: app.sessionStates },
        trainerPasswords,
        request.user,
        request.body,
      ),
  );
};
