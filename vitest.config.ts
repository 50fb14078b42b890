import { defineConfig } from "vitest/config";

/**
 * Two projects (`vitest run` runs both; `--project unit` only the first):
 * - unit: pure code in domain/ and app/, and the architecture lint rules (no database, no process, no network); what
 *   `npm run validate` runs, in a few seconds.
 * - integration: server/, bench/ and the route loaders in app/routes/, against PGlite and (with
 *   TEST_DATABASE_URL) PostgreSQL, real HTTP and real files.
 * A new test file lands in one of them by where it lives; a unit test in app/routes/ or server/
 * is still run by `npm test`, only not by validate.
 */
const UNIT = ["domain/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "tests/lint/**/*.test.ts"];
const UNIT_EXCLUDE = ["app/routes/**"];

export default defineConfig({
  test: {
    environment: "node",
    // Generous bounds: a passing test takes no longer for them, and on this 2-core machine shared
    // with other runs (load average 28) a PGlite open in a hook took over 60 s and 10 tests failed
    // on time alone (bench/README.md, the test-time figures).
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // Two workers on this 2-core machine (vitest would take cores - 1: one), and modules stay loaded
    // between the files a worker runs (no per-file re-import: the suite spent most of its time there).
    // Every file still opens its own database and server; none relies on a fresh module state.
    maxWorkers: 2,
    isolate: false,
    projects: [
      { extends: true, test: { name: "unit", include: UNIT, exclude: UNIT_EXCLUDE, pool: "threads" } },
      {
        extends: true,
        test: {
          name: "integration",
          // This run's folder for the API server's bundle and a migrated PGlite data directory, each made once.
          globalSetup: ["server/testing/test-run.ts"],
          include: ["{server,bench}/**/*.test.{ts,tsx}", ...UNIT_EXCLUDE.map((dir) => `${dir}/*.test.{ts,tsx}`)],
          pool: "forks",
        },
      },
    ],
  },
});
