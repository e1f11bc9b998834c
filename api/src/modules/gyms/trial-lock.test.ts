import { trialExpiredMessage } from '@coach/shared/contracts';
import { authHeader, decodeClaims, login, setTrialEnd, signedInTrainer } from '../../test/fixtures';
import { images } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { setupApiTests } from '../../test/test-app';
import { TRIAL_UNLOCKED_ROUTES } from './trial-lock';

/** Every route of the app, as registered: the sweep below must see routes added later too. */
const routes: { method: string; url: string }[] = [];
const ctx = setupApiTests({
  extend: (app) => {
    routes.length = 0;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  },
});
const expired = { code: 'TRIAL_EXPIRED', message: trialExpiredMessage };

/** A trainer signed in while the trial had days left, whose trial has ended since. */
async function trainerWithEndedTrial() {
  const session = await signedInTrainer(ctx.app);
  const gymId = decodeClaims(session.access).gym_id as number;
  await setTrialEnd(ctx.app, gymId, new Date(ctx.clock.now().getTime() - 1000));
  return { ...session, gymId };
}

const photoUpload = () => {
  const { payload, headers } = multipartBody([{ name: 'photo', content: images.png, filename: 'a.png', contentType: 'image/png' }]);
  return { payload, headers };
};

const lockedCalls: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, () => { payload?: object | Buffer; headers?: Record<string, string> }][] = [
  ['unread messages', 'GET', '/api/v1/me/chats/unread_messages', () => ({})],
  ['dashboard', 'GET', '/api/v1/dashboard', () => ({})],
  ['client list', 'GET', '/api/v1/clients', () => ({})],
  ['client creation', 'POST', '/api/v1/clients', () => ({ payload: { firstName: 'Ana', lastName: 'Gómez' } })],
  ['invitation', 'POST', '/api/v1/invitations', () => ({ payload: {} })],
  ['plan creation', 'POST', '/api/v1/plans', () => ({ payload: { name: 'Mensual', recurrence: 'monthly', amount: 100 } })],
  ['Cobros', 'GET', '/api/v1/periods', () => ({})],
  ['payments CSV', 'GET', '/api/v1/payments', () => ({ headers: { accept: 'text/csv' } })],
  ['profile update', 'PATCH', '/api/v1/me', () => ({ payload: { firstName: 'Ana' } })],
  ['profile update with an invalid body', 'PATCH', '/api/v1/me', () => ({ payload: { firstName: 'a'.repeat(200) } })],
  ['photo upload', 'POST', '/api/v1/me/photo', photoUpload],
  ['photo removal', 'DELETE', '/api/v1/me/photo', () => ({})],
  [
    'password change',
    'POST',
    '/api/v1/me/password',
    () => ({ payload: { currentPassword: 'Secreta123', newPassword: 'NuevaClave456', confirmPassword: 'NuevaClave456' } }),
  ],
];

describe('trial lock on /api/v1', () => {
  it.each(lockedCalls)('answers 402 TRIAL_EXPIRED to the %s once the trial ended', async (_name, method, url, request) => {
    const { access } = await trainerWithEndedTrial();
    // The token was issued with days left: the lock reads the database, not the claims.
    expect(decodeClaims(access).remainingDays).toBe(30);
    const { payload, headers } = request();
    const response = await ctx.app.inject({ method, url, payload, headers: { ...headers, ...authHeader(access) } });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual(expired);
  });

  it('covers every authenticated /api/v1 route but the allow-list, including routes added later', async () => {
    const { access } = await trainerWithEndedTrial();
    // The calendar feed is public, authenticated by its own token; it answers 404 once the trial ends
    // (modules/agenda/feed/feed.test.ts: "stops serving the feed of a business whose trial ended").
    // Help from the sign-in screens needs no token at all (modules/support), nor a member's invitation
    // (its link's token is the credential; the new member meets the lock once signed in). An export's
    // download link, like the feed, answers 404 once the trial ended (modules/exports/exports.test.ts).
    const unlocked = new Set([
      ...TRIAL_UNLOCKED_ROUTES,
      'POST /api/v1/users/autonomous',
      'GET /api/v1/agenda.ics',
      'GET /api/v1/exports/:id/zip',
      'POST /api/v1/support-requests/public',
      'GET /api/v1/team/invitations/preview',
      'POST /api/v1/team/invitations/accept',
    ]);
    // The client app is not the business's to lock (README): its routes refuse trainer tokens instead.
    const business = routes.filter(
      (route) =>
        route.url.startsWith('/api/v1/') &&
        !route.url.startsWith('/api/v1/client-app/') &&
        route.method !== 'HEAD' &&
        !unlocked.has(`${route.method} ${route.url}`),
    );
    expect(business.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(lockedCalls.map(([, method, url]) => `${method} ${url}`)),
    );
    for (const route of business) {
      const url = route.url.replace(/:[^/]+/g, '1');
      const response = await ctx.app.inject({ method: route.method as 'GET', url, headers: authHeader(access) });
      expect(`${route.method} ${route.url} ${response.statusCode}`).toBe(`${route.method} ${route.url} 402`);
    }
  });

  it('changes nothing on a locked call', async () => {
    const { access } = await trainerWithEndedTrial();
    await ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: authHeader(access), payload: { firstName: 'Ana' } });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    expect(me.json().firstName).toBe('Lucía');
  });

  it('still answers the profile, the action log, token refresh and logout (the lock screen needs them)', async () => {
    const { access, refresh } = await trainerWithEndedTrial();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    expect(me.statusCode).toBe(200);
    const log = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/actionlogs',
      headers: authHeader(access),
      payload: { action: 'contact_support', metadata: { from: 'trial_lock' } },
    });
    expect(log.statusCode).toBe(201);

    const renewed = await ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } });
    expect(renewed.statusCode).toBe(200);
    const pair = renewed.json<{ access: string; refresh: string }>();
    expect(decodeClaims(pair.access).remainingDays).toBe(0);

    const logout = await ctx.app.inject({ method: 'POST', url: '/auth/logout', payload: { refresh: pair.refresh } });
    expect(logout.statusCode).toBe(204);
  });

  it('locks at the exact end of the trial', async () => {
    const session = await signedInTrainer(ctx.app);
    await setTrialEnd(ctx.app, decodeClaims(session.access).gym_id as number, new Date(ctx.clock.now().getTime() + 1000));
    const call = () => ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: authHeader(session.access) });
    expect((await call()).statusCode).toBe(200);
    ctx.clock.advanceSeconds(1);
    expect((await call()).statusCode).toBe(402);
  });

  it('never locks a paying business (no trial end)', async () => {
    const session = await signedInTrainer(ctx.app);
    await setTrialEnd(ctx.app, decodeClaims(session.access).gym_id as number, null);
    ctx.clock.advanceDays(365);
    // The old access token has expired by then: a fresh session of the paying business.
    const { access } = await login(ctx.app, session.credentials.email, session.credentials.password);
    expect(decodeClaims(access).remainingDays).toBeNull();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/chats/unread_messages', headers: authHeader(access) });
    expect(response.statusCode).toBe(200);
  });

  it('locks only the business whose trial ended', async () => {
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    await trainerWithEndedTrial();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: authHeader(other.access) });
    expect(response.statusCode).toBe(200);
  });

  it('authenticates before it locks: no token is still 401', async () => {
    await trainerWithEndedTrial();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard' });
    expect(response.statusCode).toBe(401);
  });
});
