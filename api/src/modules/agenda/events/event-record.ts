import type { AgendaEvent } from '@coach/shared/contracts';
import type { EventRow } from '../../../db/schema';
import { fromStoredWallClock, type EventTimes } from './event-times';

/** The series' own times (its first occurrence's), as the API writes them. */
export const seriesTimes = (row: EventRow): EventTimes => ({ start: fromStoredWallClock(row.startsAt), end: fromStoredWallClock(row.endsAt) });

/** A stored series as every event endpoint answers it. */
export const toEvent = (row: EventRow): AgendaEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  ...seriesTimes(row),
  allDay: row.allDay,
  color: row.color,
  recurrence: row.rrule,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * An exception's description: null keeps the series' one; "" is a description removed for that
 * occurrence alone (null could not say it).
 */
export const REMOVED_DESCRIPTION = '';
export const exceptionDescription = (exception: string | null, series: string | null): string | null =>
  exception === null ? series : exception === REMOVED_DESCRIPTION ? null : exception;

/** The one row an insert or update returning() wrote. */
export function writtenRow(rows: EventRow[]): EventRow {
  const [row] = rows;
  if (!row) throw new Error('event write returned no row');
  return row;
}
