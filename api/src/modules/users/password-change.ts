import { profileMessages, type TokenPair } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/api-error';
import type { AuthUser } from '../auth/authenticate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeAllOfUser } from '../auth/refresh-token-queries';
import { consumeAllResetTokensOfUser } from '../auth/reset-token-queries';
import { issueTokenPair } from '../auth/token-pair';
import { findAccountById } from './queries';

const wrongCurrentPassword = () =>
  new ApiError(400, 'VALIDATION_ERROR', profileMessages.currentPasswordWrong, {
    fieldErrors: { currentPassword: [profileMessages.currentPasswordWrong] },
  });

/**
 * Changes the caller's password. Every refresh token of the user is revoked, so other sessions end
 * at their next refresh (≤ 15 min, the access token's life); the caller gets a new pair (a new
 * family) and keeps working. Answers that pair.
 */
export async function changePassword(
  app: FastifyInstance,
  caller: AuthUser,
  input: { currentPassword: string; newPassword: string },
): Promise<TokenPair> {
  const account = await findAccountById(app.db, caller.id);
  if (!account || account.user.gymId !== caller.gymId) throw unauthorized();
  const oldHash = account.user.passwordHash;
  if (!(await verifyPassword(oldHash, input.currentPassword))) throw wrongCurrentPassword();

  const passwordHash = await hashPassword(input.newPassword);
  const now = app.now();
  const pair = await app.db.transaction(async (tx) => {
    // Only if the hash is still the one verified above: of two changes racing, the second one's
    // "current password" is no longer current.
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, caller.id), eq(users.passwordHash, oldHash)))
      .returning({ id: users.id });
    if (changed.length === 0) return undefined;
    await revokeAllOfUser(tx, caller.id, now);
    // Reset links mailed before the change would otherwise still set a password.
    await consumeAllResetTokensOfUser(tx, caller.id, now);
    const updated = await findAccountById(tx, caller.id);
    return updated && issueTokenPair(app, tx, updated);
  });
  if (!pair) throw wrongCurrentPassword();
  return pair;
}
