import { remoteLoader, type RemoteModuleId } from '@coach/shared';
import { useClientSession } from '@coach/shared/client-app';
import { useEffect, useSyncExternalStore } from 'react';
import { ownPages } from '../pages/lazy-pages';

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

/** How long after the page loaded the warm-up waits: the first screen's work is over by then. */
const AFTER_LOAD_MS = 5_000;

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 200);
  });

const afterLoad = () =>
  new Promise<void>((resolve) => {
    const wait = () => setTimeout(resolve, AFTER_LOAD_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });

/**
 * "After one visit, offline": once a client is signed in and the service worker is in the way, every
 * screen's module (and the shared components it uses) is loaded, so the worker keeps them even if this
 * visit never opened a workout or a form. Background work: it starts a few seconds after the page
 * loaded, one module per idle moment, never competing with the first screen. Loaded modules stay in
 * memory: it costs nothing the second time.
 */
export function WarmUp() {
  const signedIn = useClientSession((state) => state.user !== null);
  const controlled = useSyncExternalStore(subscribe, isControlled, () => false);
  useEffect(() => {
    if (!signedIn || !controlled || !navigator.onLine) return;
    let stopped = false;
    void (async () => {
      await afterLoad();
      const loads = [...OFFLINE_SCREENS.map((id) => remoteLoader(id)), ...Object.values(ownPages)];
      const loaded = [];
      for (const load of loads) {
        await idle();
        if (stopped) return;
        loaded.push(await load().then(() => true, () => false));
      }
      // Said on the page (and read by the end-to-end tests): every screen is on the phone.
      if (loaded.every(Boolean)) document.documentElement.dataset.offlineReady = 'true';
    })();
    return () => {
      stopped = true;
    };
  }, [signedIn, controlled]);
  return null;
}
