import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { testConfig } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

/**
 * The routes that read files (uploads, the built host and remotes) never serve a file outside
 * their own folder, however the path is encoded.
 */
const SECRET = 'contenido-secreto-que-no-se-sirve';

let testDb: TestDatabase;
let root: string;
let app: App;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
});
beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'coach-traversal-'));
  write('web/host/dist/index.html', '<!doctype html><html><body>app</body></html>');
  write('web/remote-auth/dist/remoteEntry.js', 'var auth;');
  write('web/secret.txt', SECRET);
  write('web/host/secret.txt', SECRET);
  write('web/remote-auth/secret.txt', SECRET);
  write('data/jwt-secret', SECRET);
  write('data/uploads/avatars/secret.png', SECRET);
  write('data/secret.png', SECRET);
  app = buildApp({
    config: testConfig({ WEB_ROOT: path.join(root, 'web'), DATA_DIR: path.join(root, 'data'), UPLOADS_DIR: path.join(root, 'data', 'uploads') }),
    database: testDb.database,
  });
  await app.ready();
});
afterEach(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const attempts = [
  '/../secret.txt',
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/..%5csecret.txt',
  '/%252e%252e%252fsecret.txt',
  '/..%2f..%2fweb%2fsecret.txt',
  '/remotes/auth/../secret.txt',
  '/remotes/auth/..%2fsecret.txt',
  '/remotes/auth/..%2f..%2fsecret.txt',
  '/remotes/auth/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/remotes/auth/....//....//secret.txt',
  '/uploads/../jwt-secret',
  '/uploads/..%2fjwt-secret',
  '/uploads/..%2fsecret.png',
  '/uploads/%2e%2e/secret.png',
  '/uploads/avatars/..%2f..%2fsecret.png',
  '/uploads/avatars/..%5c..%5csecret.png',
  '/uploads/%2fetc%2fpasswd',
  '/uploads/avatars%2fsecret.png%00.png',
];

it.each(attempts)('%s serves nothing outside its folder (404, or 403 where the file server sees the attempt)', async (url) => {
  for (const accept of ['*/*', 'text/html']) {
    const response = await app.inject({ method: 'GET', url, headers: { accept } });
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('root:');
    if (accept === '*/*') {
      expect([403, 404]).toContain(response.statusCode);
      expect(response.json()).toEqual({ code: response.statusCode === 404 ? 'NOT_FOUND' : 'FORBIDDEN', message: expect.any(String) });
    }
  }
});

it('still serves what is inside: the host, a remote file', async () => {
  expect((await app.inject({ method: 'GET', url: '/remotes/auth/remoteEntry.js' })).body).toBe('var auth;');
  expect((await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200);
});
