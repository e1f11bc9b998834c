import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../registry';
import type { RemoteModuleId } from './remote-modules';

export type RemotesFile = Partial<Record<RemoteName, string>>;

/**
 * Reads the run-time map of remote name to manifest URL (served with the host as /remotes.json), so a
 * remote redeployed at its URL is picked up at the next page load without rebuilding the host.
 *
 * Also a package entry of its own (`@coach/shared/remotes-file`), not a shared singleton: a host's entry
 * module can call it before the async boundary, while the app's own chunks are still on their way.
 */
export async function registerRemotesFromFile(url = '/remotes.json'): Promise<RemotesFile> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`No se pudo leer ${url}`);
  const file = (await response.json()) as RemotesFile;
  registerRemotes(
    Object.entries(file).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
  );
  return file;
}

/**
 * Starts downloading one exposed module (its remote's entry and the module's files) and returns at once.
 * Its code does not run yet: it runs when the page renders it (RemoteView), in a task of its own, and
 * not inside whichever of the app's own start-up tasks happened to be running when its files arrived.
 */
export function startLoadingRemote(id: RemoteModuleId): void {
  const [nameOrAlias, expose] = id.split('/') as [string, string];
  preloadRemote([{ nameOrAlias, exposes: [expose], resourceCategory: 'sync' }]).catch(() => undefined);
}
