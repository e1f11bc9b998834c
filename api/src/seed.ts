import { count } from 'drizzle-orm';
import type { Db } from './db/client';
import { isUniqueViolation } from './db/errors';
import { users } from './db/schema';
import { hashPassword } from './modules/sessions/passwords';
import { createTrainerWithGym } from './modules/users/queries';
import { TRIAL_DAYS, addDays } from './modules/users/trial';

/** The account `pnpm start` prints, so anyone can sign in on a fresh database. */
export const DEMO_CREDENTIALS = { email: 'demo@coach.app', password: 'Demo1234' } as const;
export const DEMO_BUSINESS_NAME = 'Estudio Demo';

/** Seeds only an empty database; returns whether it did. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return false;
  try {
    await createTrainerWithGym(db, {
      firstName: 'Sofía',
      lastName: 'Demo',
      email: DEMO_CREDENTIALS.email,
      phone: null,
      passwordHash: await hashPassword(DEMO_CREDENTIALS.password),
      originCode: null,
      gymName: DEMO_BUSINESS_NAME,
      trialEndsAt: addDays(now, TRIAL_DAYS),
      now,
    });
    return true;
  } catch (error) {
    // Another instance starting at the same time seeded first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
