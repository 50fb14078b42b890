import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePortsPreferring, portIsFree } from "./server/testing/free-port";

// The servers' ports, chosen once by the runner (the workers load this file again and inherit them):
// 4173, 5173 and 6173 when all are free, else three the system finds free, so a second run on this
// machine (or a server left over) does not stop this one. E2E_PORT and the two below name them instead.
if (!process.env.E2E_PORT) {
  const [first, admin, postgres] = await freePortsPreferring([4173, 5173, 6173]);
  process.env.E2E_PORT = String(first);
  process.env.E2E_ADMIN_PORT ??= String(admin);
  process.env.E2E_POSTGRES_PORT ??= String(postgres);
}
const port = Number(process.env.E2E_PORT);
// One name for this run, inherited by the web servers (scripts/e2e-server.mjs builds once per run)
// and by the workers, which load this file again and keep it.
process.env.E2E_RUN ??= `${process.pid}-${Date.now().toString(36)}`;
// Specs that write the catalogue (admin*.spec.ts) get their own server and database, so the public
// specs can state exact listings and counts of the demo catalogue (docs/decisions/020).
const adminPort = Number(process.env.E2E_ADMIN_PORT ?? port + 1000);
const ADMIN_SPECS = /admin[^/]*\.spec\.ts$/;
// The review, provider and partner journeys also run on PostgreSQL (ADR 046), at 360 px, on a third server
// whose database is made fresh by scripts/e2e-server.mjs, when the test PostgreSQL server is
// reachable; the PGlite admin server runs them at 1280 px (and at 360 px without PostgreSQL).
const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresPort = Number(process.env.E2E_POSTGRES_PORT ?? port + 2000);
const POSTGRES_SPECS = /admin-(reviews|providers|partner|partner-packages)\.spec\.ts$/;
// The runner checks the ports its servers will take (the workers, which Playwright marks with
// TEST_WORKER_INDEX, load this file while the servers hold them): one another process holds, named
// by hand above, would answer /readyz in our servers' stead, and the tests would talk to it until
// it went away. The run stops at once and says so instead.
const serverPorts = [port, adminPort, ...(postgresUrl ? [postgresPort] : [])];
if (process.env.TEST_WORKER_INDEX === undefined) {
  const free = await Promise.all(serverPorts.map(portIsFree));
  const taken = serverPorts.filter((_, i) => !free[i]);
  if (taken.length > 0) {
    throw new Error(`Port ${taken.join(", ")} is in use: another test run or a leftover server holds it. Stop it and try again.`);
  }
}
// Specs that run in one project only: answers that do not depend on the screen (meta tags,
// sitemaps, HTTP caching, outages) or own viewports (image variants) on desktop; the review form
// (without JavaScript, during an outage, and its link expired) checked at 360 px on the phone.
const DESKTOP_ONLY = /(seo|image-variants|response-cache|outage)\.spec\.ts$/;
const PHONE_ONLY = /review-no-js\.spec\.ts$/;
// Single tests that run in one viewport only, tagged in the spec. Both viewports run only what the
// layout can change: axe passes, menus and toggles, positions and sizes on the screen, the compare
// table's columns, focus traps that differ by viewport. Behaviour the layout cannot change (filters,
// storage, sharing, dates, texts, links, HTTP answers) runs once: on the phone for touch and the
// traveller's main journeys (and each right-to-left screen), on the desktop for the rest and for
// the admin's flows, done on a laptop.
const DESKTOP_TAG = /@desktop-only/;
const PHONE_TAG = /@phone-only/;
// The omnibox's suggestion popup is a web page of the browser's own (chrome://omnibox-popup…), which
// Chromium loads in a renderer of its own for every new window, so for every test's context: without
// them the browser tests took a quarter less time on this 2-core machine (ADR 167). A phone's browser
// draws no such page, so the audit (scripts/audit.mjs reads this list) measures without it too.
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
];
/** Starts Chromium with Playwright's disabled features and ours as one list (see the script). */
const CHROMIUM_EXECUTABLE = path.resolve(import.meta.dirname, "tests/e2e/support/chromium");

const phone = { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, browserName: "chromium" as const };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "tests/e2e",
  // Refuses a spec that bypasses tests/e2e/support/fixtures.ts (the console-error check).
  globalSetup: "./tests/e2e/support/check-specs.ts",
  fullyParallel: true,
  // One worker per core the machine offers (ADR 076): more overcommit a 2-core machine, whose
  // servers and browsers then answer late enough to time tests out.
  workers: Number(process.env.E2E_WORKERS ?? os.availableParallelism()),
  // One retry: a test that fails twice fails the run; one that passes on the retry is named as flaky
  // in the closing summary so it gets fixed rather than hidden (ADR 048).
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [["list"]],
  // Generous bounds (ADR 076): a passing test takes no longer for them, and a machine that is
  // slow for a while (another process on one core) must not fail a test that is right. The
  // longest journeys (a translated booking walk, a cache walk with a second server) took 31-36 s
  // with nothing else running on the slowest machine of this kind seen, and about twice that with
  // one core taken by another process.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
    trace: "off",
    // page.route cannot see requests a service worker answers: only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "phone",
      testIgnore: [ADMIN_SPECS, DESKTOP_ONLY],
      grepInvert: DESKTOP_TAG,
      use: { ...phone, baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: "desktop",
      testIgnore: [ADMIN_SPECS, PHONE_ONLY],
      grepInvert: PHONE_TAG,
      use: { ...desktop, baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: "admin-phone",
      testMatch: ADMIN_SPECS,
      grepInvert: DESKTOP_TAG,
      // With PostgreSQL, the review and provider journeys run at 360 px there instead (admin-postgres).
      ...(postgresUrl ? { testIgnore: POSTGRES_SPECS } : {}),
      use: { ...phone, baseURL: `http://127.0.0.1:${adminPort}` },
    },
    { name: "admin-desktop", testMatch: ADMIN_SPECS, grepInvert: PHONE_TAG, use: { ...desktop, baseURL: `http://127.0.0.1:${adminPort}` } },
    ...(postgresUrl
      ? [{ name: "admin-postgres", testMatch: POSTGRES_SPECS, use: { ...phone, baseURL: `http://127.0.0.1:${postgresPort}` } }]
      : []),
  ],
  // One entry that starts every server side by side and says when all answer (Playwright starts
  // its entries one after another, each waited for before the next).
  webServer: {
    command: "node scripts/e2e-servers.mjs",
    wait: { stdout: /^e2e servers ready$/m },
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: each server then removes its data directory (and
    // drops its PostgreSQL database) before it exits, instead of leaving them to every later run.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: {
      E2E_PORTS: serverPorts.join(","),
      ...(postgresUrl ? { E2E_POSTGRES_PORT: String(postgresPort), E2E_POSTGRES_ADMIN_URL: postgresUrl } : {}),
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
