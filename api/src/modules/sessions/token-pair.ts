import { randomUUID } from 'node:crypto';
import { apiMessages, type AccessTokenClaims, type TokenPair } from '@coach/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import {
  findRefreshToken,
  insertRefreshToken,
  lockRefreshToken,
  markRotated,
  revokeFamily,
  type SubjectKind,
} from './refresh-token-queries';
import { randomToken, sha256Hex } from './secrets';

export const REFRESH_TOKEN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a just-rotated refresh token still buys a pair: requests (or tabs) that sent the same
 * token at the same time all stay signed in. A reuse later than this is taken for a stolen copy.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export const invalidRefreshToken = () => new ApiError(401, 'INVALID_REFRESH_TOKEN', apiMessages.invalidRefresh);

/**
 * The claims an access token is signed with: SPEC.md's, plus `sv`, the subject's session version
 * when it was issued (an older one than the database's is refused: see access-tokens.ts).
 */
export type SignedAccessClaims = AccessTokenClaims & { sv: number };

/** Signs access-token claims as of `now` (iat, exp); see the sessions plugin. */
export type AccessTokenSigner = (claims: SignedAccessClaims, now: Date) => string;

/** What issuing a pair needs: the clock and the signer. */
export interface TokenIssuer {
  now: () => Date;
  signAccessToken: AccessTokenSigner;
}

/** What rotating and ending sessions need besides: the database and somewhere to report a theft. */
export interface SessionDeps extends TokenIssuer {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The part of the session rules that depends on who signs in (a trainer, a client): how to read
 * them again, whether they may still hold a session, and the claims of their access token.
 */
export interface SessionKind<S> {
  kind: SubjectKind;
  idOf(subject: S): number;
  /** The subject's session_version: raising it ends every session (session-states.ts). */
  versionOf(subject: S): number;
  /** Read again at every rotation, inside its transaction, so the claims follow the latest row. */
  find(db: Db, id: number): Promise<S | undefined>;
  /** False ends the session at its next rotation (e.g. a disabled client). */
  isAllowed(subject: S): boolean;
  claims(subject: S, now: Date): AccessTokenClaims;
  /** Called with every pair issued (sign-in or rotation), in the same transaction. */
  onIssued?(db: Db, subject: S, now: Date): Promise<void>;
}

/**
 * A new family starts at sign-in; a rotation continues the family of the token it replaces. `db`
 * may be a transaction, so the refresh token is written with whatever the caller writes.
 */
export async function issueTokenPair<S>(
  db: Db,
  issuer: TokenIssuer,
  kind: SessionKind<S>,
  subject: S,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const now = issuer.now();
  const refresh = randomToken();
  const sessionVersion = kind.versionOf(subject);
  await insertRefreshToken(db, {
    subject: { kind: kind.kind, id: kind.idOf(subject) },
    familyId,
    sessionVersion,
    tokenHash: sha256Hex(refresh),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
    createdAt: now,
  });
  await kind.onIssued?.(db, subject, now);
  return { access: issuer.signAccessToken({ ...kind.claims(subject, now), sv: sessionVersion }, now), refresh };
}

type Rotation = { pair: TokenPair } | { refused: true } | { reused: { subjectId: number; familyId: string } };

/**
 * Trades a refresh token of this kind for a new pair of the same family. A live token is marked
 * rotated (one conditional update, so of racing requests one rotates); a token rotated less than
 * REFRESH_REUSE_GRACE_MS ago also gets a pair of the same family, so requests that raced the rotation
 * keep the session. Any later reuse (a copy in someone else's hands) revokes the whole family. A
 * subject that may no longer sign in, or whose sessions were all ended after the token was issued
 * (its session version moved on), loses the session too. All of those answer 401.
 */
export async function rotateRefreshToken<S>(deps: SessionDeps, kind: SessionKind<S>, refresh: string): Promise<TokenPair> {
  const tokenHash = sha256Hex(refresh);
  const now = deps.now();
  const rotation = await deps.db.transaction(async (tx): Promise<Rotation> => {
    const issueAfter = async (token: { subjectId: number; familyId: string; sessionVersion: number }): Promise<Rotation> => {
      const subject = await kind.find(tx, token.subjectId);
      if (subject === undefined || !kind.isAllowed(subject) || kind.versionOf(subject) !== token.sessionVersion) {
        // Ending sessions revokes every token first, so this is a race with it: end the session anyway.
        await revokeFamily(tx, token.familyId, now);
        return { refused: true };
      }
      return { pair: await issueTokenPair(tx, deps, kind, subject, token.familyId) };
    };

    const rotated = await markRotated(tx, kind.kind, tokenHash, now);
    if (rotated) return issueAfter(rotated);
    // Locked, so that a revocation of the family either went first (and is seen) or waits for this.
    const known = await lockRefreshToken(tx, kind.kind, tokenHash);
    if (!known?.rotatedAt || known.revokedAt) return { refused: true };
    const inGrace = now.getTime() - known.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS && known.expiresAt > now;
    if (inGrace) return issueAfter(known);
    await revokeFamily(tx, known.familyId, now);
    return { reused: known };
  });
  if ('pair' in rotation) return rotation.pair;
  if ('reused' in rotation) {
    deps.log.warn(
      { subjectKind: kind.kind, subjectId: rotation.reused.subjectId, familyId: rotation.reused.familyId },
      'rotated refresh token reused: family revoked',
    );
  }
  throw invalidRefreshToken();
}

/**
 * Ends the session the refresh token belongs to: its whole family, so neither that token nor any
 * rotation of it works again. An unknown or already revoked token (or one of the other kind) is not
 * an error: the caller wants to be logged out, and the answer must not tell which tokens exist.
 */
export async function revokeSession(deps: Pick<SessionDeps, 'db' | 'now'>, kind: SubjectKind, refresh: string): Promise<void> {
  const known = await findRefreshToken(deps.db, kind, sha256Hex(refresh));
  if (known && !known.revokedAt) await revokeFamily(deps.db, known.familyId, deps.now());
}
