import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gyms, supportRequests, users } from '../../db/schema';

/** The account a request comes from, as the support mail names it; null if it is not in this gym. */
export async function findRequester(db: Db, gymId: number, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      gymId: gyms.id,
      gymName: gyms.name,
    })
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .where(and(eq(users.id, userId), eq(users.gymId, gymId)));
  return row ?? null;
}

/** Whether an account uses this address (told to support only, never to whoever asks). */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, gymId: gyms.id, gymName: gyms.name })
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function insertSupportRequest(
  db: Db,
  values: {
    gymId: number | null;
    userId: number | null;
    email?: string | null;
    message: string;
    screen: string;
    createdAt: Date;
    emailedAt: Date | null;
  },
) {
  const [row] = await db.insert(supportRequests).values(values).returning({ id: supportRequests.id, createdAt: supportRequests.createdAt });
  if (!row) throw new Error('support request insert returned no row');
  return row;
}
