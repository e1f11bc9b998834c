import {
  autonomousUserQuerySchema,
  autonomousUserResponseSchema,
  autonomousUserSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit, bodyField } from '../../http/rate-limit';
import { errorResponses } from '../../http/route-schemas';
import { signUpTrainer } from './sign-up';
import { TRIAL_DAYS } from './trial';

/** Public: mounted under /api/v1 but outside the authenticated scope. */
export const publicUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const signUpLimit = authRateLimit(app, 'sign-up', bodyField('email'));
  app.post(
    '/users/autonomous',
    {
      onRequest: signUpLimit.onRequest,
      preHandler: signUpLimit.preHandler,
      schema: {
        tags: ['users'],
        summary: 'Crear una cuenta de entrenador con prueba gratuita',
        querystring: autonomousUserQuerySchema,
        body: autonomousUserSchema,
        response: { 201: autonomousUserResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await signUpTrainer({ db: app.db, now: app.now }, request.body, request.query.code);
      return reply.code(201).send({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        trialDays: TRIAL_DAYS,
      });
    },
  );
};
