import { profileMessages, type TokenPair } from '@coach/shared/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, users, type ClientRow } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/api-error';
import { clientSessions } from '../client-app/client-sessions';
import { findClientById } from '../clients/queries';
import { hashPassword, verifyPassword } from '../sessions/passwords';
import { endAllSessions, type SessionEnder } from '../sessions/session-states';
import { issueTokenPair, type SessionKind, type TokenIssuer } from '../sessions/token-pair';
import { findAccountById, type Account } from '../users/queries';
import { consumeAllResetTokensOf } from './reset-token-queries';
import { trainerSessions } from './trainer-sessions';

/** The caller's current password did not match (password change, email change). */
export const wrongCurrentPassword = () =>
  new ApiError(400, 'VALIDATION_ERROR', profileMessages.currentPasswordWrong, {
    fieldErrors: { currentPassword: [profileMessages.currentPasswordWrong] },
  });

/**
 * Whose password a signed-in caller changes: a trainer (/api/v1/me/password) or a client of the app
 * (/api/v1/client-app/me/password). The rules and answers are the same; the kind says where the
 * account and its hash live and which sessions the new pair belongs to.
 */
export interface PasswordAccounts<S> {
  sessions: SessionKind<S>;
  /** The caller's account in their business, with its current hash (null: no password to change). */
  find(db: Db, id: number, gymId: number): Promise<{ account: S; passwordHash: string | null } | undefined>;
  /** Stores the new hash only if the stored one is still `oldHash`; answers whether it did. */
  replaceHash(db: Db, id: number, oldHash: string, passwordHash: string, now: Date): Promise<boolean>;
}

export const trainerPasswords: PasswordAccounts<Account> = {
  sessions: trainerSessions,
  find: async (db, id, gymId) => {
    const account = await findAccountById(db, id);
    return account && account.user.gymId === gymId ? { account, passwordHash: account.user.passwordHash } : undefined;
  },
  replaceHash: async (db, id, oldHash, passwordHash, now) => {
    const changed = await db
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.passwordHash, oldHash)))
      .returning({ id: users.id });
    return changed.length > 0;
  },
};

export const clientPasswords: PasswordAccounts<ClientRow> = {
  sessions: clientSessions,
  find: async (db, id, gymId) => {
    const client = await findClientById(db, id);
    // A disabled client, or one whose app access is gone, has no session to keep working in.
    if (!client || client.gymId !== gymId || !clientSessions.isAllowed(client)) return undefined;
    return { account: client, passwordHash: client.passwordHash };
  },
  replaceHash: async (db, id, oldHash, passwordHash) => {
    const changed = await db
      .update(clients)
      // A new password is not a change of the record the trainer sees: updated_at stays.
      .set({ passwordHash, updatedAt: sql`${clients.updatedAt}` })
      .where(and(eq(clients.id, id), eq(clients.passwordHash, oldHash)))
      .returning({ id: clients.id });
    return changed.length > 0;
  },
};

/**
 * Changes the caller's password and ends every session of the account: refresh tokens revoked, access
 * tokens refused from their next request (the session version goes up). The caller gets a new pair
 * (a new family, carrying the new version) and keeps working. Answers that pair.
 */
export async function changePassword<S>(
  deps: TokenIssuer & SessionEnder & { db: Db },
  accounts: PasswordAccounts<S>,
  caller: { id: number; gymId: number },
  input: { currentPassword: string; newPassword: string },
): Promise<TokenPair> {
  const found = await accounts.find(deps.db, caller.id, caller.gymId);
  if (!found) throw unauthorized();
  const oldHash = found.passwordHash;
  if (oldHash === null || !(await verifyPassword(oldHash, input.currentPassword))) throw wrongCurrentPassword();

  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  const subject = { kind: accounts.sessions.kind, id: caller.id };
  const pair = await deps.db.transaction(async (tx) => {
    // Only if the hash is still the one verified above: of two changes racing, the second one's
    // "current password" is no longer current.
    if (!(await accounts.replaceHash(tx, caller.id, oldHash, passwordHash, now))) return undefined;
    await endAllSessions(tx, subject, now);
    // Reset links mailed before the change would otherwise still set a password.
    await consumeAllResetTokensOf(tx, subject, now);
    const updated = await accounts.sessions.find(tx, caller.id);
    return updated && issueTokenPair(tx, deps, accounts.sessions, updated);
  });
  if (!pair) throw wrongCurrentPassword();
  deps.sessionStates.forget(subject);
  return pair;
}
