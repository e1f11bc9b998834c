import { createHmac } from 'node:crypto';
import type { TokenPair } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { TEST_JWT_SECRET, setupApiTests } from '../../test/test-app';
import {
  appLogin,
  appRefresh,
  authHeader,
  decodeClaims,
  inviteAs,
  login,
  newAppClient,
  registerInApp,
  registeredAppClient,
  setTrialEnd,
  signedInTrainer,
} from '../../test/fixtures';
import { listOutbox } from '../mail/outbox-queries';
import { SESSION_STATE_TTL_MS } from './session-states';

const ctx = setupApiTests();

const getMe = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
const unread = (access: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/me/chats/unread_messages', headers: authHeader(access) });
const webRefresh = (refresh: string) => ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } });
const revokeAll = (access: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/me/sessions/revoke', headers: authHeader(access) });
const appMe = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/me', headers: authHeader(access) });

function signHs256(claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', TEST_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

/** A trainer signed in on two devices. */
async function twoDevices() {
  const laptop = await signedInTrainer(ctx.app);
  const phone = await login(ctx.app, laptop.credentials.email, laptop.credentials.password);
  return { laptop, phone };
}

describe('POST /api/v1/me/sessions/revoke (Cerrar sesión en todos los dispositivos)', () => {
  it("refuses every access token of the user from the next request, the caller's too, and revokes the refresh tokens", async () => {
    const { laptop, phone } = await twoDevices();
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    expect((await getMe(phone.access)).statusCode).toBe(200);

    const response = await revokeAll(laptop.access);
    expect(response.statusCode).toBe(204);

    for (const access of [laptop.access, phone.access]) expect((await getMe(access)).statusCode).toBe(401);
    for (const refresh of [laptop.refresh, phone.refresh]) expect((await webRefresh(refresh)).statusCode).toBe(401);
    // Another user's session is theirs.
    expect((await getMe(other.access)).statusCode).toBe(200);
    // Signing in again works, with the new session version.
    const fresh = await login(ctx.app, laptop.credentials.email, laptop.credentials.password);
    expect(decodeClaims(fresh.access).sv).toBe(1);
    expect((await getMe(fresh.access)).statusCode).toBe(200);
  });

  it('works while the trial is locked (it is a way out, like logout)', async () => {
    const { laptop, phone } = await twoDevices();
    await setTrialEnd(ctx.app, decodeClaims(laptop.access).gym_id as number, new Date(ctx.clock.now().getTime() - 1000));
    expect((await unread(laptop.access)).statusCode).toBe(402);
    expect((await revokeAll(laptop.access)).statusCode).toBe(204);
    expect((await getMe(phone.access)).statusCode).toBe(401);
  });

  it('needs a valid access token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/me/sessions/revoke' })).statusCode).toBe(401);
  });
});

describe('a session-ending change refuses the access tokens issued before it', () => {
  it("password change: another device's access token gets 401 at its next request; the answered pair carries the new version", async () => {
    const { laptop, phone } = await twoDevices();
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: authHeader(laptop.access),
      payload: { currentPassword: 'Secreta123', newPassword: 'NuevaClave456', confirmPassword: 'NuevaClave456' },
    });
    expect(changed.statusCode).toBe(200);
    const pair = changed.json<TokenPair>();
    expect(decodeClaims(pair.access).sv).toBe((decodeClaims(laptop.access).sv as number) + 1);
    expect((await getMe(phone.access)).statusCode).toBe(401);
    expect((await getMe(laptop.access)).statusCode).toBe(401);
    // This tab goes on.
    expect((await getMe(pair.access)).statusCode).toBe(200);
    expect((await webRefresh(pair.refresh)).statusCode).toBe(200);
  });

  it('password reset: every access token of the user is refused', async () => {
    const { laptop, phone } = await twoDevices();
    await ctx.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: laptop.credentials.email } });
    const [mail] = await listOutbox(ctx.app.db, laptop.credentials.email, 1);
    const link = new URL(/http\S+/.exec(mail!.text)![0]);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token: link.searchParams.get('token'), uid: link.searchParams.get('uid'), newPassword: 'Reseteada789', confirmPassword: 'Reseteada789' },
    });
    expect(confirm.statusCode).toBe(200);
    for (const access of [laptop.access, phone.access]) expect((await getMe(access)).statusCode).toBe(401);
  });

  it("disabling a client refuses the client's access token at once, and for good: enabled again, the old token stays out", async () => {
    const { trainer, access, clientId } = await registeredAppClient(ctx.app);
    expect((await appMe(access)).statusCode).toBe(200);
    const patch = (active: boolean) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${clientId}`, headers: authHeader(trainer.access), payload: { active } });

    expect((await patch(false)).statusCode).toBe(200);
    const disabled = await appMe(access);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().code).toBe('CLIENT_DISABLED');

    expect((await patch(true)).statusCode).toBe(200);
    expect((await appMe(access)).statusCode).toBe(401);
    const again = await appLogin(ctx.app, 'jose@example.com', 'Cliente123');
    expect(again.statusCode).toBe(200);
    expect((await appMe(again.json<TokenPair>().access)).statusCode).toBe(200);
  });

  it('a refresh token that escaped the revocation (a racing rotation) still cannot rotate once the version moved on', async () => {
    const { laptop } = await twoDevices();
    // As if the revocation had missed this token: only the version moves.
    await ctx.app.db.update(users).set({ sessionVersion: 5 }).where(eq(users.id, laptop.user.id));
    expect((await webRefresh(laptop.refresh)).statusCode).toBe(401);
  });
});

describe('the session check costs no query per request', () => {
  it("reads a subject once per instance and TTL; a change made elsewhere shows within the TTL, one made here at once", async () => {
    const { laptop, phone } = await twoDevices();
    const loadsBefore = ctx.app.sessionStates.loads;
    for (let i = 0; i < 5; i += 1) expect((await unread(laptop.access)).statusCode).toBe(200);
    expect((await getMe(phone.access)).statusCode).toBe(200);
    expect(ctx.app.sessionStates.loads - loadsBefore).toBe(1);

    // Another instance ends the sessions (only the row changes here): this one trusts its read for the TTL.
    await ctx.app.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, laptop.user.id));
    expect((await unread(laptop.access)).statusCode).toBe(200);
    ctx.clock.advance(SESSION_STATE_TTL_MS);
    expect((await unread(laptop.access)).statusCode).toBe(401);
    expect(ctx.app.sessionStates.loads - loadsBefore).toBe(2);
  });

  it('concurrent first requests of one subject share one read', async () => {
    const { laptop } = await twoDevices();
    const loadsBefore = ctx.app.sessionStates.loads;
    const responses = await Promise.all(Array.from({ length: 8 }, () => unread(laptop.access)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(ctx.app.sessionStates.loads - loadsBefore).toBe(1);
  });
});

describe('access token shape', () => {
  const claimsOf = async () => {
    const { access } = await signedInTrainer(ctx.app);
    return decodeClaims(access);
  };

  it('refuses a token without exp, however well signed', async () => {
    const { exp: _exp, ...claims } = await claimsOf();
    expect((await getMe(signHs256(claims))).statusCode).toBe(401);
    expect((await getMe(signHs256({ ...claims, exp: Math.floor(ctx.clock.now().getTime() / 1000) + 60 }))).statusCode).toBe(200);
  });

  it('refuses a well-signed token that lives longer than ACCESS_TOKEN_TTL_SECONDS, or was issued in the future', async () => {
    const { exp: _exp, iat: _iat, ...claims } = await claimsOf();
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const ttl = 900;
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['the configured lifetime exactly', { iat: now, exp: now + ttl }, 200],
      ['one second more', { iat: now, exp: now + ttl + 1 }, 401],
      ['ten years', { iat: now, exp: now + 10 * 365 * 24 * 3600 }, 401],
      ['no iat to measure it by', { exp: now + 60 }, 401],
      ['a short lifetime that starts in a year', { iat: now + 365 * 24 * 3600, exp: now + 365 * 24 * 3600 + 60 }, 401],
    ];
    for (const [name, times, status] of cases) {
      expect([name, (await getMe(signHs256({ ...claims, ...times }))).statusCode]).toEqual([name, status]);
    }
  });

  it('refuses a token without the session version', async () => {
    const { sv: _sv, ...claims } = await claimsOf();
    expect((await getMe(signHs256(claims))).statusCode).toBe(401);
  });
});

describe('Cache-Control: no-store on answers that carry tokens', () => {
  it('sign-in, refresh and password change (web)', async () => {
    const { refresh, access } = await signedInTrainer(ctx.app);
    const signIn = await ctx.app.inject({ method: 'POST', url: '/auth/web/login', payload: { username: 'lucia@example.com', password: 'Secreta123' } });
    const refreshed = await webRefresh(refresh);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: authHeader(access),
      payload: { currentPassword: 'Secreta123', newPassword: 'NuevaClave456', confirmPassword: 'NuevaClave456' },
    });
    const failed = await ctx.app.inject({ method: 'POST', url: '/auth/web/login', payload: { username: 'lucia@example.com', password: 'Mala12345' } });
    for (const response of [signIn, refreshed, changed, failed]) expect(response.headers['cache-control']).toBe('no-store');
    expect([signIn.statusCode, refreshed.statusCode, changed.statusCode, failed.statusCode]).toEqual([200, 200, 200, 401]);
  });

  it('sign-in, sign-up and refresh (client app)', async () => {
    const client = await registeredAppClient(ctx.app);
    const signIn = await appLogin(ctx.app, 'jose@example.com', 'Cliente123');
    const refreshed = await appRefresh(ctx.app, client.refresh);
    const { code } = await inviteAs(ctx.app, client.trainer.access);
    // Its last step (register/verify) answers the tokens.
    const registered = await registerInApp(ctx.app, newAppClient(code, { email: 'ana@example.com' }));
    for (const response of [signIn, refreshed, registered]) expect(response.headers['cache-control']).toBe('no-store');
    expect([signIn.statusCode, refreshed.statusCode, registered.statusCode]).toEqual([200, 200, 201]);
  });
});
