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
/** The demo business's client registered in the clients' app (src/demo/app-client.ts), printed beside the trainer's. */
export const DEMO_APP_CREDENTIALS = { email: 'cliente@coach.app', password: 'Demo1234' } as const;

export interface DemoAccount {
  gymId: number;
  trainerId: number;
}

/**
 * Seeds only an empty database: the demo trainer, their business and its sample client. Answers the
 * account it created, or null when the database had users (then nothing is written, ever: the demo
 * business of src/demo is only written right after this, into the account just created).
 */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<DemoAccount | null> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return null;
  try {
    const user = await createTrainerWithGym(db, {
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
    return { gymId: user.gymId, trainerId: user.id };
  } catch (error) {
    // Another instance starting at the same time seeded first.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
