import {
  CLIENT_ROLE,
  accessTokenClaimsSchema,
  clientAccessTokenClaimsSchema,
  type AccessTokenClaims,
  type WebRole,
} from '@coach/shared/contracts';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../http/api-error';
import type { AccessTokenSigner } from './token-pair';

/** Who is calling, from the verified access token. */
export interface AuthUser {
  id: number;
  email: string;
  role: string;
  gymId: number;
  /** Set only for client tokens (role CL, issued by the app endpoints); then `id` is this same id. */
  clientId?: number;
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
    /** The one access-token signer, for the session functions (trainers' and clients' tokens alike). */
    signAccessToken: AccessTokenSigner;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Access tokens, signed and verified against the app's clock (tests move it to expire tokens): the
 * signer the session functions are given, and the hook that reads the bearer token.
 */
export const accessTokensPlugin = fp(
  async (app) => {
    const signAccessToken: AccessTokenSigner = (claims, now) => app.jwt.sign(claims, { clockTimestamp: now.getTime() });
    app.decorate('signAccessToken', signAccessToken);
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
      // clientId only from a well-formed client token (role CL, client_id equal to id): requireClient
      // lets nothing else through, and requireRoles refuses any CL token whatever it carries.
      const client = role === CLIENT_ROLE ? clientAccessTokenClaimsSchema.safeParse(decoded) : undefined;
      const clientId = client?.success && client.data.client_id === id ? client.data.client_id : undefined;
      request.user = clientId === undefined ? { id, email, role, gymId } : { id, email, role, gymId, clientId };
    });
  },
  { name: 'access-tokens', dependencies: ['@fastify/jwt', 'app-context'] },
);

/** Web roles only (SPEC.md section 6): any other role, the clients' CL included, gets 403. */
export function requireRoles(roles: readonly WebRole[]): onRequestAsyncHookHandler {
  const allowed = new Set<string>(roles);
  return async (request) => {
    if (!allowed.has(request.user.role)) throw forbidden();
  };
}

/** The client app's routes: only client tokens (role CL); a trainer's token gets 403. */
export const requireClient: onRequestAsyncHookHandler = async (request) => {
  if (request.user.role !== CLIENT_ROLE || request.user.clientId === undefined) throw forbidden();
};
