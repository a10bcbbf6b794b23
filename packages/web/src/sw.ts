/**
 * The service worker: keeps the page's files so that it opens with no
 * network. At install it stores every built file (the list and its version
 * are written in by the build); scripts and styles are then served from the
 * store, the page itself from the network when it answers and from the store
 * when not. The API is never served from the store: the page keeps the
 * evenings itself and knows when the server cannot be reached.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;

const MANIFEST = JSON.parse('__BRIDGE_SCORE_PRECACHE__') as { version: string; urls: string[] };
const CACHE = `bridge-score-${MANIFEST.version}`;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(MANIFEST.urls);
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('bridge-score-') && key !== CACHE) await caches.delete(key);
      }
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin || url.pathname.startsWith('/api/'))
    return;
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          return await fetch(request);
        } catch {
          const cached = await caches.match('/', { cacheName: CACHE });
          return cached ?? Response.error();
        }
      })(),
    );
    return;
  }
  event.respondWith(
    (async () => {
      const cached = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
      return cached ?? fetch(request);
    })(),
  );
});
