/// <reference lib="webworker" />
// The client app's service worker (built by scripts/build-sw.mjs with Workbox's injectManifest): the
// app's own files precached, so it starts with no network after one visit; the areas' modules, the
// client's data and the pictures kept as they are fetched. Writes never pass through here: the app's
// outbox (IndexedDB) keeps them and sends each once.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const BASE = new URL(self.registration.scope).pathname;
const DAY_SECONDS = 24 * 60 * 60;
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// index.html asks for its entry with a build hash in the query (`main.js?1a2b…`): the precached file answers it.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// Every screen of the app is its index.html (the router draws it), also offline.
registerRoute(new NavigationRoute(createHandlerBoundToURL(`${BASE}index.html`), { allowlist: [new RegExp(`^${BASE}`)] }));

// Where each area's modules are: asked to the network first, so a team's new release is picked up at once.
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname === '/remotes.json' || /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname)),
  new NetworkFirst({ cacheName: 'federation', networkTimeoutSeconds: 3, plugins: [okOnly] }),
);

// The app's and the areas' chunks carry a content hash in their names: they never change, kept a month.
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/remotes/') || (url.pathname.startsWith(BASE) && /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname))),
  new CacheFirst({
    cacheName: 'remote-assets',
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);

// The client's own data (tasks, profile, plan, messages): fresh when online, the last answer offline.
// Emptied at sign-out (CLIENT_DATA_CACHES in @coach/shared/client-app). The live chat stream is left alone.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.pathname.startsWith('/api/v1/client-app/') && !url.pathname.endsWith('/stream'),
  new NetworkFirst({ cacheName: 'client-app-data', networkTimeoutSeconds: 4, plugins: [okOnly] }),
);

// Pictures (covers, thumbnails, the profile photo); videos are streamed, never stored.
registerRoute(
  ({ request, url }) => sameOrigin(url) && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'client-app-media',
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);

// A new version takes over at once: the app's files are precached whole, so a page never mixes two.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
