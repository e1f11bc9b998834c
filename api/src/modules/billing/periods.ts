import { planRecurrenceSteps, type PlanRecurrence } from '@coach/shared/contracts';
import { addDays, daysBetween } from '../agenda/recurrence/calendar-days';

/*
 * Payment periods, as pure functions of calendar dates ('YYYY-MM-DD', zone-free). A plan's periods
 * count from an anchor day (the subscription's start, or the day a plan change took effect): weekly and
 * biweekly ones by 7 and 14 days, the others by 1, 2, 3, 6 or 12 months on the anchor's day of the
 * month, or the month's last day when it has fewer days (31 Jan → 28/29 Feb → 31 Mar → 30 Apr → 31 May).
 * A period ends the day before the next one starts, or earlier when the subscription ends first.
 */

export interface PeriodDates {
  startDate: string;
  endDate: string;
}

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `months` after `date`, on its day of the month or the target month's last day. */
export function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, daysInMonth(targetYear, targetMonth)))}`;
}

/** The first day of the `n`-th period (0 is the anchor itself). */
export function periodStart(anchor: string, recurrence: PlanRecurrence, n: number): string {
  const step = planRecurrenceSteps[recurrence];
  return 'days' in step ? addDays(anchor, step.days * n) : addMonthsClamped(anchor, step.months * n);
}

/** Which period (from 0) holds `date`, for a date on or after the anchor. */
export function periodIndexAt(anchor: string, recurrence: PlanRecurrence, date: string): number {
  const step = planRecurrenceSteps[recurrence];
  if ('days' in step) return Math.floor(daysBetween(anchor, date) / step.days);
  const [anchorYear, anchorMonth] = parts(anchor);
  const [year, month] = parts(date);
  let n = Math.floor((year * 12 + month - (anchorYear * 12 + anchorMonth)) / step.months);
  // The month count is off by one at most, before the anchor's day of the month.
  while (n > 0 && periodStart(anchor, recurrence, n) > date) n -= 1;
  while (periodStart(anchor, recurrence, n + 1) <= date) n += 1;
  return n;
}

/** The natural dates (not clipped by an end) of the period that holds `date`. */
export function periodAt(anchor: string, recurrence: PlanRecurrence, date: string): PeriodDates {
  const n = periodIndexAt(anchor, recurrence, date);
  return { startDate: periodStart(anchor, recurrence, n), endDate: addDays(periodStart(anchor, recurrence, n + 1), -1) };
}

export interface PlanSegment {
  /** The day its periods count from. */
  anchor: string;
  recurrence: PlanRecurrence;
  /** The segment's last day (the subscription's end, or the day before a plan change), null: open. */
  until: string | null;
}

/*
 * The end date is included. An end on an anniversary (the first day of a period, after the anchor:
 * an annual plan from 2024-02-29 ending 2025-02-28) starts no one-day period: the period before it
 * ends on it instead (docs/decisions.md, "Prorrateo").
 */

/** `until` is the first day of a period after the anchor's. */
export function isAnniversary(anchor: string, recurrence: PlanRecurrence, until: string): boolean {
  if (until <= anchor) return false;
  return periodStart(anchor, recurrence, periodIndexAt(anchor, recurrence, until)) === until;
}

/** The last day a period may start on before `until` (null: no end). */
export function lastStartDay(anchor: string, recurrence: PlanRecurrence, until: string | null): string | null {
  if (until === null) return null;
  return isAnniversary(anchor, recurrence, until) ? addDays(until, -1) : until;
}

/**
 * Where a period that starts on `startDate` ends: its natural end, or `until` when that comes first or
 * (`absorb`, the rule) the day after. Not absorbing is for a period already paid that starts on `until`.
 */
export function clippedEnd(anchor: string, recurrence: PlanRecurrence, startDate: string, until: string | null, absorb = true): string {
  const natural = addDays(nextPeriodStart(anchor, recurrence, startDate), -1);
  // The day after the natural end is the next period's first day: an anniversary.
  return until === null || until > addDays(natural, absorb ? 1 : 0) ? natural : until;
}

/** How many days the whole period that starts on `startDate` has. */
export function fullPeriodDays(anchor: string, recurrence: PlanRecurrence, startDate: string): number {
  return daysBetween(startDate, nextPeriodStart(anchor, recurrence, startDate));
}

/**
 * The periods of a segment that start between `from` and `through` (both included), clipped to the
 * segment's end. `from` is a period start (or the anchor); earlier days are not listed.
 */
export function periodsBetween(segment: PlanSegment, from: string, through: string): PeriodDates[] {
  const stop = lastStartDay(segment.anchor, segment.recurrence, segment.until);
  const last = stop !== null && stop < through ? stop : through;
  if (from < segment.anchor) from = segment.anchor;
  const periods: PeriodDates[] = [];
  if (from > last) return periods;
  for (let n = periodIndexAt(segment.anchor, segment.recurrence, from); ; n += 1) {
    const startDate = periodStart(segment.anchor, segment.recurrence, n);
    if (startDate > last) break;
    if (startDate < from) continue;
    periods.push({ startDate, endDate: clippedEnd(segment.anchor, segment.recurrence, startDate, segment.until) });
  }
  return periods;
}

/** The day after a period's natural end: where the next one starts. */
export function nextPeriodStart(anchor: string, recurrence: PlanRecurrence, startDate: string): string {
  return periodStart(anchor, recurrence, periodIndexAt(anchor, recurrence, startDate) + 1);
}

export { addDays };
