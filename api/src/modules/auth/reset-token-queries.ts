import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

export async function insertResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

const usable = (tokenHash: string, userId: number, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    eq(passwordResetTokens.userId, userId),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

export async function isResetTokenUsable(db: Db, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(tokenHash, userId, now))
    .limit(1);
  return row !== undefined;
}

/** Conditional update: of two requests with the same link, exactly one consumes it. */
export async function consumeResetToken(db: Db, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, userId, now))
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}

/** Once the password changed, older links sent to the same user must stop working too. */
export async function consumeAllResetTokensOfUser(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
