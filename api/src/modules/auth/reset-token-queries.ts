import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import type { SubjectKind, SubjectRef } from '../sessions/refresh-token-queries';

/*
 * A link names its owner by kind and id: a trainer's link checks user_id, a client's client_id, so a
 * token of one kind never matches the other kind's id (the other column is null on its row).
 */
const subjectColumn: Record<SubjectKind, typeof passwordResetTokens.userId | typeof passwordResetTokens.clientId> = {
  user: passwordResetTokens.userId,
  client: passwordResetTokens.clientId,
};

export async function insertResetToken(
  db: Db,
  values: { subject: SubjectRef; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  const { subject, ...rest } = values;
  await db.insert(passwordResetTokens).values({
    ...rest,
    userId: subject.kind === 'user' ? subject.id : null,
    clientId: subject.kind === 'client' ? subject.id : null,
  });
}

const usable = (tokenHash: string, subject: SubjectRef, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    eq(subjectColumn[subject.kind], subject.id),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

export async function isResetTokenUsable(db: Db, tokenHash: string, subject: SubjectRef, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(tokenHash, subject, now))
    .limit(1);
  return row !== undefined;
}

/** Conditional update: of two requests with the same link, exactly one consumes it. */
export async function consumeResetToken(db: Db, tokenHash: string, subject: SubjectRef, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, subject, now))
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}

/** Once the password changed, older links sent to the same account must stop working too. */
export async function consumeAllResetTokensOf(db: Db, subject: SubjectRef, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(subjectColumn[subject.kind], subject.id), isNull(passwordResetTokens.usedAt)));
}
