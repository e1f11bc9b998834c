import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from './api-error';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Reads a string field of the parsed body (lower-cased), e.g. the email a request is about. */
export const bodyField =
  (field: string) =>
  (request: FastifyRequest): string | undefined => {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null) return undefined;
    const value: unknown = (body as Record<string, unknown>)[field];
    return typeof value === 'string' && value !== '' ? value.toLowerCase() : undefined;
  };

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply) {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) {
    void reply.header('retry-after', result.ttlInSeconds);
    throw rateLimited();
  }
}

/**
 * Two independent limits for an auth endpoint: per client IP (before the body is read) and per
 * account (after validation, keyed on the parsed body), so neither many accounts from one IP nor
 * one account from many IPs gets unlimited attempts. The plugin's own route hook allows only one
 * limit per route, hence this helper over `createRateLimit`.
 */
export function authRateLimit(app: FastifyInstance, name: string, identity: (request: FastifyRequest) => string | undefined) {
  const { max, windowMs } = app.config.authRateLimit;
  const perIp = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:ip:${request.ip}` });
  const perIdentity = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:id:${identity(request) ?? ''}`,
  });
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => enforce(perIp, request, reply),
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (identity(request) !== undefined) await enforce(perIdentity, request, reply);
    },
  };
}

/**
 * One limit per signed-in user, for routes behind the authentication hook (it runs in the route's
 * onRequest, after the scope's hooks set request.user, and before the body is read).
 */
export function perUserRateLimit(app: FastifyInstance, name: string, limit: { max: number; windowMs: number }) {
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:user:${request.user.id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => enforce(limiter, request, reply);
}

/** One limit per client IP, checked before the body is read: public routes that write or send mail. */
export function perIpRateLimit(app: FastifyInstance, name: string, limit: { max: number; windowMs: number }) {
  const limiter = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => `${name}:ip:${request.ip}` });
  return async (request: FastifyRequest, reply: FastifyReply) => enforce(limiter, request, reply);
}

/** One limit per value of a body field (an address), checked after validation (a preHandler). */
export function perBodyFieldRateLimit(app: FastifyInstance, name: string, field: string, limit: { max: number; windowMs: number }) {
  const identity = bodyField(field);
  const limiter = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => `${name}:${field}:${identity(request) ?? ''}` });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (identity(request) !== undefined) await enforce(limiter, request, reply);
  };
}
