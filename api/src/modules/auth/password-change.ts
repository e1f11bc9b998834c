import { profileMessages, type TokenPair } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/api-error';
import type { AuthUser } from '../sessions/access-tokens';
import { hashPassword, verifyPassword } from '../sessions/passwords';
import { endAllSessions, type SessionEnder } from '../sessions/session-states';
import { issueTokenPair, type TokenIssuer } from '../sessions/token-pair';
import { findAccountById } from '../users/queries';
import { consumeAllResetTokensOf } from './reset-token-queries';
import { trainerSessions } from './trainer-sessions';

/** The caller's current password did not match (password change, email change). */
export const wrongCurrentPassword = () =>
  new ApiError(400, 'VALIDATION_ERROR', profileMessages.currentPasswordWrong, {
    fieldErrors: { currentPassword: [profileMessages.currentPasswordWrong] },
  });

/**
 * Changes the caller's password and ends every session of the user: refresh tokens revoked, access
 * tokens refused from their next request (the session version goes up). The caller gets a new pair
 * (a new family, carrying the new version) and keeps working. Answers that pair.
 */
export async function changePassword(
  deps: TokenIssuer & SessionEnder & { db: Db },
  caller: AuthUser,
  input: { currentPassword: string; newPassword: string },
): Promise<TokenPair> {
  const account = await findAccountById(deps.db, caller.id);
  if (!account || account.user.gymId !== caller.gymId) throw unauthorized();
  const oldHash = account.user.passwordHash;
  if (!(await verifyPassword(oldHash, input.currentPassword))) throw wrongCurrentPassword();

  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  const pair = await deps.db.transaction(async (tx) => {
    // Only if the hash is still the one verified above: of two changes racing, the second one's
    // "current password" is no longer current.
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, caller.id), eq(users.passwordHash, oldHash)))
      .returning({ id: users.id });
    if (changed.length === 0) return undefined;
    await endAllSessions(tx, { kind: 'user', id: caller.id }, now);
    // Reset links mailed before the change would otherwise still set a password.
    await consumeAllResetTokensOf(tx, { kind: 'user', id: caller.id }, now);
    const updated = await findAccountById(tx, caller.id);
    return updated && issueTokenPair(tx, deps, trainerSessions, updated);
  });
  if (!pair) throw wrongCurrentPassword();
  deps.sessionStates.forget({ kind: 'user', id: caller.id });
  return pair;
}
