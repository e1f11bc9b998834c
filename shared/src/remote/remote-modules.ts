import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { ModuleLoader } from './remote-boundary';

/** Props of the client-detail tab widgets other remotes expose. */
export interface ClientWidgetProps {
  clientId: number;
}

/**
 * The typed contract of every remote: the modules each one exposes. A remote's webpack `exposes`
 * must list exactly these keys (checked by each remote's contract test).
 */
export interface RemoteModules {
  'auth/LoginPage': ComponentType;
  'auth/ForgotPasswordPage': ComponentType;
  'auth/ResetPasswordPage': ComponentType;
  'auth/CreateAccountPage': ComponentType;
  'clients/ClientsPage': ComponentType;
  'clients/ClientDetailPage': ComponentType;
  'clients/ChatsPage': ComponentType;
  'library/ExercisesPage': ComponentType;
  'library/ActivitiesPage': ComponentType;
  'library/WorkoutsPage': ComponentType;
  'library/FormsPage': ComponentType;
  'agenda/AgendaPage': ComponentType;
  'billing/PlansPage': ComponentType;
}
export type RemoteModuleId = keyof RemoteModules;
export type RemoteName = 'auth' | 'clients' | 'library' | 'agenda' | 'billing';
export const remoteNames: readonly RemoteName[] = ['auth', 'clients', 'library', 'agenda', 'billing'];

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export class RemoteUnavailableError extends Error {
  constructor(readonly moduleId: string) {
    super(`No se pudo cargar ${moduleId}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** A loader for one exposed module, for `RemoteView`. */
export function remoteLoader<K extends RemoteModuleId>(id: K): ModuleLoader<PropsOf<RemoteModules[K]> & object> {
  return async () => {
    const mod = await loadRemote<{ default: RemoteModules[K] }>(id);
    if (!mod?.default) throw new RemoteUnavailableError(id);
    return mod as { default: ComponentType<PropsOf<RemoteModules[K]> & object> };
  };
}

export type RemotesFile = Partial<Record<RemoteName, string>>;

/**
 * Reads the run-time map of remote name to manifest URL (served with the host as /remotes.json), so a
 * remote redeployed at its URL is picked up at the next page load without rebuilding the host.
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
