import { CLIENT_ROLE, clientMessages, type ClientAccessTokenClaims } from '@coach/shared/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, type ClientRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { findClientById } from '../clients/queries';
import type { SessionKind } from '../sessions/token-pair';

export const clientDisabled = () => new ApiError(403, 'CLIENT_DISABLED', clientMessages.clientDisabled);

/**
 * Signed like the web tokens, with the same claim names; role CL and client_id mark it as a
 * client's, so requireRoles (web routes) refuses it and requireClient (app routes) accepts it.
 * remainingDays is null: a business's trial does not limit its clients' app.
 */
export function clientClaims(client: ClientRow): ClientAccessTokenClaims {
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

/**
 * How fresh "last seen in the app" is kept: a sign-in or token refresh writes it only when the stored
 * one is older than this, so a client using the app costs at most one write every few minutes.
 */
export const APP_LAST_SEEN_GRANULARITY_MS = 5 * 60 * 1000;

/** Records that the client used the app now (a conditional update: nothing is written if it was recent). */
export async function touchAppLastSeen(db: Db, clientId: number, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - APP_LAST_SEEN_GRANULARITY_MS);
  await db
    .update(clients)
    // Using the app is not a change of the client's record: updated_at stays.
    .set({ appLastSeenAt: now, updatedAt: sql`${clients.updatedAt}` })
    .where(and(eq(clients.id, clientId), or(isNull(clients.appLastSeenAt), lt(clients.appLastSeenAt, staleBefore))));
}

/**
 * The app's sessions: rotated at /auth/app/login/refresh, never at the web's /auth/login/refresh.
 * A disabled client, or one whose app access is gone, is refused at rotation and loses the session.
 */
export const clientSessions: SessionKind<ClientRow> = {
  kind: 'client',
  idOf: (client) => client.id,
  versionOf: (client) => client.sessionVersion,
  find: findClientById,
  isAllowed: (client) => client.active && client.appRegisteredAt !== null,
  claims: clientClaims,
  onIssued: (db, client, now) => touchAppLastSeen(db, client.id, now),
};
