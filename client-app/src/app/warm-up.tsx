import { remoteLoader, type RemoteModuleId } from '@coach/shared';
import { useClientSession } from '@coach/shared/client-app';
import { useEffect, useSyncExternalStore } from 'react';

/** The areas' pieces a signed-in client may open with no network: loaded once the worker keeps them. */
export const OFFLINE_SCREENS: RemoteModuleId[] = [
  'agenda/ClientAppToday',
  'library/ClientAppWorkout',
  'library/ClientAppForm',
  'clients/ClientAppChat',
  'billing/ClientAppPlan',
];

const subscribe = (change: () => void) => {
  navigator.serviceWorker?.addEventListener('controllerchange', change);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', change);
};
const isControlled = () => Boolean(navigator.serviceWorker?.controller);

const whenIdle = (work: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1_000);
  return () => clearTimeout(timer);
};

/**
 * "After one visit, offline": once a client is signed in and the service worker is in the way, every
 * screen's module (and the shared components it uses) is loaded in idle time, so the worker keeps them
 * even if this visit never opened a workout or a form. Loaded modules stay in memory: it costs nothing
 * the second time.
 */
export function WarmUp() {
  const signedIn = useClientSession((state) => state.user !== null);
  const controlled = useSyncExternalStore(subscribe, isControlled, () => false);
  useEffect(() => {
    if (!signedIn || !controlled || !navigator.onLine) return;
    return whenIdle(() => void Promise.allSettled(OFFLINE_SCREENS.map((id) => remoteLoader(id)())));
  }, [signedIn, controlled]);
  return null;
}
