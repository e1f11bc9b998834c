import { remoteLoader, type RemoteModuleId } from '@coach/shared';
import { clientAppKeys, useClientSession } from '@coach/shared/client-app';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { profileQueryOptions } from '../features/profile/api/get-profile';

/** The areas' pieces of the app: each one's `prefetch` asks for the data its screen opens with. */
export const OFFLINE_SCREENS: RemoteModuleId[] = [
  'agenda/ClientAppToday',
  'agenda/ClientAppProgress',
  'library/ClientAppWorkout',
  'library/ClientAppForm',
  'clients/ClientAppChat',
  'billing/ClientAppPlan',
];

/**
 * Every screen's data, asked for through the worker (which keeps the answers): a screen this phone never opened
 * online opens offline with its data too. One piece at a time; a piece or an answer that fails counts as not ready.
 */
async function prefetchEveryScreen(queryClient: QueryClient, stopped: () => boolean): Promise<boolean> {
  const prefetches: Array<(client: QueryClient) => Promise<unknown>> = [(client) => client.prefetchQuery(profileQueryOptions())];
  for (const id of OFFLINE_SCREENS) {
    if (stopped()) return false;
    const piece = await remoteLoader(id)().catch(() => null);
    if (!piece) return false;
    if (piece.prefetch) prefetches.push(piece.prefetch);
  }
  // prefetchQuery never throws: what failed is a query left in error.
  await Promise.all(prefetches.map((prefetch) => prefetch(queryClient)));
  return queryClient.getQueryCache().findAll({ queryKey: clientAppKeys.all }).every((query) => query.state.status !== 'error');
}

const subscribe = (change: () => void) => {
  navigator.serviceWorker?.addEventListener('controllerchange', change);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', change);
};
const isControlled = () => Boolean(navigator.serviceWorker?.controller);
/** A first visit: the worker was not in the way of what this page asked for before it took over. */
const startedUncontrolled = !isControlled();

/**
 * How long after the page loaded the warm-up waits: the first screen's work is over by then, and so are the
 * client's first taps (and the worker's downloads do not share the phone's connection with them).
 */
const AFTER_LOAD_MS = 15_000;

const afterLoad = () =>
  new Promise<void>((resolve) => {
    const wait = () => setTimeout(resolve, AFTER_LOAD_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });

/** Asks the service worker to keep every file of every screen of the app (src/sw.ts); answers whether it did. */
function keepEveryScreen(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok?: unknown }>) => resolve(event.data?.ok === true);
    worker.postMessage({ type: 'KEEP_EVERY_SCREEN' }, [channel.port2]);
  });
}

/**
 * "After one visit, offline", whatever screen the client opened first: once a client is signed in and the
 * service worker is in the way, their data is asked for again if it came before the worker (a first visit:
 * the worker keeps the answers, which need the bearer token it does not have), and the worker keeps every
 * file any screen of the app can need (each area's pieces with what they load on demand, the app's own pages,
 * and every copy of the shared modules they use), then each screen's data is asked for (the pieces' `prefetch`).
 * Background work, 15 s after the page loaded, on every start while online: what is already on the phone is
 * not downloaded again, and a new release is.
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
      if (stopped) return;
      if (startedUncontrolled) await queryClient.invalidateQueries({ queryKey: clientAppKeys.all });
      const worker = navigator.serviceWorker.controller;
      if (stopped || !worker) return;
      const kept = await keepEveryScreen(worker);
      // Said on the page (and read by the end-to-end tests): every screen, and its data, is on the phone.
      if (kept && (await prefetchEveryScreen(queryClient, () => stopped))) document.documentElement.dataset.offlineReady = 'true';
    })();
    return () => {
      stopped = true;
    };
  }, [signedIn, controlled, queryClient]);
  return null;
}
