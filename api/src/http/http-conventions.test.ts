import { Writable } from 'node:stream';
import { apiMessages } from '@coach/shared/contracts';
import { buildApp } from '../app';
import { securityHeaderList } from '../plugins/security';
import { setupApiTests, testConfig } from '../test/test-app';

const SECRET_DETAIL = 'select password_hash from users where id = 1';

const ctx = setupApiTests({
  env: { CORS_ORIGINS: 'http://localhost:3001, http://localhost:3002/' },
  extend: (app) => {
    // Only this test has a route that fails unexpectedly, with a message that must never leak.
    app.get('/api/v1-test/boom', async () => {
      throw new Error(`relation "users" does not exist: ${SECRET_DETAIL}`);
    });
  },
});

describe('error answers', () => {
  it('hide the message, SQL and stack of unexpected errors behind a 500 INTERNAL_ERROR', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1-test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: apiMessages.internal });
    expect(response.body).not.toContain('select');
    expect(response.body).not.toContain('users');
    expect(response.body).not.toMatch(/at .+\.ts/);
  });

  it('log unexpected errors with the request they happened in', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = buildApp({ config: testConfig(), database: ctx.testDb.database, logger: { level: 'error', stream } });
    app.get('/api/v1-test/boom', async () => {
      throw new Error(SECRET_DETAIL);
    });
    try {
      await app.inject({ method: 'GET', url: '/api/v1-test/boom?x=1' });
    } finally {
      await app.close();
    }
    const entry = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((log) => log.msg === 'request failed');
    expect(entry).toMatchObject({ method: 'GET', url: '/api/v1-test/boom?x=1', reqId: expect.any(String) });
    expect(JSON.stringify(entry?.err)).toContain(SECRET_DETAIL);
  });

  it.each(['/api/v1/nothing-here', '/api/nothing', '/auth/nothing', '/api'])('answer JSON 404 for %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
  });

  it('answer the same JSON 404 outside the API when no web app is built', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
  });

  it('answer 415 UNSUPPORTED_MEDIA_TYPE for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/web/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('security headers', () => {
  it('are set by helmet, with a CSP that allows what the SPA needs and no more', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('let the host page load remotes from the origins of REMOTE_ORIGINS (a CDN), and only those', () => {
    const cspOf = (origins: string[]) => securityHeaderList(origins).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
    const csp = cspOf(['https://cdn.example.com']);
    for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.example\\.com`));
    }
    expect(csp).toContain("default-src 'self';");
    expect(cspOf([])).not.toContain('cdn.example.com');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    ctx.app.inject({
      method: 'OPTIONS',
      url: '/auth/web/login',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('allows the origins listed in CORS_ORIGINS', async () => {
    const response = await preflight('http://localhost:3002');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3002');
  });

  it('does not allow any other origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas at /api/docs/json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/auth/web/login',
        '/auth/login/refresh',
        '/auth/password-reset',
        '/auth/password-reset/confirm',
        '/api/v1/users/autonomous',
        '/api/v1/me',
        '/api/v1/me/chats/unread_messages',
        '/api/v1/actionlogs',
        '/api/v1/me/photo',
        '/api/v1/me/password',
        '/api/v1/dashboard',
        '/auth/logout',
        '/api/health',
      ]),
    );
    const login = document.paths['/auth/web/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(Object.keys(document.paths['/api/v1/me'].patch.responses)).toEqual(expect.arrayContaining(['200', '400', '402', '409']));
    expect(Object.keys(document.paths['/api/v1/me/photo'].post.responses)).toEqual(expect.arrayContaining(['200', '413', '415']));
  });

  it('serves the UI at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
