import type { WebRole } from '@coach/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, gyms, users } from '../../db/schema';
import { revokeAllSessionsOf, type SubjectRef } from './refresh-token-queries';
import { announceSessionChange } from './session-events';
import { TtlCache } from './ttl-cache';

/**
 * How long an instance trusts what it read about a subject. The instance that ends a subject's
 * sessions forgets its entry at once, and announces the change (session-events.ts): every other
 * instance forgets it as soon as the database's notification arrives (milliseconds). This bound is
 * for a notification that never arrives (the instance's LISTEN connection dropped; it forgets
 * everything when it listens again).
 */
export const SESSION_STATE_TTL_MS = 10_000;
export const SESSION_STATE_MAX_ENTRIES = 10_000;

/** What every authenticated request of a trainer needs from the database: one primary-key join. */
export interface UserSessionState {
  kind: 'user';
  sessionVersion: number;
  gymId: number;
  /** The member's role now (the token's may be older): what the scope and the permissions read. */
  role: WebRole;
  /** A deactivated member is signed out everywhere. */
  active: boolean;
  /** The business's trial end, for the trial lock (modules/gyms/trial-lock.ts). */
  trialEndsAt: Date | null;
}

/** The same for a client of the app. */
export interface ClientSessionState {
  kind: 'client';
  sessionVersion: number;
  gymId: number;
  active: boolean;
}

export type SessionState = UserSessionState | ClientSessionState;

async function loadUserState(db: Db, id: number): Promise<UserSessionState | null> {
  const [row] = await db
    .select({
      sessionVersion: users.sessionVersion,
      gymId: users.gymId,
      role: users.role,
      active: users.active,
      trialEndsAt: gyms.trialEndsAt,
    })
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .where(eq(users.id, id))
    .limit(1);
  return row ? { kind: 'user', ...row } : null;
}

async function loadClientState(db: Db, id: number): Promise<ClientSessionState | null> {
  const [row] = await db
    .select({ sessionVersion: clients.sessionVersion, gymId: clients.gymId, active: clients.active })
    .from(clients)
    .where(eq(clients.id, id))
    .limit(1);
  return row ? { kind: 'client', ...row } : null;
}

/**
 * The per-instance cache the authentication hook reads instead of querying on every request: a
 * subject's session version (and, for trainers, the trial end), kept for SESSION_STATE_TTL_MS.
 * A subject that does not exist is remembered too (null), so a deleted account's tokens cost no
 * query either.
 */
export class SessionStates {
  private readonly cache: TtlCache<SessionState | null>;
  private readonly watchers = new Set<(subject?: SubjectRef) => void>();

  constructor(
    private readonly db: Db,
    now: () => Date,
    options: { ttlMs?: number; maxEntries?: number } = {},
  ) {
    this.cache = new TtlCache({
      ttlMs: options.ttlMs ?? SESSION_STATE_TTL_MS,
      maxEntries: options.maxEntries ?? SESSION_STATE_MAX_ENTRIES,
      now: () => now().getTime(),
    });
  }

  get(subject: SubjectRef): Promise<SessionState | null> {
    return this.cache.get(keyOf(subject), () =>
      subject.kind === 'user' ? loadUserState(this.db, subject.id) : loadClientState(this.db, subject.id),
    );
  }

  /**
   * Call after the change committed (or when told of one): the next request of this subject reads the
   * database again, and whoever watches (the open streams) checks the subject's sessions.
   */
  forget(subject: SubjectRef): void {
    this.cache.delete(keyOf(subject));
    for (const watcher of this.watchers) watcher(subject);
  }

  /**
   * Forgets every subject, as if the TTL had passed: after missed notifications, and in tests that
   * change rows behind the API's back. Watchers check everyone's sessions.
   */
  clear(): void {
    this.cache.clear();
    for (const watcher of this.watchers) watcher();
  }

  /** Calls `watcher` with each subject forgotten (without one: all of them). Answers how to stop. */
  watch(watcher: (subject?: SubjectRef) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Database reads so far (cache misses). */
  get loads(): number {
    return this.cache.loads;
  }
}

const keyOf = (subject: SubjectRef) => `${subject.kind}:${subject.id}`;

/** What ending sessions needs besides the database: the clock and the cache to forget. */
export interface SessionEnder {
  now: () => Date;
  sessionStates: Pick<SessionStates, 'forget'>;
}

/**
 * Ends every session of one subject inside the caller's transaction: its refresh tokens are revoked
 * and its session version goes up, so access tokens issued before are refused from the next request
 * on; every instance is told at commit (session-events.ts). After the transaction commits, the
 * caller must `forget` the subject here too (see endAllSessionsNow): this instance then refuses at
 * once, without waiting for the notification. Answers the new version (undefined when the subject
 * does not exist).
 */
export async function endAllSessions(db: Db, subject: SubjectRef, now: Date): Promise<number | undefined> {
  const table = subject.kind === 'user' ? users : clients;
  const [row] = await db
    .update(table)
    .set({ sessionVersion: sql`${table.sessionVersion} + 1` })
    .where(eq(table.id, subject.id))
    .returning({ sessionVersion: table.sessionVersion });
  await revokeAllSessionsOf(db, subject, now);
  await announceSessionChange(db, subject);
  return row?.sessionVersion;
}

/** endAllSessions in its own transaction, then this instance forgets the subject. */
export async function endAllSessionsNow(deps: SessionEnder & { db: Db }, subject: SubjectRef): Promise<void> {
  await deps.db.transaction((tx) => endAllSessions(tx, subject, deps.now()));
  deps.sessionStates.forget(subject);
}
