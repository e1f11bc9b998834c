/**
 * Registers the app's service worker (production builds only: SERVICE_WORKER names its file) once the
 * page has loaded, so its precaching never competes with the first screen. On its first install it
 * also keeps the chunks this visit fetched before it took over (the app's and the areas'), so the
 * next start works with no network. (The client's data needs its bearer token, which the worker does not
 * have: WarmUp asks for it again once the worker is in the way, and the worker keeps the answers.)
 */
export function registerServiceWorker(): void {
  const file = process.env.SERVICE_WORKER;
  if (!file || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(`${document.baseURI.replace(/[^/]*$/, '')}${file}`)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: fetchedSoFar() } }))
      .catch((error: unknown) => console.error('[sw] no se pudo registrar', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
