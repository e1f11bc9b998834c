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
  const rows = stale.map(({ clientId, version }) => {
    const found = figures.get(clientId);
    const read = version ?? 0;
    return { clientId, gymId, version: read, computedVersion: read, day: today, d7: found?.d7 ?? null, d30: found?.d30 ?? null };
  });
  for (let from = 0; from < rows.length; from += 1000) {
    await db
      .insert(clientAdherence)
      .values(rows.slice(from, from + 1000))
      .onConflictDoUpdate({
        target: clientAdherence.clientId,
        set: {
          day: sql`excluded.day`,
          computedVersion: sql`excluded.computed_version`,
          d7: sql`excluded.d7`,
          d30: sql`excluded.d30`,
        },
        // Only at the version the figures were computed from.
        setWhere: sql`${clientAdherence.version} = excluded.computed_version`,
      });
  }
}
