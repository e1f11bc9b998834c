// The deployable parts of the workspace (from the one registry, shared/registry.cjs) and what each
// one's build leaves behind.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import registry from '../shared/registry.cjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const webApps = [
  { pkg: registry.host.pkg, dir: registry.host.dir, port: registry.host.devPort, artifact: 'dist/index.html' },
  { pkg: registry.clientApp.pkg, dir: registry.clientApp.dir, port: registry.clientApp.devPort, artifact: 'dist/index.html' },
  ...registry.remotes.map((remote) => ({ pkg: remote.pkg, dir: remote.dir, port: remote.devPort, artifact: 'dist/mf-manifest.json' })),
];
export const api = { pkg: registry.api.pkg, dir: registry.api.dir, port: registry.api.devPort, artifact: 'dist/server.js' };

export const isBuilt = (app) => existsSync(join(root, app.dir, app.artifact));
export const missingBuilds = () => [...webApps, api].filter((app) => !isBuilt(app));
