import { createHmac } from 'node:crypto';
import { apiMessages } from '@coach/shared/contracts';
import { authHeader, decodeClaims, registeredAppClient } from '../test/fixtures';
import { TEST_JWT_SECRET, setupApiTests } from '../test/test-app';

/**
 * Access tokens that were not issued by this API, or not as they are, answer 401 on trainer and
 * client routes alike. Each forgery starts from a real token, so only the forged part is wrong.
 */
const ctx = setupApiTests();

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
function sign(header: object, claims: object, secret: string, hash: 'sha256' | 'sha512' = 'sha256'): string {
  const unsigned = `${encode(header)}.${encode(claims)}`;
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

type Forgery = [name: string, forge: (token: string, nowSeconds: number) => string];
const forgeries: Forgery[] = [
  [
    'payload changed (another gym and role), signature kept',
    (token) => {
      const [header, , signature] = token.split('.');
      const claims = { ...decodeClaims(token), gym_id: 999, role: 'AD' };
      return `${header}.${encode(claims)}.${signature}`;
    },
  ],
  ['alg none, no signature', (token) => `${encode({ alg: 'none', typ: 'JWT' })}.${encode(decodeClaims(token))}.`],
  ['alg none, signature kept', (token) => `${encode({ alg: 'none', typ: 'JWT' })}.${encode(decodeClaims(token))}.${token.split('.')[2]}`],
  ['signed with another secret', (token) => sign({ alg: 'HS256', typ: 'JWT' }, decodeClaims(token), 'another-secret-that-is-long-enough!!')],
  ['HS512 with the right secret', (token) => sign({ alg: 'HS512', typ: 'JWT' }, decodeClaims(token), TEST_JWT_SECRET, 'sha512')],
  ['expired (right secret)', (token, now) => sign({ alg: 'HS256', typ: 'JWT' }, { ...decodeClaims(token), iat: now - 3600, exp: now - 1 }, TEST_JWT_SECRET)],
  ['not valid before a future nbf (right secret)', (token, now) => sign({ alg: 'HS256', typ: 'JWT' }, { ...decodeClaims(token), nbf: now + 3600 }, TEST_JWT_SECRET)],
  ['truncated signature', (token) => token.slice(0, -5)],
  ['truncated to header and payload', (token) => token.split('.').slice(0, 2).join('.')],
  ['empty signature', (token) => `${token.split('.').slice(0, 2).join('.')}.`],
];

describe.each([
  ['trainer', 'GET', '/api/v1/me'],
  ['trainer', 'GET', '/api/v1/clients'],
  ['client', 'GET', '/api/v1/client-app/me'],
] as const)('a forged %s token on %s %s', (kind, method, url) => {
  it.each(forgeries)('%s: 401 UNAUTHORIZED (the genuine token works)', async (_name, forge) => {
    const session = await registeredAppClient(ctx.app);
    const genuine = kind === 'trainer' ? session.trainer.access : session.access;
    expect((await ctx.app.inject({ method, url, headers: authHeader(genuine) })).statusCode).toBe(200);
    const forged = forge(genuine, Math.floor(ctx.clock.now().getTime() / 1000));
    const response = await ctx.app.inject({ method, url, headers: authHeader(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: apiMessages.unauthorized });
  });
});
