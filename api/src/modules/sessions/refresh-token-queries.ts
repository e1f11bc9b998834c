import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';

/** Whose sessions: a user of the web app (trainer, admin) or a client of the mobile app. */
export type SubjectKind = 'user' | 'client';
export interface SubjectRef {
  kind: SubjectKind;
  id: number;
}

const subjectColumn = { user: refreshTokens.userId, client: refreshTokens.clientId } as const;

/**
 * Every lookup by token names the kind it expects: a token of the other kind is unknown to it, so a
 * client's refresh token never rotates (nor logs out, nor revokes) at a trainer's endpoint.
 */
const ofKind = (kind: SubjectKind, tokenHash: string) => and(eq(refreshTokens.tokenHash, tokenHash), isNotNull(subjectColumn[kind]));

export async function insertRefreshToken(
  db: Db,
  values: {
    subject: SubjectRef;
    familyId: string;
    /** The subject's session_version as the token is issued. */
    sessionVersion: number;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  const { subject, ...rest } = values;
  await db.insert(refreshTokens).values({
    ...rest,
    userId: subject.kind === 'user' ? subject.id : null,
    clientId: subject.kind === 'client' ? subject.id : null,
  });
}

/**
 * Marks a live token as rotated in one conditional update, so two requests racing with the same
 * token cannot both get a new pair: the loser sees no row and is treated as a reuse.
 */
export async function markRotated(db: Db, kind: SubjectKind, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        ofKind(kind, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ subjectId: subjectColumn[kind], familyId: refreshTokens.familyId, sessionVersion: refreshTokens.sessionVersion });
  // The kind's column is not null on every row ofKind() matched.
  return row && { subjectId: row.subjectId!, familyId: row.familyId, sessionVersion: row.sessionVersion };
}

const tokenColumns = (kind: SubjectKind) => ({
  subjectId: subjectColumn[kind],
  familyId: refreshTokens.familyId,
  sessionVersion: refreshTokens.sessionVersion,
  expiresAt: refreshTokens.expiresAt,
  rotatedAt: refreshTokens.rotatedAt,
  revokedAt: refreshTokens.revokedAt,
});

export async function findRefreshToken(db: Db, kind: SubjectKind, tokenHash: string) {
  const [row] = await db.select(tokenColumns(kind)).from(refreshTokens).where(ofKind(kind, tokenHash)).limit(1);
  return row && { ...row, subjectId: row.subjectId! };
}

/** The same, locking the row until the transaction ends: a revocation of its family waits, or went first. */
export async function lockRefreshToken(db: Db, kind: SubjectKind, tokenHash: string) {
  const [row] = await db.select(tokenColumns(kind)).from(refreshTokens).where(ofKind(kind, tokenHash)).limit(1).for('update');
  return row && { ...row, subjectId: row.subjectId! };
}

/** A family is one sign-in of one subject: its tokens are all of the same kind. */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes every refresh token of one user or client. Ending their sessions also raises their session
 * version (session-states.ts: endAllSessions), which this alone does not.
 */
export async function revokeAllSessionsOf(db: Db, subject: SubjectRef, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(subjectColumn[subject.kind], subject.id), isNull(refreshTokens.revokedAt)));
}
