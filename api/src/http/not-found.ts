import { apiMessages, type ApiErrorBody } from '@coach/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api', '/auth'];

export const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

export const isUnderPrefix = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Unknown API paths answer JSON; any other path may be a screen of the SPA, else a plain 404. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = pathOf(request.url);
  if (isUnderPrefix(path, API_PREFIXES)) {
    return reply.code(404).send({ code: 'NOT_FOUND', message: apiMessages.notFound } satisfies ApiErrorBody);
  }
  if (request.server.webApps.sendSpaIndex(request, reply)) return reply;
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}
