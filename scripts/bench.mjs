// `pnpm bench`: the budgets of ARCHITECTURE.md section 6 that exist so far, measured in Debian's
// Chromium against the product as `pnpm start` serves it:
// - gzip size of the JavaScript loaded to show /login, /dashboard, /ejercicios and /agenda, and the bytes that really
//   crossed the wire for it (the server sends precompressed brotli);
// - how many copies of react and antd the browser loaded (from each app's federation manifest);
// - time to the next area's content when moving between areas after first load;
// - Lighthouse (mobile preset, median of 3) on /login and on /dashboard signed in;
// - the clients' app (/app/): the JavaScript of each screen on the wire, its "Hoy" on Lighthouse, and a
//   repeat visit served by its service worker;
// - the API benches (api/bench/*.ts) on PGlite and on a throwaway PostgreSQL, the request path's cost
//   against a bare Fastify hello world last.
// A budget of Lighthouse or of the API's hot path that is missed makes the bench exit with 1.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, webApps } from './apps.mjs';
const { sharedKeys } = createRequire(import.meta.url)('../shared/build/shared-deps.cjs');
import { buildMissing } from './build-missing.mjs';
import { startHttpsFront } from './https-front.mjs';
import { lighthouseRuns } from './lighthouse.mjs';
import { loginFloor } from './login-floor.mjs';
import { run } from './run.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET = { login: 320 * 1024, dashboard: 400 * 1024, navigation: 150 };
// ARCHITECTURE.md section 6: what a trainer feels, by Lighthouse's mobile preset.
const LIGHTHOUSE_BUDGET = {
  '/login': { score: 90, lcp: 2500, tbt: 200, cls: 0.1 },
  '/dashboard': { score: 80 },
  '/app/': { score: 90 },
};
// Screens whose figure is reported with the dashboard's score as its floor (issue 26: Progreso on both sides).
const LIGHTHOUSE_REPORTED = { score: 80 };
const DEMO = { username: 'demo@coach.app', password: 'Demo1234' };
// The demo business's client who uses the app (api/src/demo/app-client.ts), with today's tasks.
const DEMO_CLIENT = { username: 'cliente@coach.app', password: 'Demo1234' };
const signInAs = async (path, credentials) =>
  (await fetch(`${BASE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) })).json();
const trainerStorage = (tokens) => ({ 'coach.access-token': tokens.access, 'coach.refresh-token': tokens.refresh });
const clientStorage = (tokens) => ({ 'coach.app.access-token': tokens.access, 'coach.app.refresh-token': tokens.refresh });
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');

await buildMissing();
const server = spawn('node', ['api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'coach-bench-')),
    DATABASE_URL: '',
    RATE_LIMIT_AUTH_MAX: '1000',
    // The demo business, as `pnpm start` seeds it: its app client has today's tasks for /app/.
    // BENCH_DEMO_DATA=none measures the trainer's pages on the empty demo account, as before session 12
    // (the client app's part then finds no client and stops the bench).
    DEMO_DATA: process.env.BENCH_DEMO_DATA ?? 'business',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('El servidor no respondió');
}

/** Which JS files hold each shared library, per app, from the federation manifests. */
function sharedAssetsByLibrary() {
  const byLibrary = new Map();
  for (const app of webApps) {
    const manifest = JSON.parse(readFileSync(join(root, app.dir, 'dist/mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared) {
      const files = [...shared.assets.js.sync, ...shared.assets.js.async];
      const entry = byLibrary.get(shared.name) ?? [];
      entry.push({ app: app.dir, files });
      byLibrary.set(shared.name, entry);
    }
  }
  return byLibrary;
}

/** Apps whose copy of `library` the browser downloaded (a file only that library's chunk holds). */
function copiesLoaded(library, loadedUrls, byLibrary) {
  const providers = byLibrary.get(library) ?? [];
  return providers.filter(({ app, files }) => {
    const prefix = app === 'host' ? '/' : `/remotes/${app.replace('remote-', '')}/`;
    return files.some((file) => loadedUrls.some((url) => new URL(url).pathname === prefix + file));
  }).length;
}

/** `signedIn`: true for the demo trainer, or the localStorage entries of another session (the app's client). */
async function measurePage(browser, path, { signedIn, context: given = null }) {
  const context = given ?? (await browser.newContext());
  const storage = signedIn === true ? trainerStorage(await signInAs('/auth/web/login', DEMO)) : signedIn || null;
  if (storage && !given) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  await context.addInitScript(() => {
    const renderers = [];
    window.__renderers = renderers;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: { renderers: new Map(), supportsFiber: true, inject: (r) => renderers.push(r), onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} },
    });
  });
  const page = await context.newPage();
  const scripts = [];
  const stylesheets = [];
  const everything = [];
  page.on('response', async (response) => {
    everything.push(response);
    if (response.request().resourceType() === 'script') scripts.push(response);
    if (response.request().resourceType() === 'stylesheet') stylesheets.push(response);
  });
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  let bytes = 0;
  let wire = 0;
  for (const response of scripts) {
    bytes += gzipSync(await response.body(), { level: 9 }).length;
    // What the service worker answered from its caches did not cross the wire.
    if (!response.fromServiceWorker()) wire += (await response.request().sizes()).responseBodySize;
  }
  let styleWire = 0;
  for (const response of stylesheets) styleWire += (await response.request().sizes()).responseBodySize;
  const fromWorker = everything.filter((response) => response.fromServiceWorker()).length;
  return { page, context, bytes, wire, styleWire, files: scripts.length, urls: scripts.map((r) => r.url()), requests: everything.length, fromWorker };
}

/**
 * Moving between two areas after first load, measured in the page: from the click on the sidebar's
 * link until the new area's heading is in the document and the next frame is painted. (Measured
 * from Playwright, with its click's actionability checks and its polling of the accessibility tree,
 * the same move reads about 100 ms more: the tool's cost, not the product's.)
 */
function navigateInPage(page, item, heading) {
  return page.evaluate(
    ([item, heading]) =>
      new Promise((resolve) => {
        const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent.trim() === item);
        const shown = () => [...document.querySelectorAll('h1, h2, h3, [role=heading]')].some((el) => el.textContent.trim() === heading);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        link.click();
      }),
    [item, heading],
  );
}

async function navigationTimes(page) {
  const areas = [
    ['Clientes', 'Clientes'],
    ['Agenda', 'Agenda'],
  ];
  // First visits load each area's code; the budget is for moves after that.
  for (const [item, heading] of areas) {
    await page.getByRole('link', { name: item, exact: true }).click();
    await page.getByRole('heading', { name: heading }).waitFor();
  }
  const times = [];
  for (let round = 0; round < 10; round += 1) {
    for (const [item, heading] of areas) {
      times.push(Math.round(await navigateInPage(page, item, heading)));
      // Let the area's data arrive before leaving it, as a trainer would.
      await page.waitForLoadState('networkidle');
    }
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'OK' : 'SOBRE EL PRESUPUESTO');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** One line per page: the median run's figures, each beside its budget; true when all are met. */
function printLighthouse(results) {
  let met = true;
  for (const { path, median, runs } of results) {
    const budget = LIGHTHOUSE_BUDGET[path] ?? LIGHTHOUSE_REPORTED;
    const checks = [
      [`puntaje ${median.score}`, budget.score, median.score >= budget.score, `≥ ${budget.score}`],
      [`LCP ${seconds(median.lcp)}`, budget.lcp, median.lcp <= budget.lcp, `≤ ${seconds(budget.lcp ?? 0)}`],
      [`TBT ${Math.round(median.tbt)} ms`, budget.tbt, median.tbt <= budget.tbt, `≤ ${budget.tbt} ms`],
      [`CLS ${median.cls.toFixed(3)}`, budget.cls, median.cls <= budget.cls, `≤ ${budget.cls}`],
    ];
    const ok = checks.every(([, limit, pass]) => limit === undefined || pass);
    met &&= ok;
    const figures = checks.map(([text, limit, , judged]) => (limit === undefined ? text : `${text} (${judged})`)).join(', ');
    console.log(`${path.padEnd(11)} ${figures}, FCP ${seconds(median.fcp)}  ${verdict(ok)}`);
    console.log(`${''.padEnd(11)} las ${runs.length} corridas: puntaje ${runs.map((run) => run.score).join(' / ')}, TBT ${runs.map((run) => Math.round(run.tbt)).join(' / ')} ms`);
  }
  return met;
}

await waitForServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const byLibrary = sharedAssetsByLibrary();
  const login = await measurePage(browser, '/login', { signedIn: false });
  await login.context.close();
  const dashboard = await measurePage(browser, '/dashboard', { signedIn: true });
  await dashboard.page.getByRole('heading', { name: /Hola/ }).waitFor();
  const navigation = await navigationTimes(dashboard.page);
  const loadedUrls = await dashboard.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  const renderers = await dashboard.page.evaluate(() => window.__renderers.length);
  // A library page opened directly (a bookmark): the shell plus the library area's list.
  const exercises = await measurePage(browser, '/ejercicios', { signedIn: true });
  await exercises.context.close();
  // The agenda opened directly: the shell plus the calendar (FullCalendar) and the month's items.
  const agenda = await measurePage(browser, '/agenda', { signedIn: true });
  await agenda.context.close();

  // The clients' app, first visit of each screen (a new phone each time), then Hoy again once its
  // service worker is in place.
  const client = clientStorage(await signInAs('/auth/app/login', DEMO_CLIENT));
  const appSignIn = await measurePage(browser, '/app/ingresar', { signedIn: false });
  await appSignIn.context.close();
  const appToday = await measurePage(browser, '/app/', { signedIn: client });
  await appToday.page.getByRole('heading', { name: 'Hoy', level: 1 }).waitFor();
  const workoutTask = await appToday.page.evaluate(async (access) => {
    const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    const answer = await (await fetch(`/api/v1/client-app/tasks?from=${today}&to=${today}`, { headers: { Authorization: `Bearer ${access}` } })).json();
    const task = answer.items.find((item) => item.type === 'workout');
    return task ? `/app/rutina/${task.id}/${task.date}` : null;
  }, client['coach.app.access-token']);
  await appToday.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 }).catch(() => undefined);
  const appRepeat = await measurePage(browser, '/app/', { signedIn: client, context: appToday.context });
  await appToday.context.close();
  const appScreens = [['/app/ingresar', appSignIn], ['/app/ (Hoy)', appToday]];
  for (const [label, path] of [['/app/ entrenar', workoutTask], ['/app/perfil', '/app/perfil'], ['/app/progreso', '/app/progreso']]) {
    if (!path) continue;
    const screen = await measurePage(browser, path, { signedIn: client });
    await screen.context.close();
    appScreens.push([label, screen]);
  }

  console.log('\nPresupuestos (ARCHITECTURE.md sección 6)');
  // The budgets count bytes on the wire (ARCHITECTURE.md section 6: assets go precompressed, brotli);
  // gzip -9 of the same files is printed beside them, the measure of earlier sessions.
  // /login and /dashboard have budgets; a bookmarked library page or agenda is reported (issue 11).
  for (const [label, page, budget] of [['/login', login, BUDGET.login], ['/dashboard', dashboard, BUDGET.dashboard], ['/ejercicios', exercises, null], ['/agenda', agenda, null]]) {
    const judged = budget === null ? '(se informa)' : `(≤ ${kb(budget)}) ${verdict(page.wire <= budget)}`;
    console.log(`JS inicial de ${label.padEnd(11)} ${kb(page.wire).padStart(10)} por la red en ${page.files} archivos  ${judged}   · gzip -9: ${kb(page.bytes)}`);
  }
  // The stylesheet of antd's components made at build time (shared/build/antd-static-styles.cjs):
  // on the wire beside the JavaScript, with no budget of its own.
  for (const [label, page] of [['/login', login], ['/dashboard', dashboard]]) {
    console.log(`CSS inicial de ${label.padEnd(10)} ${kb(page.styleWire).padStart(10)} por la red (hoja de antd hecha al compilar; se informa)`);
  }
  console.log('\nApp de clientes (primera visita de cada pantalla; se informa)');
  for (const [label, page] of appScreens) {
    console.log(`JS inicial de ${label.padEnd(16)} ${kb(page.wire).padStart(10)} por la red en ${page.files} archivos   · gzip -9: ${kb(page.bytes)}`);
  }
  console.log(
    `Hoy, segunda visita: ${appRepeat.fromWorker} de ${appRepeat.requests} pedidos los respondió el service worker; JS por la red ${kb(appRepeat.wire)}  ${verdict(appRepeat.fromWorker > 0)}`,
  );
  const floor = await loginFloor();
  console.log(
    `  suelo de la pila para un inicio de sesión, sin código nuestro: ${kb(floor.total)} (librerías ${kb(floor.libraries)} + runtime de federación ${kb(floor.federationRuntime)})`,
  );
  console.log(`Clientes ⇄ Agenda         p50 ${navigation.p50} ms, p95 ${navigation.p95} ms  (≤ ${BUDGET.navigation} ms) ${verdict(navigation.p50 <= BUDGET.navigation)}`);
  console.log('\nCopias cargadas en el navegador tras recorrer las áreas (debe ser 1)');
  console.log(`renderers de React (react-dom)   ${renderers}`);
  const antdComponents = [];
  for (const library of sharedKeys()) {
    if (library.startsWith('antd/')) antdComponents.push(copiesLoaded(library, loadedUrls, byLibrary));
    else console.log(`${library.padEnd(32)} ${copiesLoaded(library, loadedUrls, byLibrary)}`);
  }
  // antd is shared per component: each one loaded must come from a single app (the host).
  const loadedComponents = antdComponents.filter((copies) => copies > 0);
  console.log(`${`antd (${loadedComponents.length} de ${antdComponents.length} componentes)`.padEnd(32)} ${Math.max(0, ...loadedComponents)}`);
  await dashboard.context.close();
} finally {
  await browser.close();
}

let lighthouseMet;
try {
  // Its own browser, after the one above closed: the runs share the two cores with nothing of ours.
  const trainer = trainerStorage(await signInAs('/auth/web/login', DEMO));
  const client = clientStorage(await signInAs('/auth/app/login', DEMO_CLIENT));
  // The app's client as their trainer sees them: the client page's Progreso tab.
  const me = await (await fetch(`${BASE}/api/v1/client-app/me`, { headers: { Authorization: `Bearer ${client['coach.app.access-token']}` } })).json();
  const pages = [
    { path: '/login' },
    { path: '/dashboard', storage: trainer },
    { path: '/app/', storage: client, firstVisit: true },
    { path: '/app/progreso', storage: client, firstVisit: true },
    ...(me.id ? [{ path: `/clientes/${me.id}?tab=progreso`, storage: trainer }] : []),
  ];
  const results = await lighthouseRuns(chromium, BASE, pages, {
    runs: 3,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  console.log('\nLighthouse (preset móvil: teléfono de gama media, 4G lenta y CPU 4x más lenta, simulados; mediana de 3)');
  lighthouseMet = printLighthouse(results);
  // Hoy again as a phone gets it in production: HTTPS and HTTP/2 through a balancer (reported; the
  // budget above is judged over HTTP/1.1 like every other page).
  const front = startHttpsFront(PORT + 1, `127.0.0.1:${PORT}`);
  if (front) {
    try {
      const [overHttp2] = await lighthouseRuns(chromium, front.base, [{ path: '/app/', storage: client, firstVisit: true }], {
        runs: 3,
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--ignore-certificate-errors'],
      });
      const { median, runs } = overHttp2;
      console.log(
        `/app/ por HTTP/2 (TLS, haproxy delante) puntaje ${median.score}, LCP ${seconds(median.lcp)}, TBT ${Math.round(median.tbt)} ms, CLS ${median.cls.toFixed(3)}; corridas ${runs.map((run) => run.score).join(' / ')}`,
      );
    } finally {
      front.stop();
    }
  } else {
    console.log('/app/ por HTTP/2: sin haproxy u openssl en esta máquina, no se mide');
  }
} finally {
  stopServer();
}

// The API part runs after the browser part, so the two do not compete for the two cores.
// BENCH_ONLY=web stops here (the pages and Lighthouse only).
if (process.env.BENCH_ONLY === 'web') {
  process.exitCode = lighthouseMet ? 0 : 1;
  process.exit();
}
const pgScript = join(root, 'api/scripts/pg-throwaway.sh');
let postgresUrl = process.env.TEST_DATABASE_URL ?? '';
let startedPostgres = false;
if (!postgresUrl && existsSync('/usr/lib/postgresql')) {
  try {
    postgresUrl = execFileSync('bash', [pgScript, 'start'], { encoding: 'utf8', env: { ...process.env, PG_PORT: '55488' } }).trim().split('\n').pop();
    startedPostgres = true;
  } catch (error) {
    console.error('No se pudo iniciar PostgreSQL para el benchmark:', error.message);
  }
}
try {
  const apiCode = await run('pnpm', ['--filter', '@coach/api', 'bench'], { env: { TEST_DATABASE_URL: postgresUrl } });
  process.exitCode = apiCode !== 0 || !lighthouseMet ? 1 : 0;
  if (!lighthouseMet) console.log('\nLighthouse: un presupuesto no se cumple (ver arriba).');
} finally {
  if (startedPostgres) execFileSync('bash', [pgScript, 'stop'], { env: { ...process.env, PG_PORT: '55488' } });
}
