import { supportRequestCreateSchema, supportRequestSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../http/rate-limit';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { createSupportRequest } from './support';

/** A person asks for help a few times a day at most; more is a script filling someone's inbox. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support-requests',
    {
      onRequest: perUserRateLimit(app, 'support-requests', { max: SUPPORT_REQUESTS_PER_HOUR, windowMs: 60 * 60_000 }),
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['support'],
        summary: 'Pedir ayuda: se guarda y se envía a SUPPORT_EMAIL si está configurado',
        security: bearerSecurity,
        body: supportRequestCreateSchema,
        response: { 201: supportRequestSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const row = await createSupportRequest(
        { db: app.db, mailer: app.mailer, now: app.now, supportEmail: app.config.supportEmail, appUrl: app.config.appUrl },
        { gymId: request.user.gymId, userId: request.user.id },
        request.body,
      );
      return reply.code(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );
};
