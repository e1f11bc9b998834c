import {
  EMAIL_CHANGE_CONFIRM_HOURS,
  EMAIL_CHANGE_UNDO_DAYS,
  apiMessages,
  emailChangeMessages,
  type EmailChangePending,
  type EmailChangeResult,
} from '@coach/shared/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { USERS_EMAIL_UNIQUE, type EmailChangeRow } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/api-error';
import type { Mailer } from '../mail/mailer';
import type { AuthUser } from '../sessions/access-tokens';
import { verifyPassword } from '../sessions/passwords';
import { randomToken, sha256Hex } from '../sessions/secrets';
import { endAllSessions, type SessionEnder } from '../sessions/session-states';
import { findAccountByEmail, findAccountById, isEmailReserved } from '../users/queries';
import { confirmEmailChangeMail, emailChangeLink, emailChangeNoticeMail } from './email-change-mail';
import {
  cancelOpenEmailChanges,
  insertEmailChange,
  lockEmailChangeBy,
  lockUser,
  markEmailChange,
  setUserEmail,
} from './email-change-queries';
import { wrongCurrentPassword } from './password-change';
import { consumeAllResetTokensOf } from './reset-token-queries';

const HOUR_MS = 60 * 60 * 1000;
const CONFIRM_TTL_MS = EMAIL_CHANGE_CONFIRM_HOURS * HOUR_MS;
const UNDO_TTL_MS = EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR_MS;

export interface EmailChangeDeps extends SessionEnder {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

const emailTaken = () => new ApiError(409, 'EMAIL_ALREADY_EXISTS', apiMessages.emailExists);
const linkError = (message: string) => new ApiError(400, 'EMAIL_CHANGE_LINK_INVALID', message);
const sameEmail = () =>
  new ApiError(400, 'VALIDATION_ERROR', emailChangeMessages.sameEmail, { fieldErrors: { newEmail: [emailChangeMessages.sameEmail] } });

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Whether another user signs in with this address (the users' unique index is on lower(email)), or
 * keeps it reserved while a change away from it can still be undone.
 */
async function takenByAnother(db: Db, email: string, userId: number, now: Date): Promise<boolean> {
  const owner = await findAccountByEmail(db, email);
  if (owner !== undefined && owner.user.id !== userId) return true;
  return isEmailReserved(db, email, now, userId);
}

/**
 * POST /api/v1/me/email-change: with the current password, opens a request to move the account to
 * `newEmail` (replacing any open one). Nothing changes yet: the new address gets a link that applies
 * it (24 h), the old one a notice with a link that undoes it (7 days). Tokens are stored hashed.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  caller: AuthUser,
  input: { newEmail: string; currentPassword: string },
): Promise<EmailChangePending> {
  const account = await findAccountById(deps.db, caller.id);
  if (!account || account.user.gymId !== caller.gymId) throw unauthorized();
  if (!(await verifyPassword(account.user.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
  if (sameAddress(input.newEmail, account.user.email)) throw sameEmail();
  const now = deps.now();
  if (await takenByAnother(deps.db, input.newEmail, caller.id, now)) throw emailTaken();

  const confirmToken = randomToken();
  const undoToken = randomToken();
  const confirmExpiresAt = new Date(now.getTime() + CONFIRM_TTL_MS);
  const user = await deps.db.transaction(async (tx) => {
    const locked = await lockUser(tx, caller.id);
    if (!locked) throw unauthorized();
    await cancelOpenEmailChanges(tx, caller.id, now);
    await insertEmailChange(tx, {
      userId: caller.id,
      oldEmail: locked.email,
      newEmail: input.newEmail,
      confirmTokenHash: sha256Hex(confirmToken),
      undoTokenHash: sha256Hex(undoToken),
      confirmExpiresAt,
      undoExpiresAt: new Date(now.getTime() + UNDO_TTL_MS),
      createdAt: now,
    });
    return locked;
  });
  await deps.mailer.send(confirmEmailChangeMail(input.newEmail, user.firstName, emailChangeLink(deps.appUrl, 'confirm', confirmToken)));
  await deps.mailer.send(emailChangeNoticeMail(user.email, user.firstName, input.newEmail, emailChangeLink(deps.appUrl, 'undo', undoToken)));
  return { pendingEmail: input.newEmail, expiresAt: confirmExpiresAt.toISOString() };
}

/** DELETE /api/v1/me/email-change: the open request, if any, stops waiting; its links stop working. */
export async function cancelEmailChange(deps: Pick<EmailChangeDeps, 'db' | 'now'>, caller: AuthUser): Promise<void> {
  await cancelOpenEmailChanges(deps.db, caller.id, deps.now());
}

/** What every applied or undone change does besides the email: nobody signed in before stays in. */
async function endEverySession(db: Db, userId: number, now: Date): Promise<void> {
  await endAllSessions(db, { kind: 'user', id: userId }, now);
  // Reset links mailed before go to an address that is no longer (or again) the account's.
  await consumeAllResetTokensOf(db, { kind: 'user', id: userId }, now);
}

type Outcome = { email: string; userId: number } | { error: ApiError };

/** Runs a link's transaction; an email taken by a racing request (the unique index) is a 409 too. */
async function applyLink(deps: EmailChangeDeps, work: (tx: Db) => Promise<Outcome>): Promise<{ email: string; userId: number }> {
  let outcome: Outcome;
  try {
    outcome = await deps.db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw emailTaken();
    throw error;
  }
  if ('error' in outcome) throw outcome.error;
  deps.sessionStates.forget({ kind: 'user', id: outcome.userId });
  return outcome;
}

function confirmLinkProblem(row: EmailChangeRow | undefined, now: Date): ApiError | undefined {
  if (!row) return linkError(emailChangeMessages.confirmLinkInvalid);
  if (row.confirmedAt) return linkError(emailChangeMessages.confirmLinkUsed);
  if (row.cancelledAt) return linkError(emailChangeMessages.changeCancelled);
  if (row.confirmExpiresAt <= now) return linkError(emailChangeMessages.confirmLinkExpired);
  return undefined;
}

/**
 * POST /auth/email-change/confirm: the link from the new address applies the change (public: it may
 * be opened in another browser) and ends every session of the account. 409 if the address was taken
 * meanwhile (the request is then cancelled: it can never apply).
 */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string): Promise<EmailChangeResult> {
  const now = deps.now();
  const { email } = await applyLink(deps, async (tx) => {
    const row = await lockEmailChangeBy(tx, 'confirm', sha256Hex(token));
    const problem = confirmLinkProblem(row, now);
    if (problem || !row) return { error: problem ?? linkError(emailChangeMessages.confirmLinkInvalid) };
    if (!(await lockUser(tx, row.userId))) return { error: linkError(emailChangeMessages.confirmLinkInvalid) };
    if (await takenByAnother(tx, row.newEmail, row.userId, now)) {
      await markEmailChange(tx, row.id, { cancelledAt: now });
      return { error: emailTaken() };
    }
    await setUserEmail(tx, row.userId, row.newEmail, now);
    await markEmailChange(tx, row.id, { confirmedAt: now });
    await endEverySession(tx, row.userId, now);
    return { email: row.newEmail, userId: row.userId };
  });
  return { email, message: emailChangeMessages.confirmed(email) };
}

/**
 * POST /auth/email-change/undo: the link from the old address's notice (7 days). The owner of that
 * address says "not me": the old email comes back if the change was applied (whatever was changed
 * after it), any open request is cancelled, and every session of the account ends, so whoever asked
 * is out. 409 if someone else took the old address meanwhile.
 */
export async function undoEmailChange(deps: EmailChangeDeps, token: string): Promise<EmailChangeResult> {
  const now = deps.now();
  const { email } = await applyLink(deps, async (tx) => {
    const row = await lockEmailChangeBy(tx, 'undo', sha256Hex(token));
    if (!row || row.undoExpiresAt <= now) return { error: linkError(emailChangeMessages.undoLinkInvalid) };
    if (row.undoneAt) return { error: linkError(emailChangeMessages.undoLinkUsed) };
    const user = await lockUser(tx, row.userId);
    if (!user) return { error: linkError(emailChangeMessages.undoLinkInvalid) };
    if (row.confirmedAt && !sameAddress(user.email, row.oldEmail)) {
      if (await takenByAnother(tx, row.oldEmail, row.userId, now)) return { error: new ApiError(409, 'EMAIL_ALREADY_EXISTS', emailChangeMessages.oldEmailTaken) };
      await setUserEmail(tx, row.userId, row.oldEmail, now);
    }
    await cancelOpenEmailChanges(tx, row.userId, now);
    await markEmailChange(tx, row.id, { undoneAt: now });
    await endEverySession(tx, row.userId, now);
    return { email: row.confirmedAt ? row.oldEmail : user.email, userId: row.userId };
  });
  return { email, message: emailChangeMessages.undone(email) };
}
