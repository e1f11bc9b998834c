import { randomUUID } from 'node:crypto';
import { apiMessages, type AccessTokenClaims, type TokenPair } from '@coach/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { findRefreshToken, insertRefreshToken, markRotated, revokeFamily, type SubjectKind } from './refresh-token-queries';
import { randomToken, sha256Hex } from './secrets';

export const REFRESH_TOKEN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const invalidRefreshToken = () => new ApiError(401, 'INVALID_REFRESH_TOKEN', apiMessages.invalidRefresh);

/** Signs access-token claims as of `now` (iat, exp); see the sessions plugin. */
export type AccessTokenSigner = (claims: AccessTokenClaims, now: Date) => string;

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
  /** Read again at every rotation, inside its transaction, so the claims follow the latest row. */
  find(db: Db, id: number): Promise<S | undefined>;
  /** False ends the session at its next rotation (e.g. a disabled client). */
  isAllowed(subject: S): boolean;
  claims(subject: S, now: Date): AccessTokenClaims;
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
  await insertRefreshToken(db, {
    subject: { kind: kind.kind, id: kind.idOf(subject) },
    familyId,
    tokenHash: sha256Hex(refresh),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
    createdAt: now,
  });
  return { access: issuer.signAccessToken(kind.claims(subject, now), now), refresh };
}

/**
 * Trades a live refresh token of this kind for a new pair of the same family. A token that was
 * already rotated (a copy in someone else's hands, or the loser of two racing requests) revokes its
 * whole family; a subject that may no longer sign in loses the session too. Both answer 401.
 */
export async function rotateRefreshToken<S>(deps: SessionDeps, kind: SessionKind<S>, refresh: string): Promise<TokenPair> {
  const tokenHash = sha256Hex(refresh);
  const now = deps.now();
  const pair = await deps.db.transaction(async (tx) => {
    const rotated = await markRotated(tx, kind.kind, tokenHash, now);
    if (!rotated) return undefined;
    const subject = await kind.find(tx, rotated.subjectId);
    if (subject === undefined || !kind.isAllowed(subject)) {
      // Refusing (disabling a client) revokes every token first, so this is a race with it: end the session anyway.
      await revokeFamily(tx, rotated.familyId, now);
      return null;
    }
    return issueTokenPair(tx, deps, kind, subject, rotated.familyId);
  });
  if (pair) return pair;

  if (pair === undefined) {
    // The reuse check runs after the transaction so that the revocation is committed, not rolled back.
    const known = await findRefreshToken(deps.db, kind.kind, tokenHash);
    if (known?.rotatedAt && !known.revokedAt) {
      await revokeFamily(deps.db, known.familyId, now);
      deps.log.warn(
        { subjectKind: kind.kind, subjectId: known.subjectId, familyId: known.familyId },
        'rotated refresh token reused: family revoked',
      );
    }
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
