/// <reference lib="webworker" />
// The client app's service worker (built by scripts/build-sw.mjs with Workbox's injectManifest): the
// app's own shell precached, so it starts with no network after one visit; every file any screen of the app
// can need (the areas' pieces and each copy of the shared modules they use) kept when the app asks for it
// (keepEveryScreen); the client's data, and the pictures it names, kept as they are fetched. Writes never
// pass through here: the app's outbox (IndexedDB) keeps them and sends each once.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { everyScreenFiles, isOfflineFiles, picturesIn, type OfflineSource } from './sw/every-screen';

/** A Workbox plugin (workbox-core's type, reached through the strategies this worker depends on). */
type WorkboxPlugin = NonNullable<NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>['plugins']>[number];

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/**
 * The app's folder (`/app/`). The worker's scope is `/app` (registered so, with the Service-Worker-Allowed
 * header), so that `/app` without its slash is answered offline too; an older worker may still have `/app/`.
 */
const BASE = new URL(self.registration.scope).pathname.replace(/\/?$/, '/');
const HOME = BASE.replace(/\/$/, '');
const DAY_SECONDS = 24 * 60 * 60;
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// index.html asks for its entry with a build hash in the query (`main.js?1a2b…`): the precached file answers it.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// Every screen of the app is its index.html (the router draws it), also offline: `/app`, `/app/…`, any query.
// (The page itself moves `/app` to `/app/`, the one address of "Hoy": client-app/src/index.ts.)
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`${BASE}index.html`), { allowlist: [new RegExp(`^${HOME}(?:[/?#]|$)`)] }),
);

// Where each area's modules are: asked to the network first, so a team's new release is picked up at once.
const FEDERATION_CACHE = 'federation';
const isFederationFile = (url: URL) => url.pathname === '/remotes.json' || /\/(mf-manifest\.json|remoteEntry\.js|offline-files\.json)$/.test(url.pathname);
registerRoute(
  ({ url }) => sameOrigin(url) && isFederationFile(url),
  new NetworkFirst({ cacheName: FEDERATION_CACHE, networkTimeoutSeconds: 3, plugins: [okOnly] }),
);

// The app's and the areas' chunks carry a content hash in their names: they never change. Those of every
// screen (SCREENS_CACHE, kept by keepEveryScreen) are answered from there; any other is kept a month as fetched.
const SCREENS_CACHE = 'app-screens';
const chunks = new CacheFirst({
  cacheName: 'remote-assets',
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS })],
});
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/remotes/') || (url.pathname.startsWith(BASE) && /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname))),
  async (options) => (await caches.match(options.request, { cacheName: SCREENS_CACHE })) ?? chunks.handle(options),
);

// Pictures (covers, thumbnails, the profile photo); videos are streamed, never stored.
const pictures = new StaleWhileRevalidate({
  cacheName: 'client-app-media',
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS })],
});
registerRoute(({ request, url }) => sameOrigin(url) && request.destination === 'image', pictures);

/** An answer of the client's data kept: the pictures it names are kept with it (a workout's exercises, offline). */
const keepItsPictures: WorkboxPlugin = {
  cacheDidUpdate: async ({ newResponse, event }) => {
    if (!(newResponse.headers.get('content-type') ?? '').includes('json')) return;
    const answer: unknown = await newResponse.clone().json().catch(() => null);
    const wanted = picturesIn(answer, self.location.origin);
    const kept = await caches.open('client-app-media');
    const missing = (await Promise.all(wanted.map(async (url) => ((await kept.match(url)) ? null : url)))).filter((url) => url !== null);
    await Promise.all(missing.map((url) => pictures.handle({ request: new Request(url), event }).catch(() => undefined)));
  },
};

// The client's own data (tasks, profile, plan, messages): fresh when online, the last answer offline.
// Emptied at sign-out (CLIENT_DATA_CACHES in @coach/shared/client-app). The live chat stream is left alone.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.pathname.startsWith('/api/v1/client-app/') && !url.pathname.endsWith('/stream'),
  new NetworkFirst({ cacheName: 'client-app-data', networkTimeoutSeconds: 4, plugins: [okOnly, keepItsPictures] }),
);

/** How many files are asked for at once while keeping every screen (a phone's connection, not a server's). */
const PARALLEL_FETCHES = 4;

async function keepAnswer(cacheName: string, url: string): Promise<Response> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await (await caches.open(cacheName)).put(url, response.clone());
  return response;
}

/** The offline list of the build whose folder is `base`; null for a build that has none (older than the lists). */
async function offlineListAt(base: string): Promise<OfflineSource | null> {
  const response = await fetch(new URL('offline-files.json', base), { cache: 'no-cache' }).catch(() => null);
  const list: unknown = response?.ok ? await response.json().catch(() => null) : null;
  return isOfflineFiles(list) ? { base, list } : null;
}

/**
 * "After one visit, every screen offline" (asked by the app's WarmUp once the client is signed in): reads
 * remotes.json and each area's manifest and entry (kept for the federation runtime), each build's offline list,
 * and keeps every file any screen of the app can need in SCREENS_CACHE, whatever this phone has opened so far.
 * What is already kept is not asked again; what no list names any more (an older release) is let go.
 * Answers how many files the screens need, or throws when one could not be kept.
 */
async function keepEveryScreen(): Promise<number> {
  const origin = self.location.origin;
  const remotes = (await (await keepAnswer(FEDERATION_CACHE, `${origin}/remotes.json`)).json()) as Record<string, string>;
  const manifests = Object.values(remotes).map((entry) => new URL(entry, origin)).filter(sameOrigin);
  await Promise.all(
    manifests.map(async (manifest) => {
      const answer = (await (await keepAnswer(FEDERATION_CACHE, manifest.href)).json()) as { metaData?: { remoteEntry?: { path?: string; name?: string } } };
      // The entry's address as the runtime derives it: `path` (a folder, maybe empty) and `name`, beside the manifest.
      const { path = '', name } = answer.metaData?.remoteEntry ?? {};
      if (name) await keepAnswer(FEDERATION_CACHE, new URL(`${path.replace(/([^/])$/, '$1/')}${name}`, manifest).href);
    }),
  );
  const sources = (await Promise.all([`${origin}${BASE}`, ...manifests.map((manifest) => new URL('.', manifest).href)].map(offlineListAt))).filter(
    (source) => source !== null,
  );
  const wanted = everyScreenFiles(sources).filter((url) => sameOrigin(new URL(url)));
  const screens = await caches.open(SCREENS_CACHE);
  const kept = new Set((await screens.keys()).map((request) => request.url));
  const missing = wanted.filter((url) => !kept.has(url));
  for (let next = 0; next < missing.length; next += PARALLEL_FETCHES) {
    await Promise.all(
      missing.slice(next, next + PARALLEL_FETCHES).map(async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await screens.put(url, response);
      }),
    );
  }
  const current = new Set(wanted);
  await Promise.all([...kept].filter((url) => !current.has(url)).map((url) => screens.delete(url)));
  return wanted.length;
}

/** The app asks (with a port to answer on): `{ type: 'KEEP_EVERY_SCREEN' }` → `{ ok, files }`. */
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'KEEP_EVERY_SCREEN') return;
  const port = event.ports[0];
  event.waitUntil(
    keepEveryScreen().then(
      (files) => port?.postMessage({ ok: true, files }),
      (error: unknown) => {
        console.warn('[sw] no se pudieron guardar las pantallas para usar sin conexión', error);
        port?.postMessage({ ok: false });
      },
    ),
  );
});

// A new version takes over at once: the app's files are precached whole, so a page never mixes two.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
