import { trialExpiredMessage } from '@coach/shared/contracts';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError, unauthorized } from '../../http/api-error';
import { isTrialOver } from '../users/trial';
import { findGymTrialEnd } from './queries';

/**
 * What a business whose trial ended may still call under /api/v1 (SPEC.md section 6: everything is
 * blocked except contact and logout): its profile, which the lock screen shows, and the action log,
 * so that contact and logout from that screen are recorded. /auth (login, refresh, logout, reset)
 * is outside /api/v1 and never locked.
 */
export const TRIAL_UNLOCKED_ROUTES: ReadonlySet<string> = new Set(['GET /api/v1/me', 'POST /api/v1/actionlogs']);

export const trialExpired = () => new ApiError(402, 'TRIAL_EXPIRED', trialExpiredMessage);

/**
 * Runs after authentication on every /api/v1 route. It reads the gym's trial end from the database,
 * not the token's remainingDays: a token issued before the trial ended (or before an admin moved
 * the date) would still say there are days left.
 */
export function trialLock(deps: { db: Db; now: () => Date }): onRequestAsyncHookHandler {
  return async (request) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (TRIAL_UNLOCKED_ROUTES.has(`${method} ${request.routeOptions.url ?? ''}`)) return;
    const gym = await findGymTrialEnd(deps.db, request.user.gymId);
    // A token can outlive its business (deleted account): that session is no longer valid.
    if (!gym) throw unauthorized();
    if (isTrialOver(gym.trialEndsAt, deps.now())) throw trialExpired();
  };
}
