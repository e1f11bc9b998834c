import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gyms } from '../../db/schema';

export async function setGymTrialEnd(db: Db, gymId: number, trialEndsAt: Date | null, now: Date) {
  const [row] = await db
    .update(gyms)
    .set({ trialEndsAt, updatedAt: now })
    .where(eq(gyms.id, gymId))
    .returning({ id: gyms.id, name: gyms.name, trialEndsAt: gyms.trialEndsAt });
  return row;
}
