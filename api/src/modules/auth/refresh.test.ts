import { apiMessages } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema';
import { authHeader, decodeClaims, login, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { sha256Hex } from '../sessions/secrets';
import { REFRESH_REUSE_GRACE_MS } from '../sessions/token-pair';

const ctx = setupApiTests();

const postRefresh = (refresh: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } as object });

const invalidRefresh = { code: 'INVALID_REFRESH_TOKEN', message: apiMessages.invalidRefresh };

describe('POST /auth/login/refresh', () => {
  it('rotates: answers a new working pair and marks the old token as rotated', async () => {
    const first = await signedInTrainer(ctx.app);
    ctx.clock.advanceSeconds(60);
    const response = await postRefresh(first.refresh);
    expect(response.statusCode).toBe(200);
    const second = response.json<{ access: string; refresh: string }>();
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.access).not.toBe(first.access);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(second.access) });
    expect(me.statusCode).toBe(200);

    const [oldRow] = await ctx.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(first.refresh)));
    expect(oldRow?.rotatedAt).toEqual(ctx.clock.now());
  });

  it('stores refresh tokens only as hashes, in one family per login', async () => {
    const { refresh, credentials } = await signedInTrainer(ctx.app);
    await login(ctx.app, credentials.email, credentials.password);
    const rows = await ctx.app.db.select().from(refreshTokens);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.tokenHash)).toContain(sha256Hex(refresh));
    expect(rows.some((row) => row.tokenHash === refresh)).toBe(false);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(2);
    // 30 days
    expect(rows[0]!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('recomputes remainingDays each time it issues a token', async () => {
    const { refresh } = await signedInTrainer(ctx.app);
    ctx.clock.advanceDays(10);
    const { access } = (await postRefresh(refresh)).json<{ access: string }>();
    expect(decodeClaims(access).remainingDays).toBe(20);
  });

  it('treats reuse of a rotated token as theft: 401 and the whole family is revoked', async () => {
    const first = await signedInTrainer(ctx.app);
    const second = (await postRefresh(first.refresh)).json<{ refresh: string }>();
    const third = (await postRefresh(second.refresh)).json<{ refresh: string }>();

    // Past the grace that racing requests get (see the sessions tests).
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const reuse = await postRefresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(invalidRefresh);

    // The newest token of the family, never used, is now refused too.
    const newest = await postRefresh(third.refresh);
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toEqual(invalidRefresh);
  });

  it('leaves the other sessions (families) of the same user alone', async () => {
    const phone = await signedInTrainer(ctx.app);
    const laptop = await login(ctx.app, phone.credentials.email, phone.credentials.password);
    await postRefresh(phone.refresh);
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    expect((await postRefresh(phone.refresh)).statusCode).toBe(401);
    expect((await postRefresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token (30 days)', async () => {
    const { refresh } = await signedInTrainer(ctx.app);
    ctx.clock.advanceDays(30);
    ctx.clock.advanceSeconds(1);
    const response = await postRefresh(refresh);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidRefresh);
  });

  it('refuses an unknown refresh token', async () => {
    await signedInTrainer(ctx.app);
    const response = await postRefresh('this-token-was-never-issued-by-the-api');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidRefresh);
    // In Spanish like every other error a user may read (it was "Invalid refresh token"); the web
    // client decides by the status, never by this text.
    expect(response.json().message).toBe('Tu sesión terminó. Iniciá sesión de nuevo.');
  });

  it('rejects a missing refresh field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: {} });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.details.fieldErrors)).toEqual(['refresh']);
    // Fields without a message of their own get zod's default text, switched to Spanish.
    expect(body.message).toMatch(/^Entrada inválida/);
  });
});
