import type { BusinessSettings } from '@coach/shared/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gyms, users, type User } from '../../db/schema';
import { insertSampleClient } from '../clients/sample-client';

/** A user with what the access token needs from their business. */
export interface Account {
  user: User;
  trialEndsAt: Date | null;
}

const accountColumns = { user: users, trialEndsAt: gyms.trialEndsAt };

/** Uses the lower(email) unique index. */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findAccountById(db: Db, id: number): Promise<Account | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findUserInGym(db: Db, id: number, gymId: number): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.gymId, gymId)))
    .limit(1);
  return row;
}

/** The settings of a business that the web formats with (GET /api/v1/me). */
const businessColumns = { name: gyms.name, timeZone: gyms.timeZone, currency: gyms.currency };

/** The user with their business's settings, in one query (the gym's primary key). */
export async function findMeInGym(
  db: Db,
  id: number,
  gymId: number,
): Promise<{ user: User; business: BusinessSettings } | undefined> {
  const [row] = await db
    .select({ user: users, business: businessColumns })
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .where(and(eq(users.id, id), eq(users.gymId, gymId)))
    .limit(1);
  return row;
}

export async function findBusinessSettings(db: Db, gymId: number): Promise<BusinessSettings | undefined> {
  const [row] = await db.select(businessColumns).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  return row;
}

export interface NewTrainer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  originCode: string | null;
  gymName: string;
  trialEndsAt: Date | null;
  now: Date;
}

/**
 * One transaction: a trainer never exists without their business, nor a business without its sample
 * client. Throws on a taken email.
 */
export async function createTrainerWithGym(db: Db, input: NewTrainer): Promise<User> {
  return db.transaction(async (tx) => {
    const [gym] = await tx
      .insert(gyms)
      .values({
        name: input.gymName,
        trialEndsAt: input.trialEndsAt,
        originCode: input.originCode,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: gyms.id, timeZone: gyms.timeZone });
    if (!gym) throw new Error('gym insert returned no row');
    const [user] = await tx
      .insert(users)
      .values({
        gymId: gym.id,
        email: input.email,
        passwordHash: input.passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        role: 'CO',
        originCode: input.originCode,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!user) throw new Error('user insert returned no row');
    await insertSampleClient(tx, gym, user.id, input.now);
    return user;
  });
}
