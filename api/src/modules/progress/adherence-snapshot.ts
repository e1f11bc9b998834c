import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientAdherence, clients } from '../../db/schema';
import { shortAdherenceByClient } from './adherence';

/** Past this many clients to refresh, their figures come from one expansion of the whole business's tasks. */
const WHOLE_BUSINESS = 200;

/**
 * Brings the business's client_adherence rows to `today`: those never computed, computed on another day,
 * or whose client changed since (their version moved) are computed again, set-wise, and written only if
 * the version did not move meanwhile (a registration that lands during the computation keeps its row
 * stale for the next read). The first read of a business's day computes every client once.
 */
export async function refreshAdherence(db: Db, gymId: number, today: string): Promise<void> {
  const stale = await db
    .select({ clientId: clients.id, version: clientAdherence.version })
    .from(clients)
    .leftJoin(clientAdherence, eq(clientAdherence.clientId, clients.id))
    .where(
      and(
        eq(clients.gymId, gymId),
        or(isNull(clientAdherence.clientId), isNull(clientAdherence.day), ne(clientAdherence.day, today), ne(clientAdherence.computedVersion, clientAdherence.version)),
      ),
    );
  if (stale.length === 0) return;
  const ids = stale.map((row) => row.clientId);
  const figures = await shortAdherenceByClient(db, gymId, today, ids.length > WHOLE_BUSINESS ? undefined : ids);
  const versions = stale.map((row) => row.version ?? 0);
  const d7 = stale.map((row) => figures.get(row.clientId)?.d7 ?? null);
  const d30 = stale.map((row) => figures.get(row.clientId)?.d30 ?? null);
  // One statement whatever the number of clients: each column as one array parameter.
  const array = (values: ReadonlyArray<number | null>, type: 'int' | 'smallint') =>
    sql`${`{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`}::${sql.raw(type)}[]`;
  await db.execute(sql`
    insert into ${clientAdherence} (client_id, gym_id, version, computed_version, day, d7, d30)
    select c, ${gymId}, v, v, ${today}::date, s, m
    from unnest(${array(ids, 'int')}, ${array(versions, 'int')}, ${array(d7, 'smallint')}, ${array(d30, 'smallint')}) as t(c, v, s, m)
    on conflict (client_id) do update set day = excluded.day, computed_version = excluded.computed_version, d7 = excluded.d7, d30 = excluded.d30
    -- Only at the version the figures were computed from.
    where ${clientAdherence.version} = excluded.computed_version`);
}
