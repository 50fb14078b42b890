/* Kerala Trips service worker (ADR 032): keeps pages a traveller has seen, and the code and
 * images they need, for patchy networks. Hand-written and small on purpose: see the ADR.
 *
 * - Pages, React Router data (`*.data`, `/__manifest`) and /api/v1: network first; a public
 *   answer is kept, and served when the network fails. "Public" means the server said so:
 *   `Cache-Control: public` and `X-Cache` HIT or MISS from the shared response cache. Answers to
 *   requests with personal state (the admin cookie: X-Cache BYPASS), the admin path and
 *   /api/admin (no X-Cache) are never kept, so an admin page is never served from here.
 * - Files whose name carries a content hash (Vite's `/assets/*-hash.js|css`, public assets as
 *   pages name them, `/assets/…/x.w960.1a2b3c4d.webp`, ADR 045): cache first, bounded; their URL
 *   changes when their content does.
 * - Other images and files (plain `/assets/…` names from old links or stored data, icons): stale
 *   while revalidate: the kept copy at once (offline too), refreshed in the background.
 * - No skipWaiting: a new version waits until every tab of the old one is closed, so an open
 *   booking dialog is never interrupted by an update.
 */
const VERSION = "v1";
const PAGES = `kt-pages-${VERSION}`;
const ASSETS = `kt-assets-${VERSION}`;
const MAX_PAGES = 60;
const MAX_ASSETS = 200;
/**
 * Pages that work from the browser's own storage (favourites, compare, my bookings): kept at
 * install with the scripts, styles and message files they name, so they open offline even where
 * the traveller never went before; never trimmed away by the pages kept after them.
 */
const OFFLINE_SHELLS = ["/favorites", "/compare", "/my-bookings"];
/**
 * The language prefixes of page paths, as domain/site-language.ts defines them ("" is English);
 * tests/lint/service-worker-languages.test.ts fails when the two lists differ.
 */
const LANGUAGE_PREFIXES = ["/ml", "/hi", "/ar"];
/** A same-origin file a page names in an attribute or an import(): `"/assets/…"`. */
const ASSET_IN_PAGE = /["'](\/assets\/[^"'?#\s]+)["']/g;

/** The language prefix of a page's path ("" for English). */
function languagePrefix(pathname) {
  return LANGUAGE_PREFIXES.find((p) => pathname === p || pathname.startsWith(`${p}/`)) ?? "";
}

function isShell(pathname, search) {
  return search === "" && OFFLINE_SHELLS.includes(pathname.slice(languagePrefix(pathname).length));
}

/** The languages of the tabs open at install (the one that registered this worker among them). */
async function openLanguages() {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const prefixes = new Set(windows.map(({ url }) => languagePrefix(new URL(url).pathname)));
  return prefixes.size > 0 ? [...prefixes] : [""];
}

/** Keeps one shell page and every file it names that is not kept yet. */
async function keepShell(pages, assets, url) {
  // Marked as a prefetch: it is nobody's page view (the server's counts leave prefetches out).
  const response = await fetch(url, { credentials: "omit", headers: { Purpose: "prefetch" } });
  if (!isPublic(response)) return;
  const html = await response.clone().text();
  await pages.put(url, response);
  const files = new Set(Array.from(html.matchAll(ASSET_IN_PAGE), (match) => match[1]));
  await Promise.all(
    Array.from(files, async (file) => {
      if (await assets.match(file)) return;
      const fileResponse = await fetch(file, { credentials: "omit" });
      if (fileResponse.ok && fileResponse.type === "basic") await assets.put(file, fileResponse);
    }),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const [pages, assets, prefixes] = await Promise.all([caches.open(PAGES), caches.open(ASSETS), openLanguages()]);
      const urls = prefixes.flatMap((prefix) => OFFLINE_SHELLS.map((shell) => `${prefix}${shell}`));
      // Best effort: a shell that cannot be had now is kept the first time it is visited.
      await Promise.all(urls.map((url) => keepShell(pages, assets, url).catch(() => undefined)));
    })(),
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

/** Drops the oldest entries beyond `max`, the offline shells aside (they are the oldest of all). */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = (await cache.keys()).filter((request) => {
    const { pathname, search } = new URL(request.url);
    return !isShell(pathname, search);
  });
  for (let i = 0; i < keys.length - max; i++) await cache.delete(keys[i]);
}

/** Keeps a copy of the answer in the background, bounded to `max` entries. */
function keep(cacheName, max, request, response) {
  const copy = response.clone();
  caches
    .open(cacheName)
    .then((cache) => cache.put(request, copy))
    .then(() => trim(cacheName, max))
    .catch(() => undefined);
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (isPublic(response)) keep(PAGES, MAX_PAGES, request, response);
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: PAGES, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

function keepAsset(request, response) {
  if (response.ok && response.type === "basic") keep(ASSETS, MAX_ASSETS, request, response);
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(request);
  keepAsset(request, response);
  return response;
}

async function staleWhileRevalidate(event) {
  const cached = await caches.match(event.request, { cacheName: ASSETS });
  const fresh = fetch(event.request).then((response) => {
    keepAsset(event.request, response);
    return response;
  });
  if (!cached) return fresh;
  event.waitUntil(fresh.then(() => undefined).catch(() => undefined));
  return cached;
}

/** Vite's `-xxxxxxxx.js` and the public assets' `.xxxxxxxx.webp` (ADR 045). */
const HASHED = /(-[A-Za-z0-9_-]{8}\.(js|css|woff2?)|\.[0-9a-f]{8}\.[A-Za-z0-9]+)$/;

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/v1/")) return;
  if (url.pathname === "/sw.js" || url.pathname === "/healthz" || url.pathname === "/readyz") return;
  const isAsset = /^\/(assets|icons)\//.test(url.pathname) || /\.(png|webp|jpe?g|svg|woff2?)$/.test(url.pathname);
  if (isAsset) {
    event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : staleWhileRevalidate(event));
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
