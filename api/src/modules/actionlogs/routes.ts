import { actionLogRequestSchema, actionLogResponseSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../http/rate-limit';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { insertActionLog } from './queries';

/** Tours and tutorials log a few actions a minute; more is a script filling the table. */
export const ACTION_LOGS_PER_MINUTE = 60;
/**
 * Metadata may serialize to 4 KB (JSON_METADATA_MAX_BYTES, a 400 that says so); a body far beyond
 * that is refused with 413 before it is parsed.
 */
const ACTION_LOG_BODY_LIMIT = 64 * 1024;

export const actionLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/actionlogs',
    {
      onRequest: perUserRateLimit(app, 'actionlogs', { max: ACTION_LOGS_PER_MINUTE, windowMs: 60_000 }),
      bodyLimit: ACTION_LOG_BODY_LIMIT,
      schema: {
        tags: ['actionlogs'],
        summary: 'Registrar una acción del usuario (tours, tutoriales)',
        security: bearerSecurity,
        body: actionLogRequestSchema,
        response: { 201: actionLogResponseSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      const row = await insertActionLog(app.db, {
        gymId: request.scope.gymId,
        userId: request.scope.userId,
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
