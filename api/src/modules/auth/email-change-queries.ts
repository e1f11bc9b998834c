import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, users, type EmailChangeRow } from '../../db/schema';

const open = (userId: number) => and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt));

/** Cancels the user's open request, if any (a new request replaces it; DELETE cancels it). */
export async function cancelOpenEmailChanges(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(emailChanges).set({ cancelledAt: now }).where(open(userId));
}

export async function insertEmailChange(
  db: Db,
  values: Pick<
    EmailChangeRow,
    'userId' | 'oldEmail' | 'newEmail' | 'confirmTokenHash' | 'undoTokenHash' | 'confirmExpiresAt' | 'undoExpiresAt' | 'createdAt'
  >,
): Promise<void> {
  await db.insert(emailChanges).values(values);
}

/** The request a link belongs to, locked until the transaction ends so that two uses of it queue up. */
export async function lockEmailChangeBy(db: Db, link: 'confirm' | 'undo', tokenHash: string): Promise<EmailChangeRow | undefined> {
  const column = link === 'confirm' ? emailChanges.confirmTokenHash : emailChanges.undoTokenHash;
  const [row] = await db.select().from(emailChanges).where(eq(column, tokenHash)).limit(1).for('update');
  return row;
}

export async function markEmailChange(db: Db, id: number, set: Partial<Pick<EmailChangeRow, 'confirmedAt' | 'cancelledAt' | 'undoneAt'>>) {
  await db.update(emailChanges).set(set).where(eq(emailChanges.id, id));
}

/** Locks the user's row: requests of one user (a new email change, a confirmation) run one at a time. */
export async function lockUser(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, gymId: users.gymId, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  return row;
}

export async function setUserEmail(db: Db, userId: number, email: string, now: Date): Promise<void> {
  await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
}
