import { existsSync } from 'node:fs';
import path from 'node:path';

export const remoteNames = ['auth', 'clients', 'library', 'agenda', 'billing'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface WebAppsLayout {
  /** null when the host has not been built: the process then serves only the API. */
  hostDist: string | null;
  remotes: Array<{ name: RemoteName; dist: string }>;
}

/** Where `pnpm build` leaves each app: <WEB_ROOT>/host/dist and <WEB_ROOT>/remote-<name>/dist. */
export function resolveWebApps(webRoot: string): WebAppsLayout {
  const hostDist = path.join(webRoot, 'host', 'dist');
  return {
    hostDist: existsSync(hostDist) ? hostDist : null,
    remotes: remoteNames
      .map((name) => ({ name, dist: path.join(webRoot, `remote-${name}`, 'dist') }))
      .filter((remote) => existsSync(remote.dist)),
  };
}

/** The default remotes file: every remote under this origin, by its manifest. */
export function defaultRemotesManifest(): Record<RemoteName, string> {
  return Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) as Record<
    RemoteName,
    string
  >;
}
