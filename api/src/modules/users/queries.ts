import type { BusinessSettings } from '@coach/shared/contracts';
import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, gyms, users, type User } from '../../db/schema';
import { insertSampleClient } from '../clients/sample-client';
import type { Scope } from '../team/scope';

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
const businessColumns = { name: gyms.name, timeZone: gyms.timeZone, currency: gyms.currency, country: gyms.country };

/**
 * The user with their business's settings and the new email waiting for its link (at most one open
 * request per user: a unique partial index), in one query by primary keys.
 */
export async function findMe(
  db: Db,
  { userId: id, gymId }: Scope,
  now: Date,
): Promise<{ user: User; business: BusinessSettings; pendingEmail: string | null } | undefined> {
  const [row] = await db
    .select({ user: users, business: businessColumns, pendingEmail: emailChanges.newEmail })
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .leftJoin(
      emailChanges,
      and(
        eq(emailChanges.userId, users.id),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
        gt(emailChanges.confirmExpiresAt, now),
      ),
    )
    .where(and(eq(users.id, id), eq(users.gymId, gymId)))
    .limit(1);
  return row;
}

/**
 * Whether an address is still reserved for the user it was changed away from: while the change can
 * be undone (7 days), nobody else may take it, or the undo could not give it back.
 */
export async function isEmailReserved(db: Db, email: string, now: Date, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: emailChanges.userId })
    .from(emailChanges)
    .where(
      and(
        sql`lower(${emailChanges.oldEmail}) = lower(${email})`,
        isNotNull(emailChanges.confirmedAt),
        isNull(emailChanges.undoneAt),
        gt(emailChanges.undoExpiresAt, now),
        exceptUserId === undefined ? undefined : ne(emailChanges.userId, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface NewTrainer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  originCode: string | null;
  gymName: string;
  /** IANA zone, country and currency of the new business; undefined keeps the defaults. */
  timeZone?: string | undefined;
  country?: string | undefined;
  currency?: string | undefined;
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
        timeZone: input.timeZone,
        country: input.country,
        currency: input.currency,
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
        role: 'AD',
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
