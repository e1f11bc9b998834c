import type { AdherenceSort, clientListQuerySchema } from '@coach/shared/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { clientCounts, clients, type ClientRow } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { clientsInScope, trainerFilterOf, type Scope } from '../team/scope';
import { containsPattern } from './search-text';

export type ClientListFilters = z.output<typeof clientListQuerySchema>;
/** The sorts the database orders by an index (adherence sorts: adherence-list.ts). */
export type IndexedSort = Exclude<ClientListFilters['sort'], AdherenceSort>;
export type IndexedListFilters = ClientListFilters & { sort: IndexedSort };

const sortName = sql`${clients.sortName} collate "C"`;

/** Each sort matches one (gym_id, …) index; the id breaks ties so pages never overlap. */
const orderings: Record<IndexedSort, SQL[]> = {
  name: [asc(sortName), asc(clients.id)],
  '-name': [desc(sortName), desc(clients.id)],
  memberSince: [asc(clients.memberSince), asc(clients.id)],
  '-memberSince': [desc(clients.memberSince), desc(clients.id)],
  createdAt: [asc(clients.createdAt), asc(clients.id)],
  '-createdAt': [desc(clients.createdAt), desc(clients.id)],
};

/** The columns a client endpoint answers with (toClient): not the password hash nor the search keys. */
export const clientFields = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
  phone: clients.phone,
  birthdate: clients.birthdate,
  gender: clients.gender,
  address: clients.address,
  goal: clients.goal,
  weightKg: clients.weightKg,
  heightCm: clients.heightCm,
  memberSince: clients.memberSince,
  active: clients.active,
  subscriptionStatus: clients.subscriptionStatus,
  isSample: clients.isSample,
  image: clients.image,
  appRegisteredAt: clients.appRegisteredAt,
  appLastSeenAt: clients.appLastSeenAt,
  trainerUserId: clients.trainerUserId,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};
export type ClientFields = Pick<ClientRow, keyof typeof clientFields>;

const param = {
  gymId: sql.placeholder('gymId'),
  pattern: sql.placeholder('pattern'),
  subscriptionStatus: sql.placeholder('subscriptionStatus'),
  trainerId: sql.placeholder('trainerId'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** The contract's default page size, the one the clients screen asks for. */
const USUAL_PAGE_SIZE = 20;

/** What changes the statement (not its values): one prepared statement per shape. */
function shapeOf(filters: IndexedListFilters) {
  return {
    // The usual request, the first page at the usual size, has its LIMIT written in and no OFFSET:
    // PostgreSQL then plans it once per connection (a generic plan). With LIMIT and OFFSET as
    // parameters it makes a new plan on every execution (~0.1 ms, as much as running it).
    firstPage: filters.page === 1 && filters.pageSize === USUAL_PAGE_SIZE,
    search: Boolean(filters.search),
    status: filters.status,
    subscriptionStatus: Boolean(filters.subscriptionStatus),
    sample: Boolean(filters.sample),
    trainer: filters.trainerId !== undefined,
    sort: filters.sort,
  };
}
type Shape = ReturnType<typeof shapeOf>;

/** The same table under another name, for the count beside the page. */
const counted = alias(clients, 'counted');

function conditionsOf(shape: Shape, table: typeof clients | typeof counted): SQL | undefined {
  const conditions: SQL[] = [eq(table.gymId, param.gymId)];
  if (shape.search) conditions.push(sql`${table.searchText} like ${param.pattern}`);
  if (shape.status) conditions.push(eq(table.active, shape.status === 'active'));
  if (shape.subscriptionStatus) conditions.push(eq(table.subscriptionStatus, param.subscriptionStatus));
  if (shape.sample) conditions.push(eq(table.isSample, true));
  if (shape.trainer) conditions.push(eq(table.trainerUserId, param.trainerId));
  return and(...conditions);
}

/**
 * The total of the list beside each row: read from client_counts when only the enabled state
 * filters it (the screen's usual view), counted otherwise (a search or a status filter).
 */
function totalOf(db: Db, shape: Shape): SQL<number> {
  if (!shape.search && !shape.subscriptionStatus && !shape.sample && !shape.trainer) {
    const column = shape.status === 'active' ? sql`${clientCounts.active}` : shape.status === 'inactive' ? sql`${clientCounts.total} - ${clientCounts.active}` : sql`${clientCounts.total}`;
    return sql<number>`coalesce((select ${column} from ${clientCounts} where ${clientCounts.gymId} = ${param.gymId}), 0)`.mapWith(Number);
  }
  return sql<number>`(${db.select({ total: count() }).from(counted).where(conditionsOf(shape, counted))})`.mapWith(Number);
}

function prepareList(db: Db, shape: Shape, name: string) {
  const query = db
    .select({ ...clientFields, total: totalOf(db, shape) })
    .from(clients)
    .where(conditionsOf(shape, clients))
    .orderBy(...orderings[shape.sort])
    .$dynamic();
  // drizzle sends a number as a parameter; a SQL chunk is written as is.
  if (shape.firstPage) return query.limit(sql.raw(String(USUAL_PAGE_SIZE)) as unknown as number).prepare(name);
  return query.limit(param.limit).offset(param.offset).prepare(name);
}

/**
 * The filters a scope reads the list with: a trainer's own clients whatever they ask for, an
 * administrator's "Entrenador" filter when given.
 */
export const scopedFilters = <F extends ClientListFilters>(scope: Scope, filters: F): F => {
  const trainer = trainerFilterOf(scope);
  return trainer === undefined ? filters : { ...filters, trainerId: trainer };
};

/**
 * A page of the scope's clients and how many there are in all, in one statement. A page past the
 * end has no row to carry the total: that rare request counts apart.
 */
export async function listClients(db: Db, scope: Scope, asked: IndexedListFilters): Promise<{ rows: ClientFields[]; total: number }> {
  const { gymId } = scope;
  const filters = scopedFilters(scope, asked);
  const shape = shapeOf(filters);
  const name = `clients_list_${shape.sort}_${shape.search ? 's' : ''}${shape.status ?? ''}_${shape.subscriptionStatus ? 'b' : ''}${shape.sample ? 'x' : ''}${shape.trainer ? 't' : ''}${shape.firstPage ? '_first' : ''}`;
  const prepared = preparedOnce(db, name, (target) => prepareList(target, shape, name));
  const values = {
    gymId,
    pattern: filters.search ? containsPattern(filters.search) : null,
    subscriptionStatus: filters.subscriptionStatus ?? null,
    trainerId: filters.trainerId ?? null,
    limit: filters.pageSize,
    offset: (filters.page - 1) * filters.pageSize,
  };
  // Each row also carries the total: toClient picks the client's fields.
  const rows = await prepared.execute(values);
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (filters.page === 1) return { rows, total: 0 };
  const [counted] = await db.select({ total: count() }).from(clients).where(conditionsOf(shape, clients)).prepare(`${name}_count`).execute(values);
  return { rows, total: counted?.total ?? 0 };
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

/** Scoped by the caller: another business's client, or another trainer's for a CO, finds nothing. */
export async function findClientInScope(db: Db, scope: Scope, id: number): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), clientsInScope(scope)))
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

/**
 * Locks the business's client for the rest of `tx`, so writes about one client (its subscriptions, its
 * measurements) happen one at a time and each reads what the previous one left. Another business's
 * client answers 404, like a missing one.
 */
export async function lockClientInGym(tx: Db, gymId: number, clientId: number): Promise<void> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.gymId, gymId)))
    .for('update');
  if (!row) throw notFound();
}
