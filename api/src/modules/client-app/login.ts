import { apiMessages, type TokenPair } from '@coach/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { verifyPassword } from '../auth/passwords';
import { findAppClientByEmail } from '../clients/queries';
import { clientDisabled, issueClientTokenPair } from './tokens';

/** POST /auth/app/login: clients registered in the app only; trainers sign in at /auth/web/login. */
export async function loginClient(app: FastifyInstance, email: string, password: string): Promise<TokenPair> {
  const client = await findAppClientByEmail(app.db, email);
  // Unknown emails still pay for a verification, so timing does not tell which emails exist.
  const valid = await verifyPassword(client?.passwordHash ?? undefined, password);
  if (!client || !valid) throw new ApiError(401, 'INVALID_CREDENTIALS', apiMessages.invalidCredentials);
  // Only after the password matched: nobody else learns that the account exists and is disabled.
  if (!client.active) throw clientDisabled();
  return issueClientTokenPair(app, app.db, client);
}
