import { actionLogRequestSchema, actionLogResponseSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { insertActionLog } from './queries';

export const actionLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/actionlogs',
    {
      schema: {
        tags: ['actionlogs'],
        summary: 'Registrar una acción del usuario (tours, tutoriales)',
        security: bearerSecurity,
        body: actionLogRequestSchema,
        response: { 201: actionLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const row = await insertActionLog(app.db, {
        gymId: request.user.gymId,
        userId: request.user.id,
        action: request.body.action,
        metadata: request.body.metadata,
        createdAt: app.now(),
      });
      return reply.code(201).send({
        id: row.id,
        action: row.action,
        metadata: row.metadata,
        createdAt: row.createdAt.toISOString(),
      });
    },
  );
};
