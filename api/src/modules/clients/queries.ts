import type { clientListQuerySchema } from '@coach/shared/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients, type ClientRow } from '../../db/schema';
import { containsPattern } from './search-text';

export type ClientListFilters = z.output<typeof clientListQuerySchema>;

const sortName = sql`${clients.sortName} collate "C"`;

/** Each sort matches one (gym_id, …) index; the id breaks ties so pages never overlap. */
const orderings: Record<ClientListFilters['sort'], SQL[]> = {
  name: [asc(sortName), asc(clients.id)],
  '-name': [desc(sortName), desc(clients.id)],
  memberSince: [asc(clients.memberSince), asc(clients.id)],
  '-memberSince': [desc(clients.memberSince), desc(clients.id)],
  createdAt: [asc(clients.createdAt), asc(clients.id)],
  '-createdAt': [desc(clients.createdAt), desc(clients.id)],
};

export async function listClients(db: Db, gymId: number, filters: ClientListFilters): Promise<{ rows: ClientRow[]; total: number }> {
  const conditions: SQL[] = [eq(clients.gymId, gymId)];
  if (filters.search) conditions.push(sql`${clients.searchText} like ${containsPattern(filters.search)}`);
  if (filters.status) conditions.push(eq(clients.active, filters.status === 'active'));
  if (filters.subscriptionStatus) conditions.push(eq(clients.subscriptionStatus, filters.subscriptionStatus));
  if (filters.sample) conditions.push(eq(clients.isSample, true));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(...orderings[filters.sort])
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Scoped by gym: another business's id finds nothing, exactly like a missing one. */
export async function findClientInGym(db: Db, gymId: number, id: number): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.gymId, gymId)))
    .limit(1);
  return row;
}

export async function findClientById(db: Db, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}

/** Uses clients_app_email_unique: only clients registered in the app can sign in. */
export async function findAppClientByEmail(db: Db, email: string): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(sql`lower(${clients.email}) = lower(${email})`, sql`${clients.appRegisteredAt} is not null`))
    .limit(1);
  return row;
}

/** The sample client is there for trying the screens, not a real client: it does not count. */
export async function countRealClients(db: Db, gymId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(clients)
    .where(and(eq(clients.gymId, gymId), eq(clients.isSample, false)));
  return row?.total ?? 0;
}
