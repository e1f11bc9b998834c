import { taskTypeLabels, type TaskType } from '@coach/shared/contracts';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Db } from '../../../db/client';
import { todayIn } from '../../clients/sample-client';
import { exceptionDescription, seriesTimes } from '../events/event-record';
import { fromStoredWallClock, type EventTimes } from '../events/event-times';
import { occurrenceTimes } from '../events/series-scope';
import { addDays } from '../recurrence/calendar-days';
import { isOccurrence, readRule } from '../recurrence/series';
import { wallClockToInstant } from '../recurrence/wall-clock';
import { eventSeriesIn, taskSeriesIn, type EventSeries, type TaskSeries } from './feed-series';
import { icsComponent, icsDate, icsDocument, icsDuration, icsLocalDateTime, icsText, icsUtc } from './ics-text';
import type { Scope } from '../../team/scope';

/** Which series the feed holds: those with days from the recent past (to look back) to a year ahead. */
export const FEED_DAYS_BEFORE = 60;
export const FEED_DAYS_AFTER = 365;
export const CALENDAR_NAME = 'Coach · Agenda';

export const taskSummary = (task: { type: TaskType; itemName: string; clientName: string }): string =>
  `${taskTypeLabels[task.type]}: ${task.itemName} · ${task.clientName}`;

/**
 * SEQUENCE rises with every change of a series (an occurrence changed or removed alone touches its
 * series too): its last change, in seconds since 2024, fits RFC 5545's integer until 2092.
 */
const sequenceOf = (updatedAt: Date): number => Math.max(0, Math.floor((updatedAt.getTime() - Date.UTC(2024, 0, 1)) / 1000));

/** The business's zone as RFC 5545 writes it (its DST rules), or nothing for a zone the library does not know. */
function timeZoneLines(timeZone: string): string[] {
  const block = tzlib_get_ical_block(timeZone);
  const text = Array.isArray(block) ? block[0] : undefined;
  return text && text.startsWith('BEGIN:VTIMEZONE') ? text.split(/\r?\n/) : [];
}

interface Writer {
  timeZone: string;
  /** Whether the calendar carries the zone's VTIMEZONE (else local times are written in UTC). */
  zoned: boolean;
}

/** DTSTART, RECURRENCE-ID or EXDATE of a timed occurrence: local time with the TZID, or UTC. */
function timedValue(writer: Writer, name: string, local: string): string {
  return writer.zoned ? `${name};TZID=${writer.timeZone}:${icsLocalDateTime(local)}` : `${name}:${icsUtc(wallClockToInstant(local, writer.timeZone))}`;
}

/**
 * The stored rule for this series' DTSTART: an UNTIL date becomes the last instant of that day in the
 * business's zone when the series is timed (RFC 5545 wants UNTIL in UTC next to a zoned DTSTART).
 */
function ruleLine(writer: Writer, rule: string, allDay: boolean): string {
  const { until } = readRule(rule);
  if (allDay || until === null) return `RRULE:${rule}`;
  const lastInstant = new Date(wallClockToInstant(`${addDays(until, 1)}T00:00`, writer.timeZone).getTime() - 1000);
  return `RRULE:${rule.replace(/UNTIL=\d{8}/, `UNTIL=${icsUtc(lastInstant)}`)}`;
}

const textLine = (name: string, value: string | null | undefined): string[] => (value ? [`${name}:${icsText(value)}`] : []);

function eventTimesLines(writer: Writer, times: EventTimes, allDay: boolean): string[] {
  if (allDay) {
    const days = Math.max(1, Math.round((Date.parse(times.end.slice(0, 10)) - Date.parse(times.start.slice(0, 10))) / 86_400_000) + 1);
    return [`DTSTART;VALUE=DATE:${icsDate(times.start.slice(0, 10))}`, `DURATION:P${days}D`];
  }
  return [timedValue(writer, 'DTSTART', times.start), `DURATION:${icsDuration(times.start, times.end)}`];
}

/** An event as a series: the rule, the days removed alone (EXDATE), and each occurrence changed alone (RECURRENCE-ID). */
function eventComponents(writer: Writer, { row, exceptions }: EventSeries): string[] {
  const uid = `UID:event-${row.id}@coach`;
  const common = [uid, `DTSTAMP:${icsUtc(row.updatedAt)}`, `SEQUENCE:${sequenceOf(row.updatedAt)}`];
  const own = row.rrule === null ? [] : exceptions.filter((exception) => isOccurrence(row.firstDate, row.rrule, exception.occurrence));
  const originalStart = (occurrence: string) => occurrenceTimes(row, occurrence).start;
  const exdates = own
    .filter((exception) => exception.cancelled)
    .map((exception) =>
      row.allDay ? `EXDATE;VALUE=DATE:${icsDate(exception.occurrence)}` : timedValue(writer, 'EXDATE', originalStart(exception.occurrence)),
    );
  const master = icsComponent('VEVENT', [
    ...common,
    ...eventTimesLines(writer, seriesTimes(row), row.allDay),
    ...(row.rrule === null ? [] : [ruleLine(writer, row.rrule, row.allDay), ...exdates]),
    ...textLine('SUMMARY', row.title),
    ...textLine('DESCRIPTION', row.description),
  ]);
  const changed = own
    .filter((exception) => !exception.cancelled)
    .flatMap((exception) => {
      const moved = exception.startsAt && exception.endsAt ? { start: fromStoredWallClock(exception.startsAt), end: fromStoredWallClock(exception.endsAt) } : null;
      return icsComponent('VEVENT', [
        ...common,
        row.allDay ? `RECURRENCE-ID;VALUE=DATE:${icsDate(exception.occurrence)}` : timedValue(writer, 'RECURRENCE-ID', originalStart(exception.occurrence)),
        ...eventTimesLines(writer, moved ?? occurrenceTimes(row, exception.occurrence), row.allDay),
        ...textLine('SUMMARY', exception.title ?? row.title),
        ...textLine('DESCRIPTION', exceptionDescription(exception.description, row.description)),
      ]);
    });
  return [...master, ...changed];
}

/** '2026-03-08' → '08/03/2026', as the agenda writes a day. */
const dayMonthYear = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Days from `date` to `endDate`, both counted: a single task to do "by Friday" lasts until then. */
const daysThrough = (date: string, endDate: string) => Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * A client's task as an all-day series. A single task with an end date (a form to answer by Friday)
 * spans its days up to it, and says so in its description.
 */
function taskComponents(task: TaskSeries): string[] {
  const common = [`UID:task-${task.id}@coach`, `DTSTAMP:${icsUtc(task.updatedAt)}`, `SEQUENCE:${sequenceOf(task.updatedAt)}`, ...textLine('SUMMARY', taskSummary(task))];
  const own = task.rrule === null ? [] : task.exceptions.filter((exception) => isOccurrence(task.date, task.rrule, exception.occurrence));
  const master = icsComponent('VEVENT', [
    ...common,
    `DTSTART;VALUE=DATE:${icsDate(task.date)}`,
    `DURATION:P${task.rrule === null && task.endDate ? daysThrough(task.date, task.endDate) : 1}D`,
    ...(task.rrule === null ? [] : [`RRULE:${task.rrule}`]),
    ...own.filter((exception) => exception.cancelled).map((exception) => `EXDATE;VALUE=DATE:${icsDate(exception.occurrence)}`),
    ...textLine('DESCRIPTION', [task.goal, task.rrule === null && task.endDate ? `Hasta el ${dayMonthYear(task.endDate)}` : null].filter(Boolean).join('\n') || null),
  ]);
  const changed = own
    .filter((exception) => !exception.cancelled)
    .flatMap((exception) =>
      icsComponent('VEVENT', [
        ...common,
        `RECURRENCE-ID;VALUE=DATE:${icsDate(exception.occurrence)}`,
        `DTSTART;VALUE=DATE:${icsDate(exception.date ?? exception.occurrence)}`,
        'DURATION:P1D',
        ...textLine('DESCRIPTION', exception.goal ?? task.goal),
      ]),
    );
  return [...master, ...changed];
}

/**
 * The .ics text of a business's agenda (RFC 5545): each event and each client's task once, with its
 * rule, in the business's zone (its VTIMEZONE), so a calendar app expands it as the agenda does. UIDs
 * and DTSTAMPs come from the stored rows, so the same agenda always writes the same text (its ETag).
 */
export function agendaCalendar(series: { events: EventSeries[]; tasks: TaskSeries[] }, timeZone: string): string {
  const zone = timeZoneLines(timeZone);
  const writer: Writer = { timeZone, zoned: zone.length > 0 };
  return icsDocument(
    icsComponent('VCALENDAR', [
      'VERSION:2.0',
      'PRODID:-//Coach//Agenda//ES',
      'CALSCALE:GREGORIAN',
      `X-WR-CALNAME:${icsText(CALENDAR_NAME)}`,
      `X-WR-TIMEZONE:${timeZone}`,
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
      ...zone,
      ...[...series.events].sort((a, b) => a.row.id - b.row.id).flatMap((event) => eventComponents(writer, event)),
      ...[...series.tasks].sort((a, b) => a.id - b.id).flatMap(taskComponents),
    ]),
  );
}

/**
 * The member's feed as of `now`, what their agenda shows (an administrator's: the business's; a
 * trainer's: their events and their clients' tasks): the series with days from FEED_DAYS_BEFORE days
 * ago to FEED_DAYS_AFTER ahead.
 */
export async function memberCalendar(db: Db, owner: { scope: Scope; timeZone: string }, now: Date): Promise<string> {
  const today = todayIn(owner.timeZone, now);
  const from = addDays(today, -FEED_DAYS_BEFORE);
  const to = addDays(today, FEED_DAYS_AFTER);
  const [events, tasks] = await Promise.all([eventSeriesIn(db, owner.scope, from, to), taskSeriesIn(db, owner.scope, from, to)]);
  return agendaCalendar({ events, tasks }, owner.timeZone);
}
