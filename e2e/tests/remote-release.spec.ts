import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import registry from '../../shared/registry.cjs';
import { E2E_JWT_SECRET } from '../support/env';

/**
 * A team releases its remote alone (docs/deploy.md, "Publicar un remote"): its new build is uploaded
 * beside the one in production, `remotes.json` (here the API's REMOTES_FILE) is switched to it, and
 * the next page load shows the new screen, with the host's files untouched; switching back is the
 * rollback. The remote is auth (the login screen needs no data); release 1 is what `pnpm build` made,
 * release 2 is built here with one visible text changed (e2e/support/remote-release/). Both are served
 * from another origin, as a CDN would, with the cache headers docs/deploy.md asks for.
 */
const root = path.resolve(__dirname, '../..');
const REMOTE = 'auth';
const remoteDir = path.join(root, registry.remotes.find((remote) => remote.name === REMOTE)!.dir);
const FILE = 'src/features/login/components/login-form.tsx';
const RELEASE_1 = 'Te damos la bienvenida. Ingresá tus datos para continuar.';
const RELEASE_2 = 'Te damos la bienvenida a la versión 2. Ingresá tus datos para continuar.';

const run = promisify(execFile);
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

let workDir: string;
let remotesFile: string;
let cdn: http.Server;
let cdnBase: string;
let api: ChildProcess | undefined;
let apiBase: string;

/** A static host for the releases (`/<release>/<file>`): CORS for the host's origin, hashed files cached for a year, the rest revalidated. */
function serveReleases(dir: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = path.join(dir, path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname)));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    response.writeHead(200, {
      'access-control-allow-origin': '*',
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': CONTENT_HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** What the deploy does: `remotes.json` with this remote at the given release, the others where they were. */
function pointRemoteAt(release: string) {
  const manifest = Object.fromEntries(registry.remotes.map(({ name }) => [name, `/remotes/${name}/mf-manifest.json`]));
  manifest[REMOTE] = `${cdnBase}/${release}/mf-manifest.json`;
  // Written whole and renamed, as a deploy should, so a request never reads half a file.
  writeFileSync(`${remotesFile}.tmp`, JSON.stringify(manifest, null, 2));
  renameSync(`${remotesFile}.tmp`, remotesFile);
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test.beforeAll(async () => {
  // Building a remote takes 10–60 s on CI's two cores.
  test.setTimeout(300_000);
  const built = path.join(remoteDir, 'dist', 'mf-manifest.json');
  if (!existsSync(built)) throw new Error(`${built} is missing: build the product first (pnpm build)`);
  workDir = mkdtempSync(path.join(tmpdir(), 'coach-remote-release-'));
  const releases = path.join(workDir, 'releases');
  // Release 1: the build in production.
  cpSync(path.join(remoteDir, 'dist'), path.join(releases, '1'), { recursive: true });
  // Release 2: the team's new build, into its own folder beside the first (at low priority: the other
  // e2e worker keeps running meanwhile).
  await run(
    'nice',
    ['-n', '19', 'pnpm', '--filter', `@coach/remote-${REMOTE}`, 'exec', 'webpack', '--mode', 'production',
      '--config', path.join(root, 'e2e/support/remote-release/variant.webpack.cjs'), '--output-path', path.join(releases, '2')],
    {
      cwd: root,
      env: { ...process.env, REMOTE_DIR: remoteDir, VARIANT_FILE: FILE, VARIANT_FROM: RELEASE_1, VARIANT_TO: RELEASE_2 },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  cdn = await serveReleases(releases);
  cdnBase = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;

  remotesFile = path.join(workDir, 'remotes.json');
  pointRemoteAt('1');
  const port = await freePort();
  apiBase = `http://127.0.0.1:${port}`;
  api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      WEB_ROOT: root,
      REMOTES_FILE: remotesFile,
      // The host page's CSP lets it load remotes from there (docs/deploy.md).
      REMOTE_ORIGINS: cdnBase,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${apiBase}/api/health`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  api?.kill('SIGTERM');
  await new Promise<void>((resolve) => (cdn ? cdn.close(() => resolve()) : resolve()));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/**
 * The login screen as the remote draws it. Until React's first commit the host's index.html shows a
 * static first paint of it (shared/build/index.html), which has release 1's text: wait for the form.
 */
async function loginScreenSays(page: Page, text: string) {
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

test('a remote released alone: remotes.json switched to its new build shows the new screen, and switched back, the old one', async ({ page }) => {
  const hostIndex = path.join(root, 'host/dist/index.html');
  const hostBefore = statSync(hostIndex).mtimeMs;
  const fromCdn: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(cdnBase)) fromCdn.push(new URL(request.url()).pathname);
  });

  await page.goto(`${apiBase}/login`);
  await loginScreenSays(page, RELEASE_1);
  expect(fromCdn.some((file) => file.startsWith('/1/'))).toBe(true);

  // The release: only remotes.json changes; the next page load takes the new build.
  pointRemoteAt('2');
  fromCdn.length = 0;
  await page.reload();
  await loginScreenSays(page, RELEASE_2);
  await expect(page.getByText(RELEASE_1, { exact: true })).toHaveCount(0);
  expect(fromCdn.filter((file) => !file.startsWith('/2/'))).toEqual([]);
  // The screen works as before: its form is there and validates.
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El correo es requerido')).toBeVisible();

  // The rollback: switching back.
  pointRemoteAt('1');
  fromCdn.length = 0;
  await page.reload();
  await loginScreenSays(page, RELEASE_1);
  expect(fromCdn.some((file) => file.startsWith('/1/'))).toBe(true);
  expect(statSync(hostIndex).mtimeMs).toBe(hostBefore);
});
