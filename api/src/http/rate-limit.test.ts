import { apiMessages } from '@coach/shared/contracts';
import { newTrainer } from '../test/fixtures';
import { setupApiTests } from '../test/test-app';

const MAX = 3;
const ctx = setupApiTests({ env: { RATE_LIMIT_AUTH_MAX: String(MAX) } });

type Endpoint = { name: string; url: string; body: (identity: string) => object };

const endpoints: Endpoint[] = [
  { name: 'login', url: '/auth/web/login', body: (email) => ({ username: email, password: 'Secreta123' }) },
  { name: 'sign-up', url: '/api/v1/users/autonomous', body: (email) => newTrainer({ email }) },
  { name: 'password reset', url: '/auth/password-reset', body: (email) => ({ email }) },
  {
    name: 'password reset confirm',
    url: '/auth/password-reset/confirm',
    body: (uid) => ({ newPassword: 'NuevaClave9', confirmPassword: 'NuevaClave9', token: 'x', uid }),
  },
  { name: 'app password reset', url: '/auth/app/password-reset', body: (email) => ({ email }) },
  {
    name: 'app password reset confirm',
    url: '/auth/app/password-reset/confirm',
    body: (uid) => ({ newPassword: 'NuevaClave9', confirmPassword: 'NuevaClave9', token: 'x', uid }),
  },
];

const identity = (endpoint: Endpoint, i: number) =>
  endpoint.name.endsWith('password reset confirm') ? String(1000 + i) : `persona${i}@example.com`;

const send = (endpoint: Endpoint, body: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: endpoint.url, payload: body, remoteAddress });

function expectRateLimited(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'RATE_LIMITED', message: apiMessages.rateLimited });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe.each(endpoints)('rate limit of $name', (endpoint) => {
  it(`answers 429 after ${MAX} attempts from one IP, whatever the account`, async () => {
    for (let i = 0; i < MAX; i++) {
      expect((await send(endpoint, endpoint.body(identity(endpoint, i)), '10.0.0.1')).statusCode).not.toBe(429);
    }
    expectRateLimited(await send(endpoint, endpoint.body(identity(endpoint, 99)), '10.0.0.1'));
    // Another IP is not affected.
    expect((await send(endpoint, endpoint.body(identity(endpoint, 98)), '10.0.0.2')).statusCode).not.toBe(429);
  });

  it(`answers 429 after ${MAX} attempts on one account, whatever the IP`, async () => {
    const sameAccount = endpoint.body(identity(endpoint, 1));
    for (let i = 0; i < MAX; i++) {
      expect((await send(endpoint, sameAccount, `10.0.1.${i}`)).statusCode).not.toBe(429);
    }
    expectRateLimited(await send(endpoint, sameAccount, '10.0.1.200'));
    // The same address with another letter case is the same account.
    if (endpoint.name !== 'password reset confirm') {
      expectRateLimited(await send(endpoint, endpoint.body(identity(endpoint, 1).toUpperCase()), '10.0.1.201'));
    }
  });
});

describe('routes without an auth limit', () => {
  it('are not limited by it', async () => {
    for (let i = 0; i < MAX + 2; i++) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});
