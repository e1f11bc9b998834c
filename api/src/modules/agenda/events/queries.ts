import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventExceptions, events, type EventExceptionRow, type EventRow } from '../../../db/schema';
import { notFound } from '../../../http/api-error';
import { trainerFilterOf, type Scope } from '../../team/scope';

/**
 * The events a member reaches: the business's, and for a CO only those they created (as their
 * agenda lists them). Another business's, or another trainer's, is exactly as missing as an id that
 * does not exist.
 */
export function eventsInScope(scope: Scope): SQL {
  const createdBy = trainerFilterOf(scope);
  return and(eq(events.gymId, scope.gymId), createdBy === undefined ? undefined : eq(events.createdByUserId, createdBy))!;
}

/** The event the member reaches, or undefined. */
export async function findEventInScope(db: Db, scope: Scope, id: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eventsInScope(scope)))
    .limit(1);
  return row;
}

/** Locks the event the member reaches for a change inside `tx` (404 when it does not reach it). */
export async function lockEventInScope(tx: Db, scope: Scope, id: number): Promise<EventRow> {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, id), eventsInScope(scope)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The exception of one occurrence (by its original day), if it has one. */
export async function findEventException(db: Db, eventId: number, occurrence: string): Promise<EventExceptionRow | undefined> {
  const [row] = await db
    .select()
    .from(eventExceptions)
    .where(and(eq(eventExceptions.eventId, eventId), eq(eventExceptions.occurrence, occurrence)))
    .limit(1);
  return row;
}
