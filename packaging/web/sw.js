// The page's service worker: after one visit the page works with the network gone. The files
// of the page are kept when it is installed; a font is kept the first time its language is
// chosen. build.sh fills in the build's version (a new build is a new cache, and the old one
// is dropped) and the list of the page's files.
const CACHE = 'nqueens-studio-@VERSION@';
const FILES = @FILES@;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE) {
        await caches.delete(name);
      }
    }
    await self.clients.claim();
  })());
});

// What the cache holds is answered from it; the rest is fetched, and kept when it is the
// page's own (a font).
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) {
      return kept;
    }
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
    }
    return response;
  })());
});
