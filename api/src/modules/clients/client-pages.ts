import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { clientCounts } from '../../db/schema';
import { memberNames } from '../team/member-names';
import { toClient } from './clients';
import { listClients, scopedFilters, type IndexedListFilters } from './queries';
import type { Scope } from '../team/scope';

const MAX_ENTRIES = 1_000;

/** The business's list version (client_counts.version; 0 while it never had a client). */
async function listVersion(db: Db, gymId: number): Promise<number> {
  const statement = preparedOnce(db, 'clients_list_version', (target, name) =>
    target
      .select({ version: clientCounts.version })
      .from(clientCounts)
      .where(sql`${clientCounts.gymId} = ${sql.placeholder('gymId')}`)
      .prepare(name),
  );
  const [row] = await statement.execute({ gymId });
  return row?.version ?? 0;
}

/**
 * The client list's answers this instance gave lately (JSON, as sent), each with the business's list
 * version it was read at. Every statement that touches a business's clients moves that version in its
 * own transaction (drizzle/0013_client_list_version.sql), whatever instance or code path runs it, so an
 * answer is given again only while the version it was read at is still the business's: one primary-key
 * read instead of the page, its total and 20 rows to encode. A page read after the version is at least
 * as new as that version (the version is read first), so an answer is never older than its version.
 */
export class ClientPages {
  private readonly answers = new Map<string, { version: number; body: string }>();
  /** Pages read from the database (misses); tests read it. */
  reads = 0;

  async answer(db: Db, scope: Scope, asked: IndexedListFilters): Promise<string> {
    const { gymId } = scope;
    const filters = scopedFilters(scope, asked);
    const key = `${gymId}|${filters.trainerId ?? ''}|${filters.page}|${filters.pageSize}|${filters.sort}|${filters.status ?? ''}|${filters.subscriptionStatus ?? ''}|${filters.sample ?? ''}|${filters.search ?? ''}`;
    const version = await listVersion(db, gymId);
    const kept = this.answers.get(key);
    if (kept) {
      this.answers.delete(key);
      if (kept.version === version) {
        // Re-inserted last: the first key of the map is the least recently used.
        this.answers.set(key, kept);
        return kept.body;
      }
    }
    this.reads += 1;
    const { rows, total } = await listClients(db, scope, filters);
    const members = await memberNames(db, gymId);
    const body = JSON.stringify({ items: rows.map((row) => toClient(row, members)), total });
    if (this.answers.size >= MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, { version, body });
    return body;
  }
}
