import { CLIENT_ROLE, clientMessages, type ClientAccessTokenClaims } from '@coach/shared/contracts';
import type { ClientRow } from '../../db/schema';
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
};
