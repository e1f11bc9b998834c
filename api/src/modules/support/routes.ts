import { publicSupportRequestCreateSchema, supportRequestCreateSchema, supportRequestSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perBodyFieldRateLimit, perIpRateLimit, perUserRateLimit } from '../../http/rate-limit';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { createPublicSupportRequest, createSupportRequest, type SupportDeps } from './support';

/** A person asks for help a few times a day at most; more is a script filling someone's inbox. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;

/** From the public screens, per network address and per address to answer to: nobody's inbox gets flooded. */
export const PUBLIC_SUPPORT_REQUESTS_PER_HOUR = { perIp: 5, perEmail: 3 };
const HOUR = 60 * 60_000;

const depsOf = (app: Parameters<FastifyPluginAsyncZod>[0]): SupportDeps => ({
  db: app.db,
  mailer: app.mailer,
  now: app.now,
  supportEmail: app.config.supportEmail,
  appUrl: app.config.appUrl,
});

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
      const row = await createSupportRequest(depsOf(app), request.scope, request.body);
      return reply.code(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );
};

/** "¿Necesitás ayuda?" on the sign-in and sign-up screens: no token, an address to answer to. */
export const publicSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support-requests/public',
    {
      onRequest: perIpRateLimit(app, 'support-requests-public', { max: PUBLIC_SUPPORT_REQUESTS_PER_HOUR.perIp, windowMs: HOUR }),
      preHandler: perBodyFieldRateLimit(app, 'support-requests-public', 'email', { max: PUBLIC_SUPPORT_REQUESTS_PER_HOUR.perEmail, windowMs: HOUR }),
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['support'],
        summary: 'Pedir ayuda sin sesión (pantallas de ingreso y alta): se guarda y se envía a SUPPORT_EMAIL si está configurado',
        body: publicSupportRequestCreateSchema,
        response: { 201: supportRequestSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const row = await createPublicSupportRequest(depsOf(app), request.body);
      return reply.code(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );
};
