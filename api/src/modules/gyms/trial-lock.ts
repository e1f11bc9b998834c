import { trialExpiredMessage } from '@coach/shared/contracts';
import type { onRequestAsyncHookHandler } from 'fastify';
import { ApiError, unauthorized } from '../../http/api-error';
import { isTrialOver } from '../users/trial';

/**
 * What a business whose trial ended may still call under /api/v1 (SPEC.md section 6: everything is
 * blocked except contact and logout): its profile, which the lock screen shows, and the action log,
 * so that contact and logout from that screen are recorded. /auth (login, refresh, logout, reset)
 * is outside /api/v1 and never locked.
 */
export const TRIAL_UNLOCKED_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/v1/me',
  'POST /api/v1/actionlogs',
  // The lock screen's "Contactarnos" (without SUPPORT_PHONE, the in-app help form): contact is allowed.
  'POST /api/v1/support-requests',
  // "Cerrar sesión en todos los dispositivos" is a way out, like logout: never behind the lock.
  'POST /api/v1/me/sessions/revoke',
]);

export const trialExpired = () => new ApiError(402, 'TRIAL_EXPIRED', trialExpiredMessage);

/**
 * Runs after authentication on every /api/v1 route. It takes the gym's trial end from the row that
 * authentication read (the same cached read that checked the session version: no query of its own),
 * not from the token's remainingDays: a token issued before the trial ended (or before an admin
 * moved the date) would still say there are days left.
 */
export function trialLock(deps: { now: () => Date }): onRequestAsyncHookHandler {
  return async (request) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (TRIAL_UNLOCKED_ROUTES.has(`${method} ${request.routeOptions.url ?? ''}`)) return;
    const state = request.sessionState;
    // Only a trainer's session reaches here (the role check runs first); anything else is not valid.
    if (state?.kind !== 'user') throw unauthorized();
    if (isTrialOver(state.trialEndsAt, deps.now())) throw trialExpired();
  };
}
