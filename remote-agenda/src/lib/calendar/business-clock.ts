import { calendarDateIn, formatInstantTime } from '@coach/shared';

/*
 * FullCalendar runs with `timeZone: 'UTC'` and is fed the business's wall-clock strings as they come
 * ('YYYY-MM-DDTHH:mm'), so nothing is shifted by the browser's zone. The Dates it hands back are then
 * "wall clock stored as UTC": read them with the UTC getters, as these helpers do.
 */

/** The business's current wall clock, 'YYYY-MM-DDTHH:mm:00' (FullCalendar's `now`): "today" is the business's today. */
export function businessNow(timeZone: string, now: Date = new Date()): string {
  const date = calendarDateIn(now, timeZone);
  const time = formatInstantTime(now, timeZone);
  return date && time ? `${date}T${time}:00` : now.toISOString().slice(0, 19);
}

/** The business's today, 'YYYY-MM-DD'. */
export const businessToday = (timeZone: string, now: Date = new Date()): string => businessNow(timeZone, now).slice(0, 10);

/** A FullCalendar Date (wall clock as UTC) as 'YYYY-MM-DD'. */
export const toDateString = (date: Date): string => date.toISOString().slice(0, 10);

/** A FullCalendar Date (wall clock as UTC) as 'YYYY-MM-DDTHH:mm', the API's wall-clock format. */
export const toLocalDateTime = (date: Date): string => date.toISOString().slice(0, 16);

/** 'YYYY-MM-DD' plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DDTHH:mm' plus `minutes`. */
export function addMinutes(dateTime: string, minutes: number): string {
  return toLocalDateTime(new Date(Date.parse(`${dateTime}:00Z`) + minutes * 60_000));
}
