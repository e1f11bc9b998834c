/** Length of the free trial a self-service sign-up gets (SPEC.md section 9). */
export const TRIAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** Null for a paying business; otherwise whole days left, rounded up, never negative. */
export function remainingTrialDays(trialEndsAt: Date | null, now: Date): number | null {
  if (trialEndsAt === null) return null;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** Over once its end is reached: the same instant remainingTrialDays starts answering 0. */
export const isTrialOver = (trialEndsAt: Date | null, now: Date): boolean =>
  trialEndsAt !== null && trialEndsAt.getTime() <= now.getTime();
