// Starts a production build on a fresh data directory for the browser tests.
// Builds first unless E2E_SKIP_BUILD=1 (the test script builds once for all runs): once per
// Playwright run (E2E_RUN, set by playwright.config.ts), however many servers it starts.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const port = process.env.E2E_PORT ?? "4173";
if (process.env.E2E_SKIP_BUILD !== "1") await buildOncePerRun(process.env.E2E_RUN);

/**
 * The servers of one run start side by side: the first to claim the run's directory builds into
 * build/, the others wait for its verdict (they would otherwise write the same files at once).
 * Without E2E_RUN (the script started by hand) it simply builds.
 */
async function buildOncePerRun(run) {
  const build = () => execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"] });
  if (!run) return build();
  const dir = path.join(os.tmpdir(), `kt-e2e-build-${run}`);
  const verdict = path.join(dir, "verdict");
  let builder = true;
  try {
    fs.mkdirSync(dir);
  } catch {
    builder = false;
  }
  if (builder) {
    process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
    // Written whole, then renamed: a waiter never reads a half-written verdict.
    const decide = (word) => (fs.writeFileSync(`${verdict}.part`, word), fs.renameSync(`${verdict}.part`, verdict));
    try {
      build();
      decide("ok");
    } catch (err) {
      decide("failed");
      throw err;
    }
    return;
  }
  // Playwright's webServer timeout bounds the wait.
  while (!fs.existsSync(verdict)) await new Promise((resolve) => setTimeout(resolve, 250));
  if (fs.readFileSync(verdict, "utf8") !== "ok") throw new Error("the production build failed (see the first server's output)");
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-e2e-"));

// The demo catalogue is seeded relative to "today" in APP_TIMEZONE (one package closes today), so a
// run that crossed midnight there would see the catalogue change under it. Started late in the
// evening, the server's clock is set three hours back (tests/e2e/support/shifted-clock.mjs): its
// "today" then holds for the whole run. Cookies use Max-Age, so the shift never expires one.
const timeZone = process.env.APP_TIMEZONE ?? "Asia/Kolkata";
const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", hourCycle: "h23" }).format(new Date()));
const clockFile = path.join(dataDir, "clock-offset");
fs.writeFileSync(clockFile, String(hour >= 22 ? -3 * 3600_000 : 0));

// E2E_POSTGRES_ADMIN_URL (the admin-postgres project): the server runs on a fresh PostgreSQL
// database made here and dropped on exit, instead of PGlite in DATA_DIR.
const adminUrl = process.env.E2E_POSTGRES_ADMIN_URL;
let databaseUrl = "";
let databaseName = "";
if (adminUrl) {
  databaseName = `e2e_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  // A run stopped hard (SIGKILL) leaves its database behind: drop those older than two hours.
  const old = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'e2e\\_%'");
  for (const { datname } of old.rows) {
    const made = parseInt(datname.split("_")[1], 36);
    if (Number.isFinite(made) && Date.now() - made > 2 * 3600_000) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}
const dropDatabase = async () => {
  if (!databaseName) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
};

const child = spawn(process.execPath, ["--import", "./tests/e2e/support/shifted-clock.mjs", "server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    // Test sessions (POST /__test/admin-session, loopback only) let specs sign in without the
    // form; the server refuses them unless NODE_ENV is set and not production (docs/decisions/020).
    NODE_ENV: "test",
    TEST_CLOCK_OFFSET_FILE: clockFile,
    KT_TEST_SESSIONS: "1",
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? "admin@example.com",
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "e2e-admin-password",
    PREVIEW_MODE: process.env.PREVIEW_MODE ?? "",
    // A UPI address so the booking spec can decode the generated payment QR; UPI_VPA= tests the static image.
    UPI_VPA: process.env.UPI_VPA ?? "keralatrips@okaxis",
    UPI_PAYEE_NAME: process.env.UPI_PAYEE_NAME ?? "Kerala Trips",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  dropDatabase()
    .catch((err) => console.error(`could not drop ${databaseName}: ${err.message}`))
    .finally(() => process.exit(code ?? 0));
});
