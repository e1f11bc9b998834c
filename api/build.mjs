// Bundles the API into dist/server.js. Dependencies stay in node_modules (external) except the
// workspace's @coach/shared, whose TypeScript sources Node cannot load by itself. Migrations are
// not copied: the server reads them from api/drizzle, next to dist/.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@coach/shared');

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Subpaths too (drizzle-orm/pglite, ...).
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
