import { daysIncluded, prorateAmount, type PlanRecurrence } from '@coach/shared/contracts';
import { addDays, fullPeriodDays, nextPeriodStart, periodsBetween, type PeriodDates } from './periods';

/*
 * What a subscription owes up to a day, as a pure function: the periods that start from its
 * `refreshOn` to `today`, with the plan (and amount) of each, the scheduled plan change applied when
 * its day comes, and the day it needs this again. The database side (catch-up.ts) only stores it.
 */

export interface SubscriptionState {
  planId: number;
  startDate: string;
  endDate: string | null;
  anchorDate: string;
  scheduledPlanId: number | null;
  scheduledFrom: string | null;
  refreshOn: string | null;
}

export interface PlanTerms {
  recurrence: PlanRecurrence;
  amount: number;
}

export interface DuePeriod extends PeriodDates {
  planId: number;
  /** The plan's amount, prorated when the subscription's end cuts the period short. */
  amount: number;
  /** The plan's amount for the whole period. */
  fullAmount: number;
}

/** The subscription's current plan segment: its anchor, recurrence and last day. */
export function currentSegment(state: SubscriptionState, recurrence: PlanRecurrence) {
  const beforeChange = state.scheduledFrom === null ? null : addDays(state.scheduledFrom, -1);
  const until = [state.endDate, beforeChange].filter((day): day is string => day !== null).sort()[0] ?? null;
  return { anchor: state.anchorDate, recurrence, until };
}

/**
 * The periods due by `today` that are not written yet (from `refreshOn` on), and the state after them.
 * `refreshOn` becomes the next period's start, or the day after the end while the subscription has not
 * ended (its clients' status changes then), or null once nothing more will happen.
 */
export function advance(state: SubscriptionState, termsOf: (planId: number) => PlanTerms, today: string): { periods: DuePeriod[]; state: SubscriptionState } {
  const next: SubscriptionState = { ...state };
  const periods: DuePeriod[] = [];
  let cursor = state.refreshOn;
  while (cursor !== null) {
    if (next.endDate !== null && cursor > next.endDate) {
      cursor = null;
      break;
    }
    if (cursor > today) break;
    if (next.scheduledFrom !== null && next.scheduledPlanId !== null && cursor >= next.scheduledFrom) {
      next.planId = next.scheduledPlanId;
      next.anchorDate = next.scheduledFrom;
      cursor = next.scheduledFrom;
      next.scheduledPlanId = null;
      next.scheduledFrom = null;
      continue;
    }
    const terms = termsOf(next.planId);
    const [period] = periodsBetween(currentSegment(next, terms.recurrence), cursor, cursor);
    if (!period) {
      // An end on an anniversary (no period starts on it), or not a period start (cannot happen for a
      // state this module wrote): resume at the next one, past the end.
      cursor = nextPeriodStart(next.anchorDate, terms.recurrence, cursor);
      continue;
    }
    const days = daysIncluded(period.startDate, period.endDate);
    const amount = prorateAmount(terms.amount, days, fullPeriodDays(next.anchorDate, terms.recurrence, period.startDate));
    periods.push({ ...period, planId: next.planId, amount, fullAmount: terms.amount });
    cursor = nextPeriodStart(next.anchorDate, terms.recurrence, period.startDate);
  }
  if (cursor === null) next.refreshOn = next.endDate !== null && next.endDate >= today ? addDays(next.endDate, 1) : null;
  else next.refreshOn = cursor;
  return { periods, state: next };
}

/**
 * Where writing periods resumes after the subscription's dates changed (an end date moved, periods
 * removed): the start after its latest period, or its anchor when the current plan has none yet.
 */
export function resumeFrom(state: SubscriptionState, recurrence: PlanRecurrence, latestStart: string | null): string {
  if (latestStart === null || latestStart < state.anchorDate) return state.anchorDate;
  return nextPeriodStart(state.anchorDate, recurrence, latestStart);
}
