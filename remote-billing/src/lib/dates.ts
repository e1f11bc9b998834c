import { formatCalendarDate } from '@coach/shared';

/** 'YYYY-MM-DD' plus n days (calendar arithmetic in UTC, so no zone or daylight saving moves it). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first day of the month of a 'YYYY-MM-DD' date. */
export const monthStart = (date: string): string => `${date.slice(0, 8)}01`;

/** '01/03/2026 – 31/03/2026'. */
export const formatPeriodRange = (from: string, to: string): string => `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
