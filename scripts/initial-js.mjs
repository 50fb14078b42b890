// The initial-JS budget of the public pages (ADR 006), read from a production client build: one
// definition for `npm run audit` (scripts/audit.mjs) and for `npm test`
// (server/ops/initial-js-budget.test.ts), so a page that grows over it fails the test suite, not
// only an audit someone has to remember to run.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Gzip KB of script a public page loads before its first interaction, at most. */
export const JS_BUDGET_KB = 150;

/** React Router route ids of the public pages (app/routes.ts); the catch-all also serves the admin panel. */
export const PUBLIC_ROUTES = [
  ["/", "routes/home"],
  ["/packages", "routes/packages"],
  ["/package/{id}", "routes/package-detail"],
  ["/provider/{slug}", "routes/provider"],
  ["/my-bookings", "routes/my-bookings"],
  ["/last-minute-deals", "routes/last-minute-deals"],
  ["/categories", "routes/categories"],
  ["/favorites", "routes/favorites"],
  ["/compare", "routes/compare"],
  ["/about", "routes/about"],
  ["/contact", "routes/contact"],
  ["/terms", "routes/terms"],
  ["/destinations", "routes/destinations"],
  ["/destinations/{place}", "routes/destination"],
  // The same modules under a language prefix (ADR 036) have route ids of their own.
  ["/ml/", "ml/routes/home"],
  ["/ar/packages", "ar/routes/packages"],
  ["/ar/package/{id}", "ar/routes/package-detail"],
  ["/ar/destinations/{place}", "ar/routes/destination"],
];

/** Text that only the admin feature's code contains (its API prefix). */
const ADMIN_MARKER = "/api/admin";

function readClientManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest in ${assets}`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { manifest: JSON.parse(json), manifestFile: `/assets/${file}` };
}

/**
 * Each public route's initial JS in the client build at `clientDir`: the files a page's HTML
 * loads as module or module preload (React Router's manifest script, the entry, root and route
 * modules and their static imports), their gzip size (level 9) and whether admin code is among
 * them, with a message for every route over the budget or holding admin code.
 */
export function measureInitialJs(clientDir) {
  const { manifest, manifestFile } = readClientManifest(clientDir);
  const gzipped = new Map();
  const gzipSize = (urlPath) => {
    if (!gzipped.has(urlPath)) gzipped.set(urlPath, zlib.gzipSync(fs.readFileSync(path.join(clientDir, urlPath)), { level: 9 }).length);
    return gzipped.get(urlPath);
  };
  const routes = [];
  const failures = [];
  for (const [url, id] of PUBLIC_ROUTES) {
    const route = manifest.routes[id];
    if (!route) {
      failures.push(`initial JS: route ${id} is missing from the build`);
      continue;
    }
    const files = [
      ...new Set([
        manifestFile,
        manifest.entry.module,
        ...manifest.entry.imports,
        manifest.routes.root.module,
        ...manifest.routes.root.imports,
        route.module,
        ...(route.imports ?? []),
      ]),
    ];
    const kb = files.reduce((sum, f) => sum + gzipSize(f), 0) / 1024;
    const admin = files.filter((f) => /\/admin[-.]/.test(f) || fs.readFileSync(path.join(clientDir, f), "utf8").includes(ADMIN_MARKER));
    if (kb > JS_BUDGET_KB) failures.push(`initial JS of ${url} is ${kb.toFixed(1)} KB gzip (budget ${JS_BUDGET_KB} KB)`);
    if (admin.length) failures.push(`admin code in the initial JS of ${url}: ${admin.join(", ")}`);
    routes.push({ url, files, kb, admin });
  }
  return { routes, failures };
}
