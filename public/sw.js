/* Kerala Trips service worker (ADR 032): keeps pages a traveller has seen, and the code and
 * images they need, for patchy networks. Hand-written and small on purpose: see the ADR.
 *
 * - Pages, React Router data (`*.data`, `/__manifest`) and /api/v1: network first; a public
 *   answer is kept, and served when the network fails. "Public" means the server said so:
 *   `Cache-Control: public` and `X-Cache` HIT or MISS from the shared response cache. Answers to
 *   requests with personal state (the admin cookie: X-Cache BYPASS), the admin path and
 *   /api/admin (no X-Cache) are never kept, so an admin page is never served from here.
 * - Built assets (`/assets/*-hash.js|css`), icons and images: cache first (their URLs change
 *   when their content does), bounded.
 * - No skipWaiting: a new version waits until every tab of the old one is closed, so an open
 *   booking dialog is never interrupted by an update.
 */
const VERSION = "v1";
const PAGES = `kt-pages-${VERSION}`;
const ASSETS = `kt-assets-${VERSION}`;
const MAX_PAGES = 60;
const MAX_ASSETS = 200;
/** Pages that work from the browser's own storage (favourites, compare): kept at install. Add "My bookings" here when it lands. */
const OFFLINE_SHELLS = ["/favorites", "/compare"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(PAGES).then((cache) =>
      Promise.all(
        OFFLINE_SHELLS.map((url) =>
          fetch(url, { credentials: "omit" })
            .then((response) => (isPublic(response) ? cache.put(url, response) : undefined))
            .catch(() => undefined),
        ),
      ),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith("kt-") && n !== PAGES && n !== ASSETS).map((n) => caches.delete(n)));
      // Activation only happens once no tab runs an older version (no skipWaiting), so taking
      // the open tabs breaks nothing; the first version serves the tab that installed it.
      await self.clients.claim();
    })(),
  );
});

function isPublic(response) {
  if (!response || response.status !== 200 || response.type !== "basic") return false;
  const cacheControl = response.headers.get("cache-control") || "";
  const xCache = response.headers.get("x-cache");
  return /\bpublic\b/.test(cacheControl) && !/no-store|private/.test(cacheControl) && (xCache === "HIT" || xCache === "MISS");
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - max; i++) await cache.delete(keys[i]);
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (isPublic(response)) {
      const copy = response.clone();
      caches
        .open(PAGES)
        .then((cache) => cache.put(request, copy))
        .then(() => trim(PAGES, MAX_PAGES))
        .catch(() => undefined);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: PAGES, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const copy = response.clone();
    caches
      .open(ASSETS)
      .then((cache) => cache.put(request, copy))
      .then(() => trim(ASSETS, MAX_ASSETS))
      .catch(() => undefined);
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/v1/")) return;
  if (url.pathname === "/sw.js" || url.pathname === "/healthz" || url.pathname === "/readyz") return;
  const isAsset = /^\/(assets|icons)\//.test(url.pathname) || /\.(png|webp|jpe?g|svg|woff2?)$/.test(url.pathname);
  if (isAsset) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (
    request.mode === "navigate" ||
    url.pathname.endsWith(".data") ||
    url.pathname === "/__manifest" ||
    url.pathname.startsWith("/api/v1/")
  ) {
    event.respondWith(networkFirst(request));
  }
});
