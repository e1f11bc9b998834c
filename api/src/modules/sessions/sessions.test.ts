import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { clients, refreshTokens, users } from '../../db/schema';
import { appRefresh, registeredAppClient, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { sha256Hex } from './secrets';
import { REFRESH_REUSE_GRACE_MS } from './token-pair';

const ctx = setupApiTests();

const webRefresh = (refresh: string) => ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } });
const webLogout = (refresh: string) => ctx.app.inject({ method: 'POST', url: '/auth/logout', payload: { refresh } });
const appLogout = (refresh: string) => ctx.app.inject({ method: 'POST', url: '/auth/app/logout', payload: { refresh } });

const rowOf = async (refresh: string) => {
  const [row] = await ctx.app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(refresh)));
  return row;
};

/** A trainer signed in on the web and a client of theirs signed in on the app. */
async function bothKinds() {
  const client = await registeredAppClient(ctx.app);
  return { trainer: client.trainer, client };
}

describe('one session stack for trainers and clients', () => {
  it("keeps a trainer's and a client's sessions in the one table, each row naming its owner", async () => {
    const { trainer, client } = await bothKinds();
    expect(await rowOf(trainer.refresh)).toMatchObject({ userId: trainer.user.id, clientId: null, revokedAt: null });
    expect(await rowOf(client.refresh)).toMatchObject({ userId: null, clientId: client.clientId, revokedAt: null });
    expect(await ctx.app.db.select().from(refreshTokens)).toHaveLength(2);
  });

  it("each kind's endpoints ignore the other kind's tokens: no rotation, no logout, no theft alarm", async () => {
    const { trainer, client } = await bothKinds();
    expect((await appLogout(trainer.refresh)).statusCode).toBe(204);
    expect((await webLogout(client.refresh)).statusCode).toBe(204);
    expect((await webRefresh(client.refresh)).statusCode).toBe(401);

    const trainerNext = (await webRefresh(trainer.refresh)).json<TokenPair>();
    const clientNext = (await appRefresh(ctx.app, client.refresh)).json<TokenPair>();
    // A rotated token shown to the other kind's endpoint is unknown there: the family lives on.
    expect((await appRefresh(ctx.app, trainer.refresh)).statusCode).toBe(401);
    expect((await webRefresh(client.refresh)).statusCode).toBe(401);
    expect((await webRefresh(trainerNext.refresh)).statusCode).toBe(200);
    expect((await appRefresh(ctx.app, clientNext.refresh)).statusCode).toBe(200);
  });

  const kinds = [
    ['trainer', async () => (await signedInTrainer(ctx.app)).refresh, webRefresh],
    ['client', async () => (await registeredAppClient(ctx.app)).refresh, (refresh: string) => appRefresh(ctx.app, refresh)],
  ] as const;

  it.each(kinds)('ten concurrent rotations of one %s token all succeed, and every token they answer works', async (_kind, signIn, rotate) => {
    const refresh = await signIn();
    const responses = await Promise.all(Array.from({ length: 10 }, () => rotate(refresh)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const pairs = responses.map((response) => response.json<TokenPair>());
    expect(new Set(pairs.map((pair) => pair.refresh)).size).toBe(10);
    // One rotation won; the nine that raced it got pairs of the same family, not a theft alarm.
    const families = await Promise.all(pairs.map(async (pair) => (await rowOf(pair.refresh))?.familyId));
    expect(new Set(families)).toEqual(new Set([(await rowOf(refresh))?.familyId]));
    for (const pair of pairs) expect((await rotate(pair.refresh)).statusCode).toBe(200);
  });

  it.each(kinds)('a %s token reused after the grace period ends its family', async (_kind, signIn, rotate) => {
    const refresh = await signIn();
    const next = (await rotate(refresh)).json<TokenPair>();
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS);
    // Still inside the grace at exactly its end: another pair of the family.
    const late = await rotate(refresh);
    expect(late.statusCode).toBe(200);
    ctx.clock.advance(1);
    const reuse = await rotate(refresh);
    expect(reuse.statusCode).toBe(401);
    // Like a stolen copy: every token of the family is revoked, the newest ones included.
    expect((await rotate(next.refresh)).statusCode).toBe(401);
    expect((await rotate(late.json<TokenPair>().refresh)).statusCode).toBe(401);
    expect((await rowOf(next.refresh))?.revokedAt).toEqual(ctx.clock.now());
  });

  it('gives no grace to a just-rotated token whose session was logged out', async () => {
    const { trainer } = await bothKinds();
    const next = (await webRefresh(trainer.refresh)).json<TokenPair>();
    expect((await webLogout(next.refresh)).statusCode).toBe(204);
    expect((await webRefresh(trainer.refresh)).statusCode).toBe(401);
  });

  it('refuses to rotate a client who may no longer sign in, and ends that session for good', async () => {
    const { client } = await bothKinds();
    // As if the rotation ran between the row change and the revocation that disabling does.
    await ctx.app.db.update(clients).set({ active: false }).where(eq(clients.id, client.clientId));
    expect((await appRefresh(ctx.app, client.refresh)).statusCode).toBe(401);
    expect((await rowOf(client.refresh))?.revokedAt).toEqual(ctx.clock.now());

    await ctx.app.db.update(clients).set({ active: true }).where(eq(clients.id, client.clientId));
    expect((await appRefresh(ctx.app, client.refresh)).statusCode).toBe(401);
  });

  it('belongs to exactly one owner, and goes with them', async () => {
    const { trainer, client } = await bothKinds();
    const row = { familyId: randomUUID(), expiresAt: ctx.clock.now() };
    await expect(ctx.app.db.insert(refreshTokens).values({ ...row, tokenHash: 'neither' })).rejects.toThrow();
    await expect(
      ctx.app.db.insert(refreshTokens).values({ ...row, tokenHash: 'both', userId: trainer.user.id, clientId: client.clientId }),
    ).rejects.toThrow();

    await ctx.app.db.delete(clients).where(eq(clients.id, client.clientId));
    expect(await rowOf(client.refresh)).toBeUndefined();
    expect(await rowOf(trainer.refresh)).toBeDefined();
    await ctx.app.db.delete(users).where(eq(users.id, trainer.user.id));
    expect(await ctx.app.db.select().from(refreshTokens)).toEqual([]);
  });
});
