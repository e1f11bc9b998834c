import net from 'node:net';
import { apiMessages } from '@coach/shared/contracts';
import type { InjectOptions } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handler';
import { authHeader, signedInTrainer } from '../test/fixtures';
import { setupApiTests } from '../test/test-app';

/**
 * One error shape everywhere: `{code, message}` as JSON, whatever produced the error (a route,
 * Fastify's parsers, a plugin, Node's HTTP parser, a shutdown in progress).
 */
let releaseSlow: () => void = () => undefined;
let slowStarted: Promise<void> = Promise.resolve();
let markSlowStarted: () => void = () => undefined;

const ctx = setupApiTests({
  extend: (app) => {
    app.get('/api/v1-test/status/:status', async (request) => {
      const status = Number((request.params as { status: string }).status);
      throw Object.assign(new Error(`plugin error ${status}`), { statusCode: status });
    });
    app.get('/api/v1-test/database/:code', async (request) => {
      const { code } = request.params as { code: string };
      const cause = Object.assign(new Error(`driver error ${code}`), { code });
      throw Object.assign(new Error('Failed query: select 1'), { cause });
    });
    app.get('/api/v1-test/slow', async () => {
      markSlowStarted();
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      return { ok: true };
    });
  },
});

beforeEach(() => {
  slowStarted = new Promise<void>((resolve) => (markSlowStarted = resolve));
});

type Answer = { status: number; contentType: string; body: unknown };

async function answer(options: InjectOptions): Promise<Answer> {
  const response = await ctx.app.inject(options);
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // left as text: the assertion below shows it
  }
  return { status: response.statusCode, contentType: String(response.headers['content-type']), body };
}

const json = (status: number, code: string, message: string): Answer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: { code, message },
});

describe('404 for what does not exist, as JSON', () => {
  it.each([
    ['GET', '/api/v1/nothing-here'],
    ['GET', '/api/nothing'],
    ['POST', '/auth/nothing'],
    ['GET', '/dashboard'],
    ['GET', '/remotes/clients/remoteEntry.js'],
    // Fastify answers 404, not 405, to a known path with another method: same shape.
    ['DELETE', '/api/v1/clients'],
    ['PUT', '/auth/web/login'],
    ['PROPFIND', '/api/v1/me'],
  ])('%s %s', async (method, url) => {
    expect(await answer({ method: method as InjectOptions['method'], url, headers: { accept: 'text/html' } })).toEqual(
      json(404, 'NOT_FOUND', apiMessages.notFound),
    );
  });
});

describe('errors raised by Fastify, its plugins and its parsers', () => {
  it('405 from a plugin is METHOD_NOT_ALLOWED, and any other 4xx keeps its status (never a 500)', async () => {
    expect(await answer({ method: 'GET', url: '/api/v1-test/status/405' })).toEqual(
      json(405, 'METHOD_NOT_ALLOWED', apiMessages.methodNotAllowed),
    );
    expect(await answer({ method: 'GET', url: '/api/v1-test/status/406' })).toEqual(json(406, 'BAD_REQUEST', apiMessages.badRequest));
    expect(await answer({ method: 'GET', url: '/api/v1-test/status/409' })).toEqual(json(409, 'BAD_REQUEST', apiMessages.badRequest));
  });

  it.each([
    ['malformed JSON', '{"username": '],
    ['an empty JSON body', ''],
    ['a __proto__ key', '{"username":"a@b.co","password":"x","__proto__":{"admin":true}}'],
  ])('%s: 400 VALIDATION_ERROR', async (_name, payload) => {
    expect(await answer({ method: 'POST', url: '/auth/web/login', headers: { 'content-type': 'application/json' }, payload })).toEqual(
      json(400, 'VALIDATION_ERROR', apiMessages.validation),
    );
  });

  it.each(['TRACE', 'QUERY'].flatMap((method) => ['/api/v1/me', '/api/health', '/dashboard'].map((url) => [method, url])))(
    '%s %s: 405 METHOD_NOT_ALLOWED (it is served nowhere), not 404',
    async (method, url) => {
      expect(await answer({ method: method as InjectOptions['method'], url })).toEqual(json(405, 'METHOD_NOT_ALLOWED', apiMessages.methodNotAllowed));
    },
  );

  it.each(['/api/v1/clients/%zz', '/api/v1/clients/%E0%A4%A', '/%'])(
    'a malformed %% escape in the path (%s): 400 BAD_REQUEST in Spanish, with the security headers',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: apiMessages.badRequest });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('a body over the limit: 413 PAYLOAD_TOO_LARGE', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const huge = JSON.stringify({ firstName: 'x'.repeat(5 * 1024 * 1024) });
    for (const url of ['/api/v1/clients', '/auth/web/login', '/api/v1/actionlogs']) {
      expect(
        await answer({ method: 'POST', url, headers: { ...authHeader(access), 'content-type': 'application/json' }, payload: huge }),
      ).toEqual(json(413, 'PAYLOAD_TOO_LARGE', apiMessages.payloadTooLarge));
    }
  });

  it('a body of another type: 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    expect(await answer({ method: 'POST', url: '/auth/web/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' })).toEqual(
      json(415, 'UNSUPPORTED_MEDIA_TYPE', apiMessages.unsupportedMediaType),
    );
  });
});

describe('database faults', () => {
  it.each(['ECONNREFUSED', '57P01', '08006', '57014', '53300'])(
    '%s (down, restarting, stalled, out of connections): 503 SERVICE_UNAVAILABLE with Retry-After, never a 500',
    async (code) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1-test/database/${code}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: apiMessages.databaseUnavailable });
    },
  );

  it('any other database error is still a 500 INTERNAL_ERROR without Retry-After', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1-test/database/42601' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: apiMessages.internal });
  });
});

describe('on a real connection', () => {
  async function listen() {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return (ctx.app.server.address() as net.AddressInfo).port;
  }

  /** Every HTTP answer read from the socket until it closes. */
  function parseAnswers(data: string): { head: string; body: string }[] {
    const answers: { head: string; body: string }[] = [];
    let rest = data;
    while (rest.startsWith('HTTP/1.1')) {
      const end = rest.indexOf('\r\n\r\n');
      const head = rest.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      const bodyBytes = Buffer.from(rest.slice(end + 4), 'utf8');
      answers.push({ head, body: bodyBytes.subarray(0, length).toString('utf8') });
      rest = bodyBytes.subarray(length).toString('utf8');
    }
    return answers;
  }

  /** Writes `request` on a new connection and answers everything read until the server closes it. */
  async function exchange(port: number, request: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      setTimeout(() => socket.end(), 2000).unref();
    });
  }

  it('an HTTP/1.1 request without Host: 400 BAD_REQUEST in Spanish as JSON, with the security headers (Node answered an empty 400)', async () => {
    const port = await listen();
    const [only] = parseAnswers(await exchange(port, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n'));
    expect(only?.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(only?.head).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(only?.head).toMatch(/content-security-policy: default-src 'self'/i);
    expect(only?.head).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(only?.body ?? '')).toEqual({ code: 'BAD_REQUEST', message: apiMessages.badRequest });
    // HTTP/1.0 has no Host header (old health checkers send none): still served.
    const [old] = parseAnswers(await exchange(port, 'GET /api/health HTTP/1.0\r\n\r\n').then((data) => data.replace(/^HTTP\/1\.0/, 'HTTP/1.1')));
    expect(old?.head).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('headers over the size limit: 431 HEADERS_TOO_LARGE as JSON', async () => {
    const port = await listen();
    const data = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`),
      );
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [only] = parseAnswers(data);
    expect(only?.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(only?.head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(only?.body ?? '')).toEqual({ code: 'HEADERS_TOO_LARGE', message: apiMessages.headersTooLarge });
  });

  it('while the server closes, a request on a kept-alive connection gets 503 SERVICE_UNAVAILABLE as JSON; the one running finishes', async () => {
    const port = await listen();
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/v1-test/slow HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await slowStarted;
    const closing = ctx.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // /api/health declares its own 503 body: the refusal must still have the error shape.
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseSlow();
    await closing;
    await closed;
    const [first, second] = parseAnswers(data);
    expect(first?.head).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(first?.body ?? '')).toEqual({ ok: true });
    expect(second?.head).toMatch(/^HTTP\/1\.1 503 /);
    expect(second?.head).toMatch(/connection: close/i);
    expect(second?.head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(second?.body ?? '')).toEqual({ code: 'SERVICE_UNAVAILABLE', message: apiMessages.unavailable });
  });
});
