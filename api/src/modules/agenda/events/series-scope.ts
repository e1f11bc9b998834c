import { agendaMessages, type SeriesChangeQuery, type SeriesScope } from '@coach/shared/contracts';
import type { Db } from '../../../db/client';
import type { EventExceptionRow, EventRow } from '../../../db/schema';
import { fieldValidationError } from '../../library/validation-error';
import { daysBetween, shiftDateTime } from '../recurrence/calendar-days';
import { isOccurrence } from '../recurrence/series';
import type { EventUpdate } from './event-input';
import { seriesTimes } from './event-record';
import { fromStoredWallClock, normalizedTimes, type EventTimes } from './event-times';
import { findEventException } from './queries';

/** One occurrence of a repeating event that a change names, with its times as the agenda shows them. */
export interface NamedOccurrence {
  scope: SeriesScope;
  /** Its original day. */
  occurrence: string;
  exception: EventExceptionRow | undefined;
  times: EventTimes;
}

/** The series' times moved to one of its days (the times a non-moved occurrence has). */
export function occurrenceTimes(row: EventRow, occurrence: string): EventTimes {
  const series = seriesTimes(row);
  const shift = daysBetween(row.firstDate, occurrence);
  return { start: shiftDateTime(series.start, shift), end: shiftDateTime(series.end, shift) };
}

/**
 * A change to a repeating event says which occurrence (its original day) and how far it reaches:
 * both are required, and the day has to be one the series still shows.
 */
export async function namedOccurrence(db: Db, row: EventRow, query: SeriesChangeQuery): Promise<NamedOccurrence> {
  if (!query.scope) throw fieldValidationError([['scope', agendaMessages.scopeRequired]]);
  if (!query.occurrence) throw fieldValidationError([['occurrence', agendaMessages.scopeRequired]]);
  const { occurrence, scope } = query;
  const notInSeries = () => fieldValidationError([['occurrence', agendaMessages.occurrenceNotInSeries]]);
  if (!isOccurrence(row.firstDate, row.rrule, occurrence)) throw notInSeries();
  const exception = await findEventException(db, row.id, occurrence);
  if (exception?.cancelled) throw notInSeries();
  const times =
    exception?.startsAt && exception.endsAt
      ? { start: fromStoredWallClock(exception.startsAt), end: fromStoredWallClock(exception.endsAt) }
      : occurrenceTimes(row, occurrence);
  return { scope, occurrence, exception, times };
}

/**
 * SPEC.md section 4: in a repeating event only the title, the description and the colour change.
 * One occurrence alone ("Solo este") may also move (drag and drop). Answers the first field sent
 * with another value than the occurrence has (sending the unchanged value back is not a change).
 */
export function lockedFieldChanged(row: EventRow, named: NamedOccurrence, changes: EventUpdate): string | null {
  if (changes.allDay !== undefined && changes.allDay !== row.allDay) return 'allDay';
  if (changes.recurrence !== undefined && (changes.recurrence ?? null) !== row.rrule) return 'recurrence';
  if (named.scope === 'this') return null;
  const asked = normalizedTimes({ start: changes.start ?? named.times.start, end: changes.end ?? named.times.end }, row.allDay);
  if (asked.start !== named.times.start) return 'start';
  if (asked.end !== named.times.end) return 'end';
  return null;
}
