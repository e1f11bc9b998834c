import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventExceptions, events, type EventRow } from '../../../db/schema';
import { splitRule } from '../recurrence/series';
import type { EventUpdate } from './event-input';
import { REMOVED_DESCRIPTION, seriesTimes, writtenRow } from './event-record';
import { normalizedTimes, seriesBounds, toStoredWallClock } from './event-times';
import { assertEndsAfterStart } from './event-validation';
import { occurrenceTimes, type NamedOccurrence } from './series-scope';

/*
 * Changes to a repeating event, by scope, inside the caller's transaction with the series locked.
 * "Solo este" writes an exception; "Este y los siguientes" cuts the series in two (splitRule keeps
 * the total: no day lost or repeated); "Todos" changes the row. Only title, description and colour
 * reach past one occurrence (checked before, lockedFieldChanged).
 */

/** The title, description and colour sent; undefined keeps the current value. */
const textChanges = (changes: EventUpdate) => ({ title: changes.title, description: changes.description, color: changes.color });

async function touch(tx: Db, row: EventRow, now: Date): Promise<EventRow> {
  return writtenRow(await tx.update(events).set({ updatedAt: now }).where(eq(events.id, row.id)).returning());
}

/**
 * "Todos" reaches the occurrences changed alone too: a field changed for the whole series drops
 * their own value of it (a moved occurrence stays where it was moved).
 */
async function dropOverrides(tx: Db, eventId: number, changes: EventUpdate): Promise<void> {
  const dropped = {
    ...(changes.title !== undefined ? { title: null } : {}),
    ...(changes.description !== undefined ? { description: null } : {}),
    ...(changes.color !== undefined ? { color: null } : {}),
  };
  if (Object.keys(dropped).length === 0) return;
  await tx.update(eventExceptions).set(dropped).where(eq(eventExceptions.eventId, eventId));
}

/** "Solo este": the occurrence's own title, description, colour or times, as an exception. */
export async function changeOccurrence(tx: Db, now: Date, row: EventRow, named: NamedOccurrence, changes: EventUpdate): Promise<EventRow> {
  const moved = changes.start !== undefined || changes.end !== undefined;
  const times = normalizedTimes({ start: changes.start ?? named.times.start, end: changes.end ?? named.times.end }, row.allDay);
  if (moved) assertEndsAfterStart(times, row.allDay);
  const own = {
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(changes.description !== undefined ? { description: changes.description ?? REMOVED_DESCRIPTION } : {}),
    ...(changes.color !== undefined ? { color: changes.color } : {}),
    ...(moved ? { startsAt: toStoredWallClock(times.start), endsAt: toStoredWallClock(times.end) } : {}),
  };
  if (Object.keys(own).length === 0) return row;
  await tx
    .insert(eventExceptions)
    .values({ eventId: row.id, occurrence: named.occurrence, ...own })
    .onConflictDoUpdate({ target: [eventExceptions.eventId, eventExceptions.occurrence], set: own });
  return touch(tx, row, now);
}

/** "Todos": the series' title, description or colour. */
export async function changeAll(tx: Db, now: Date, row: EventRow, changes: EventUpdate): Promise<EventRow> {
  const updated = writtenRow(
    await tx
      .update(events)
      .set({ ...textChanges(changes), updatedAt: now })
      .where(eq(events.id, row.id))
      .returning(),
  );
  await dropOverrides(tx, row.id, changes);
  return updated;
}

/**
 * "Este y los siguientes": the series ends the day before the occurrence and a new one, with the
 * changes, starts on it at the same times of day; the exceptions from that day on go with it.
 * From the first occurrence on, that is the whole series.
 */
export async function changeFollowing(tx: Db, now: Date, row: EventRow, named: NamedOccurrence, changes: EventUpdate): Promise<EventRow> {
  if (row.rrule === null) throw new Error('changeFollowing needs a repeating event');
  if (Object.values(textChanges(changes)).every((value) => value === undefined)) return row;
  const split = splitRule(row.firstDate, row.rrule, named.occurrence);
  if (split.before === null) return changeAll(tx, now, row, changes);

  await tx
    .update(events)
    .set({ rrule: split.before, lastDate: seriesBounds(seriesTimes(row), split.before).lastDate, updatedAt: now })
    .where(eq(events.id, row.id));
  const times = occurrenceTimes(row, named.occurrence);
  const created = writtenRow(
    await tx
      .insert(events)
      .values({
        gymId: row.gymId,
        createdByUserId: row.createdByUserId,
        title: changes.title ?? row.title,
        description: changes.description !== undefined ? changes.description : row.description,
        color: changes.color ?? row.color,
        allDay: row.allDay,
        startsAt: toStoredWallClock(times.start),
        endsAt: toStoredWallClock(times.end),
        rrule: split.after,
        ...seriesBounds(times, split.after),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  await tx
    .update(eventExceptions)
    .set({ eventId: created.id })
    .where(and(eq(eventExceptions.eventId, row.id), gte(eventExceptions.occurrence, named.occurrence)));
  await dropOverrides(tx, created.id, changes);
  return created;
}

/** "Solo este" removed: a cancelled exception (its own changes, if any, go with it); the series is touched, as for a change. */
export async function cancelOccurrence(tx: Db, now: Date, row: EventRow, named: NamedOccurrence): Promise<void> {
  const cancelled = { cancelled: true, title: null, description: null, color: null, startsAt: null, endsAt: null };
  await tx
    .insert(eventExceptions)
    .values({ eventId: row.id, occurrence: named.occurrence, ...cancelled })
    .onConflictDoUpdate({ target: [eventExceptions.eventId, eventExceptions.occurrence], set: cancelled });
  await touch(tx, row, now);
}

/** "Este y los siguientes" removed: the series ends the day before (nothing before it: the series goes). */
export async function endBefore(tx: Db, now: Date, row: EventRow, named: NamedOccurrence): Promise<void> {
  if (row.rrule === null) throw new Error('endBefore needs a repeating event');
  const { before } = splitRule(row.firstDate, row.rrule, named.occurrence);
  if (before === null) {
    await tx.delete(events).where(eq(events.id, row.id));
    return;
  }
  await tx
    .update(events)
    .set({ rrule: before, lastDate: seriesBounds(seriesTimes(row), before).lastDate, updatedAt: now })
    .where(eq(events.id, row.id));
  await tx.delete(eventExceptions).where(and(eq(eventExceptions.eventId, row.id), gte(eventExceptions.occurrence, named.occurrence)));
}
