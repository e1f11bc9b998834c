import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { clientsInScope, isAdmin, type Scope } from './scope';

/** A table whose rows hang from a client: subscriptions, payment periods, payments. */
interface ClientOwned {
  gymId: PgColumn;
  clientId: PgColumn;
}

/**
 * The rows of `table` the scope reaches: the business's, and for a trainer only those of the clients
 * assigned to them (a subquery on clients, clientsInScope). Written in place of `gym_id = …`, so a CO
 * finds another trainer's row exactly as a missing one. An administrator's condition is the business
 * alone: every client of the business is theirs.
 */
export function clientRowsInScope(table: ClientOwned, scope: Scope): SQL {
  const ofGym = eq(table.gymId, scope.gymId);
  if (isAdmin(scope)) return ofGym;
  return and(ofGym, sql`${table.clientId} in (select ${clients.id} from ${clients} where ${clientsInScope(scope)})`) as SQL;
}

/**
 * Locks the client for the rest of `tx` when the scope reaches it (as lockClientInGym does for the
 * business), so writes about one client happen one at a time. Anybody else's answers 404.
 */
export async function lockClientInScope(tx: Db, scope: Scope, clientId: number): Promise<void> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientsInScope(scope)))
    .for('update');
  if (!row) throw notFound();
}

/** A client the caller may reach: checked against a member's scope (reachClient) or a client's own token. */
export interface ReachedClient {
  gymId: number;
  clientId: number;
}

/**
 * The client of a per-client route (`/clients/:clientId/…`) when the scope reaches it, else 404 as for
 * a missing one: the one query of such a route that applies the trainer's filter; what follows reads
 * and writes that client's rows.
 */
export async function reachClient(db: Db, scope: Scope, clientId: number): Promise<ReachedClient> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientsInScope(scope)))
    .limit(1);
  if (!row) throw notFound();
  return { gymId: scope.gymId, clientId: row.id };
}

/** Whose client rows a call reaches: a member within their scope, or the client themself (the client app's token). */
export type ClientRowsOwner = { scope: Scope } | ReachedClient;

/** clientRowsInScope for a member; a client's own rows for the client app. */
export const clientRowsOf = (table: ClientOwned, owner: ClientRowsOwner): SQL =>
  'scope' in owner ? clientRowsInScope(table, owner.scope) : (and(eq(table.gymId, owner.gymId), eq(table.clientId, owner.clientId)) as SQL);
