import type { Db } from '../../db/client';
import { findAccountByEmail } from '../users/queries';
import { addDays, remainingTrialDays } from '../users/trial';
import { setGymTrialEnd } from './queries';

/** The business an admin command changed, as the command reports it. */
export interface TrialChange {
  email: string;
  gymId: number;
  gymName: string;
  trialEndsAt: Date | null;
  remainingDays: number | null;
}

async function setTrialEndByEmail(db: Db, email: string, trialEndsAt: Date | null, now: Date): Promise<TrialChange | undefined> {
  const account = await findAccountByEmail(db, email.trim());
  if (!account) return undefined;
  const gym = await setGymTrialEnd(db, account.user.gymId, trialEndsAt, now);
  if (!gym) return undefined;
  return {
    email: account.user.email,
    gymId: gym.id,
    gymName: gym.name,
    trialEndsAt: gym.trialEndsAt,
    remainingDays: remainingTrialDays(gym.trialEndsAt, now),
  };
}

/**
 * `admin trial`: the trial of the user's business ends `days` from now. 0 or a negative number ends
 * it at once (demos and tests of the lock). Undefined when no user has that email.
 */
export const setTrialDays = (db: Db, email: string, days: number, now: Date) =>
  setTrialEndByEmail(db, email, addDays(now, days), now);

/** `admin paid`: the business pays; no trial end, so no countdown and no lock. */
export const markPaid = (db: Db, email: string, now: Date) => setTrialEndByEmail(db, email, null, now);
