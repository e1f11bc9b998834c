import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bodyMeasurements, clients } from '../../db/schema';

/** The newest measurement with a weight (by day, then the later entry), if any. */
export interface Weighing {
  id: number;
  weightKg: string;
}

export async function newestWeighing(tx: Db, clientId: number): Promise<Weighing | undefined> {
  const [row] = await tx
    .select({ id: bodyMeasurements.id, weightKg: bodyMeasurements.weightKg })
    .from(bodyMeasurements)
    .where(and(eq(bodyMeasurements.clientId, clientId), isNotNull(bodyMeasurements.weightKg)))
    .orderBy(desc(bodyMeasurements.date), desc(bodyMeasurements.id))
    .limit(1);
  return row?.weightKg == null ? undefined : { id: row.id, weightKg: row.weightKg };
}

/**
 * "The client's weight is the latest" (docs/decisions.md, Progreso): after a measurement is written
 * or removed inside `tx`, the client's weight_kg takes the newest weighing's weight when that weighing
 * is another one than before, or its weight changed. A write that leaves the newest weighing as it was
 * (a waist alone, an older weighing) leaves the client's weight alone, so a weight the trainer typed
 * on the client's record stays until a newer weighing arrives; with no weighing left, it stays too.
 */
export async function followNewestWeighing(tx: Db, clientId: number, before: Weighing | undefined, now: Date): Promise<void> {
  const after = await newestWeighing(tx, clientId);
  if (!after || (before && before.id === after.id && Number(before.weightKg) === Number(after.weightKg))) return;
  await tx.update(clients).set({ weightKg: after.weightKg, updatedAt: now }).where(eq(clients.id, clientId));
}
