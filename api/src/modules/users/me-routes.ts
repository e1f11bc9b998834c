import { meProfileSchema, profileUpdateSchemaAt } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { toMeProfile, updateProfile } from './profile';
import { findUserInGym } from './queries';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Perfil del usuario que inició sesión',
        security: bearerSecurity,
        response: { 200: meProfileSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = await findUserInGym(app.db, request.user.id, request.user.gymId);
      // A token can outlive its user (deleted account): that session is no longer valid.
      if (!user) throw unauthorized();
      return toMeProfile(user);
    },
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Actualizar el perfil (solo los campos enviados); luego renová el token para ver los cambios en él',
        security: bearerSecurity,
        // "Future" birth dates are judged by the app's clock, the same one tests move.
        body: profileUpdateSchemaAt(app.now),
        response: { 200: meProfileSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request) => toMeProfile(await updateProfile({ db: app.db, now: app.now }, request.user, request.body)),
  );
};
