import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gyms } from '../../db/schema';

/** Primary-key lookup: cheap enough to run on every locked request. */
export async function findGymTrialEnd(db: Db, gymId: number): Promise<{ trialEndsAt: Date | null } | undefined> {
  const [row] = await db.select({ trialEndsAt: gyms.trialEndsAt }).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  return row;
}

export async function setGymTrialEnd(db: Db, gymId: number, trialEndsAt: Date | null, now: Date) {
  const [row] = await db
    .update(gyms)
    .set({ trialEndsAt, updatedAt: now })
    .where(eq(gyms.id, gymId))
    .returning({ id: gyms.id, name: gyms.name, trialEndsAt: gyms.trialEndsAt });
  return row;
}
