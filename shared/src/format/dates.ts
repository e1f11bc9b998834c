// Dates and times as the business sees them: in its IANA time zone, never UTC and never the browser's.
// Intl.DateTimeFormat does the zone arithmetic (see README.md here for why not dayjs's timezone plugin).
// Every function answers '' for an input it cannot read, so a bad value never breaks a screen.

/** A date without time, as the API sends it: 'YYYY-MM-DD'. */
export type CalendarDate = string;

/** An instant as the API sends it (ISO 8601 with Z or an offset), or a Date. */
export type Instant = string | Date;

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A time and a zone are required: '2024-03-05' or '2024-03-05T10:00' alone would be read in the
// browser's zone (or as UTC midnight) and could land on another day.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one.
const wallClockFormats: Record<string, Intl.DateTimeFormat> = {};

function wallClockFormat(timeZone: string): Intl.DateTimeFormat | null {
  if (typeof timeZone !== 'string' || !timeZone) return null;
  const cached = wallClockFormats[timeZone];
  if (cached) return cached;
  try {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h23, not hour12: false: some engines print midnight as "24" with the latter.
      hourCycle: 'h23',
    });
    wallClockFormats[timeZone] = format;
    return format;
  } catch {
    return null; // RangeError: not an IANA zone this engine knows.
  }
}

/** Whether `timeZone` is an IANA zone the browser knows ('America/Argentina/Buenos_Aires', 'UTC'…). */
export const isValidTimeZone = (timeZone: string): boolean => wallClockFormat(timeZone) !== null;

/** The browser's (or server's) own IANA zone, or undefined when the runtime does not say. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function toDate(instant: Instant | null | undefined): Date | null {
  if (instant instanceof Date) return Number.isNaN(instant.getTime()) ? null : instant;
  if (typeof instant !== 'string') return null;
  const text = instant.trim();
  // Engines roll '2024-02-30T…' over to 1 March instead of refusing it.
  if (!ISO_INSTANT.test(text) || !isCalendarDate(text.slice(0, 10))) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The wall clock of `instant` in `timeZone`, or null when either cannot be read. */
function wallClock(instant: Instant | null | undefined, timeZone: string): WallClock | null {
  const date = toDate(instant);
  const format = wallClockFormat(timeZone);
  if (!date || !format) return null;
  const parts: Partial<WallClock> = {};
  for (const part of format.formatToParts(date)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day' || part.type === 'hour' || part.type === 'minute') {
      parts[part.type] = part.value;
    }
  }
  const { year, month, day, hour, minute } = parts;
  if (!year || !month || !day || !hour || !minute) return null;
  return { year: year.padStart(4, '0'), month, day, hour, minute };
}

/** The calendar date ('YYYY-MM-DD') that `instant` falls on in `timeZone`; '' if unreadable. */
export function calendarDateIn(instant: Instant | null | undefined, timeZone: string): CalendarDate {
  const clock = wallClock(instant, timeZone);
  return clock ? `${clock.year}-${clock.month}-${clock.day}` : '';
}

/**
 * Today in the business's zone, 'YYYY-MM-DD'. At 22:00 in Buenos Aires it is still that day there,
 * although it is already the next one in UTC. '' for an unknown zone.
 */
export const todayIn = (timeZone: string, now: Date = new Date()): CalendarDate => calendarDateIn(now, timeZone);

/** Whether `value` is a real 'YYYY-MM-DD' date (2024-02-29 is, 2023-02-29 is not). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2024-03-05' → '05/03/2024'. A calendar date has no zone: it reads the same everywhere. */
export function formatCalendarDate(date: CalendarDate | null | undefined): string {
  if (!isCalendarDate(date)) return '';
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** The date of an instant in the business's zone: '05/03/2024'. */
export function formatInstantDate(instant: Instant | null | undefined, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return clock ? `${clock.day}/${clock.month}/${clock.year}` : '';
}

/** Day and month of an instant in the business's zone, for dates close to today: '05/03'. */
export function formatInstantDayMonth(instant: Instant | null | undefined, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return clock ? `${clock.day}/${clock.month}` : '';
}

/** The time of an instant in the business's zone, 24 h: '14:30', '00:05'. */
export function formatInstantTime(instant: Instant | null | undefined, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return clock ? `${clock.hour}:${clock.minute}` : '';
}

/** Date and time of an instant in the business's zone: '05/03/2024 14:30'. */
export function formatInstantDateTime(instant: Instant | null | undefined, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return clock ? `${clock.day}/${clock.month}/${clock.year} ${clock.hour}:${clock.minute}` : '';
}
