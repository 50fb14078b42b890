/**
 * Cold package pages, A against B: `npm run bench:cold-ab` (ADR 063, 064).
 *
 * The server's CPU per cold package page moves by several milliseconds from one minute to the next
 * on a shared machine, and by a factor of two from one day to the next. A change worth 1 ms cannot
 * be seen by running `npm run bench:server` before and after. This bench runs both sides at once:
 *
 * - two production servers, each on its own copy of one PGlite database (demo catalogue plus
 *   BENCH_PACKAGES synthetic packages, 100,000 by default), or both on one PostgreSQL database
 *   when AB_DATABASE_URL is set;
 * - each serves WARM_UP cold package pages (2,000 unless AB_WARM_UP says otherwise);
 * - then ROUNDS rounds of PER_ROUND pages, never requested before;
 * - the order within a round alternates (A then B, then B then A), so a change in the machine's
 *   speed falls on both sides alike.
 *
 * Prints each side's CPU per page (all threads, from /proc), per round and overall, and B - A; with
 * PostgreSQL also the database's CPU per page (every `postgres` process of this machine, read
 * around each side's batch, so nothing else should use the database meanwhile).
 * A side is a build directory and node flags: AB_A_BUILD / AB_B_BUILD (default "build"; make one
 * with `BUILD_DIR=build-x npx react-router build`) and AB_A_ARGS / AB_B_ARGS (default: the flags of
 * `npm run serve`). AB_SEED_DIR keeps the seeded PGlite database between runs: seeded there when
 * missing, copied from there when present (seeding 100,000 packages takes minutes).
 * AB_REVIEWED=1 serves the page's worst case instead: packages with a full first page of approved
 * reviews (bench/synthetic-reviews.ts, added to the seed once). AB_PAGES=listing serves filtered
 * listing pages instead (a search word and a sort, each URL made new by a `cold` parameter).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LISTING_SORTS } from "../domain/listing-query";
import { openDatabase } from "../server/db/client";
import { cpuMs, productionNodeFlags, seedSynthetic, seedWorstCasePages } from "./process-stats";
import { freePort } from "../server/testing/free-port";
import { waitReady } from "./server-process";

const SYNTHETIC = Number(process.env.BENCH_PACKAGES ?? 100_000);
/** Pages each server renders before the rounds: V8 compiles the render path over about 2,000 (ADR 067). */
const WARM_UP = Number(process.env.AB_WARM_UP ?? 2_000);
const REVIEWED = process.env.AB_REVIEWED === "1";
const LISTINGS = process.env.AB_PAGES === "listing";
const SEARCH_WORDS = ["munnar", "kochi", "houseboat", "wayanad", "trek", "tea", "beach", "varkala"];
/** The i-th cold page: a package page, or a filtered listing no one asked for before. */
const pageUrl = (id: string, i: number) =>
  LISTINGS
    ? `/packages?search=${SEARCH_WORDS[i % SEARCH_WORDS.length]}&sort=${LISTING_SORTS[i % LISTING_SORTS.length]}&cold=${i}`
    : `/package/${encodeURIComponent(id)}`;
const ROUNDS = 10;
const PER_ROUND = 120;
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html", "accept-language": "en-IN,en;q=0.9" };

interface Side {
  name: "A" | "B";
  build: string;
  args: string[];
  base: string;
  child?: ChildProcess;
  cpu: number;
  rounds: number[];
  /** The database's CPU over the rounds (PostgreSQL only). */
  databaseCpu: number;
}

const defaultArgs = productionNodeFlags().join(" ");
const sides: Side[] = (["A", "B"] as const).map((name) => ({
  name,
  build: process.env[`AB_${name}_BUILD`] ?? "build",
  args: (process.env[`AB_${name}_ARGS`] ?? defaultArgs).split(" ").filter(Boolean),
  base: "",
  cpu: 0,
  rounds: [],
  databaseCpu: 0,
}));
for (const side of sides) {
  if (!fs.existsSync(path.join(side.build, "server", "index.js"))) throw new Error(`${side.name}: no build in ${side.build}`);
}

const postgresUrl = process.env.AB_DATABASE_URL;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "kt-cold-ab-"));
try {
  const seedDir = process.env.AB_SEED_DIR ? path.resolve(process.env.AB_SEED_DIR) : path.join(root, "seed");
  if (!postgresUrl && !fs.existsSync(path.join(seedDir, "pglite", "PG_VERSION"))) {
    console.log(`Seeding PGlite with ${SYNTHETIC.toLocaleString("en-IN")} packages...`);
    const database = await openDatabase({ dataDir: seedDir });
    await seedSynthetic(database, seedDir, SYNTHETIC);
    await database.close();
  }
  let reviewed: string[] = [];
  if (REVIEWED) {
    const database = await openDatabase({ databaseUrl: postgresUrl, dataDir: seedDir });
    reviewed = await seedWorstCasePages(database, seedDir, WARM_UP + ROUNDS * PER_ROUND);
    await database.close();
  }
  for (const side of sides) {
    const dataDir = path.join(root, side.name);
    if (!postgresUrl) fs.cpSync(seedDir, dataDir, { recursive: true });
    const port = await freePort();
    side.base = `http://127.0.0.1:${port}`;
    side.child = spawn(process.execPath, [...side.args, "server.js"], {
      env: {
        ...process.env,
        BUILD_DIR: side.build,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: postgresUrl ?? "",
        LOG_LEVEL: "warn",
        ADMIN_PASSWORD: "bench-password-1",
        // One process renders: its CPU is the page's (with PostgreSQL the server would otherwise
        // start a worker per core, and the process measured would only be their primary).
        WEB_CONCURRENCY: "1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitReady(side.base, side.child);
  }

  // Package ids from the listing's third page on (or the reviewed ones): the same pages, in the same order, for both.
  const ids: string[] = [...reviewed];
  for (let page = 3; ids.length < WARM_UP + ROUNDS * PER_ROUND; page++) {
    const listing = await fetch(`${sides[0]!.base}/api/v1/packages?pageSize=48&page=${page}`);
    const { items } = (await listing.json()) as { items: { id: string }[] };
    if (items.length === 0) throw new Error(`only ${ids.length} packages for the cold pages`);
    ids.push(...items.map((p) => p.id));
  }
  const numbered = ids.map((id, i) => [id, i] as const);
  const serve = async (side: Side, pages: (readonly [string, number])[]) => {
    const before = cpuMs(side.child!.pid!);
    const databaseBefore = postgresUrl ? postgresCpu() : new Map<number, number>();
    for (const [id, i] of pages) {
      const url = pageUrl(id, i);
      const response = await fetch(`${side.base}${url}`, { headers: HEADERS });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${side.name} ${url}: ${response.status}`);
      if (response.headers.get("x-cache") !== "MISS") throw new Error(`${side.name} ${url}: not a cache miss`);
    }
    return { server: cpuMs(side.child!.pid!) - before, database: postgresUrl ? cpuSince(databaseBefore, postgresCpu()) : 0 };
  };
  // The warm-up alternates too: a server left idle while the other warms up collects garbage and
  // lets code age meanwhile, and started its rounds slower (about 1.8 ms per page in one test).
  for (let start = 0; start < WARM_UP; start += PER_ROUND) {
    for (const side of sides) await serve(side, numbered.slice(start, Math.min(start + PER_ROUND, WARM_UP)));
  }
  for (let round = 0; round < ROUNDS; round++) {
    const pages = numbered.slice(WARM_UP + round * PER_ROUND, WARM_UP + (round + 1) * PER_ROUND);
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const { server: ms, database } = await serve(side, pages);
      side.cpu += ms;
      side.databaseCpu += database;
      side.rounds.push(ms / PER_ROUND);
    }
  }

  const pages = ROUNDS * PER_ROUND;
  console.log(
    `\nCold ${LISTINGS ? "filtered listing" : "package"} pages${REVIEWED ? " with reviews" : ""}: ${WARM_UP} warm-up each, then ${ROUNDS} rounds of ${PER_ROUND}, alternating; server CPU per page.`,
  );
  for (const side of sides) {
    console.log(`${side.name}: ${side.build}, node ${side.args.join(" ")} server.js`);
    console.log(`   ${(side.cpu / pages).toFixed(2)} ms; rounds ${side.rounds.map((r) => r.toFixed(1)).join(" ")}`);
    if (postgresUrl) console.log(`   PostgreSQL ${(side.databaseCpu / pages).toFixed(2)} ms a page`);
  }
  const [a, b] = sides as [Side, Side];
  const wins = b.rounds.filter((r, i) => r < a.rounds[i]!).length;
  console.log(
    `B - A: ${((b.cpu - a.cpu) / pages).toFixed(2)} ms per page (${((100 * (b.cpu - a.cpu)) / a.cpu).toFixed(1)}%); B lower in ${wins} of ${ROUNDS} rounds`,
  );
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
} finally {
  await Promise.all(
    sides.map(async ({ child }) => {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }),
  );
  fs.rmSync(root, { recursive: true, force: true });
}

/** CPU of each PostgreSQL process on this machine (its server and each connection's backend), by pid. */
function postgresCpu(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") byPid.set(Number(pid), cpuMs(Number(pid)));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byPid;
}

/**
 * The CPU the processes spent between two readings: a backend that started meanwhile counts whole,
 * one that ended meanwhile (the other server's idle connection closing) takes nothing away.
 */
function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
