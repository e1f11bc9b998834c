import { apiMessages } from '@coach/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

const API_PREFIXES = ['/api', '/auth'];

export const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

export const isUnderPrefix = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * A page navigation outside /api and /auth may be a screen of the SPA (index.html); anything else
 * that matches no route, whatever its method (Fastify answers 404, not 405, for a known path with
 * another method), gets the API's one error shape.
 */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = pathOf(request.url);
  if (!isUnderPrefix(path, API_PREFIXES) && request.server.webApps.sendSpaIndex(request, reply)) return reply;
  return sendError(reply, 404, { code: 'NOT_FOUND', message: apiMessages.notFound });
}
