import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TokenPair } from '@coach/shared/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { refreshTokens } from '../../db/schema';
import { decodeClaims } from '../../test/fixtures';
import { migrationsBefore, rawId, rawRows } from '../../test/migrations-before';
import { testConfig } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { hashPassword } from './passwords';
import { randomToken, sha256Hex } from './secrets';

const UPGRADE = '0003_one_refresh_token_table';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new TestClock();
const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY_MS);

/** A client session as the old client_refresh_tokens table held it. */
interface LegacyToken {
  raw: string;
  familyId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}
const legacyToken = (familyId: string, changes: Partial<LegacyToken> = {}): LegacyToken => ({
  raw: randomToken(),
  familyId,
  expiresAt: inDays(20),
  rotatedAt: null,
  revokedAt: null,
  ...changes,
});

const live = legacyToken(randomUUID());
// A session that was rotated before the upgrade: its first token is spent, the second is current.
const rotatedFamily = randomUUID();
const spent = legacyToken(rotatedFamily, { rotatedAt: inDays(-1) });
const current = legacyToken(rotatedFamily);
const loggedOut = legacyToken(randomUUID(), { revokedAt: inDays(-2) });
const trainerRefresh = randomToken();

let testDb: TestDatabase;
let workDir: string;

/** Raw SQL, because the tables are as an older migration left them. */
const rowsOf = <T>(query: SQL) => rawRows<T>(testDb.database.db, query);
const idOf = (query: SQL) => rawId(testDb.database.db, query);

let app: App;
let ids: { userId: number; clientId: number };

/**
 * Runs the history up to 0002 on an empty database, writes sessions the way the API did before the
 * upgrade (trainers in refresh_tokens, clients in client_refresh_tokens), then applies the upgrade
 * exactly as a starting server does and talks to the API that runs on the result.
 */
beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'coach-upgrade-'));
  testDb = await createTestDatabase({ migrate: false });
  const { database } = testDb;
  await database.migrate({ migrationsFolder: migrationsBefore(UPGRADE, path.join(workDir, 'drizzle')) });

  const passwordHash = await hashPassword('Cliente123');
  const gymId = await idOf(sql`insert into gyms (name) values ('Estudio previo') returning id`);
  const userId = await idOf(sql`
    insert into users (gym_id, email, password_hash, first_name, last_name, role)
    values (${gymId}, 'lucia@example.com', ${passwordHash}, 'Lucía', 'Pérez', 'CO') returning id`);
  const clientId = await idOf(sql`
    insert into clients (gym_id, first_name, last_name, email, member_since, password_hash, app_registered_at)
    values (${gymId}, 'José', 'Núñez', 'jose@example.com', '2026-01-10', ${passwordHash}, ${inDays(-30).toISOString()}) returning id`);
  ids = { userId, clientId };

  for (const token of [live, spent, current, loggedOut]) {
    await rowsOf(sql`
      insert into client_refresh_tokens (client_id, family_id, token_hash, expires_at, rotated_at, revoked_at, created_at)
      values (${ids.clientId}, ${token.familyId}, ${sha256Hex(token.raw)}, ${token.expiresAt.toISOString()},
              ${token.rotatedAt?.toISOString() ?? null}, ${token.revokedAt?.toISOString() ?? null}, ${inDays(-3).toISOString()})`);
  }
  await rowsOf(sql`
    insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
    values (${ids.userId}, ${randomUUID()}, ${sha256Hex(trainerRefresh)}, ${inDays(20).toISOString()})`);

  await database.migrate();

  app = buildApp({ config: testConfig({ UPLOADS_DIR: path.join(workDir, 'uploads') }), database, now: clock.now });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const appRefresh = (refresh: string) => app.inject({ method: 'POST', url: '/auth/app/login/refresh', payload: { refresh } });
const webRefresh = (refresh: string) => app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } });

describe(`migration ${UPGRADE} (client sessions join the trainers' in refresh_tokens)`, () => {
  it('moves every client session, as it was, into the one table and drops the old one', async () => {
    const rows = await app.db.select().from(refreshTokens);
    const clientRows = rows.filter((row) => row.clientId !== null);
    expect(rows.filter((row) => row.userId !== null).map((row) => [row.userId, row.clientId, row.tokenHash])).toEqual([
      [ids.userId, null, sha256Hex(trainerRefresh)],
    ]);
    const byHash = new Map(clientRows.map((row) => [row.tokenHash, row]));
    expect(clientRows).toHaveLength(4);
    for (const token of [live, spent, current, loggedOut]) {
      expect(byHash.get(sha256Hex(token.raw))).toMatchObject({
        userId: null,
        clientId: ids.clientId,
        familyId: token.familyId,
        expiresAt: token.expiresAt,
        rotatedAt: token.rotatedAt,
        revokedAt: token.revokedAt,
        createdAt: inDays(-3),
      });
    }
    const [old] = await rowsOf<{ name: string | null }>(sql`select to_regclass('client_refresh_tokens')::text as name`);
    expect(old).toEqual({ name: null });
  });

  it("keeps a client's live session working: it rotates into the client's token, and on", async () => {
    const response = await appRefresh(live.raw);
    expect(response.statusCode).toBe(200);
    const pair = response.json<TokenPair>();
    expect(decodeClaims(pair.access)).toMatchObject({ role: 'CL', id: ids.clientId, client_id: ids.clientId, email: 'jose@example.com' });
    expect((await appRefresh(pair.refresh)).statusCode).toBe(200);
    // Still a client's session only: the web refresh does not know it.
    expect((await webRefresh(current.raw)).statusCode).toBe(401);
  });

  it("keeps a trainer's live session working", async () => {
    const response = await webRefresh(trainerRefresh);
    expect(response.statusCode).toBe(200);
    expect(decodeClaims(response.json<TokenPair>().access)).toMatchObject({ id: ids.userId, role: 'AD', email: 'lucia@example.com' });
  });

  it('keeps the state of older sessions: a logged-out one stays out, reusing a spent token still ends its family', async () => {
    expect((await appRefresh(loggedOut.raw)).statusCode).toBe(401);
    expect((await appRefresh(spent.raw)).statusCode).toBe(401);
    expect((await appRefresh(current.raw)).statusCode).toBe(401);
  });
});
