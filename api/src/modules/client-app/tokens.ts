import { randomUUID } from 'node:crypto';
import { CLIENT_ROLE, clientMessages, type ClientAccessTokenClaims, type TokenPair } from '@coach/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ClientRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { sha256Hex, randomToken } from '../auth/secrets';
import { REFRESH_TOKEN_DAYS, invalidRefreshToken } from '../auth/token-pair';
import { addDays } from '../users/trial';
import { findClientById } from '../clients/queries';
import {
  findClientRefreshToken,
  insertClientRefreshToken,
  markClientTokenRotated,
  revokeClientFamily,
} from './refresh-token-queries';

export const clientDisabled = () => new ApiError(403, 'CLIENT_DISABLED', clientMessages.clientDisabled);

/**
 * Signed like the web tokens, with the same claim names; role CL and client_id mark it as a
 * client's, so requireRoles (web routes) refuses it and requireClient (app routes) accepts it.
 * remainingDays is null: a business's trial does not limit its clients' app.
 */
function clientClaims(client: ClientRow): ClientAccessTokenClaims {
  const email = client.email ?? '';
  return {
    id: client.id,
    client_id: client.id,
    username: email,
    first_name: client.firstName,
    last_name: client.lastName,
    email,
    role: CLIENT_ROLE,
    gym_id: client.gymId,
    image: client.image,
    remainingDays: null,
  };
}

export async function issueClientTokenPair(app: FastifyInstance, db: Db, client: ClientRow, familyId: string = randomUUID()): Promise<TokenPair> {
  const now = app.now();
  const refresh = randomToken();
  await insertClientRefreshToken(db, {
    clientId: client.id,
    familyId,
    tokenHash: sha256Hex(refresh),
    expiresAt: addDays(now, REFRESH_TOKEN_DAYS),
    createdAt: now,
  });
  const access = app.jwt.sign(clientClaims(client), { clockTimestamp: now.getTime() });
  return { access, refresh };
}

/** The rotation rules of the web tokens; a disabled client's token is refused (and its family ended). */
export async function rotateClientRefreshToken(app: FastifyInstance, refresh: string): Promise<TokenPair> {
  const tokenHash = sha256Hex(refresh);
  const now = app.now();
  const pair = await app.db.transaction(async (tx) => {
    const rotated = await markClientTokenRotated(tx, tokenHash, now);
    if (!rotated) return undefined;
    const client = await findClientById(tx, rotated.clientId);
    if (!client?.active || client.appRegisteredAt === null) return null;
    return issueClientTokenPair(app, tx, client, rotated.familyId);
  });
  if (pair) return pair;
  if (pair === null) {
    // Disabling revokes every token, so this is a race with the disabling; end the session anyway.
    const known = await findClientRefreshToken(app.db, tokenHash);
    if (known) await revokeClientFamily(app.db, known.familyId, now);
    throw invalidRefreshToken();
  }

  // After the transaction, so the revocation is committed and not rolled back.
  const known = await findClientRefreshToken(app.db, tokenHash);
  if (known?.rotatedAt && !known.revokedAt) {
    await revokeClientFamily(app.db, known.familyId, now);
    app.log.warn({ clientId: known.clientId, familyId: known.familyId }, 'rotated client refresh token reused: family revoked');
  }
  throw invalidRefreshToken();
}

export async function revokeClientSession(app: FastifyInstance, refresh: string): Promise<void> {
  const known = await findClientRefreshToken(app.db, sha256Hex(refresh));
  if (known && !known.revokedAt) await revokeClientFamily(app.db, known.familyId, app.now());
}
