import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** A member as other records name them (a client's trainer, a chat message's author). */
export interface MemberName {
  id: number;
  firstName: string;
  lastName: string;
  image: string | null;
}

/** Who is who in a business: a handful of rows, read once per answer instead of a join per row. */
export type MemberNames = ReadonlyMap<number, MemberName>;

export async function memberNames(db: Db, gymId: number): Promise<MemberNames> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image })
    .from(users)
    .where(eq(users.gymId, gymId))
    .orderBy(asc(users.id));
  return new Map(rows.map((row) => [row.id, row]));
}

export const memberOf = (names: MemberNames, id: number | null | undefined): MemberName | null =>
  id === null || id === undefined ? null : (names.get(id) ?? null);
