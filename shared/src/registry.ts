import registry from '../registry.cjs';

/** The one registry of the workspace's apps (shared/registry.cjs), typed. */
export const { host, clientApp, remotes, api } = registry;
export type RemoteEntry = (typeof registry)['remotes'][number];
export type RemoteName = RemoteEntry['name'];
export const remoteNames: readonly RemoteName[] = remotes.map((remote) => remote.name);

/** Every `<remote>/<Module>` id the registry says is exposed. */
export type RegisteredModuleId = {
  [R in RemoteEntry as R['name']]: `${R['name']}/${Extract<keyof R['exposes'], string>}`;
}[RemoteName];
