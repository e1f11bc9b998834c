import { meResponseSchema, profileUpdateSchemaAt } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { toMeProfile, updateProfile } from './profile';
import { findMe } from './queries';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Perfil del usuario que inició sesión y la configuración de su negocio (nombre, zona horaria, moneda)',
        security: bearerSecurity,
        response: { 200: meResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const me = await findMe(app.db, request.scope, app.now());
      // A token can outlive its user (deleted account): that session is no longer valid.
      if (!me) throw unauthorized();
      return toMeProfile(me);
    },
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary:
          'Actualizar el perfil (solo los campos enviados; el correo se cambia con POST /api/v1/me/email-change); luego renová el token para ver los cambios en él',
        security: bearerSecurity,
        // "Future" birth dates are judged by the app's clock, the same one tests move.
        body: profileUpdateSchemaAt(app.now),
        response: { 200: meResponseSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request) => {
      await updateProfile({ db: app.db, now: app.now }, request.scope, request.body);
      const me = await findMe(app.db, request.scope, app.now());
      if (!me) throw unauthorized();
      return toMeProfile(me);
    },
  );
};
