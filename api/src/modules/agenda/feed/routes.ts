import { calendarFeedCreatedSchema, calendarFeedSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import { noStore } from '../../sessions/no-store';
import { createFeedToken, findUserFeed, revokeFeed } from './feed-tokens';
import { FEED_PATH } from './public-routes';

const tags = ['agenda'];

/** The signed-in trainer's private calendar address (the .ics itself: public-routes.ts). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  // The address created is a secret (whoever has it reads the agenda): no cache keeps it.
  app.addHook('onSend', noStore);
  app.get(
    '/agenda/feed',
    {
      schema: {
        tags,
        summary: 'Si el enlace privado de calendario (.ics) está activo y desde cuándo (la dirección se muestra solo al crearla)',
        security: bearerSecurity,
        response: { 200: calendarFeedSchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request) => {
      const feed = await findUserFeed(app.db, request.user.id);
      return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
    },
  );

  app.post(
    '/agenda/feed',
    {
      schema: {
        tags,
        summary: 'Crear el enlace privado de calendario (.ics) para suscribirse desde Google Calendar, Apple o Outlook; reemplaza al anterior',
        security: bearerSecurity,
        response: { 201: calendarFeedCreatedSchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request, reply) => {
      const { token, createdAt } = await createFeedToken({ db: app.db, now: app.now }, request.user);
      // From the configuration only (API_URL, else APP_URL): the Host header is the caller's to choose
      // (Host: evil.example would hand the trainer a link to another site carrying the secret token).
      const url = `${app.config.apiUrl}${FEED_PATH}?${new URLSearchParams({ token }).toString()}`;
      return reply.code(201).send({ url, createdAt: createdAt.toISOString() });
    },
  );

  app.delete(
    '/agenda/feed',
    {
      schema: {
        tags,
        summary: 'Desactivar el enlace privado de calendario: deja de funcionar enseguida',
        security: bearerSecurity,
        response: { 204: z.null().describe('Enlace desactivado'), ...errorResponses(401, 402, 403) },
      },
    },
    async (request, reply) => {
      await revokeFeed(app.db, request.user.id);
      return reply.code(204).send(null);
    },
  );
};
