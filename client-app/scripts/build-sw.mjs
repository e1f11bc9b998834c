// After webpack: bundles src/sw.ts with esbuild and writes the list of the app's files (with their
// revisions) into it with Workbox's injectManifest. A separate step because Workbox's webpack plugin
// compiles the worker in a child compiler that the Module Federation plugin also hooks into.
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(app, 'dist');
const scratch = mkdtempSync(join(tmpdir(), 'coach-sw-'));
const bundled = join(scratch, 'sw.js');

await build({
  entryPoints: [join(app, 'src/sw.ts')],
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  outfile: bundled,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  // The shell only: the page, its entry, its styles, manifest and icons. The shared libraries' chunks
  // (every antd component the workspace uses, ~4.6 MB brotli in all) are kept as the app loads them
  // (src/sw.ts), so a phone stores what its screens use, not the union of every screen's.
  globPatterns: ['index.html', 'main.js', 'theme-init.js', '*.css', 'manifest.webmanifest', 'icons/*', 'favicon.svg'],
  globIgnores: ['sw.js'],
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
rmSync(scratch, { recursive: true, force: true });
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} archivos precacheados (${Math.round(size / 1024)} KB)`);
