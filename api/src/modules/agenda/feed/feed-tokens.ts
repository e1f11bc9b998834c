import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { calendarFeeds, gyms, users } from '../../../db/schema';
import type { Scope } from '../../team/scope';
import { randomToken, sha256Hex } from '../../sessions/secrets';

/*
 * A trainer's private calendar address: a random token in the URL (calendar apps send no header),
 * stored only as its SHA-256, one per user. A new one replaces the previous; revoking deletes it.
 */

export interface FeedDeps {
  db: Db;
  now: () => Date;
}

/** The token, shown once; its hash replaces any previous one of the user. */
export async function createFeedToken(deps: FeedDeps, user: { id: number; gymId: number }): Promise<{ token: string; createdAt: Date }> {
  const token = randomToken();
  const createdAt = deps.now();
  const values = { gymId: user.gymId, tokenHash: sha256Hex(token), createdAt };
  await deps.db
    .insert(calendarFeeds)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return { token, createdAt };
}

export async function findUserFeed(db: Db, userId: number): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row;
}

export async function revokeFeed(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export interface FeedOwner {
  /** The member whose agenda it is, as they reach it today: a trainer's feed has their events and their clients' tasks. */
  scope: Scope;
  timeZone: string;
  trialEndsAt: Date | null;
  /** The ETag last served and since when (null: never served). */
  contentTag: string | null;
  contentChangedAt: Date | null;
}

/**
 * The member whose agenda a token opens, with their current role, or undefined for an unknown or
 * revoked token, and for a member no longer active in the business.
 */
export async function findFeedOwner(db: Db, token: string): Promise<FeedOwner | undefined> {
  const [row] = await db
    .select({
      gymId: gyms.id,
      userId: users.id,
      role: users.role,
      timeZone: gyms.timeZone,
      trialEndsAt: gyms.trialEndsAt,
      contentTag: calendarFeeds.contentTag,
      contentChangedAt: calendarFeeds.contentChangedAt,
    })
    .from(calendarFeeds)
    .innerJoin(gyms, eq(gyms.id, calendarFeeds.gymId))
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.gymId, calendarFeeds.gymId), eq(users.active, true)))
    .where(eq(calendarFeeds.tokenHash, sha256Hex(token)))
    .limit(1);
  if (!row) return undefined;
  const { gymId, userId, role, ...business } = row;
  return { scope: { gymId, userId, role }, ...business };
}

/**
 * When the feed's calendar became `etag`: the stored time while it is the same calendar, else now
 * (kept for the next poll). Several instances answering at once agree: the first to store the new tag
 * sets its time, the others read it.
 */
export async function contentChangedAt(deps: FeedDeps, owner: FeedOwner, etag: string): Promise<Date> {
  if (owner.contentTag === etag && owner.contentChangedAt) return owner.contentChangedAt;
  const now = deps.now();
  const [updated] = await deps.db
    .update(calendarFeeds)
    .set({ contentTag: etag, contentChangedAt: now })
    .where(and(eq(calendarFeeds.userId, owner.scope.userId), or(isNull(calendarFeeds.contentTag), ne(calendarFeeds.contentTag, etag))))
    .returning({ at: calendarFeeds.contentChangedAt });
  if (updated?.at) return updated.at;
  const [stored] = await deps.db.select({ at: calendarFeeds.contentChangedAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, owner.scope.userId)).limit(1);
  return stored?.at ?? now;
}
