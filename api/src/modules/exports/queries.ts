import { EXPORT_LIMITS } from '@coach/shared/contracts';
import { and, desc, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessExports, type BusinessExportRow } from '../../db/schema';

const inProgress = inArray(businessExports.status, ['pending', 'running']);

/** The business's export, unless it expired (then it answers as a missing one: 404). */
export async function findExport(db: Db, gymId: number, id: number, now: Date): Promise<BusinessExportRow | undefined> {
  const [row] = await db
    .select()
    .from(businessExports)
    .where(and(eq(businessExports.id, id), eq(businessExports.gymId, gymId), gt(businessExports.expiresAt, now)))
    .limit(1);
  return row;
}

/** The business's newest export still kept, if any. */
export async function findLatestExport(db: Db, gymId: number, now: Date): Promise<BusinessExportRow | undefined> {
  const [row] = await db
    .select()
    .from(businessExports)
    .where(and(eq(businessExports.gymId, gymId), gt(businessExports.expiresAt, now)))
    .orderBy(desc(businessExports.id))
    .limit(1);
  return row;
}

/** The export the business has in progress, if any (at most one: business_exports_one_running). */
export async function findExportInProgress(db: Db, gymId: number): Promise<BusinessExportRow | undefined> {
  const [row] = await db
    .select()
    .from(businessExports)
    .where(and(eq(businessExports.gymId, gymId), inProgress))
    .limit(1);
  return row;
}

/** A new export, pending; undefined when the business already has one in progress. */
export async function insertExport(db: Db, gymId: number, now: Date, totalSteps: number): Promise<BusinessExportRow | undefined> {
  const [row] = await db
    .insert(businessExports)
    .values({
      gymId,
      status: 'pending',
      totalSteps,
      createdAt: now,
      heartbeatAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_LIMITS.keepHours * 60 * 60 * 1000),
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** An export in progress that gave no news for EXPORT_LIMITS.staleMinutes was left by an instance that stopped: it failed. */
export async function failStaleExports(db: Db, gymId: number, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - EXPORT_LIMITS.staleMinutes * 60 * 1000);
  await db
    .update(businessExports)
    .set({ status: 'failed', finishedAt: now })
    .where(and(eq(businessExports.gymId, gymId), inProgress, lt(businessExports.heartbeatAt, staleBefore)));
}

/** Removes expired exports (of every business) and answers their files' keys, to delete. */
export async function removeExpiredExports(db: Db, now: Date): Promise<string[]> {
  const rows = await db.delete(businessExports).where(lte(businessExports.expiresAt, now)).returning({ key: businessExports.storageKey });
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/** Moves an export in progress on (status, progress, heartbeat); false when it is no longer in progress (failed by timeout, removed). */
export async function updateExportInProgress(
  db: Db,
  id: number,
  changes: Partial<Pick<BusinessExportRow, 'status' | 'doneSteps' | 'storageKey' | 'bytes' | 'finishedAt' | 'heartbeatAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(businessExports)
    .set(changes)
    .where(and(eq(businessExports.id, id), inProgress))
    .returning({ id: businessExports.id });
  return rows.length > 0;
}
