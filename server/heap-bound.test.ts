import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionNodeFlags, seedSynthetic } from "../bench/process-stats";
import { isBookingClosed, todayIn } from "../domain/dates";
import { restorePgliteDataDir } from "./db/client";
import { openMemoryPglite } from "./testing/databases";
import { freePort } from "./testing/free-port";
import { sharedProductionBuild } from "./testing/production-build";

/**
 * The production heap bound (ADR 057): `npm start` and `npm run serve` start node with V8 heap
 * flags (package.json). A bound too tight for the largest answers would not slow them down: it
 * would kill the whole server with "JavaScript heap out of memory". This builds the app, starts it
 * exactly as `npm run serve` does (`node <those flags> server.js`, NODE_ENV=production) on PGlite
 * holding PACKAGES synthetic packages, and asks for the largest answers there are: the sitemap
 * (every public package in four languages), the admin package list (every package, every field)
 * and the admin provider list. Each must come back whole, and the server must still be running.
 * HEAP_BOUND_PACKAGES (default 10,000) tries another catalogue size; ADR 057 says how far it holds.
 */
const PACKAGES = Number(process.env.HEAP_BOUND_PACKAGES ?? 10_000);
const ADMIN_EMAIL = "owner@example.com";
const ADMIN_PASSWORD = "heap-bound-password-1";
const ROOT = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

describe("the largest answers under the production heap bound (PGlite)", { timeout: 120_000 }, () => {
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const flags = productionNodeFlags();
  let tmp: string;
  let buildDir: string;
  let ownBuildDir: string | undefined;
  let child: ChildProcess;
  let base: string;
  let stderr = "";
  /** The packages the sitemap lists: Active and still open for booking (its server's day, in the default APP_TIMEZONE). */
  let listedPackages = 0;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kt-heap-bound-"));
    // The build `npm test` made, or one of its own inside the project, where the build's bare
    // imports resolve to node_modules (build-* is ignored).
    ownBuildDir = sharedProductionBuild() === undefined ? path.join(ROOT, `build-heap-bound-${process.pid}`) : undefined;
    buildDir = sharedProductionBuild() ?? ownBuildDir!;
    const dataDir = path.join(tmp, "data");
    fs.mkdirSync(dataDir);
    // The build (a separate process) and the seeding (this one) run side by side.
    const build = ownBuildDir
      ? run("npx", ["react-router", "build"], { cwd: ROOT, env: { ...process.env, BUILD_DIR: ownBuildDir } })
      : undefined;
    // Seeded in memory, on a copy of the migrated template, then written to the server's data
    // directory whole: the same database as one seeded on disk, for less of the hook's time
    // (10,000 packages measured 37 CPU-s this way, 43 on disk, at load average 3).
    const database = await openMemoryPglite();
    const today = todayIn("Asia/Kolkata");
    listedPackages = (await seedSynthetic(database, dataDir, PACKAGES)).filter(
      (p) => p.status === "Active" && !isBookingClosed(p.bookingClosingDate, today),
    ).length;
    const dump = await database.dumpDataDir!("none");
    await database.close();
    await restorePgliteDataDir(dataDir, dump);
    await build;

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [...flags, "server.js"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
    for (let ready = false; !ready;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before ready: ${stderr.slice(-2000)}`);
      ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 200));
    }
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    for (const dir of [tmp, ownBuildDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** fetch, with the server's last words when it died on the request ("heap out of memory"). */
  async function get(url: string, init?: RequestInit): Promise<Response> {
    try {
      return await fetch(base + url, init);
    } catch (e) {
      const exit = child.exitCode ?? child.signalCode;
      throw new Error(`${url}: ${String(e)}; server ${exit === null ? "running" : `exited (${exit})`}: ${stderr.slice(-1500)}`);
    }
  }

  async function signIn(): Promise<string> {
    const response = await get("/api/admin/session", {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers.get("set-cookie")!.split(";")[0]!;
  }

  /** The server process is still the one started, and it answers. */
  async function expectAlive() {
    expect(stderr).not.toContain("heap out of memory");
    expect(child.exitCode).toBeNull();
    expect(child.signalCode).toBeNull();
    expect((await get("/readyz")).status).toBe(200);
  }

  it("starts with both heap flags of the serve script", () => {
    expect(flags.some((f) => f.startsWith("--max-old-space-size="))).toBe(true);
    expect(flags.some((f) => f.startsWith("--max-semi-space-size="))).toBe(true);
    // The flags are written once, in "serve"; "start" builds and runs it.
    // Its shell hands itself over to npm run serve (exec), so SIGTERM to npm start reaches the
    // server and stops it gracefully, not leaving it serving, orphaned.
    expect(scripts.start).toMatch(/ && exec npm run serve$/);
  });

  it("sends the whole sitemap", async () => {
    const response = await get("/sitemap.xml", { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    let xml = await response.text();
    // Past 50,000 URLs (about 12,000 listed packages) it is an index of numbered files: read them all.
    if (xml.includes("<sitemapindex ")) {
      const parts: string[] = [];
      for (const [, loc] of xml.matchAll(/<loc>[^<]*(\/sitemap\.xml\?part=\d+)<\/loc>/g)) {
        const part = await get(loc!, { headers: { "accept-encoding": "br" } });
        expect(part.status).toBe(200);
        parts.push(await part.text());
      }
      xml = parts.join("");
    }
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    // Four languages; each package page once in each.
    expect(xml.match(/\/package\//g)?.length).toBe(4 * listedPackages);
    await expectAlive();
  });

  it("sends the whole admin package and provider lists", async () => {
    const cookie = await signIn();
    const packages = await get("/api/admin/packages", { headers: { cookie, "accept-encoding": "br" } });
    expect(packages.status).toBe(200);
    expect(((await packages.json()) as { items: unknown[] }).items).toHaveLength(PACKAGES);
    const providers = await get("/api/admin/providers", { headers: { cookie } });
    expect(providers.status).toBe(200);
    await expectAlive();
  });

  it("sends four sitemaps and four admin lists at once", async () => {
    const cookie = await signIn();
    // A query string the sitemap ignores makes each a cache miss: four built at the same time.
    const statuses = await Promise.all([
      ...[1, 2, 3, 4].map((n) => get(`/sitemap.xml?n=${n}`).then(async (r) => (await r.arrayBuffer(), r.status))),
      ...[1, 2, 3, 4].map(() => get("/api/admin/packages", { headers: { cookie } }).then(async (r) => (await r.arrayBuffer(), r.status))),
    ]);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    await expectAlive();
  });
});
