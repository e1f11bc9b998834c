import { addDays } from '../../../lib/calendar/business-clock';

/**
 * The program's day 1 for a start date: the date itself, or (aligned to Monday) the first Monday on or
 * after it, as the API counts it.
 */
export function firstProgramDay(startDate: string, alignToMonday: boolean): string {
  if (!alignToMonday || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return startDate;
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return addDays(startDate, (8 - weekday) % 7);
}
