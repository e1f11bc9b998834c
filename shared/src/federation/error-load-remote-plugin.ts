import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from '../remote/remote-modules';

/**
 * When a remote's manifest, entry or module cannot be loaded, hand back a module whose screen throws
 * during render, so the nearest RemoteView boundary shows the error panel instead of the whole app
 * failing (a rejected manifest happens before React renders, out of an error boundary's reach).
 */
export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'coach-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[remotes] ${id} no se pudo cargar (${lifecycle})`, error);
      if (lifecycle !== 'onLoad') return undefined;
      const Unavailable = () => {
        throw new RemoteUnavailableError(id);
      };
      return () => ({ __esModule: true, default: Unavailable });
    },
  };
}
