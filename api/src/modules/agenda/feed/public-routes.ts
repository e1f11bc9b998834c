import { singleLineText, validationMessages as m } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { notFound, rateLimited } from '../../../http/api-error';
import { errorResponses, fileResponse } from '../../../http/route-schemas';
import { isTrialOver } from '../../users/trial';
import { memberCalendar } from './calendar-file';
import { contentChangedAt, findFeedOwner } from './feed-tokens';
import { compress, entityTag, httpDate, matchesEntityTag, notModifiedSince, preferredEncoding } from './http-caching';

/** Where calendar apps fetch the feed (under /api/v1). */
export const FEED_PATH = '/api/v1/agenda.ics';
const MAX_TOKEN_LENGTH = 512;

// "" and any unknown value are answered like a revoked token (404); only text no token can hold is a 400.
const feedQuerySchema = zm.object({ token: zm.optional(zm.string().check(singleLineText(), zm.maxLength(MAX_TOKEN_LENGTH, m.maxLength(MAX_TOKEN_LENGTH)))) });

const tokenOf = (query: unknown): string | undefined => {
  const token: unknown = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).token : undefined;
  return typeof token === 'string' && token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
};

/**
 * GET /agenda.ics?token=…: the private feed calendar apps subscribe to. The token is the
 * authentication; an unknown, revoked or malformed one, or a business whose trial ended, is 404
 * with nothing more said.
 */
export const calendarFeedPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per token, not per IP: Google and Apple fetch the feeds of many people from a few shared addresses.
  const { max, windowMs } = app.config.authRateLimit;
  const limiter = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `calendar-feed:${tokenOf(request.query) ?? ''}` });

  app.get(
    '/agenda.ics',
    {
      schema: {
        tags: ['agenda'],
        summary:
          'El calendario privado (.ics, text/calendar) de quien creó la dirección, lo que muestra su agenda (un Entrenador: sus eventos y las tareas de sus clientes): cada evento y cada tarea una vez, con su repetición en la zona del negocio (las series con días desde 60 días atrás hasta un año adelante). Responde ETag y Last-Modified (cuándo cambió por última vez lo que muestra); con If-None-Match igual, o sin él con If-Modified-Since desde entonces, 304',
        querystring: feedQuerySchema,
        response: {
          200: fileResponse('El calendario (iCalendar, RFC 5545), comprimido con gzip o br si el pedido lo acepta (Accept-Encoding)', ['text/calendar']),
          304: z.undefined().describe('Sin cambios desde el ETag que el calendario ya tiene (If-None-Match) o desde la fecha que manda (If-Modified-Since)'),
          ...errorResponses(400, 404, 429),
        },
      },
      onRequest: async (request, reply) => {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          void reply.header('retry-after', result.ttlInSeconds);
          throw rateLimited();
        }
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const owner = !token ? undefined : await findFeedOwner(app.db, token);
      const now = app.now();
      if (!owner || isTrialOver(owner.trialEndsAt, now)) throw notFound();
      const body = await memberCalendar(app.db, owner, now);
      // Calendar apps poll the feed: an unchanged agenda answers 304 without a body.
      const etag = entityTag(body);
      const lastModified = await contentChangedAt({ db: app.db, now: app.now }, owner, etag);
      void reply.header('etag', etag).header('last-modified', httpDate(lastModified)).header('cache-control', 'private, max-age=300').header('vary', 'accept-encoding');
      const ifNoneMatch = request.headers['if-none-match'];
      const unchanged = ifNoneMatch ? matchesEntityTag(ifNoneMatch, etag) : notModifiedSince(request.headers['if-modified-since'], lastModified);
      if (unchanged) return reply.code(304).send(undefined);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      void reply.type('text/calendar; charset=utf-8');
      if (encoding === 'identity') return reply.send(body);
      return reply.header('content-encoding', encoding).send(await compress(body, encoding));
    },
  );
};
