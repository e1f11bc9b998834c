/**
 * Registers the app's service worker (production builds only: SERVICE_WORKER names its file) once the
 * page has loaded, so its precaching never competes with the first screen. On its first install it
 * also keeps the chunks this visit fetched before it took over, so the next start works with no network
 * (and WarmUp then has it keep every other screen's). Its scope is the app's address without the final
 * slash (`/app`, allowed by the Service-Worker-Allowed header the server sends with it), so that `/app` and
 * `/app?dia=…` open offline too; a worker of an older release, registered for `/app/`, is let go.
 */
export function registerServiceWorker(): void {
  const file = process.env.SERVICE_WORKER;
  if (!file || !('serviceWorker' in navigator)) return;
  const folder = document.baseURI.replace(/[^/]*$/, '');
  const scope = folder.replace(/\/$/, '');
  const register = async () => {
    const older = await navigator.serviceWorker.getRegistrations();
    await Promise.all(older.filter((registration) => registration.scope === folder).map((registration) => registration.unregister()));
    const registration = await navigator.serviceWorker.register(`${folder}${file}`, { scope });
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: fetchedSoFar() } });
  };
  const start = () => void register().catch((error: unknown) => console.error('[sw] no se pudo registrar', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** The app's and the areas' files this page fetched before the worker controlled it. */
function fetchedSoFar(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === location.origin && (url.pathname.startsWith('/remotes') || url.pathname.startsWith(new URL(document.baseURI).pathname));
    });
  return [...new Set(urls)];
}
