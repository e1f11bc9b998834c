// Lighthouse for `pnpm bench` (ARCHITECTURE.md section 6): the default config, which is the mobile
// preset (a mid-range phone, slow 4G and a 4x slower CPU, simulated from one unthrottled load),
// performance only, in Debian's Chromium. The browser is Playwright's (already the bench's), launched
// with a DevTools port Lighthouse connects to; a signed-in page gets its tokens in localStorage first
// (the trainer's or the client app's keys) and Lighthouse is told not to clear the origin's storage.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs Lighthouse `runs` times on each page and answers, per page, the run with the median score and
 * the figures of every run. `pages`: [{ path, storage?, firstVisit? }] (storage: localStorage entries, the
 * session's tokens; firstVisit: the browser's HTTP cache is emptied before each run, which Lighthouse
 * does not do when it keeps the storage, so no run reuses the chunks of the one before).
 */
export async function lighthouseRuns(chromium, base, pages, { runs = 3, executablePath, args = [] } = {}) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'coach-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...args],
  });
  const results = [];
  try {
    for (const page of pages) {
      const all = [];
      for (let run = 0; run < runs; run += 1) {
        if (page.storage) {
          const tab = await context.newPage();
          await tab.goto(`${base}/api/health`);
          await tab.evaluate(async (entries) => {
            for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
            // Every run is a first visit: no service worker (the client app's) nor its caches from the last run.
            for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
            for (const name of await caches.keys()) await caches.delete(name);
          }, page.storage);
          if (page.firstVisit) await (await context.newCDPSession(tab)).send('Network.clearBrowserCache');
          await tab.close();
        }
        const { lhr } = await lighthouse(`${base}${page.path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: Boolean(page.storage),
        });
        const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        all.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
          lhr,
        });
      }
      const middle = median(all.map((r) => r.score));
      results.push({ path: page.path, median: all.find((r) => r.score === middle), runs: all });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
