import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { buildApp, type App } from '../../app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { testConfig } from '../../test/test-app';
import type { Env } from '../../config';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script src="/main.3f2a1b9c.js"></script></body></html>';

let testDb: TestDatabase;
let webRoot: string;
let app: App;

function write(relative: string, content: string) {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function start(env: Env = {}) {
  app = buildApp({ config: testConfig({ WEB_ROOT: webRoot, ...env }), database: testDb.database });
  await app.ready();
}

const get = (url: string, accept = '*/*') => app.inject({ method: 'GET', url, headers: { accept } });

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
});
beforeEach(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'coach-web-root-'));
});
afterEach(async () => {
  await app?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('with the web apps built', () => {
  beforeEach(async () => {
    write('host/dist/index.html', INDEX_HTML);
    write('host/dist/main.js', 'console.log("host entry")');
    write('host/dist/412.3f2a1b9c.js', 'console.log("host chunk")');
    write('remote-auth/dist/mf-manifest.json', '{"name":"auth"}');
    write('remote-auth/dist/remoteEntry.js', 'var auth;');
    write('remote-auth/dist/src_Login_tsx.91ab7c0d.js', 'var login;');
    await start();
  });

  it('serves the host at / without caching index.html', async () => {
    const response = await get('/', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed chunks for a year and revalidates unhashed entries', async () => {
    const response = await get('/412.3f2a1b9c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    const entry = await get('/main.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves the precompressed file the browser accepts (brotli first), cached like the file, varying on Accept-Encoding', async () => {
    const chunk = 'console.log("host chunk")';
    writeFileSync(path.join(webRoot, 'host/dist/412.3f2a1b9c.js.br'), brotliCompressSync(chunk));
    writeFileSync(path.join(webRoot, 'host/dist/412.3f2a1b9c.js.gz'), gzipSync(chunk));
    writeFileSync(path.join(webRoot, 'remote-auth/dist/remoteEntry.js.br'), brotliCompressSync('var auth;'));
    const fetch = (url: string, encoding?: string) =>
      app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

    const brotli = await fetch('/412.3f2a1b9c.js', 'gzip, deflate, br');
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': IMMUTABLE });
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(chunk);

    const gzip = await fetch('/412.3f2a1b9c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(chunk);

    const plain = await fetch('/412.3f2a1b9c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const entry = await fetch('/remotes/auth/remoteEntry.js', 'br');
    expect(entry.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
  });

  it('serves each remote under /remotes/<name>/, entry files revalidated and chunks immutable', async () => {
    const manifest = await get('/remotes/auth/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'auth' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/auth/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/auth/src_Login_tsx.91ab7c0d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers a plain 404 for a missing remote file, never the SPA page', async () => {
    for (const url of ['/remotes/auth/missing.js', '/remotes/clients/remoteEntry.js']) {
      const response = await get(url, 'text/html,*/*');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<html');
    }
  });

  it('answers index.html for page navigations to SPA routes (deep links)', async () => {
    for (const url of ['/dashboard', '/clientes/12/', '/reset-password?token=abc&uid=1']) {
      const response = await get(url, 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer the SPA page to requests that do not want HTML, nor under /api and /auth', async () => {
    expect((await get('/dashboard', 'application/json')).statusCode).toBe(404);
    const api = await get('/api/v1/unknown', 'text/html');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    expect((await get('/auth/unknown', 'text/html')).json().code).toBe('NOT_FOUND');
  });

  it('keeps the API working next to the static files', async () => {
    expect((await get('/api/health')).json().status).toBe('ok');
  });

  it('maps every remote to its manifest in /remotes.json, revalidated on each load', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      clients: '/remotes/clients/mf-manifest.json',
      library: '/remotes/library/mf-manifest.json',
      agenda: '/remotes/agenda/mf-manifest.json',
      billing: '/remotes/billing/mf-manifest.json',
    });
  });
});

describe('the clients\' app', () => {
  const APP_INDEX = '<!doctype html><html><head><link rel="manifest" href="manifest.webmanifest"></head><body>app</body></html>';
  beforeEach(async () => {
    write('host/dist/index.html', INDEX_HTML);
    write('client-app/dist/index.html', APP_INDEX);
    write('client-app/dist/main.js', 'console.log("app entry")');
    write('client-app/dist/sw.js', 'self.addEventListener("fetch", () => {})');
    write('client-app/dist/manifest.webmanifest', '{"name":"Coach"}');
    write('client-app/dist/77.1a2b3c4d.js', 'var chunk;');
    await start();
  });

  it('answers its own index.html for every page under /app/, and the shell elsewhere', async () => {
    for (const url of ['/app/', '/app/perfil', '/app/registro?codigo=ABC123', '/app/rutina/3/2026-11-26']) {
      const response = await get(url, 'text/html');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(APP_INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/dashboard', 'text/html')).body).toBe(INDEX_HTML);
    expect((await get('/application', 'text/html')).body).toBe(INDEX_HTML);
  });

  it('sends /app to /app/, where its relative links resolve, with its query', async () => {
    const response = await get('/app', 'text/html');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/app/');
    const day = await get('/app?dia=2026-12-02', 'text/html');
    expect(day.statusCode).toBe(301);
    expect(day.headers.location).toBe('/app/?dia=2026-12-02');
  });

  it('serves its files: the worker and the manifest revalidated, hashed chunks immutable, a missing file 404', async () => {
    const worker = await get('/app/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    // Its scope may be `/app` (no slash), so that `/app` is answered offline too.
    expect(worker.headers['service-worker-allowed']).toBe('/app');
    expect((await get('/app/manifest.webmanifest')).headers['service-worker-allowed']).toBeUndefined();
    expect((await get('/app/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    expect((await get('/app/77.1a2b3c4d.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/app/missing.js')).statusCode).toBe(404);
  });
});

describe('REMOTES_FILE', () => {
  it('is served instead of the default map, read again on each request', async () => {
    write('host/dist/index.html', INDEX_HTML);
    const file = path.join(webRoot, 'remotes.override.json');
    writeFileSync(file, JSON.stringify({ auth: 'https://cdn.example/auth/mf-manifest.json' }));
    await start({ REMOTES_FILE: file });
    expect((await get('/remotes.json')).json()).toEqual({ auth: 'https://cdn.example/auth/mf-manifest.json' });
    writeFileSync(file, JSON.stringify({ auth: 'https://cdn2.example/auth/mf-manifest.json' }));
    expect((await get('/remotes.json')).json().auth).toBe('https://cdn2.example/auth/mf-manifest.json');
  });
});

describe('without host/dist', () => {
  it('serves only the API', async () => {
    write('remote-auth/dist/remoteEntry.js', 'var auth;');
    await start();
    expect((await get('/', 'text/html')).statusCode).toBe(404);
    expect((await get('/dashboard', 'text/html')).statusCode).toBe(404);
    expect((await get('/remotes/auth/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
