/**
 * Cold pages and memory at 100,000 packages: `npm run bench:server:cold` (also the last part of
 * `npm run bench`; `npm run bench:server` is the long-tail and cluster bench, server-load.ts).
 * Each server runs as one process (WEB_CONCURRENCY=1): the CPU and RSS read are its own.
 *
 * Starts the production build (`node server.js`, building into build-bench when no build exists)
 * once on PGlite and once on a fresh PostgreSQL database (when it answers), each holding the demo
 * catalogue plus 100,000 synthetic packages. On each server, over loopback and with the same
 * 50 connections for BENCH_SECONDS (default 20 s) each:
 *  1. the ceiling: a static file of the home page's size (precompressed, like built assets), served by the same server;
 *  2. the public mix: `/`, `/packages`, `/api/v1/packages?search=munnar` and package
 *     pages, after one warm-up request per URL.
 * The load comes from autocannon in a child process (bench/load-generator.ts, ADR 049): it does not
 * decompress answers, and this process only samples the server's RSS while it runs.
 * Then the server CPU per cold package page (distinct pages never requested before, one at a
 * time, CPU time from /proc/<pid>/stat), three times (ADR 060, 067): the first 40 after the mix
 * (it has rendered 4 package pages so far), pages 240-640, while V8's optimizing compiler still
 * compiles the render path, and 600 pages after 2,400, as every cache miss of a server that has
 * been running costs; the target is checked on these. Then, after 600 not measured, 600 pages of
 * the worst case, packages with a full first page of reviews (bench/synthetic-reviews.ts, ADR 069),
 * checked against the same target. Prints requests/s, p50/p99, the mix's ratio to the ceiling,
 * peak RSS and the machine's load average side by side.
 * Targets (bench/README.md): mix ≥ 40% of the ceiling with p99 ≤ 100 ms; cold package page ≤ 8 ms CPU;
 * peak RSS ≤ 200 MB on PostgreSQL and ≤ 300 MB on PGlite. The server runs with the node flags of
 * `npm run serve` (ADR 057) unless BENCH_NODE_ARGS says otherwise; BENCH_PACKAGES, BENCH_SECONDS
 * and BENCH_DATABASES (pglite or postgres) shorten a run while trying settings.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { openFreshPostgres } from "../server/testing/databases";
import type { LoadResult } from "./load-generator";
import { reachablePostgresUrl } from "./postgres-url";
import { cpuMs, productionNodeFlags, rssMb, seedSynthetic, seedWorstCasePages } from "./process-stats";
import { REVIEWS_PER_WORST_PAGE } from "./synthetic-reviews";
import { freePort } from "../server/testing/free-port";
import { load as loadWith, waitReady } from "./server-process";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SYNTHETIC = Number(process.env.BENCH_PACKAGES ?? 100_000);
/**
 * Cold package pages (ADR 067): the first ones after the mix; then, after a warm-up not measured,
 * an early window; then, once the server has rendered COLD_RUNNING_AFTER pages, the running one.
 */
const COLD_FIRST = 40;
const COLD_WARM_UP = 200;
const COLD_EARLY = 400;
/** Where the early window starts and ends, in pages rendered: 240-640. */
const COLD_EARLY_START = COLD_FIRST + COLD_WARM_UP;
const COLD_EARLY_END = COLD_EARLY_START + COLD_EARLY;
const COLD_EARLY_LABEL = `${COLD_EARLY_START}-${COLD_EARLY_END}`;
const COLD_RUNNING_AFTER = 2_400;
const COLD_RUNNING = 600;
/**
 * Then pages of the worst case, a full first page of reviews (bench/synthetic-reviews.ts): 600
 * not measured, as V8 compiles the review list's code only once such pages come, then 600.
 */
const COLD_REVIEWED_WARM_UP = 600;
const COLD_REVIEWED = 600;
const REVIEWED_NEEDED = COLD_REVIEWED_WARM_UP + COLD_REVIEWED + 10;
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 100;
const TARGET_COLD_CPU_MS = 8;
const RSS_BUDGET_MB = { postgres: 200, pglite: 300 } as const;
const CEILING_FILE = "bench-ceiling.html";
/**
 * The server's node flags: by default those `npm run serve` starts it with (the heap bounds of
 * ADR 057, from package.json); BENCH_NODE_ARGS replaces them ("--max-semi-space-size=2", say, or
 * "" for none: V8's own defaults).
 */
const SERVER_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? productionNodeFlags().join(" ")).split(" ").filter(Boolean);
const HEADERS = {
  "accept-encoding": "gzip, deflate, br",
  accept: "text/html,application/json;q=0.9,*/*;q=0.8",
  "accept-language": "en-IN,en;q=0.9",
};
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build-bench");

type Load = LoadResult;

/** Runs autocannon in its own process (bench/load-generator.ts) against `paths`, round-robin. */
function load(base: string, paths: string[]): Promise<Load> {
  return loadWith({ base, paths, connections: CONNECTIONS, seconds: SECONDS });
}

interface Result {
  database: "pglite" | "postgres";
  ceiling: Load;
  mix: Load;
  ceilingBytes: number;
  /** Server CPU and wall time per cold package page: the first 40 after the mix, pages 240-640, and 600 after 2,400. */
  coldFirst: { cpuMs: number; wallMs: number };
  coldEarly: { cpuMs: number; wallMs: number };
  cold: { cpuMs: number; wallMs: number };
  /** Then pages with a full first page of reviews, never requested before either. */
  coldReviewed: { cpuMs: number; wallMs: number };
  /** Peak RSS of the first start on the freshly seeded data, spawn to ready. */
  startPeakMb: number;
  idleMb: number;
  peakMb: number;
  loadAverage: number;
}

async function run(database: "pglite" | "postgres", adminUrl?: string): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-load-"));
  // PGlite: seed, then close so the server can take the data directory's lock.
  // PostgreSQL: a fresh database, dropped when the run ends.
  const postgres = database === "postgres" ? await openFreshPostgres(adminUrl!) : undefined;
  // The worst-case pages: a few more than measured, as the mix's own package pages are left out of them.
  let reviewed: string[];
  if (postgres) {
    await seedSynthetic(postgres, dataDir, SYNTHETIC);
    reviewed = await seedWorstCasePages(postgres, dataDir, REVIEWED_NEEDED);
    // The seed's writes go to disk now rather than in a checkpoint during the measurements.
    await postgres.rows(sql`CHECKPOINT`);
  } else {
    const pglite = await openDatabase({ dataDir });
    await seedSynthetic(pglite, dataDir, SYNTHETIC);
    reviewed = await seedWorstCasePages(pglite, dataDir, REVIEWED_NEEDED);
    await pglite.close();
  }
  const reviewedSet = new Set(reviewed);
  const databaseUrl = postgres?.url;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startServer = () =>
    spawn(process.execPath, [...SERVER_NODE_ARGS, "server.js"], {
      env: {
        ...process.env,
        BUILD_DIR: buildDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? "",
        LOG_LEVEL: "warn",
        ADMIN_PASSWORD: "bench-password-1",
        WEB_CONCURRENCY: "1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
  const stopServer = async (server: ChildProcess) => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  };
  const ceilingPath = path.join(buildDir, "client", CEILING_FILE);
  // First start on the freshly seeded data: its peak RSS is measured from spawn to ready. It
  // gives the home page's bytes for the ceiling file, which must exist (with its .br and .gz
  // siblings, ADR 033) before the server starts: the static middleware lists the compressed
  // siblings once, at start, and would otherwise compress the file on every request.
  let child = startServer();
  let startPeakMb = 0;
  const startSampler = setInterval(() => (startPeakMb = Math.max(startPeakMb, rssMb(child.pid!))), 100);
  try {
    await waitReady(base, child);
    clearInterval(startSampler);
    const listed = ((await (await fetch(`${base}/api/v1/packages?pageSize=48`)).json()) as { items: { id: string }[] }).items.map(
      (p) => p.id,
    );
    // Package pages the mix never asks for: from the listing's third page on, without reviews.
    const more: string[] = [];
    for (let page = 3; more.length < COLD_RUNNING_AFTER + COLD_RUNNING; page++) {
      const { items } = (await (await fetch(`${base}/api/v1/packages?pageSize=48&page=${page}`)).json()) as { items: { id: string }[] };
      if (items.length === 0) throw new Error(`only ${more.length} packages for the cold pages`);
      more.push(...items.map((p) => p.id).filter((id) => !reviewedSet.has(id)));
    }
    const inMix = new Set(listed.slice(0, 4));
    const reviewedPages = reviewed.filter((id) => !inMix.has(id)).slice(0, COLD_REVIEWED_WARM_UP + COLD_REVIEWED);
    const packagePage = (id: string) => `/package/${encodeURIComponent(id)}`;
    const urls = ["/", "/packages", "/api/v1/packages?search=munnar", ...listed.slice(0, 4).map(packagePage)];
    const home = await (await fetch(`${base}/`, { headers: { ...HEADERS, "accept-encoding": "identity" } })).text();
    fs.writeFileSync(ceilingPath, home);
    fs.writeFileSync(`${ceilingPath}.br`, zlib.brotliCompressSync(home));
    fs.writeFileSync(`${ceilingPath}.gz`, zlib.gzipSync(home, { level: 9 }));
    await stopServer(child);
    child = startServer();
    await waitReady(base, child);
    const idleMb = rssMb(child.pid!);
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(child.pid!))), 100);
    const ceiling = await load(base, [`/${CEILING_FILE}`]);
    for (const url of urls) await (await fetch(base + url, { headers: HEADERS })).arrayBuffer();
    const mix = await load(base, urls);
    clearInterval(sampler);
    // Cold package pages: never requested before, one at a time.
    const coldPages = async (ids: string[]) => {
      const cpuBefore = cpuMs(child.pid!);
      const wallBefore = performance.now();
      for (const url of ids.map(packagePage)) {
        const response = await fetch(base + url, { headers: HEADERS });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        if (response.headers.get("x-cache") !== "MISS") throw new Error(`${url}: not a cache miss`);
      }
      return { cpuMs: (cpuMs(child.pid!) - cpuBefore) / ids.length, wallMs: (performance.now() - wallBefore) / ids.length };
    };
    const coldFirst = await coldPages(more.slice(0, COLD_FIRST));
    await coldPages(more.slice(COLD_FIRST, COLD_EARLY_START));
    const coldEarly = await coldPages(more.slice(COLD_EARLY_START, COLD_EARLY_END));
    await coldPages(more.slice(COLD_EARLY_END, COLD_RUNNING_AFTER));
    const cold = await coldPages(more.slice(COLD_RUNNING_AFTER, COLD_RUNNING_AFTER + COLD_RUNNING));
    await coldPages(reviewedPages.slice(0, COLD_REVIEWED_WARM_UP));
    const coldReviewed = await coldPages(reviewedPages.slice(COLD_REVIEWED_WARM_UP));
    return {
      database,
      ceiling,
      mix,
      ceilingBytes: Buffer.byteLength(home),
      coldFirst,
      coldEarly,
      cold,
      coldReviewed,
      startPeakMb,
      idleMb,
      peakMb,
      loadAverage: os.loadavg()[0]!,
    };
  } finally {
    clearInterval(startSampler);
    await stopServer(child);
    for (const file of [ceilingPath, `${ceilingPath}.br`, `${ceilingPath}.gz`]) fs.rmSync(file, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.close();
  }
}

const perSecond = (l: Load) => l.requests / l.seconds;

if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log(`Building into ${path.relative(process.cwd(), buildDir)}...`);
  execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, BUILD_DIR: buildDir } });
}
console.log(
  `load average at start ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
const adminUrl = await reachablePostgresUrl();
/** BENCH_DATABASES=postgres (or pglite) runs one side only while trying settings. */
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
const results: Result[] = [];
if (databases.includes("pglite")) results.push(await run("pglite"));
if (adminUrl && databases.includes("postgres")) results.push(await run("postgres", adminUrl));

console.log(
  `\nServer under load: ${CONNECTIONS} connections for ${SECONDS} s each, demo catalogue + ${SYNTHETIC.toLocaleString("en-IN")} packages.` +
    `\nceiling = static file of the home page's size (${(results[0]!.ceilingBytes / 1024).toFixed(0)} KB) from the same server;` +
    ` mix = /, /packages, /api/v1/packages?search=munnar, 4 package pages (warm).` +
    `\nserver: node ${[...SERVER_NODE_ARGS, "server.js"].join(" ")}` +
    `\ncold page = server CPU (wall) per package page never requested before, one at a time: the first ${COLD_FIRST} after the mix,` +
    ` pages ${COLD_EARLY_LABEL} (V8 still compiling) and ${COLD_RUNNING} after ${COLD_RUNNING_AFTER.toLocaleString("en-IN")} (a running server);` +
    ` then ${COLD_REVIEWED} with ${REVIEWS_PER_WORST_PAGE} reviews each (the worst case), after ${COLD_REVIEWED_WARM_UP} such pages.`,
);
console.log(
  `database   ceiling r/s  p50 ms  p99 ms |  mix r/s  p50 ms  p99 ms  errors  ratio | cold first ms (wall) | ${`cold ${COLD_EARLY_LABEL} (wall)`.padStart(19)} | cold running (wall) | with reviews (wall) | start RSS  idle RSS  peak RSS | load avg`,
);
for (const r of results) {
  console.log(
    [
      r.database.padEnd(9),
      perSecond(r.ceiling).toFixed(0).padStart(12),
      r.ceiling.p50.toFixed(1).padStart(7),
      r.ceiling.p99.toFixed(1).padStart(7),
      "|",
      perSecond(r.mix).toFixed(0).padStart(8),
      r.mix.p50.toFixed(1).padStart(7),
      r.mix.p99.toFixed(1).padStart(7),
      String(r.mix.errors + r.ceiling.errors).padStart(7),
      `${((100 * perSecond(r.mix)) / perSecond(r.ceiling)).toFixed(0)}%`.padStart(6),
      "|",
      `${r.coldFirst.cpuMs.toFixed(1)} (${r.coldFirst.wallMs.toFixed(1)})`.padStart(20),
      "|",
      `${r.coldEarly.cpuMs.toFixed(1)} (${r.coldEarly.wallMs.toFixed(1)})`.padStart(19),
      "|",
      `${r.cold.cpuMs.toFixed(1)} (${r.cold.wallMs.toFixed(1)})`.padStart(19),
      "|",
      `${r.coldReviewed.cpuMs.toFixed(1)} (${r.coldReviewed.wallMs.toFixed(1)})`.padStart(19),
      "|",
      `${r.startPeakMb.toFixed(0)} MB`.padStart(9),
      `${r.idleMb.toFixed(0)} MB`.padStart(8),
      `${r.peakMb.toFixed(0)} MB`.padStart(9),
      "|",
      r.loadAverage.toFixed(1).padStart(8),
    ].join(" "),
  );
}
for (const r of results) {
  const ratio = perSecond(r.mix) / perSecond(r.ceiling);
  const checks = [
    `mix ${(100 * ratio).toFixed(0)}% of ceiling (≥ ${100 * TARGET_RATIO}%): ${ratio >= TARGET_RATIO ? "met" : "MISSED"}`,
    `p99 ${r.mix.p99.toFixed(0)} ms (≤ ${TARGET_P99_MS}): ${r.mix.p99 <= TARGET_P99_MS ? "met" : "MISSED"}`,
    `cold page of a running server ${r.cold.cpuMs.toFixed(1)} ms CPU (≤ ${TARGET_COLD_CPU_MS}; the first ${COLD_FIRST} ${r.coldFirst.cpuMs.toFixed(1)}, pages ${COLD_EARLY_LABEL} ${r.coldEarly.cpuMs.toFixed(1)}): ${r.cold.cpuMs <= TARGET_COLD_CPU_MS ? "met" : "MISSED"}`,
    `with ${REVIEWS_PER_WORST_PAGE} reviews ${r.coldReviewed.cpuMs.toFixed(1)} ms: ${r.coldReviewed.cpuMs <= TARGET_COLD_CPU_MS ? "met" : "MISSED"}`,
    `peak RSS ${r.peakMb.toFixed(0)} MB (≤ ${RSS_BUDGET_MB[r.database]}): ${r.peakMb <= RSS_BUDGET_MB[r.database] ? "met" : "MISSED"}`,
  ];
  console.log(`${r.database}: ${checks.join("; ")}`);
}
if (!adminUrl) console.log("PostgreSQL not reachable (set TEST_DATABASE_URL): measured PGlite only.");
console.log(
  `2 CPUs shared with the load generator (and other users of the machine); load average at the end ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}.`,
);
if (results.some((r) => r.mix.errors + r.ceiling.errors > 0)) process.exitCode = 1;
