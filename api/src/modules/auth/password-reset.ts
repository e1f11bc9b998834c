import { apiMessages, parseIdText } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../sessions/passwords';
import { endAllSessions, type SessionEnder } from '../sessions/session-states';
import { randomToken, sha256Hex } from '../sessions/secrets';
import { findAccountByEmail } from '../users/queries';
import { resetPasswordLink, resetPasswordMail } from './reset-mail';
import {
  consumeAllResetTokensOfUser,
  consumeResetToken,
  insertResetToken,
  isResetTokenUsable,
} from './reset-token-queries';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const invalidResetToken = () => new ApiError(400, 'RESET_TOKEN_INVALID', apiMessages.resetTokenInvalid);

/** The caller learns nothing about whether the email exists: the answer is the same either way. */
export async function requestPasswordReset(
  deps: { db: Db; now: () => Date; mailer: Mailer; appUrl: string },
  email: string,
): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const now = deps.now();
  const token = randomToken();
  await insertResetToken(deps.db, {
    userId: account.user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  const link = resetPasswordLink(deps.appUrl, token, account.user.id);
  await deps.mailer.send(resetPasswordMail(account.user.email, account.user.firstName, link));
}

export async function confirmPasswordReset(
  deps: SessionEnder & { db: Db },
  input: { token: string; uid: string; newPassword: string },
): Promise<void> {
  const userId = parseIdText(input.uid);
  if (userId === undefined) throw invalidResetToken();
  const tokenHash = sha256Hex(input.token);
  // Checked before hashing so that bad links do not cost an argon2 hash each.
  if (!(await isResetTokenUsable(deps.db, tokenHash, userId, deps.now()))) throw invalidResetToken();

  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, tokenHash, userId, now))) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await consumeAllResetTokensOfUser(tx, userId, now);
    // Whoever held a session (maybe the reason for the reset) must sign in again, access tokens included.
    await endAllSessions(tx, { kind: 'user', id: userId }, now);
    return true;
  });
  if (!changed) throw invalidResetToken();
  deps.sessionStates.forget({ kind: 'user', id: userId });
}
