import type { AccessTokenClaims } from '@coach/shared/contracts';
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
  isAllowed: () => true,
  claims: accessClaims,
};
