import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
// Specs that write the catalogue (admin*.spec.ts) get their own server and database, so the public
// specs can state exact listings and counts of the demo catalogue (docs/decisions/020).
const adminPort = Number(process.env.E2E_ADMIN_PORT ?? port + 1000);
const ADMIN_SPECS = /admin[^/]*\.spec\.ts$/;
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const phone = { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, browserName: "chromium" as const };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "tests/e2e",
  // Refuses a spec that bypasses tests/e2e/support/fixtures.ts (the console-error check).
  globalSetup: "./tests/e2e/support/check-specs.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "off",
    // page.route cannot see requests a service worker answers: only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: "block",
  },
  projects: [
    { name: "phone", testIgnore: ADMIN_SPECS, use: { ...phone, baseURL: `http://127.0.0.1:${port}` } },
    { name: "desktop", testIgnore: ADMIN_SPECS, use: { ...desktop, baseURL: `http://127.0.0.1:${port}` } },
    { name: "admin-phone", testMatch: ADMIN_SPECS, use: { ...phone, baseURL: `http://127.0.0.1:${adminPort}` } },
    { name: "admin-desktop", testMatch: ADMIN_SPECS, use: { ...desktop, baseURL: `http://127.0.0.1:${adminPort}` } },
  ],
  webServer: [port, adminPort].map((p) => ({
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${p}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(p) },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
