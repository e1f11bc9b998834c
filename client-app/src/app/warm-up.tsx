import { remoteLoader, type LoadedRemoteModule, type RemoteModuleId } from '@coach/shared';
import { clientAppKeys, useClientSession } from '@coach/shared/client-app';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ownPages } from '../pages/lazy-pages';

/** The areas' pieces a signed-in client may open with no network: loaded once the worker keeps them. */
export const OFFLINE_SCREENS: RemoteModuleId[] = [
  'agenda/ClientAppToday',
  'agenda/ClientAppProgress',
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
/** A first visit: the worker was not in the way of what this page asked for before it took over. */
const startedUncontrolled = !isControlled();

/**
 * How long after the page loaded the warm-up waits: the first screen's work is over by then, and so are the
 * client's first taps (evaluating six screens' modules is a phone's main thread for a while).
 */
const AFTER_LOAD_MS = 15_000;

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

type ScreenLoader = () => Promise<object>;

/** A screen's module and what it loads on demand (an area's piece's `preload`: Hoy's activity form). */
async function loadWithParts(load: ScreenLoader): Promise<void> {
  const module = await load();
  if ('preload' in module && typeof module.preload === 'function') await (module as LoadedRemoteModule<object>).preload?.();
}

/**
 * "After one visit, offline": once a client is signed in and the service worker is in the way, their data
 * is asked for again if it came before the worker (a first visit), and every screen's module (the areas'
 * pieces with what they load on demand, and the app's own pages, with the shared components they use) is
 * loaded, so the worker keeps them even if this visit never opened a workout or a form. Background work:
 * it starts 15 s after the page loaded, one module per idle moment, never competing with the first screen
 * nor with the client's first taps. Loaded modules stay in memory: it costs nothing the second time.
 */
export function WarmUp() {
  const queryClient = useQueryClient();
  const signedIn = useClientSession((state) => state.user !== null);
  const controlled = useSyncExternalStore(subscribe, isControlled, () => false);
  useEffect(() => {
    if (!signedIn || !controlled || !navigator.onLine) return;
    let stopped = false;
    void (async () => {
      await afterLoad();
      // The client's data asked for before the worker took over is asked for again, so the worker keeps it
      // (it needs the bearer token, which the worker does not have). After the first screen, not during it.
      if (startedUncontrolled) await queryClient.invalidateQueries({ queryKey: clientAppKeys.all });
      if (stopped) return;
      const loads: ScreenLoader[] = [...OFFLINE_SCREENS.map((id) => remoteLoader(id)), ...Object.values(ownPages)];
      const loaded = [];
      for (const load of loads) {
        await idle();
        if (stopped) return;
        loaded.push(await loadWithParts(load).then(() => true, () => false));
      }
      // Said on the page (and read by the end-to-end tests): every screen is on the phone.
      if (loaded.every(Boolean)) document.documentElement.dataset.offlineReady = 'true';
    })();
    return () => {
      stopped = true;
    };
  }, [signedIn, controlled, queryClient]);
  return null;
}
