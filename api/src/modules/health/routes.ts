import { apiErrorSchema, healthSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const PING_TIMEOUT_MS = 2000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** For load balancers and the start script: 503 as soon as the database stops answering. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio y de la base de datos',
        response: {
          200: healthSchema,
          // The database does not answer (the health body), or this instance is shutting down (the error body).
          503: z.union([healthSchema, apiErrorSchema]).describe('La base no responde, o la instancia se está apagando'),
        },
      },
    },
    async (request, reply) => {
      const driver = app.database.driver;
      try {
        await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'up' as const, driver };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return reply.code(503).send({ status: 'degraded', database: 'down', driver });
      }
    },
  );
};
