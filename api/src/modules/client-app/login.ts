import { apiMessages, type TokenPair } from '@coach/shared/contracts';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { findAppClientByEmail } from '../clients/queries';
import { verifyPassword } from '../sessions/passwords';
import { issueTokenPair, type TokenIssuer } from '../sessions/token-pair';
import { clientDisabled, clientSessions } from './client-sessions';

/** POST /auth/app/login: clients registered in the app only; trainers sign in at /auth/web/login. */
export async function loginClient(deps: TokenIssuer & { db: Db }, email: string, password: string): Promise<TokenPair> {
  const client = await findAppClientByEmail(deps.db, email);
  // Unknown emails still pay for a verification, so timing does not tell which emails exist.
  const valid = await verifyPassword(client?.passwordHash ?? undefined, password);
  if (!client || !valid) throw new ApiError(401, 'INVALID_CREDENTIALS', apiMessages.invalidCredentials);
  // Only after the password matched: nobody else learns that the account exists and is disabled.
  if (!client.active) throw clientDisabled();
  return issueTokenPair(deps.db, deps, clientSessions, client);
}
