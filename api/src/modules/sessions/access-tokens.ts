import {
  CLIENT_ROLE,
  accessTokenClaimsSchema,
  clientAccessTokenClaimsSchema,
  clientMessages,
  type WebRole,
} from '@coach/shared/contracts';
import { createVerifier } from 'fast-jwt';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ApiError, forbidden, unauthorized } from '../../http/api-error';
import type { SubjectRef } from './refresh-token-queries';
import { SESSION_CHANNEL, parseSessionChange } from './session-events';
import { SessionStates, type SessionState } from './session-states';
import type { Scope } from '../team/scope';
import type { AccessTokenSigner, SignedAccessClaims } from './token-pair';

/** Who is calling, from the verified access token. */
export interface AuthUser {
  id: number;
  email: string;
  role: string;
  gymId: number;
  /** Set only for client tokens (role CL, issued by the app endpoints); then `id` is this same id. */
  clientId?: number;
  /** The `sv` claim: the subject's session version when the token was issued. */
  sessionVersion: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SignedAccessClaims;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The one access-token signer, for the session functions (trainers' and clients' tokens alike). */
    signAccessToken: AccessTokenSigner;
    /** What this instance read about each subject lately (session version, trial end); see session-states.ts. */
    sessionStates: SessionStates;
  }
  interface FastifyRequest {
    /** Set by `authenticate`: the caller's subject as the database (or this instance's cache) has it. */
    sessionState: SessionState | null;
  }
}

/** Beside SPEC.md's claims: when it was issued and when it expires (a token without them is refused), and the session version. */
const sessionClaimsSchema = z.object({ iat: z.number(), exp: z.number(), sv: z.number().int().nonnegative() });

/** How far another instance's clock may be ahead: a token issued that much in the future is still taken. */
const CLOCK_SKEW_SECONDS = 60;

const clientDisabled = () => new ApiError(403, 'CLIENT_DISABLED', clientMessages.clientDisabled);

/**
 * Whether the token's subject still holds this session: it exists, in the token's business, and its
 * sessions were not all ended since the token was issued (a higher session version).
 */
function checkSubject(state: SessionState | null, user: AuthUser): void {
  if (!state || state.gymId !== user.gymId) throw unauthorized();
  // A disabled client is told so (as /client-app/me and the app's login do), not just signed out.
  if (state.kind === 'client' && !state.active) throw clientDisabled();
  // A deactivated member's sessions ended with the deactivation; this also covers a token issued since.
  if (state.kind === 'user' && !state.active) throw unauthorized();
  if (state.sessionVersion !== user.sessionVersion) throw unauthorized();
}

/** Whether the caller's session still holds (checkSubject without the error): what a stream checks while it lasts. */
export function sessionHolds(state: SessionState | null, user: AuthUser): boolean {
  try {
    checkSubject(state, user);
    return true;
  } catch {
    return false;
  }
}

/** The subject whose session version the caller's token carries. */
export const subjectOf = (user: AuthUser): SubjectRef =>
  user.clientId === undefined ? { kind: 'user', id: user.id } : { kind: 'client', id: user.clientId };

const BEARER = /^Bearer\s+(\S+)$/i;

/** What a well-signed access token says, once read: its caller, its subject and its validity window. */
interface VerifiedToken {
  user: AuthUser;
  subject: SubjectRef;
  expiresAt: number;
  notBefore: number;
}

/** Tokens verified lately, by their whole text (signature included); see verifiedTokens below. */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Reads a token's claims after checking its signature; throws 401 (or 403 for a CL token without a
 * valid client_id). Its time window is checked by the caller against the app's clock.
 */
function readToken(verify: (token: string) => unknown, token: string, maxLifetimeSeconds: number): VerifiedToken {
  let decoded: unknown;
  try {
    decoded = verify(token);
  } catch {
    throw unauthorized();
  }
  const claims = accessTokenClaimsSchema.safeParse(decoded);
  const session = sessionClaimsSchema.safeParse(decoded);
  if (!claims.success || !session.success) throw unauthorized();
  // This API signs for ACCESS_TOKEN_TTL_SECONDS: a longer life (a far-future exp) was not signed by it
  // as it is configured now, whoever holds the secret. From iat, so a token "issued" in the future is
  // valid only from then (minus the skew allowed between instances).
  const { iat, exp } = session.data;
  if (exp - iat > maxLifetimeSeconds) throw unauthorized();
  const nbf = (decoded as { nbf?: unknown }).nbf;
  if (nbf !== undefined && typeof nbf !== 'number') throw unauthorized();
  const notBefore = Math.max(nbf ?? 0, iat - CLOCK_SKEW_SECONDS) * 1000;
  const { id, email, role, gym_id: gymId } = claims.data;
  const sessionVersion = session.data.sv;
  // clientId only from a well-formed client token (role CL, client_id equal to id): requireClient
  // lets nothing else through, and requireRoles refuses any CL token whatever it carries.
  const client = role === CLIENT_ROLE ? clientAccessTokenClaimsSchema.safeParse(decoded) : undefined;
  const clientId = client?.success && client.data.client_id === id ? client.data.client_id : undefined;
  // A CL token without a valid client_id names no subject to check; no route would accept it anyway.
  if (role === CLIENT_ROLE && clientId === undefined) throw forbidden();
  const user: AuthUser =
    clientId === undefined ? { id, email, role, gymId, sessionVersion } : { id, email, role, gymId, clientId, sessionVersion };
  const subject: SubjectRef = clientId === undefined ? { kind: 'user', id } : { kind: 'client', id: clientId };
  return { user: Object.freeze(user), subject, expiresAt: exp * 1000, notBefore };
}

/**
 * Access tokens, signed and verified against the app's clock (tests move it to expire tokens): the
 * signer the session functions are given, and the hook that reads the bearer token.
 */
export const accessTokensPlugin = fp(
  async (app) => {
    const signAccessToken: AccessTokenSigner = (claims, now) => app.jwt.sign(claims, { clockTimestamp: now.getTime() });
    app.decorate('signAccessToken', signAccessToken);
    const sessionStates = new SessionStates(app.db, app.now);
    app.decorate('sessionStates', sessionStates);
    // A session ended on any instance (this one included) reaches this one through the database.
    app.databaseEvents.on(SESSION_CHANNEL, (payload) => {
      const subject = parseSessionChange(payload);
      if (subject) sessionStates.forget(subject);
    });
    // Announcements may have been missed while the instance was not listening.
    app.databaseEvents.onResumed(() => sessionStates.clear());
    app.decorateRequest('sessionState', null);
    app.decorateRequest('scope', null as unknown as Scope);
    // Built once: app.jwt.verify with per-call options (the app's clock) built a verifier and a key
    // object on every request. The time window is checked here, against app.now(), as fast-jwt would
    // (valid from nbf through exp, both inclusive).
    const verify = createVerifier({
      key: app.config.jwtSecret,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat'],
      ignoreExpiration: true,
      ignoreNotBefore: true,
    });
    // A tab sends the same token on every request for its 15 minutes: its signature and claims are
    // checked once, then found by its exact text (an altered token is another key and is verified).
    // The session version is still checked on every request (sessionStates, below).
    const verifiedTokens = new Map<string, VerifiedToken>();
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      let verified = verifiedTokens.get(token);
      if (!verified) {
        verified = readToken(verify, token, app.config.accessTokenTtlSeconds);
        if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.delete(verifiedTokens.keys().next().value!);
        verifiedTokens.set(token, verified);
      }
      const now = app.now().getTime();
      if (now > verified.expiresAt || now < verified.notBefore) {
        verifiedTokens.delete(token);
        throw unauthorized();
      }
      // One read per subject and instance every SESSION_STATE_TTL_MS, not one query per request.
      const state = await app.sessionStates.get(verified.subject);
      checkSubject(state, verified.user);
      request.user = verified.user;
      request.sessionState = state;
      if (state?.kind === 'user') request.scope = { gymId: state.gymId, userId: verified.user.id, role: state.role };
    });
  },
  { name: 'access-tokens', dependencies: ['@fastify/jwt', 'app-context', 'database-events'] },
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
