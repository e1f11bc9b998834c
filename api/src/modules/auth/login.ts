import { apiMessages, teamMessages, type TokenPair } from '@coach/shared/contracts';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { verifyPassword } from '../sessions/passwords';
import { issueTokenPair, type TokenIssuer } from '../sessions/token-pair';
import { findAccountByEmail } from '../users/queries';
import { trainerSessions } from './trainer-sessions';

export async function login(deps: TokenIssuer & { db: Db }, email: string, password: string): Promise<TokenPair> {
  const account = await findAccountByEmail(deps.db, email);
  // Unknown emails still pay for a verification, so timing does not tell which emails exist.
  const valid = await verifyPassword(account?.user.passwordHash, password);
  if (!account || !valid) {
    throw new ApiError(401, 'INVALID_CREDENTIALS', apiMessages.invalidCredentials);
  }
  // Told only with the right password: a deactivated member learns why, a guesser learns nothing.
  if (!account.user.active) throw new ApiError(403, 'FORBIDDEN', teamMessages.memberDisabled);
  return issueTokenPair(deps.db, deps, trainerSessions, account);
}
