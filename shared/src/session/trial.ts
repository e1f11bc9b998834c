export const TRIAL_DAYS = 30;
export const TRIAL_WARNING_DAYS = 7;
export const TRIAL_URGENT_DAYS = 2;

export interface TrialState {
  inTrial: boolean;
  lastWeek: boolean;
  lastTwoDays: boolean;
  expired: boolean;
  /** The top-bar alert: only in the last week, never once expired. */
  showAlert: boolean;
}

export function trialState(remainingDays: number | null | undefined): TrialState {
  const inTrial = remainingDays !== null && remainingDays !== undefined;
  const days = remainingDays ?? Number.POSITIVE_INFINITY;
  const lastWeek = inTrial && days <= TRIAL_WARNING_DAYS;
  const expired = inTrial && days <= 0;
  return {
    inTrial,
    lastWeek,
    lastTwoDays: inTrial && days <= TRIAL_URGENT_DAYS,
    expired,
    showAlert: lastWeek && !expired,
  };
}

export const dayLabel = (days: number): string => (days === 1 ? 'día' : 'días');
