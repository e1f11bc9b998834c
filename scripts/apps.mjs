// The deployable parts of the workspace and what each one's build leaves behind.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const webApps = [
  { pkg: '@coach/host', dir: 'host', port: 3000, artifact: 'dist/index.html' },
  { pkg: '@coach/remote-auth', dir: 'remote-auth', port: 3101, artifact: 'dist/mf-manifest.json' },
  { pkg: '@coach/remote-clients', dir: 'remote-clients', port: 3102, artifact: 'dist/mf-manifest.json' },
  { pkg: '@coach/remote-library', dir: 'remote-library', port: 3103, artifact: 'dist/mf-manifest.json' },
  { pkg: '@coach/remote-agenda', dir: 'remote-agenda', port: 3104, artifact: 'dist/mf-manifest.json' },
  { pkg: '@coach/remote-billing', dir: 'remote-billing', port: 3105, artifact: 'dist/mf-manifest.json' },
];
export const api = { pkg: '@coach/api', dir: 'api', port: 4000, artifact: 'dist/server.js' };

export const isBuilt = (app) => existsSync(join(root, app.dir, app.artifact));
export const missingBuilds = () => [...webApps, api].filter((app) => !isBuilt(app));
