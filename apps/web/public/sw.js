// Otto's service worker: keeps the app shell (the built HTML, scripts, styles and icons) so it loads from
// the cache, and shows the offline page when a navigation cannot reach the server. API responses are never
// cached: they are private, live data, and a stale copy would show the user a state that no longer exists.
const SHELL_CACHE = 'otto-shell-v1';
const OFFLINE_URL = '/offline.html';
const PRECACHE = ['/', OFFLINE_URL, '/manifest.webmanifest', '/icons/otto-192.png', '/icons/otto-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isShellRequest = (url) => url.origin === self.location.origin && !url.pathname.startsWith('/api/');

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!isShellRequest(url)) return;
  // Intro videos stream with Range requests, which a Cache API copy cannot answer; their URLs carry a
  // version, so the browser's HTTP cache keeps them without ever serving a stale one.
  if (url.pathname.startsWith('/intros/')) return;

  if (request.mode === 'navigate') {
    // Network first, so a new release shows at once; without a network the offline page explains why
    // nothing loads (the app itself would only show failing requests).
    event.respondWith(fetch(request).catch(async () => (await caches.match(OFFLINE_URL)) ?? Response.error()));
    return;
  }

  // Built assets have content hashes in their names, so a cached copy is never out of date.
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) void caches.open(SHELL_CACHE).then((cache) => cache.put(request, response.clone()));
            return response;
          }),
      ),
    );
  }
});
