import { apiMessages, clientMessages, validationMessages as m } from '@coach/shared/contracts';
import {
  appLogin,
  appRefresh,
  authHeader,
  decodeClaims,
  inviteAs,
  newAppClient,
  registerInApp,
  registeredAppClient,
  setTrialEnd,
  signedInTrainer,
} from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { REFRESH_REUSE_GRACE_MS } from '../sessions/token-pair';

const ctx = setupApiTests();

const getMe = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/me', headers: authHeader(access) });
const patchMe = (access: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/client-app/me', headers: authHeader(access), payload });

describe('POST /api/v1/client-app/register', () => {
  it("creates the client in the code's business and answers a client token pair", async () => {
    const { trainer, access, refresh, clientId } = await registeredAppClient(ctx.app, { phone: '1155550000' });
    expect(refresh).toEqual(expect.any(String));
    expect(decodeClaims(access)).toMatchObject({
      id: clientId,
      client_id: clientId,
      role: 'CL',
      email: 'jose@example.com',
      first_name: 'José',
      last_name: 'Núñez',
      gym_id: decodeClaims(trainer.access).gym_id,
      remainingDays: null,
    });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${clientId}`, headers: authHeader(trainer.access) });
    expect(read.json()).toMatchObject({ email: 'jose@example.com', phone: '1155550000', hasAppAccess: true, active: true, memberSince: '2026-03-02' });
  });

  it('checks every field with the shared rules', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const { code } = await inviteAs(ctx.app, access);
    const response = await registerInApp(ctx.app, { code: '', password: 'debil', confirmPassword: 'otra' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toMatchObject({
      code: [clientMessages.invitationCodeRequired],
      firstName: [m.firstNameRequired],
      lastName: [m.lastNameRequired],
      email: [m.emailRequired],
      password: [m.passwordTooWeak],
    });
    const mismatch = await registerInApp(ctx.app, newAppClient(code, { confirmPassword: 'Cliente124' }));
    expect(mismatch.json().details.fieldErrors).toEqual({ confirmPassword: [m.passwordsDoNotMatch] });
    // Validation failures do not use the code up.
    expect((await registerInApp(ctx.app, newAppClient(code))).statusCode).toBe(201);
  });
});

describe('POST /auth/app/login and /auth/app/login/refresh', () => {
  it('signs a registered client in; wrong credentials answer 401 like the web login', async () => {
    const { clientId } = await registeredAppClient(ctx.app);
    const ok = await appLogin(ctx.app, 'JOSE@example.com', 'Cliente123');
    expect(ok.statusCode).toBe(200);
    expect(decodeClaims(ok.json().access)).toMatchObject({ role: 'CL', client_id: clientId });
    for (const [username, password] of [
      ['jose@example.com', 'Cliente124'],
      ['nadie@example.com', 'Cliente123'],
      ['lucia@example.com', 'Secreta123'],
    ]) {
      const refused = await appLogin(ctx.app, username!, password!);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: apiMessages.invalidCredentials });
    }
  });

  it('is not a web login: a client cannot sign in at /auth/web/login', async () => {
    await registeredAppClient(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/web/login', payload: { username: 'jose@example.com', password: 'Cliente123' } });
    expect(response.statusCode).toBe(401);
  });

  it('rotates the refresh token; reusing a rotated one ends the family; the web refresh refuses it', async () => {
    const { refresh } = await registeredAppClient(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } })).statusCode).toBe(401);

    const rotated = await appRefresh(ctx.app, refresh);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<{ access: string; refresh: string }>();
    expect(decodeClaims(next.access).role).toBe('CL');
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    expect((await appRefresh(ctx.app, refresh)).statusCode).toBe(401);
    // The reuse revoked the family, including the token it had been rotated into.
    expect((await appRefresh(ctx.app, next.refresh)).statusCode).toBe(401);
  });

  it("a trainer's refresh token does not rotate at the app endpoint", async () => {
    const { refresh } = await signedInTrainer(ctx.app);
    expect((await appRefresh(ctx.app, refresh)).statusCode).toBe(401);
  });

  it('logout ends the session', async () => {
    const { refresh } = await registeredAppClient(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/auth/app/logout', payload: { refresh } })).statusCode).toBe(204);
    expect((await appRefresh(ctx.app, refresh)).statusCode).toBe(401);
  });
});

describe("the trainer sees the client's app presence", () => {
  const readClient = async (access: string, id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${id}`, headers: authHeader(access) })).json<{
      appRegisteredAt: string | null;
      appLastSeenAt: string | null;
      updatedAt: string;
    }>();

  it('says when the client registered and last used the app, written at most every five minutes', async () => {
    const registeredAt = ctx.clock.now().toISOString();
    const { trainer, clientId, refresh } = await registeredAppClient(ctx.app);
    const afterSignUp = await readClient(trainer.access, clientId);
    expect(afterSignUp).toMatchObject({ appRegisteredAt: registeredAt, appLastSeenAt: registeredAt });

    // A refresh two minutes later is within the granularity: nothing written.
    ctx.clock.advanceSeconds(120);
    const early = await appRefresh(ctx.app, refresh);
    expect(early.statusCode).toBe(200);
    expect((await readClient(trainer.access, clientId)).appLastSeenAt).toBe(registeredAt);

    // Six minutes after the sign-up, a refresh moves it; the client's record is not "updated" by it.
    ctx.clock.advanceSeconds(240);
    const seenAt = ctx.clock.now().toISOString();
    expect((await appRefresh(ctx.app, early.json<{ refresh: string }>().refresh)).statusCode).toBe(200);
    const afterRefresh = await readClient(trainer.access, clientId);
    expect(afterRefresh).toMatchObject({ appRegisteredAt: registeredAt, appLastSeenAt: seenAt, updatedAt: afterSignUp.updatedAt });

    // And so does a sign-in, later (within the trainer's access token's life).
    ctx.clock.advanceSeconds(360);
    expect((await appLogin(ctx.app, 'jose@example.com', 'Cliente123')).statusCode).toBe(200);
    expect((await readClient(trainer.access, clientId)).appLastSeenAt).toBe(ctx.clock.now().toISOString());
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/clients', headers: authHeader(trainer.access) });
    expect(list.json<{ items: Array<{ id: number; appLastSeenAt: string | null }> }>().items.find((item) => item.id === clientId)).toMatchObject({
      appLastSeenAt: ctx.clock.now().toISOString(),
    });
  });

  it('is null for a client who never used the app', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/clients', headers: authHeader(access), payload: { firstName: 'Ana', lastName: 'Gómez' } });
    expect(await readClient(access, created.json<{ id: number }>().id)).toMatchObject({ appRegisteredAt: null, appLastSeenAt: null });
  });
});

describe('GET|PATCH /api/v1/client-app/me', () => {
  it("answers the client's own record and changes only the allowed fields", async () => {
    const { access, clientId } = await registeredAppClient(ctx.app);
    const me = await getMe(access);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: clientId, firstName: 'José', email: 'jose@example.com' });

    const updated = await patchMe(access, { weightKg: '80,5', goal: 'Correr 10 km', active: false, email: 'otro@example.com' });
    expect(updated.statusCode).toBe(200);
    // active and email are not the client's to change: they are ignored.
    expect(updated.json()).toMatchObject({ weightKg: 80.5, goal: 'Correr 10 km', active: true, email: 'jose@example.com' });
    const invalid = await patchMe(access, { heightCm: 10 });
    expect(invalid.json().details.fieldErrors).toEqual({ heightCm: [clientMessages.heightInvalid] });
  });

  it("carries the settings of the client's own business, and follows the trainer's changes", async () => {
    const { trainer, access } = await registeredAppClient(ctx.app);
    // Another business, in Madrid, with a client of its own.
    const madrid = await signedInTrainer(ctx.app, { email: 'sofia@example.com', phone: '+34 612 345 678', timeZone: 'Europe/Madrid' });
    const registered = await registerInApp(ctx.app, newAppClient((await inviteAs(ctx.app, madrid.access)).code, { email: 'ines@example.com' }));
    const madridClient = registered.json<{ access: string }>().access;

    expect((await getMe(access)).json().business).toEqual({ name: expect.any(String), timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', country: 'AR' });
    expect((await getMe(madridClient)).json().business).toEqual({ name: expect.any(String), timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES' });

    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/business',
      headers: authHeader(trainer.access),
      payload: { name: 'Estudio Norte', country: 'MX', timeZone: 'America/Mexico_City' },
    });
    expect(changed.statusCode).toBe(200);
    const business = { name: 'Estudio Norte', timeZone: 'America/Mexico_City', currency: 'ARS', country: 'MX' };
    expect((await getMe(access)).json().business).toEqual(business);
    // PATCH answers the same record, settings included; the other business's client sees none of it.
    expect((await patchMe(access, { goal: 'Correr 10 km' })).json()).toMatchObject({ goal: 'Correr 10 km', business });
    expect((await getMe(madridClient)).json().business).toMatchObject({ country: 'ES', timeZone: 'Europe/Madrid' });
  });

  it("refuses a trainer's token (403) and no token (401)", async () => {
    const { access } = await signedInTrainer(ctx.app);
    const response = await getMe(access);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: apiMessages.forbidden });
    expect((await patchMe(access, { goal: 'x' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/me' })).statusCode).toBe(401);
  });

  it("keeps working when the business's trial has ended", async () => {
    const { trainer, access } = await registeredAppClient(ctx.app);
    await setTrialEnd(ctx.app, decodeClaims(trainer.access).gym_id as number, new Date(ctx.clock.now().getTime() - 1000));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/clients', headers: authHeader(trainer.access) })).statusCode).toBe(402);
    expect((await getMe(access)).statusCode).toBe(200);
    expect((await appLogin(ctx.app, 'jose@example.com', 'Cliente123')).statusCode).toBe(200);
  });
});

describe('a client token on trainer endpoints', () => {
  it.each([
    ['GET', '/api/v1/clients', undefined],
    ['POST', '/api/v1/clients', { firstName: 'Ana', lastName: 'Gómez' }],
    ['GET', '/api/v1/clients/1', undefined],
    ['PATCH', '/api/v1/clients/1', { active: true }],
    ['POST', '/api/v1/invitations', {}],
    ['GET', '/api/v1/invitations', undefined],
    ['GET', '/api/v1/me', undefined],
    ['GET', '/api/v1/dashboard', undefined],
  ] as const)('%s %s answers 403 FORBIDDEN', async (method, url, payload) => {
    const { access } = await registeredAppClient(ctx.app);
    const response = await ctx.app.inject({ method, url, payload, headers: authHeader(access) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: apiMessages.forbidden });
  });
});

describe('a forged-looking client token', () => {
  it('without client_id is refused by the client app too', async () => {
    const { access } = await registeredAppClient(ctx.app);
    const { client_id: _clientId, iat: _iat, exp: _exp, ...claims } = decodeClaims(access);
    const token = ctx.app.jwt.sign(claims as never, { clockTimestamp: ctx.clock.now().getTime() });
    expect((await getMe(token)).statusCode).toBe(403);
  });
});
