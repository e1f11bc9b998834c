import { addDays, daysBetween } from '../recurrence/calendar-days';
import { lastOccurrence } from '../recurrence/series';

/*
 * An event's times: wall-clock 'YYYY-MM-DDTHH:mm' of the business's zone in the API, and the same
 * time as the `timestamp without time zone` columns read and write it ('YYYY-MM-DD HH:mm:ss').
 */

/** '2026-03-02 07:30:00' → '2026-03-02T07:30'. */
export const fromStoredWallClock = (stored: string): string => `${stored.slice(0, 10)}T${stored.slice(11, 16)}`;

/** '2026-03-02T07:30' → '2026-03-02 07:30:00'. */
export const toStoredWallClock = (local: string): string => `${local.slice(0, 10)} ${local.slice(11, 16)}:00`;

export const dayOf = (local: string): string => local.slice(0, 10);
export const timeOf = (local: string): string => local.slice(11, 16);

export interface EventTimes {
  start: string;
  end: string;
}

/** All-day events keep their days only: both times are 00:00 and the end is the last day (included). */
export const normalizedTimes = (times: EventTimes, allDay: boolean): EventTimes =>
  allDay ? { start: `${dayOf(times.start)}T00:00`, end: `${dayOf(times.end)}T00:00` } : times;

/** A timed event has to last; an all-day one may start and end the same day. */
export const endsAfterStart = (times: EventTimes, allDay: boolean): boolean =>
  allDay ? dayOf(times.end) >= dayOf(times.start) : times.end > times.start;

/** Whole days from an occurrence's first day to its last (0 for an event within one day). */
export const lengthInDays = (times: EventTimes): number => daysBetween(dayOf(times.start), dayOf(times.end));

/**
 * The days a series can touch: from its start's day to the last occurrence's last day (null: it
 * never ends). Kept in first_date/last_date, so a range query reads only the series that may show.
 */
export function seriesBounds(times: EventTimes, rule: string | null): { firstDate: string; lastDate: string | null } {
  const firstDate = dayOf(times.start);
  const last = lastOccurrence(firstDate, rule);
  return { firstDate, lastDate: last === null ? null : addDays(last, lengthInDays(times)) };
}
