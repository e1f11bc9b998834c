import { IDEMPOTENCY_LIMITS, idempotencyMessages } from '@coach/shared/contracts';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { idempotencyKeys } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Scope } from '../team/scope';

/*
 * One mechanism for every write a caller may retry (docs/decisions.md, "Reintentos"): the key's row
 * is inserted first, in the write's own transaction. A repeat of a committed write finds the row and
 * answers what it stored (same status, same body) without running the write; a concurrent repeat
 * waits on the unique constraint until the first one commits, then does the same; a write that fails
 * rolls its row back with it, so the corrected retry runs. The key belongs to whoever sent it (a
 * member, or a client of the app) and to the route: another member's same key is another key.
 */

/** Who sent a key: a member of the business (their Scope) or a client of the app. */
export interface KeyOwner {
  gymId: number;
  userId: number | null;
  clientId: number | null;
}

export const memberKeyOwner = (scope: Scope): KeyOwner => ({ gymId: scope.gymId, userId: scope.userId, clientId: null });
export const clientKeyOwner = (gymId: number, clientId: number): KeyOwner => ({ gymId, userId: null, clientId });

/** A request that carries an `Idempotency-Key`: its owner, its route ('POST /api/v1/…/:id/pause'), the key and the request's hash. */
export interface IdempotencyClaim {
  owner: KeyOwner;
  route: string;
  key: string;
  requestHash: string;
}

/** What a write answers, as the route sends it (`status` one the route declares). */
export interface WriteAnswer<T, S extends number = number> {
  status: S;
  body: T;
}

/** `replayed`: the answer is the stored one of a first request; nothing was written (so nothing to announce). */
export interface IdempotentAnswer<T, S extends number = number> extends WriteAnswer<T, S> {
  replayed: boolean;
}

export interface IdempotencyDeps {
  db: Db;
  now: () => Date;
}

/** The same key for another request: 422, or the status and text a route answered before this mechanism (payments: 409). */
export interface ReusedKeyAnswer {
  status: 409 | 422;
  message: string;
}

const RETENTION_MS = IDEMPOTENCY_LIMITS.retentionHours * 60 * 60 * 1000;
/** Expired keys removed per write at most (they were written one per write too). */
const SWEEP_BATCH = 100;

const defaultReused: ReusedKeyAnswer = { status: 422, message: idempotencyMessages.keyReused };

const ownerIs = (owner: KeyOwner) =>
  and(
    eq(idempotencyKeys.gymId, owner.gymId),
    owner.userId === null ? sql`${idempotencyKeys.userId} is null` : eq(idempotencyKeys.userId, owner.userId),
    owner.clientId === null ? sql`${idempotencyKeys.clientId} is null` : eq(idempotencyKeys.clientId, owner.clientId),
  );

/**
 * Runs `write` at most once per claim. Without a claim (no header) it just runs. `write` gets the
 * transaction the key's row lives in: it must do all its writes through that `db` (its own
 * transactions become savepoints of it) and leave what only holds once committed (announcements,
 * this instance's caches) to the caller, after this answers `replayed: false`.
 */
export async function idempotent<T, S extends number>(
  deps: IdempotencyDeps,
  claim: IdempotencyClaim | undefined,
  write: (db: Db) => Promise<WriteAnswer<T, S>>,
  reused: ReusedKeyAnswer = defaultReused,
): Promise<IdempotentAnswer<T, S>> {
  if (claim === undefined) return { ...(await write(deps.db)), replayed: false };
  const now = deps.now();
  const expiredBefore = new Date(now.getTime() - RETENTION_MS);
  await sweepExpiredKeys(deps.db, expiredBefore);
  return transactionWithRetry(deps.db, async (tx) => {
    const { owner } = claim;
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ...owner, route: claim.route, key: claim.key, requestHash: claim.requestHash, createdAt: now })
      // A row past the retention window is a key free again: this request takes it over.
      .onConflictDoUpdate({
        target: [idempotencyKeys.gymId, idempotencyKeys.userId, idempotencyKeys.clientId, idempotencyKeys.route, idempotencyKeys.key],
        set: { requestHash: claim.requestHash, status: null, body: null, createdAt: now },
        setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ id: idempotencyKeys.id });
    if (!claimed) return storedAnswer<T, S>(tx, claim, reused);
    const answer = await write(tx);
    await tx.update(idempotencyKeys).set({ status: answer.status, body: answer.body }).where(eq(idempotencyKeys.id, claimed.id));
    return { ...answer, replayed: false };
  });
}

/** The first request's answer, for a repeat of it; another request under the key is refused. */
async function storedAnswer<T, S extends number>(tx: Db, claim: IdempotencyClaim, reused: ReusedKeyAnswer): Promise<IdempotentAnswer<T, S>> {
  const [stored] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(ownerIs(claim.owner), eq(idempotencyKeys.route, claim.route), eq(idempotencyKeys.key, claim.key)));
  if (!stored || stored.status === null) throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', idempotencyMessages.inProgress);
  if (stored.requestHash !== claim.requestHash) throw new ApiError(reused.status, 'IDEMPOTENCY_KEY_REUSED', reused.message);
  // What this mechanism stored for this route: one of the route's answers.
  return { status: stored.status as S, body: stored.body as T, replayed: true };
}

/** Each write sweeps a few keys past the retention window (indexed by created_at; none most of the time). */
async function sweepExpiredKeys(db: Db, expiredBefore: Date): Promise<void> {
  const expired = db
    .select({ id: idempotencyKeys.id })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expiredBefore))
    .orderBy(asc(idempotencyKeys.createdAt))
    .limit(SWEEP_BATCH)
    .for('update', { skipLocked: true });
  await db.delete(idempotencyKeys).where(inArray(idempotencyKeys.id, expired));
}
