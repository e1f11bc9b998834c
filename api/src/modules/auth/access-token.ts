import type { AccessTokenClaims } from '@coach/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { remainingTrialDays } from '../users/trial';
import type { Account } from '../users/queries';

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

export function signAccessToken(app: FastifyInstance, account: Account): string {
  const now = app.now();
  return app.jwt.sign(accessClaims(account, now), { clockTimestamp: now.getTime() });
}
