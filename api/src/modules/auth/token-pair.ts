import { randomUUID } from 'node:crypto';
import { apiMessages, type TokenPair } from '@coach/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { addDays } from '../users/trial';
import { findAccountById, type Account } from '../users/queries';
import { signAccessToken } from './access-token';
import { findRefreshToken, insertRefreshToken, markRotated, revokeFamily } from './refresh-token-queries';
import { randomToken, sha256Hex } from './secrets';

export const REFRESH_TOKEN_DAYS = 30;

export const invalidRefreshToken = () => new ApiError(401, 'INVALID_REFRESH_TOKEN', apiMessages.invalidRefresh);

/** A new family starts at login; a rotation continues the family of the token it replaces. */
export async function issueTokenPair(
  app: FastifyInstance,
  db: Db,
  account: Account,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const now = app.now();
  const refresh = randomToken();
  await insertRefreshToken(db, {
    userId: account.user.id,
    familyId,
    tokenHash: sha256Hex(refresh),
    expiresAt: addDays(now, REFRESH_TOKEN_DAYS),
    createdAt: now,
  });
  return { access: signAccessToken(app, account), refresh };
}

export async function rotateRefreshToken(app: FastifyInstance, refresh: string): Promise<TokenPair> {
  const tokenHash = sha256Hex(refresh);
  const now = app.now();
  const pair = await app.db.transaction(async (tx) => {
    const rotated = await markRotated(tx, tokenHash, now);
    if (!rotated) return undefined;
    const account = await findAccountById(tx, rotated.userId);
    return account && issueTokenPair(app, tx, account, rotated.familyId);
  });
  if (pair) return pair;

  // The reuse check runs after the transaction so that the revocation is committed, not rolled back.
  const known = await findRefreshToken(app.db, tokenHash);
  if (known?.rotatedAt && !known.revokedAt) {
    await revokeFamily(app.db, known.familyId, now);
    app.log.warn({ userId: known.userId, familyId: known.familyId }, 'rotated refresh token reused: family revoked');
  }
  throw invalidRefreshToken();
}

/**
 * Ends the session the refresh token belongs to: its whole family, so neither that token nor any
 * rotation of it works again. An unknown or already revoked token is not an error: the caller wants
 * to be logged out, and the answer must not tell which tokens exist.
 */
export async function revokeSession(app: FastifyInstance, refresh: string): Promise<void> {
  const known = await findRefreshToken(app.db, sha256Hex(refresh));
  if (known && !known.revokedAt) await revokeFamily(app.db, known.familyId, app.now());
}
