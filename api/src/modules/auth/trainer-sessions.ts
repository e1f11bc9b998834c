import type { AccessTokenClaims } from '@coach/shared/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { APP_LAST_SEEN_GRANULARITY_MS } from '../client-app/client-sessions';
import type { SessionKind } from '../sessions/token-pair';
import { remainingTrialDays } from '../users/trial';
import { findAccountById, type Account } from '../users/queries';

/** The claims of SPEC.md section 3, exactly; remainingDays is recomputed on every issue. */
export function accessClaims({ user, trialEndsAt }: Account, now: Date): AccessTokenClaims {
  return {
    id: user.id,
    username: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
    gym_id: user.gymId,
    image: user.image,
    remainingDays: remainingTrialDays(trialEndsAt, now),
  };
}

/**
 * The web app's sessions (trainers and admins): rotated at /auth/login/refresh. Every rotation reads
 * the user again, so new names, email, photo or trial days reach the token then; a user that no
 * longer exists has no session (their tokens went with them).
 */
export const trainerSessions: SessionKind<Account> = {
  kind: 'user',
  idOf: (account) => account.user.id,
  versionOf: (account) => account.user.sessionVersion,
  find: findAccountById,
  // A deactivated member (Equipo) keeps no session.
  isAllowed: (account) => account.user.active,
  claims: accessClaims,
  onIssued: (db, account, now) => touchLastSeen(db, account.user.id, now),
};

/** Equipo's "última vez": written on sign-in and rotation, at most every few minutes per member. */
async function touchLastSeen(db: Db, userId: number, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - APP_LAST_SEEN_GRANULARITY_MS);
  await db
    .update(users)
    .set({ lastSeenAt: now, updatedAt: sql`${users.updatedAt}` })
    .where(and(eq(users.id, userId), or(isNull(users.lastSeenAt), lt(users.lastSeenAt, staleBefore))));
}
