import { apiMessages, type TokenPair } from '@coach/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { findAccountByEmail } from '../users/queries';
import { verifyPassword } from './passwords';
import { issueTokenPair } from './token-pair';

export async function login(app: FastifyInstance, email: string, password: string): Promise<TokenPair> {
  const account = await findAccountByEmail(app.db, email);
  // Unknown emails still pay for a verification, so timing does not tell which emails exist.
  const valid = await verifyPassword(account?.user.passwordHash, password);
  if (!account || !valid) {
    throw new ApiError(401, 'INVALID_CREDENTIALS', apiMessages.invalidCredentials);
  }
  return issueTokenPair(app, app.db, account);
}
