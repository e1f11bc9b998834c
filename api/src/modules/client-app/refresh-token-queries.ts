import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientRefreshTokens } from '../../db/schema';

// The same statements as auth/refresh-token-queries.ts, on the clients' table.

export async function insertClientRefreshToken(
  db: Db,
  values: { clientId: number; familyId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(clientRefreshTokens).values(values);
}

/** One conditional update: of two requests racing with one token, only one gets a row back. */
export async function markClientTokenRotated(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(clientRefreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(clientRefreshTokens.tokenHash, tokenHash),
        isNull(clientRefreshTokens.rotatedAt),
        isNull(clientRefreshTokens.revokedAt),
        gt(clientRefreshTokens.expiresAt, now),
      ),
    )
    .returning({ clientId: clientRefreshTokens.clientId, familyId: clientRefreshTokens.familyId });
  return row;
}

export async function findClientRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(clientRefreshTokens).where(eq(clientRefreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function revokeClientFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(clientRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(clientRefreshTokens.familyId, familyId), isNull(clientRefreshTokens.revokedAt)));
}

export async function revokeAllOfClient(db: Db, clientId: number, now: Date): Promise<void> {
  await db
    .update(clientRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(clientRefreshTokens.clientId, clientId), isNull(clientRefreshTokens.revokedAt)));
}
