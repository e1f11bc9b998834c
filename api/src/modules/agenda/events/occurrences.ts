import type { EventOccurrence } from '@coach/shared/contracts';
import { and, eq, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventExceptions, events, type EventExceptionRow, type EventRow } from '../../../db/schema';
import { trainerFilterOf, type Scope } from '../../team/scope';
import { addDays } from '../recurrence/calendar-days';
import { expandSeries, type SeriesException } from '../recurrence/series';
import { exceptionDescription } from './event-record';
import { dayOf, fromStoredWallClock, lengthInDays, toStoredWallClock, type EventTimes } from './event-times';
import { occurrenceTimes } from './series-scope';

type ExpandableException = EventExceptionRow & SeriesException;

const expandable = (row: EventExceptionRow): ExpandableException => ({ ...row, movedTo: row.startsAt ? row.startsAt.slice(0, 10) : null });

const movedTimes = (exception: EventExceptionRow): EventTimes | null =>
  exception.startsAt && exception.endsAt ? { start: fromStoredWallClock(exception.startsAt), end: fromStoredWallClock(exception.endsAt) } : null;

/**
 * The business's event occurrences that touch `from`–`to` (both included; an event of several days
 * touches every day it spans), with the changes made to single occurrences, in order of start.
 * Two queries: the series that may show (their days intersect the range, by events_gym_dates_idx,
 * or one of their occurrences was moved into it), then the exceptions that matter to them.
 */
/** The business's events in the range; with `createdBy`, only that member's. */
export async function listEventOccurrencesOfGym(db: Db, gymId: number, from: string, to: string, createdBy?: number): Promise<EventOccurrence[]> {
  const rangeStart = toStoredWallClock(`${from}T00:00`);
  const rangeEnd = toStoredWallClock(`${addDays(to, 1)}T00:00`);
  const movedIntoRange = and(lt(eventExceptions.startsAt, rangeEnd), gte(eventExceptions.endsAt, rangeStart));
  const series = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.gymId, gymId),
        createdBy === undefined ? undefined : eq(events.createdByUserId, createdBy),
        or(
          and(lte(events.firstDate, to), or(isNull(events.lastDate), gte(events.lastDate, from))),
          inArray(events.id, db.select({ id: eventExceptions.eventId }).from(eventExceptions).where(movedIntoRange)),
        ),
      ),
    );
  if (series.length === 0) return [];

  // An occurrence that starts up to its length before `from` still reaches into the range.
  const longest = Math.max(...series.map((row) => lengthInDays({ start: row.startsAt, end: row.endsAt })));
  const repeating = series.filter((row) => row.rrule !== null).map((row) => row.id);
  const exceptions =
    repeating.length === 0
      ? []
      : await db
          .select()
          .from(eventExceptions)
          .where(
            and(
              inArray(eventExceptions.eventId, repeating),
              or(and(gte(eventExceptions.occurrence, addDays(from, -longest)), lte(eventExceptions.occurrence, to)), movedIntoRange),
            ),
          );
  const exceptionsBySeries = new Map<number, ExpandableException[]>();
  for (const exception of exceptions) {
    const own = exceptionsBySeries.get(exception.eventId) ?? [];
    own.push(expandable(exception));
    exceptionsBySeries.set(exception.eventId, own);
  }

  const occurrences = series.flatMap((row) => occurrencesOf(row, exceptionsBySeries.get(row.id) ?? [], from, to));
  return occurrences.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
}

/** The events a member sees in the range: an administrator the business's, a CO only those they created. */
export async function listEventOccurrences(db: Db, scope: Scope, from: string, to: string): Promise<EventOccurrence[]> {
  return listEventOccurrencesOfGym(db, scope.gymId, from, to, trainerFilterOf(scope));
}

function occurrencesOf(row: EventRow, exceptions: ExpandableException[], from: string, to: string): EventOccurrence[] {
  const lengths = [row, ...exceptions].flatMap((item) => (item.startsAt && item.endsAt ? [lengthInDays({ start: item.startsAt, end: item.endsAt })] : []));
  const reach = Math.max(0, ...lengths);
  return expandSeries(row.firstDate, row.rrule, exceptions, addDays(from, -reach), to).flatMap(({ occurrence, exception }) => {
    const times = (exception && movedTimes(exception)) ?? occurrenceTimes(row, occurrence);
    if (dayOf(times.start) > to || dayOf(times.end) < from) return [];
    return [
      {
        kind: 'event' as const,
        id: row.id,
        occurrence,
        title: exception?.title ?? row.title,
        description: exception ? exceptionDescription(exception.description, row.description) : row.description,
        ...times,
        allDay: row.allDay,
        color: exception?.color ?? row.color,
        recurrence: row.rrule,
        changed: exception !== null,
      },
    ];
  });
}
