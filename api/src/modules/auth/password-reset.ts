import { apiMessages, parseIdText } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../sessions/passwords';
import type { SubjectKind } from '../sessions/refresh-token-queries';
import { endAllSessions, type SessionEnder } from '../sessions/session-states';
import { randomToken, sha256Hex } from '../sessions/secrets';
import { findAccountByEmail } from '../users/queries';
import { resetPasswordLink, resetPasswordMail } from './reset-mail';
import { consumeAllResetTokensOf, consumeResetToken, insertResetToken, isResetTokenUsable } from './reset-token-queries';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The answer of a confirmed reset, on the web and in the app. */
export const PASSWORD_CHANGED = 'Tu contraseña se actualizó. Iniciá sesión con la nueva.';

const invalidResetToken = () => new ApiError(400, 'RESET_TOKEN_INVALID', apiMessages.resetTokenInvalid);

/**
 * Who a reset is for: a trainer (web, /auth/password-reset) or a client of the app
 * (/auth/app/password-reset). The rules, the mail, the tokens and the answers are the same; the kind
 * says whose account an email names, where the link opens, and how the new password is stored.
 */
export interface ResetAccounts {
  kind: SubjectKind;
  /** The account that may reset its password with this email, if any (a disabled one may not). */
  findByEmail(db: Db, email: string): Promise<{ id: number; email: string; firstName: string } | undefined>;
  /** The screen the mail links to, under APP_URL. */
  linkPath: string;
  setPassword(db: Db, id: number, passwordHash: string, now: Date): Promise<void>;
}

/** The trainers' accounts (SPEC.md section 7). */
export const trainerResetAccounts: ResetAccounts = {
  kind: 'user',
  findByEmail: async (db, email) => (await findAccountByEmail(db, email))?.user,
  linkPath: '/reset-password',
  setPassword: async (db, id, passwordHash, now) => {
    await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
  },
};

/** The caller learns nothing about whether the email exists: the answer is the same either way. */
export async function requestPasswordReset(
  deps: { db: Db; now: () => Date; mailer: Mailer; appUrl: string },
  accounts: ResetAccounts,
  email: string,
): Promise<void> {
  const account = await accounts.findByEmail(deps.db, email);
  if (!account) return;
  const now = deps.now();
  const token = randomToken();
  await insertResetToken(deps.db, {
    subject: { kind: accounts.kind, id: account.id },
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  const link = resetPasswordLink(deps.appUrl + accounts.linkPath, token, account.id);
  await deps.mailer.send(resetPasswordMail(account.email, account.firstName, link));
}

export async function confirmPasswordReset(
  deps: SessionEnder & { db: Db },
  accounts: ResetAccounts,
  input: { token: string; uid: string; newPassword: string },
): Promise<void> {
  const id = parseIdText(input.uid);
  if (id === undefined) throw invalidResetToken();
  const subject = { kind: accounts.kind, id };
  const tokenHash = sha256Hex(input.token);
  // Checked before hashing so that bad links do not cost an argon2 hash each.
  if (!(await isResetTokenUsable(deps.db, tokenHash, subject, deps.now()))) throw invalidResetToken();

  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, tokenHash, subject, now))) return false;
    await accounts.setPassword(tx, id, passwordHash, now);
    await consumeAllResetTokensOf(tx, subject, now);
    // Whoever held a session (maybe the reason for the reset) must sign in again, access tokens included.
    await endAllSessions(tx, subject, now);
    return true;
  });
  if (!changed) throw invalidResetToken();
  deps.sessionStates.forget(subject);
}
