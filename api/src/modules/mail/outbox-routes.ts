import { MAX_EMAIL_LENGTH, textField, validationMessages } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { listOutbox } from './outbox-queries';

const outboxQuerySchema = zm.object({ to: zm.optional(textField(MAX_EMAIL_LENGTH, { required: validationMessages.required })) });
const outboxResponseSchema = z.object({
  items: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.iso.datetime(),
      sentAt: z.iso.datetime().nullable(),
    }),
  ),
});

/** Registered only with EXPOSE_OUTBOX=1: end-to-end tests read reset links here. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Correos guardados en el outbox (solo con EXPOSE_OUTBOX=1)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, request.query.to, 50);
      return {
        items: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
