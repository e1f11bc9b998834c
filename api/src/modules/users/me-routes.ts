import { meProfileSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
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
      return {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        birthDate: user.birthDate,
        gender: user.gender,
        address: user.address,
        role: user.role,
        image: user.image,
        gymId: user.gymId,
      };
    },
  );
};
