import { adherenceSorts, type AdherenceSort, type Client, type ClientList } from '@coach/shared/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientAdherence, clients } from '../../db/schema';
import { gymToday } from '../agenda/tasks/queries';
import { shortAdherenceByClient, type ShortAdherence } from '../progress/adherence';
import { refreshAdherence } from '../progress/adherence-snapshot';
import { toClient } from './clients';
import { clientFields, listClients, scopedFilters, type ClientListFilters } from './queries';
import type { Scope } from '../team/scope';
import { memberNames } from '../team/member-names';
import { containsPattern } from './search-text';

const isAdherenceSort = (sort: ClientListFilters['sort']): sort is AdherenceSort => (adherenceSorts as readonly string[]).includes(sort);

/** Whether the list answers each client's adherence: asked for, or sorted or filtered by it. */
export const asksAdherence = (filters: ClientListFilters): boolean =>
  filters.adherence === 'true' || filters.adherenceBelow !== undefined || isAdherenceSort(filters.sort);

const NO_FIGURES: ShortAdherence = { d7: null, d30: null };

/** The list's filters other than adherence, as conditions on clients. */
function conditionsOf(gymId: number, filters: ClientListFilters): SQL | undefined {
  return and(
    eq(clients.gymId, gymId),
    filters.search ? sql`${clients.searchText} like ${containsPattern(filters.search)}` : undefined,
    filters.status ? eq(clients.active, filters.status === 'active') : undefined,
    filters.subscriptionStatus ? eq(clients.subscriptionStatus, filters.subscriptionStatus) : undefined,
    filters.sample ? eq(clients.isSample, true) : undefined,
    filters.trainerId !== undefined ? eq(clients.trainerUserId, filters.trainerId) : undefined,
  );
}

const sortName = sql`${clients.sortName} collate "C"`;

/** The list's order in SQL: by adherence, clients with nothing due last in either direction, then by name; otherwise as its indexes order it. */
function orderOf(sort: ClientListFilters['sort']): SQL[] {
  const descending = sort.startsWith('-');
  const direction = (value: SQL | typeof clients.id) => (descending ? desc(value) : asc(value));
  switch (sort.replace('-', '')) {
    case 'adherence7':
      return [sql`${clientAdherence.d7} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, asc(sortName), asc(clients.id)];
    case 'adherence30':
      return [sql`${clientAdherence.d30} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, asc(sortName), asc(clients.id)];
    case 'memberSince':
      return [direction(sql`${clients.memberSince}`), direction(clients.id)];
    case 'createdAt':
      return [direction(sql`${clients.createdAt}`), direction(clients.id)];
    default:
      return [direction(sortName), direction(clients.id)];
  }
}

/**
 * GET /clients when it involves adherence. A page of the usual sorts only needs its own clients'
 * figures (one expansion of their tasks over 30 days); sorting or filtering by adherence reads every
 * client's kept figures (client_adherence, brought to today first) beside their rows.
 */
export async function listClientsWithAdherence(deps: { db: Db; now: () => Date }, scope: Scope, asked: ClientListFilters): Promise<ClientList> {
  const { db } = deps;
  const { gymId } = scope;
  const filters = scopedFilters(scope, asked);
  const today = await gymToday(db, gymId, deps.now());
  const withFigures = (rows: Client[], figures: Map<number, ShortAdherence>) => rows.map((client) => ({ ...client, adherence: figures.get(client.id) ?? NO_FIGURES }));
  const { sort } = filters;
  if (!isAdherenceSort(sort) && filters.adherenceBelow === undefined) {
    const { rows, total } = await listClients(db, scope, { ...filters, sort });
    const figures = await shortAdherenceByClient(db, gymId, today, rows.map((row) => row.id));
    const members = await memberNames(db, gymId);
    return { items: withFigures(rows.map((row) => toClient(row, members)), figures), total };
  }
  await refreshAdherence(db, gymId, today);
  const below = filters.adherenceBelow;
  const where = and(conditionsOf(gymId, filters), below === undefined ? undefined : sql`${clientAdherence.d30} < ${below}`);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...clientFields, d7: clientAdherence.d7, d30: clientAdherence.d30 })
      .from(clients)
      .leftJoin(clientAdherence, eq(clientAdherence.clientId, clients.id))
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(clients).leftJoin(clientAdherence, eq(clientAdherence.clientId, clients.id)).where(where),
  ]);
  const members = await memberNames(db, gymId);
  return { items: rows.map(({ d7, d30, ...row }) => ({ ...toClient(row, members), adherence: { d7, d30 } })), total: counted?.total ?? 0 };
}
