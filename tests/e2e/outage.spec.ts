import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { freePort } from "../../server/testing/free-port";
import { privatePostgresMissing, startPrivatePostgres, type PrivatePostgres } from "../../server/testing/private-postgres";
import { expectNoAxeViolations } from "./support/axe";

/**
 * The production build on a private PostgreSQL that the test stops and pauses (SIGSTOP), without
 * restarting the server (ADR 023): /readyz 503 decided by its own ping bound, pages and APIs 503
 * with the outage message and Retry-After within 5 s, back to normal within 5 s of the database
 * returning.
 */
const OUTAGE_TEXT = "We can't reach our catalogue right now";

/**
 * /readyz gives up on a database that does not answer after its ping bound, 1.5 s
 * (server/db/client.ts, ADR 023). That bound is what the product controls; the time this test
 * measures adds the request's trip through two busy processes, which under CI load took 0.65 s
 * more (2,151 ms). So the readiness answer is checked for what proves the bound decided it: a hung
 * database's 503 comes no sooner than the bound (less the two clocks' whole-millisecond rounding)
 * and sooner than the next bound that could answer instead, the 3 s query bound of the pool
 * (REQUEST_TIMEOUTS.queryMs): without the ping bound the 503 would come from that one, at 3 s.
 */
const READY_PING_BOUND_MS = 1_500;
const QUERY_BOUND_MS = 3_000;
const ADMIN_EMAIL = "admin@example.com";
const ADMIN_PASSWORD = "outage-admin-password";

test.describe.configure({ mode: "serial" });
const missing = privatePostgresMissing();
test.skip(missing !== null, `private PostgreSQL unavailable: ${missing}`);

let pg: PrivatePostgres;
let server: ChildProcess;
let base = "";
let dataDir = "";
let cookie = "";
let packageId = "";
const figures: Record<string, number> = {};

async function timed(url: string, init: RequestInit = {}) {
  const started = Date.now();
  const res = await fetch(base + url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers, ms: Date.now() - started };
}

// Each phase asks for answers the response cache cannot hold yet (a search of its own), so the
// database must answer them; what the cache already holds is checked separately.
const PAGES = (label: string) => [`/packages?search=${label}`, "/last-minute-deals", `/package/${packageId}`, `/compare?ids=${packageId}`];
const APIS = (label: string) => [`/api/v1/packages?search=${label}`, "/api/v1/last-minute", `/api/v1/packages/${packageId}`];

async function expectOutageEverywhere(label: "stopped" | "paused") {
  const ready = await timed("/readyz");
  figures[`${label} /readyz ms`] = ready.ms;
  expect(ready.status).toBe(503);
  expect(ready.headers.get("retry-after")).toBe("5");
  // A stopped database refuses the connection at once; a hung one leaves the ping to its bound.
  if (label === "paused") expect(ready.ms, "/readyz waited for its ping bound").toBeGreaterThanOrEqual(READY_PING_BOUND_MS - 2);
  expect(ready.ms, "/readyz answered within its ping bound, not left to the query bound").toBeLessThan(QUERY_BOUND_MS);
  let slowest = 0;
  for (const url of PAGES(label)) {
    const res = await timed(url, { headers: { accept: "text/html" } });
    expect(res.status, url).toBe(503);
    expect(res.ms, url).toBeLessThan(5000);
    expect(res.headers.get("retry-after"), url).toBe("5");
    expect(res.text, url).toContain(OUTAGE_TEXT);
    expect(visibleHtml(res.text), url).not.toContain("No packages found");
    slowest = Math.max(slowest, res.ms);
  }
  for (const url of APIS(label)) {
    const res = await timed(url);
    expect(res.status, url).toBe(503);
    expect(res.ms, url).toBeLessThan(5000);
    expect(res.headers.get("retry-after"), url).toBe("5");
    expect(JSON.parse(res.text)).toEqual({ error: "We can't reach our catalogue right now. Please try again in a moment." });
    slowest = Math.max(slowest, res.ms);
  }
  const admin = await timed("/api/admin/packages", { headers: { cookie } });
  expect(admin.status).toBe(503);
  expect(admin.ms).toBeLessThan(5000);
  expect(JSON.parse(admin.text)).toEqual({ error: "We can't reach our catalogue right now. Please try again in a moment." });
  figures[`${label} slowest page or API ms`] = Math.max(slowest, admin.ms);
  // A page the response cache held before the outage may still be served, with its packages,
  // never as an empty catalogue.
  const cached = await timed("/packages", { headers: { accept: "text/html" } });
  expect([200, 503]).toContain(cached.status);
  expect(cached.ms).toBeLessThan(5000);
  expect(visibleHtml(cached.text)).not.toContain("No packages found");
  if (cached.status === 200) expect(cached.headers.get("x-cache")).toBe("HIT");
}

/** The page without its scripts: the language's message catalogue travels in the loader data, so the
 * words of the empty-list message are always in the document; what matters is that none is shown. */
function visibleHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "");
}

async function expectRecoveryWithin(label: string, ms: number) {
  const started = Date.now();
  for (;;) {
    // A search of its own each time: the response cache cannot answer it, the database must.
    const res = await timed(`/packages?search=back-${label}-${Date.now()}`, { headers: { accept: "text/html" } }).catch(() => null);
    if (res?.status === 200) break;
    expect(Date.now() - started, `${label}: still ${res?.status} after`).toBeLessThan(ms);
    await new Promise((r) => setTimeout(r, 100));
  }
  figures[`${label} recovery ms`] = Date.now() - started;
  expect((await timed("/readyz")).status).toBe(200);
  expect((await timed("/api/admin/packages", { headers: { cookie } })).status).toBe(200);
  expect(server.exitCode, "the server kept running").toBeNull();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  pg = await startPrivatePostgres();
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-outage-"));
  server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("is running at")) resolve();
    });
    server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  server.stderr!.resume();
  base = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${base}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  const list = (await (await fetch(`${base}/api/v1/packages?pageSize=1`)).json()) as { items: { id: string }[] };
  packageId = list.items[0]!.id;
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGKILL");
    await exited;
  }
  pg?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`outage figures: ${JSON.stringify(figures)}`);
});

test("a stopped database: 503 with the outage page everywhere, then back without a restart", async ({ page, expectConsoleError }) => {
  test.slow(); // a long journey: three times the usual bound
  expectConsoleError(/Failed to load resource: .*503/, "the outage page itself is a 503 document");
  expect((await timed("/packages")).status).toBe(200);
  pg.stop();
  await expectOutageEverywhere("stopped");

  // What a traveller sees: the site's frame and the message, accessible, never an empty list.
  const response = await page.goto(`${base}/packages?search=browser`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: OUTAGE_TEXT })).toBeVisible();
  await expect(page.getByText("No packages found")).toHaveCount(0);
  await expectNoAxeViolations(page);

  pg.start();
  await expectRecoveryWithin("stopped", 5000);
});

test("a hung database (SIGSTOP): /readyz 503 at its 1.5 s ping bound, pages within 5 s, back within 5 s of SIGCONT", async () => {
  test.slow(); // a long journey: three times the usual bound
  pg.pause();
  try {
    await expectOutageEverywhere("paused");
  } finally {
    pg.resume();
  }
  await expectRecoveryWithin("paused", 5000);
});
