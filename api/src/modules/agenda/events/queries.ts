import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventExceptions, events, type EventExceptionRow, type EventRow } from '../../../db/schema';
import { notFound } from '../../../http/api-error';

/** The business's event, or undefined: another business's id is exactly as missing as one that does not exist. */
export async function findEventInGym(db: Db, gymId: number, id: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.gymId, gymId)))
    .limit(1);
  return row;
}

/** Locks the business's event for a change inside `tx` (404 when it is not the business's). */
export async function lockEventInGym(tx: Db, gymId: number, id: number): Promise<EventRow> {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.gymId, gymId)))
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
