import { agendaMessages, type SeriesChangeQuery } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { events, type EventRow } from '../../../db/schema';
import { fieldValidationError } from '../../library/validation-error';
import type { Scope } from '../../team/scope';
import type { EventCreate, EventUpdate } from './event-input';
import { seriesTimes, writtenRow } from './event-record';
import { normalizedTimes, seriesBounds, toStoredWallClock, type EventTimes } from './event-times';
import { assertEndsAfterStart, assertRuleEndsAfterStart, assertRuleStartsOnItsDays } from './event-validation';
import { cancelOccurrence, changeAll, changeFollowing, changeOccurrence, endBefore } from './series-changes';
import { lockEventInScope } from './queries';
import { lockedFieldChanged, namedOccurrence } from './series-scope';

/*
 * The trainer's events (SPEC.md sections 3 and 4). A single event changes whole; a repeating one
 * is changed through one of its occurrences and a scope (series-changes.ts).
 */

export interface EventDeps {
  db: Db;
  now: () => Date;
}

/** The columns that place a series in time, from its (checked) times and rule. */
function timeColumns(times: EventTimes, allDay: boolean, rule: string | null) {
  assertEndsAfterStart(times, allDay);
  assertRuleEndsAfterStart(rule, times);
  assertRuleStartsOnItsDays(rule, times);
  return {
    allDay,
    startsAt: toStoredWallClock(times.start),
    endsAt: toStoredWallClock(times.end),
    rrule: rule,
    ...seriesBounds(times, rule),
  };
}

/** POST /events: an event of the member who creates it. */
export async function createEvent(deps: EventDeps, scope: Scope, input: EventCreate): Promise<EventRow> {
  return createEventOfGym(deps, scope.gymId, scope.userId, input);
}

/** createEvent for the demo seeder, which has a business and a member but no request. */
export async function createEventOfGym(deps: EventDeps, gymId: number, userId: number, input: EventCreate): Promise<EventRow> {
  const now = deps.now();
  const times = normalizedTimes({ start: input.start, end: input.end }, input.allDay);
  return writtenRow(
    await deps.db
      .insert(events)
      .values({
        gymId,
        createdByUserId: userId,
        title: input.title,
        description: input.description ?? null,
        color: input.color,
        ...timeColumns(times, input.allDay, input.recurrence ?? null),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
}

/** A single event: every field changes, a repetition can be added. */
async function updateSingleEvent(tx: Db, now: Date, row: EventRow, changes: EventUpdate): Promise<EventRow> {
  const allDay = changes.allDay ?? row.allDay;
  const current = seriesTimes(row);
  const times = normalizedTimes({ start: changes.start ?? current.start, end: changes.end ?? current.end }, allDay);
  const rule = changes.recurrence !== undefined ? changes.recurrence : row.rrule;
  return writtenRow(
    await tx
      .update(events)
      .set({
        title: changes.title,
        description: changes.description,
        color: changes.color,
        ...timeColumns(times, allDay, rule),
        updatedAt: now,
      })
      .where(eq(events.id, row.id))
      .returning(),
  );
}

/** Answers the series that holds the occurrence after the change (a new one after "Este y los siguientes"). */
export async function updateEvent(deps: EventDeps, scope: Scope, id: number, query: SeriesChangeQuery, changes: EventUpdate): Promise<EventRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockEventInScope(tx, scope, id);
    const now = deps.now();
    if (row.rrule === null) return updateSingleEvent(tx, now, row, changes);
    const named = await namedOccurrence(tx, row, query);
    const locked = lockedFieldChanged(row, named, changes);
    if (locked) throw fieldValidationError([[locked, agendaMessages.recurringEventTimeLocked]]);
    switch (named.scope) {
      case 'this':
        return changeOccurrence(tx, now, row, named, changes);
      case 'following':
        return changeFollowing(tx, now, row, named, changes);
      case 'all':
        return changeAll(tx, now, row, changes);
    }
  });
}

export async function deleteEvent(deps: EventDeps, scope: Scope, id: number, query: SeriesChangeQuery): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockEventInScope(tx, scope, id);
    if (row.rrule === null) {
      await tx.delete(events).where(eq(events.id, row.id));
      return;
    }
    const named = await namedOccurrence(tx, row, query);
    switch (named.scope) {
      case 'this':
        return cancelOccurrence(tx, deps.now(), row, named);
      case 'following':
        return endBefore(tx, deps.now(), row, named);
      case 'all':
        await tx.delete(events).where(eq(events.id, row.id));
    }
  });
}
