import { accessTokenClaimsSchema, type AccessTokenClaims, type WebRole } from '@coach/shared/contracts';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../http/api-error';

/** Who is calling, from the verified access token. */
export interface AuthUser {
  id: number;
  email: string;
  role: string;
  gymId: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Verifies the bearer access token against the app's clock (tests move it to expire tokens). */
export const authenticatePlugin = fp(
  async (app) => {
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      let decoded: unknown;
      try {
        decoded = app.jwt.verify(token, { clockTimestamp: app.now().getTime() });
      } catch {
        throw unauthorized();
      }
      const claims = accessTokenClaimsSchema.safeParse(decoded);
      if (!claims.success) throw unauthorized();
      const { id, email, role, gym_id: gymId } = claims.data;
      request.user = { id, email, role, gymId };
    });
  },
  { name: 'authenticate', dependencies: ['@fastify/jwt', 'app-context'] },
);

/** Web roles only (SPEC.md section 6): any other role gets 403. */
export function requireRoles(roles: readonly WebRole[]): onRequestAsyncHookHandler {
  const allowed = new Set<string>(roles);
  return async (request) => {
    if (!allowed.has(request.user.role)) throw forbidden();
  };
}
