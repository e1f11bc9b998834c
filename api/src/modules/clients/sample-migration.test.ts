import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { clients, gyms } from '../../db/schema';
import { migrationsDir } from '../../paths';
import { decodeClaims, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { toClient } from './clients';

const ctx = setupApiTests();
// A committed migration file of this repository, run again as the test's setup: not user input.
const backfill = readFileSync(path.join(migrationsDir, '0002_sample_clients.sql'), 'utf8');
const runBackfill = () => ctx.app.db.execute(sql.raw(backfill));

const comparable = (row: typeof clients.$inferSelect) => {
  const { id: _id, createdAt: _c, updatedAt: _u, memberSince: _m, ...rest } = toClient(row, new Map());
  return { ...rest, searchText: row.searchText, sortName: row.sortName, trainerUserId: row.trainerUserId };
};

describe('migration 0002_sample_clients (businesses created before clients existed)', () => {
  it('adds the same sample client sign-up creates, once per business, and is idempotent', async () => {
    const { access, user } = await signedInTrainer(ctx.app);
    const gymId = decodeClaims(access).gym_id as number;
    const [fromSignUp] = await ctx.app.db.select().from(clients).where(eq(clients.gymId, gymId));
    // As before the migration: a business without clients, and one without any user.
    await ctx.app.db.delete(clients).where(eq(clients.gymId, gymId));
    const [bare] = await ctx.app.db.insert(gyms).values({ name: 'Sin entrenadores' }).returning();

    await runBackfill();
    await runBackfill();

    const rows = await ctx.app.db.select().from(clients).where(eq(clients.gymId, gymId));
    expect(rows).toHaveLength(1);
    expect(comparable(rows[0]!)).toEqual({ ...comparable(fromSignUp!), trainerUserId: user.id });
    const bareRows = await ctx.app.db.select().from(clients).where(eq(clients.gymId, bare!.id));
    expect(bareRows.map((row) => [row.isSample, row.trainerUserId])).toEqual([[true, null]]);
  });
});
