import { existsSync } from 'node:fs';
import path from 'node:path';
import { clientApp, host, remotes, type RemoteName } from '@coach/shared/registry';

export interface WebAppsLayout {
  /** null when the host has not been built: the process then serves only the API. */
  hostDist: string | null;
  /** The clients' app, served under its basePath (`/app/`); null when not built. */
  clientApp: { dist: string; basePath: string } | null;
  remotes: Array<{ name: RemoteName; dist: string }>;
}

/** Where `pnpm build` leaves each app: <WEB_ROOT>/<folder>/dist, folders from the registry. */
export function resolveWebApps(webRoot: string): WebAppsLayout {
  const hostDist = path.join(webRoot, host.dir, 'dist');
  const clientAppDist = path.join(webRoot, clientApp.dir, 'dist');
  return {
    hostDist: existsSync(hostDist) ? hostDist : null,
    clientApp: existsSync(path.join(clientAppDist, 'index.html')) ? { dist: clientAppDist, basePath: clientApp.basePath } : null,
    remotes: remotes
      .map((remote) => ({ name: remote.name, dist: path.join(webRoot, remote.dir, 'dist') }))
      .filter((remote) => existsSync(remote.dist)),
  };
}

/** The default remotes file: every remote under this origin, by its manifest. */
export function defaultRemotesManifest(): Record<RemoteName, string> {
  return Object.fromEntries(remotes.map(({ name }) => [name, `/remotes/${name}/mf-manifest.json`])) as Record<RemoteName, string>;
}
