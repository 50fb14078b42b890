/**
 * Server load benchmark: `npm run bench:server` (also part of `npm run bench`), about seven minutes
 * on two quiet cores; it stops by itself and talks to loopback only.
 *
 * The production build (`node server.js` with the flags of `npm run serve`; built into build-bench
 * when there is none) on a fresh PostgreSQL database holding the demo catalogue plus 5,000
 * synthetic packages, started with WEB_CONCURRENCY=1 and then 2 (ADR 096). On each, for
 * BENCH_SECONDS (default 15 s) each:
 *  1. ceiling: a static file of the home page's size (precompressed, like built assets), 50 connections;
 *  2. cached mix: `/`, `/packages`, `/api/v1/packages?search=munnar` and 4 package pages, warm, 50 connections;
 *  3. long tail: URLs the response cache has never seen, each asked once: package pages in the
 *     four languages, listing filter and sort combinations, searches (crawlers, shared links), 50 connections;
 *  4. overload: more long-tail URLs at twice the rate step 3 answered, sent evenly (400 connections,
 *     open loop, latency from when each was due):
 *     p99 of the answers that were not shed, shed answers (503 with Retry-After), failures.
 * With one worker, then, the server CPU (primary and workers, from /proc) per uncached package
 * page and per uncached filtered listing page, one request at a time.
 * Budgets: long tail ≥ 20% of the ceiling with p99 ≤ 250 ms at 50 connections; under
 * twice the sustainable load, p99 of answered ≤ 1 s and no failure but 503 with Retry-After.
 * Then anonymous counting (ADR 106, 107), one worker each: the cached mix from a phone browser
 * (whose page views are counted) with INSIGHT_COUNTING on and off, and with counting on under a
 * flood of beacons from ever new visitors at 100,000 a minute. Budgets: on ≥ 95% of off's rate;
 * p99 under the flood within 10% of the quiet p99, read twice: with the mix at saturation (50
 * connections as fast as answers come), and with the mix sent evenly at half that rate, as a site
 * that is not saturated receives it. Both servers run side by side and the loads
 * compared alternate, BENCH_INSIGHT_ROUNDS (3) rounds of BENCH_INSIGHT_SECONDS (10 s) each, and
 * the budgets are read on the medians of the rounds; on and off are also loaded both at once, as
 * many rounds, each server and its generator on a core of their own where `taskset` can hold them
 * (the cores swapped every round), and that share is read the same way. BENCH_PARTS=insight runs
 * this part alone.
 * The 100,000-package cold-page and memory bench is `npm run bench:server:cold`.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CATEGORY_SLUGS } from "../domain/categories";
import { todayIn } from "../domain/dates";
import { KERALA_DISTRICT_SLUGS } from "../domain/districts";
import { DURATION_RANGES, PRICE_RANGES } from "../domain/filters";
import { LISTING_SORTS } from "../domain/listing-query";
import { publicVisibility } from "../server/catalogue/listing-sql";
import { parseConfig } from "../server/config";
import { SHED_RETRY_AFTER_SECONDS } from "../server/ops/load-shedding";
import { packages } from "../server/db/schema";
import { openFreshPostgres } from "../server/testing/databases";
import { freePort } from "../server/testing/free-port";
import { randomSource } from "./synthetic-packages";
import { reachablePostgresUrl } from "./postgres-url";
import { cpuMs, postgresCpu, postgresCpuSince, seedSynthetic } from "./process-stats";
import {
  BENCH_HEADERS,
  canPinToCores,
  evenLoad,
  load,
  pinToCore,
  startBareServer,
  startBenchServer,
  stopBenchServer,
  treePids,
  waitReady,
  writeCeilingFile,
  type Load,
} from "./server-process";

const CONNECTIONS = 50;
const OVERLOAD_CONNECTIONS = 400;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SYNTHETIC = 5_000;
const COLD_PAGES = 150;
const TARGET_RATIO = 0.2;
const TARGET_P99_MS = 250;
const TARGET_OVERLOAD_P99_MS = 1_000;
const LANGUAGE_PREFIXES = ["", "/ml", "/hi", "/ar"];
const SEARCH_WORDS = ["munnar", "kochi", "houseboat", "wayanad", "trek", "tea", "beach", "varkala", "spice", "hill", "lake", "fort"];

/** Long-tail URLs, shuffled: each package page in every language, then filter, sort and search combinations. */
function longTailUrls(ids: string[]): string[] {
  const random = randomSource(31);
  const urls = new Set<string>();
  for (const id of ids) for (const prefix of LANGUAGE_PREFIXES) urls.add(`${prefix}/package/${encodeURIComponent(id)}`);
  const listings = new Set<string>();
  while (listings.size < urls.size) {
    const params = new URLSearchParams();
    if (random.next() < 0.5) params.set("categories", random.some(CATEGORY_SLUGS, 1, 2).join(","));
    if (random.next() < 0.4) params.set("price", random.pick(PRICE_RANGES).id);
    if (random.next() < 0.3) params.set("duration", random.pick(DURATION_RANGES).id);
    if (random.next() < 0.3) params.set("district", random.pick(KERALA_DISTRICT_SLUGS));
    if (random.next() < 0.3)
      params.set("search", `${random.pick(SEARCH_WORDS)}${random.next() < 0.5 ? "" : ` ${random.pick(SEARCH_WORDS)}`}`);
    if (random.next() < 0.7) params.set("sort", random.pick(LISTING_SORTS));
    if (random.next() < 0.2) params.set("page", String(random.int(2, 3)));
    listings.add(`${random.pick(LANGUAGE_PREFIXES)}/packages?${params.toString()}`);
  }
  const all = [...urls, ...listings];
  for (let i = all.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

interface Run {
  workers: number;
  ceiling: Load;
  mix: Load;
  tail: Load;
  overload: Load & { offered: number };
  peakMb: number;
  cold?: { packageCpuMs: number; listingCpuMs: number; packagePostgresMs: number; listingPostgresMs: number };
}

const perSecond = (l: Load) => l.ok / l.seconds;

async function run(
  workers: number,
  databaseUrl: string,
  dataDir: string,
  buildDir: string,
  tailFiles: [string, string],
  coldIds: string[],
): Promise<Run> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startBenchServer({ buildDir, port, dataDir, databaseUrl, env: { WEB_CONCURRENCY: String(workers) } });
  try {
    await waitReady(base, child);
    let peakMb = 0;
    const sampler = setInterval(
      () =>
        (peakMb = Math.max(
          peakMb,
          treePids(child.pid!).reduce((sum, pid) => sum + rssOf(pid), 0),
        )),
      200,
    );
    const listed = ((await (await fetch(`${base}/api/v1/packages?pageSize=4`)).json()) as { items: { id: string }[] }).items.map(
      (p) => p.id,
    );
    const mixUrls = ["/", "/packages", "/api/v1/packages?search=munnar", ...listed.map((id) => `/package/${encodeURIComponent(id)}`)];
    const ceiling = await load({ base, paths: [`/${CEILING}`], connections: CONNECTIONS, seconds: SECONDS });
    for (const url of mixUrls) for (let i = 0; i < workers; i++) await fetchWhole(base + url);
    const mix = await load({ base, paths: mixUrls, connections: CONNECTIONS, seconds: SECONDS });
    // The long tail takes the first half of the URLs, the overload the second half: none is asked twice.
    const tailLoad = await load({ base, pathsFile: tailFiles[0], distinct: true, connections: CONNECTIONS, seconds: SECONDS });
    const offered = Math.max(1, Math.round(2 * perSecond(tailLoad)));
    // Sent evenly through each second, as crawlers and shared links arrive; autocannon's rate limit
    // sent it as one burst a second (bench/even-sender.ts).
    const overload = await evenLoad({ base, pathsFile: tailFiles[1], rate: offered, connections: OVERLOAD_CONNECTIONS, seconds: SECONDS });
    clearInterval(sampler);
    let cold: Run["cold"];
    if (workers === 1) {
      // One request at a time, never asked before: server CPU per uncached page, and the CPU of
      // the PostgreSQL backends serving this bench's database (they share the machine's cores).
      const cpuPer = async (urls: string[]) => {
        const before = treePids(child.pid!).reduce((sum, pid) => sum + cpuMs(pid), 0);
        const postgresBefore = postgresCpu(databaseUrl);
        for (const url of urls) {
          const response = await fetchWhole(base + url);
          if (response.status !== 200 || response.cache !== "MISS") throw new Error(`${url}: ${response.status} ${response.cache}`);
        }
        return {
          server: (treePids(child.pid!).reduce((sum, pid) => sum + cpuMs(pid), 0) - before) / urls.length,
          postgres: postgresCpuSince(databaseUrl, postgresBefore) / urls.length,
        };
      };
      // A query the long tail never sends: each page is a miss even when the long tail reached it.
      const pages = coldIds.map((id, i) => `/package/${encodeURIComponent(id)}?cold=${i}`);
      const listings = coldIds.map(
        (_, i) => `/packages?sort=${LISTING_SORTS[i % LISTING_SORTS.length]}&search=${SEARCH_WORDS[i % SEARCH_WORDS.length]}&cold=${i}`,
      );
      // The overload's last admitted requests may still be running: until a page never asked
      // before is answered, the process may shed, as it should, and says when to come back.
      for (let i = 0; (await fetchWhole(`${base}/packages?idle=${i}`)).status === 503; i++)
        await new Promise((resolve) => setTimeout(resolve, SHED_RETRY_AFTER_SECONDS * 1000));
      // Warm-up of both kinds, not measured, then alternate windows.
      await cpuPer(pages.slice(0, 30));
      await cpuPer(listings.slice(0, 30));
      const packagePage = await cpuPer(pages.slice(30, 30 + COLD_PAGES));
      const listing = await cpuPer(listings.slice(30, 30 + COLD_PAGES));
      cold = {
        packageCpuMs: packagePage.server,
        listingCpuMs: listing.server,
        packagePostgresMs: packagePage.postgres,
        listingPostgresMs: listing.postgres,
      };
    }
    return { workers, ceiling, mix, tail: tailLoad, overload: { ...overload, offered }, peakMb, cold };
  } finally {
    await stopBenchServer(child);
  }
}

/** A phone browser: its page views are counted (a request without a user agent is taken for a bot). */
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const BEACONS_PER_SECOND = Math.round(100_000 / 60);
const TARGET_COUNTING_SHARE = 0.95;
const TARGET_FLOOD_P99_GROWTH = 0.1;
/**
 * The steady page rate the flood is also read at: this share of the rate the counting server
 * answered the mix at saturation (median of its rounds), sent evenly.
 */
const STEADY_SHARE = 0.5;

/**
 * The beacon floods sent: "even" (bench/even-sender.ts: one process on raw keep-alive
 * connections, the beacons sent evenly through each second), whose figures read the budget, and,
 * with BENCH_FLOOD=even,autocannon, beside it in every round the earlier flood from autocannon
 * (bench/load-generator.ts: each connection's share of a second sent at once at its start, at
 * about twice the generator's CPU a beacon). bench/README.md says why the method changed.
 */
type FloodGenerator = "even" | "autocannon";
const FLOOD_GENERATORS = (process.env.BENCH_FLOOD ?? "even").split(",") as FloodGenerator[];
if (FLOOD_GENERATORS.length === 0 || FLOOD_GENERATORS.some((g) => g !== "even" && g !== "autocannon"))
  throw new Error(`BENCH_FLOOD is a list of even, autocannon: ${process.env.BENCH_FLOOD}`);

/** Seconds per load of the counting comparisons, and how many rounds of each. */
const COUNTING_SECONDS = Number(process.env.BENCH_INSIGHT_SECONDS ?? 10);
const COUNTING_ROUNDS = Number(process.env.BENCH_INSIGHT_ROUNDS ?? 3);
/** A pause after each load, so a load's trailing work (a flush of counts, a collection) does not land in the next. */
const SETTLE_MS = 2_000;

/** One round of a comparison: the two loads, run back to back. */
interface Round {
  a: Load;
  b: Load;
}

/** One round of the flood comparison: the mix quiet, and under each of FLOOD_GENERATORS' floods (in its order), with that flood's beacons. */
interface FloodRound {
  quiet: Load;
  flooded: Load[];
  beacons: Load[];
}

interface CountingRuns {
  /** Counting off (a) against on (b), loaded one after the other. */
  onOff: Round[];
  /**
   * Counting off (a) against on (b), both loaded at once: the two see the same machine through
   * the whole load, where loads seconds apart saw rates 20-30% apart (bench/README.md).
   */
  together: Round[];
  /** Whether each server and its generator had a core of their own in those loads. */
  togetherPinned: boolean;
  /** Counting on, quiet against under each beacon flood. */
  flood: FloodRound[];
  /**
   * Counting on, the mix sent evenly at a steady rate (STEADY_SHARE of its saturated rate), quiet
   * against under the even flood: the p99 of a site that is not saturated, as a real one runs.
   */
  steady: { rate: number; rounds: { quiet: Load; flooded: Load }[] };
  /** Server CPU time per request of the mix with counting off and on, µs (all their rounds). */
  mixCpuUs: { off: number; on: number };
  /** The same, of the loads run at once. */
  togetherCpuUs: { off: number; on: number };
  /**
   * Each flood's beacons alone (FLOOD_GENERATORS' order), and the server's CPU time meanwhile (ms):
   * a figure other load on the machine moves less than p99; the generator's own is in `beacons`.
   */
  beaconsAlone: { beacons: Load; cpuMs: number }[];
  /** The even flood against a bare Node server answering 204 (startBareServer), and that server's CPU meanwhile (ms): the floor. */
  bareBeacons: { beacons: Load; cpuMs: number };
}

/** CPU time spent on a load (ms), in µs a request of it. */
const usEachRequest = (cpuMs: number, l: Load) => (1000 * cpuMs) / Math.max(l.requests, 1);
/** CPU time spent during a load (ms), as a share of one core over its seconds (%). */
const shareOfCore = (cpuMs: number, l: Load) => (100 * cpuMs) / (1000 * l.seconds);

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Anonymous counting, one worker each: a server with counting off and one with it on, both
 * started at once and warmed, then loaded one at a time, alternating, for COUNTING_ROUNDS
 * rounds: off and on (their order swapped every other round, so a machine getting busier or
 * quieter weighs on both alike); then both at once, each with its own generator, for
 * COUNTING_ROUNDS rounds; then on the counting server quiet and under the flood, alternating like
 * the first. A shared machine's other work moves a load's rate and p99 by tens of per cent from
 * one minute to the next; loads seconds apart, compared round by round and by their medians, see
 * about the same machine, and loads at once the same machine. What is measured is as before: the
 * cached mix from a phone.
 */
async function countingRuns(databaseUrl: string, dataDir: string, buildDir: string): Promise<CountingRuns> {
  const servers = await Promise.all(
    (["off", "on"] as const).map(async (counting) => {
      const port = await freePort();
      const child = startBenchServer({ buildDir, port, dataDir, databaseUrl, env: { WEB_CONCURRENCY: "1", INSIGHT_COUNTING: counting } });
      return { base: `http://127.0.0.1:${port}`, child };
    }),
  );
  const [off, on] = servers as [(typeof servers)[number], (typeof servers)[number]];
  try {
    for (const { base, child } of servers) await waitReady(base, child);
    const listed = ((await (await fetch(`${on.base}/api/v1/packages?pageSize=4`)).json()) as { items: { id: string }[] }).items.map(
      (p) => p.id,
    );
    const paths = ["/", "/packages", "/api/v1/packages?search=munnar", ...listed.map((id) => `/package/${encodeURIComponent(id)}`)];
    const headers = { "user-agent": PHONE };
    const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS));
    /** One load of the mix, its generator on core `cpu` when given; `mix` also waits for the server to settle after it. */
    const mixLoad = (base: string, cpu?: number) =>
      load({ base, paths, connections: CONNECTIONS, seconds: COUNTING_SECONDS, headers }, cpu);
    const mix = async (base: string) => {
      const result = await mixLoad(base);
      await settle();
      return result;
    };
    const sendFlood = (generator: FloodGenerator) =>
      generator === "even"
        ? evenLoad({ base: on.base, rate: BEACONS_PER_SECOND, connections: CONNECTIONS, seconds: COUNTING_SECONDS })
        : load({ base: on.base, beacons: true, connections: CONNECTIONS, seconds: COUNTING_SECONDS, overallRate: BEACONS_PER_SECOND });
    const flooded = async (generator: FloodGenerator) => {
      const [result, beacons] = await Promise.all([mixLoad(on.base), sendFlood(generator)]);
      await settle();
      return { result, beacons };
    };
    // Warm-up of both, not measured: each server's first seconds (JIT, caches) are its slowest.
    for (const { base } of servers) {
      for (const url of paths) await fetchWhole(base + url);
      await load({ base, paths, connections: CONNECTIONS, seconds: 3, headers });
    }
    await settle();
    type CpuTally = Record<"off" | "on", { ms: number; requests: number }>;
    const newTally = (): CpuTally => ({ off: { ms: 0, requests: 0 }, on: { ms: 0, requests: 0 } });
    /** Loads one server with `loadIt` and adds its CPU time and requests to `tally`. */
    const measured = async (which: "off" | "on", tally: CpuTally, loadIt: (base: string) => Promise<Load>) => {
      const { base, child } = which === "on" ? on : off;
      const before = cpuMs(child.pid!);
      const result = await loadIt(base);
      tally[which].ms += cpuMs(child.pid!) - before;
      tally[which].requests += result.requests;
      return result;
    };
    const usPerRequest = (tally: CpuTally) => ({
      off: (1000 * tally.off.ms) / Math.max(tally.off.requests, 1),
      on: (1000 * tally.on.ms) / Math.max(tally.on.requests, 1),
    });
    const onOff: Round[] = [];
    const cpu = newTally();
    const measuredMix = (which: "off" | "on") => measured(which, cpu, mix);
    for (let round = 0; round < COUNTING_ROUNDS; round++) {
      if (round % 2 === 0) {
        const a = await measuredMix("off");
        onOff.push({ a, b: await measuredMix("on") });
      } else {
        const b = await measuredMix("on");
        onOff.push({ a: await measuredMix("off"), b });
      }
    }
    const together: Round[] = [];
    const cpuTogether = newTally();
    // Each server with its generator on a core of its own where it can be had, the cores swapped
    // every round: left to the scheduler, two identical servers read rates 7-38% apart here.
    const pinned = canPinToCores();
    for (let round = 0; round < COUNTING_ROUNDS; round++) {
      const cores = pinned ? (round % 2 === 0 ? { off: 0, on: 1 } : { off: 1, on: 0 }) : undefined;
      if (cores) for (const which of ["off", "on"] as const) pinToCore((which === "on" ? on : off).child.pid!, cores[which]);
      const [a, b] = await Promise.all(
        (["off", "on"] as const).map((which) => measured(which, cpuTogether, (base) => mixLoad(base, cores?.[which]))),
      );
      together.push({ a: a!, b: b! });
      await settle();
    }
    if (pinned) for (const { child } of servers) pinToCore(child.pid!, undefined);
    const floodRounds: FloodRound[] = [];
    for (let round = 0; round < COUNTING_ROUNDS; round++) {
      // Quiet first, then each flood; every other round the other way round.
      const floods = new Map<FloodGenerator, { result: Load; beacons: Load }>();
      let quiet: Load | undefined;
      if (round % 2 === 0) quiet = await mix(on.base);
      for (const generator of round % 2 === 0 ? FLOOD_GENERATORS : [...FLOOD_GENERATORS].reverse())
        floods.set(generator, await flooded(generator));
      quiet ??= await mix(on.base);
      floodRounds.push({
        quiet,
        flooded: FLOOD_GENERATORS.map((g) => floods.get(g)!.result),
        beacons: FLOOD_GENERATORS.map((g) => floods.get(g)!.beacons),
      });
    }
    // The mix above keeps 50 requests waiting on one worker, so its p99 is the time the queue
    // takes, and that grows with any share of the core the flood takes (the floor below). A site
    // runs below saturation: the same pages sent evenly at a steady rate, quiet and flooded.
    const steadyRate = Math.max(1, Math.round(STEADY_SHARE * median(onOff.map((r) => perSecond(r.b)))));
    const pagesFile = path.join(dataDir, "steady-mix.json");
    fs.writeFileSync(pagesFile, JSON.stringify(paths));
    const steadyPages = () =>
      evenLoad({ base: on.base, pathsFile: pagesFile, rate: steadyRate, connections: CONNECTIONS, seconds: COUNTING_SECONDS, headers });
    /** The steady pages, beside the even flood when `withFlood`; then the settle. */
    const steadyLoad = async (withFlood: boolean) => {
      const [pages] = await Promise.all([steadyPages(), ...(withFlood ? [sendFlood("even")] : [])]);
      await settle();
      return pages!;
    };
    const steadyRounds: CountingRuns["steady"]["rounds"] = [];
    for (let round = 0; round < COUNTING_ROUNDS; round++) {
      // Quiet first, then flooded; every other round the other way round.
      if (round % 2 === 0) {
        const quiet = await steadyLoad(false);
        steadyRounds.push({ quiet, flooded: await steadyLoad(true) });
      } else {
        const flooded = await steadyLoad(true);
        steadyRounds.push({ quiet: await steadyLoad(false), flooded });
      }
    }
    const beaconsAlone: CountingRuns["beaconsAlone"] = [];
    for (const generator of FLOOD_GENERATORS) {
      const cpuBeforeAlone = cpuMs(on.child.pid!);
      const beacons = await sendFlood(generator);
      beaconsAlone.push({ beacons, cpuMs: cpuMs(on.child.pid!) - cpuBeforeAlone });
      await settle();
    }
    // The same even flood against a bare Node server, for the floor of a beacon's cost.
    const barePort = await freePort();
    const bare = startBareServer(barePort);
    let bareBeacons: CountingRuns["bareBeacons"];
    try {
      await waitReady(`http://127.0.0.1:${barePort}`, bare);
      const cpuBeforeBare = cpuMs(bare.pid!);
      const beacons = await evenLoad({
        base: `http://127.0.0.1:${barePort}`,
        rate: BEACONS_PER_SECOND,
        connections: CONNECTIONS,
        seconds: COUNTING_SECONDS,
      });
      bareBeacons = { beacons, cpuMs: cpuMs(bare.pid!) - cpuBeforeBare };
    } finally {
      await stopBenchServer(bare);
    }
    return {
      onOff,
      together,
      togetherPinned: pinned,
      flood: floodRounds,
      steady: { rate: steadyRate, rounds: steadyRounds },
      mixCpuUs: usPerRequest(cpu),
      togetherCpuUs: usPerRequest(cpuTogether),
      beaconsAlone,
      bareBeacons,
    };
  } finally {
    await Promise.all(servers.map(({ child }) => stopBenchServer(child)));
  }
}

const CEILING = "bench-ceiling.html";

function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function fetchWhole(url: string) {
  const response = await fetch(url, { headers: BENCH_HEADERS });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get("x-cache") };
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build-bench");
if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log(`Building into ${path.relative(process.cwd(), buildDir)}...`);
  execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, BUILD_DIR: buildDir } });
}
const loadAtStart = os.loadavg();
const adminUrl = await reachablePostgresUrl();
if (!adminUrl) {
  console.log("PostgreSQL does not answer (set TEST_DATABASE_URL): the long-tail bench needs it.");
  process.exit(1);
}
const started = performance.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-tail-"));
const postgres = await openFreshPostgres(adminUrl);
const runs: Run[] = [];
let counting: CountingRuns | undefined;
const parts = (process.env.BENCH_PARTS ?? "load,insight").split(",");
let ceilingBytes = 0;
let tailCount = 0;
try {
  await seedSynthetic(postgres, dataDir, SYNTHETIC);
  const today = todayIn(parseConfig({ DATA_DIR: dataDir }).timeZone);
  const ids = (await postgres.db.select({ id: packages.id }).from(packages).where(publicVisibility(today))).map((r) => r.id);
  const tail = longTailUrls(ids);
  tailCount = tail.length;
  const half = Math.floor(tail.length / 2);
  const tailFiles: [string, string] = [path.join(dataDir, "long-tail-1.json"), path.join(dataDir, "long-tail-2.json")];
  fs.writeFileSync(tailFiles[0], JSON.stringify(tail.slice(0, half)));
  fs.writeFileSync(tailFiles[1], JSON.stringify(tail.slice(half)));
  // Package pages for the CPU figures: not among the long tail's English pages asked first.
  const coldIds = ids.slice(-(30 + COLD_PAGES));
  ceilingBytes = await writeCeilingFile({ buildDir, dataDir, databaseUrl: postgres.url, name: CEILING });
  if (parts.includes("load"))
    for (const workers of [1, 2]) runs.push(await run(workers, postgres.url, dataDir, buildDir, tailFiles, coldIds));
  if (parts.includes("insight")) counting = await countingRuns(postgres.url, dataDir, buildDir);
} finally {
  for (const file of [CEILING, `${CEILING}.br`, `${CEILING}.gz`]) fs.rmSync(path.join(buildDir, "client", file), { force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres.close();
}

console.log(
  `\nServer under load on PostgreSQL, demo catalogue + ${SYNTHETIC.toLocaleString("en-IN")} packages, ${SECONDS} s per load; load average at start ${loadAtStart.map((n) => n.toFixed(1)).join(" ")}.` +
    `\nceiling = static file of the home page's size (${(ceilingBytes / 1024).toFixed(0)} KB); mix = /, /packages, one search, 4 package pages (cached);` +
    ` long tail = ${tailCount.toLocaleString("en-IN")} URLs the cache has not seen, each asked once (package pages in 4 languages, filters, sorts, searches);` +
    ` overload = the long tail at twice the rate it was answered at, sent evenly, ${OVERLOAD_CONNECTIONS} connections. r/s are 2xx answers per second; p50/p99 of 2xx answers.`,
);
console.log(
  "workers | ceiling r/s  p99 | mix r/s  p99  ratio | tail r/s  p50   p99  ratio  errors | overload offered  r/s  p50   p99   shed  failed | peak RSS",
);
for (const r of runs) {
  console.log(
    [
      String(r.workers).padStart(7),
      "|",
      perSecond(r.ceiling).toFixed(0).padStart(11),
      r.ceiling.p99.toFixed(0).padStart(4),
      "|",
      perSecond(r.mix).toFixed(0).padStart(7),
      r.mix.p99.toFixed(0).padStart(4),
      `${((100 * perSecond(r.mix)) / perSecond(r.ceiling)).toFixed(0)}%`.padStart(6),
      "|",
      perSecond(r.tail).toFixed(0).padStart(8),
      r.tail.p50.toFixed(0).padStart(4),
      r.tail.p99.toFixed(0).padStart(5),
      `${((100 * perSecond(r.tail)) / perSecond(r.ceiling)).toFixed(0)}%`.padStart(6),
      String(r.tail.errors + r.mix.errors + r.ceiling.errors + r.tail.shed).padStart(7),
      "|",
      String(r.overload.offered).padStart(16),
      perSecond(r.overload).toFixed(0).padStart(4),
      r.overload.p50.toFixed(0).padStart(4),
      r.overload.p99.toFixed(0).padStart(5),
      String(r.overload.shed).padStart(6),
      String(r.overload.errors).padStart(7),
      "|",
      `${r.peakMb.toFixed(0)} MB`.padStart(8),
    ].join(" "),
  );
}
for (const r of runs) {
  const ratio = perSecond(r.tail) / perSecond(r.ceiling);
  const checks = [
    `long tail ${(100 * ratio).toFixed(0)}% of the ceiling (≥ ${100 * TARGET_RATIO}%): ${ratio >= TARGET_RATIO ? "met" : "MISSED"}`,
    `p99 ${r.tail.p99.toFixed(0)} ms (≤ ${TARGET_P99_MS}): ${r.tail.p99 <= TARGET_P99_MS ? "met" : "MISSED"}`,
    `overload p99 of answered ${r.overload.p99.toFixed(0)} ms (≤ ${TARGET_OVERLOAD_P99_MS}): ${r.overload.p99 <= TARGET_OVERLOAD_P99_MS ? "met" : "MISSED"}`,
    `failures other than 503 with Retry-After under overload: ${r.overload.errors} (${r.overload.errors === 0 ? "met" : "MISSED"})`,
  ];
  console.log(`workers ${r.workers}: ${checks.join("; ")}`);
}
if (counting) {
  const { onOff, together, togetherPinned, flood, steady, mixCpuUs, togetherCpuUs, beaconsAlone, bareBeacons } = counting;
  const rate = (l: Load) => perSecond(l).toFixed(0);
  const onOffLines = (rounds: Round[], roundShares: number[]) =>
    rounds
      .map(
        (r, i) =>
          `\n  round ${i + 1}: off ${rate(r.a)} r/s (p99 ${r.a.p99.toFixed(0)} ms), on ${rate(r.b)} r/s (p99 ${r.b.p99.toFixed(0)} ms): ${(100 * roundShares[i]!).toFixed(0)}%`,
      )
      .join("");
  const shareVerdict = (value: number) =>
    `on's rate ${(100 * value).toFixed(0)}% of off's (median of the rounds; ≥ ${100 * TARGET_COUNTING_SHARE}%: ${value >= TARGET_COUNTING_SHARE ? "met" : "MISSED"})`;
  const signed = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(100 * x).toFixed(0)}%`;
  // Each round's figure compares two loads seconds apart; the budget is read on their median.
  const shares = onOff.map((r) => perSecond(r.b) / perSecond(r.a));
  const share = median(shares);
  const togetherShares = together.map((r) => perSecond(r.b) / perSecond(r.a));
  const togetherShare = median(togetherShares);
  const floods = FLOOD_GENERATORS.map((generator, g) => {
    const growths = flood.map((r) => r.flooded[g]!.p99 / Math.max(r.quiet.p99, 1) - 1);
    const sent = flood.map((r) => r.beacons[g]!);
    const alone = beaconsAlone[g]!;
    return {
      generator,
      growths,
      growth: median(growths),
      ok: sent.reduce((sum, l) => sum + l.ok, 0),
      requests: sent.reduce((sum, l) => sum + l.requests, 0),
      errors: sent.reduce((sum, l) => sum + l.errors, 0),
      unsent: sent.reduce((sum, l) => sum + (l.unsent ?? 0), 0),
      serverUs: usEachRequest(alone.cpuMs, alone.beacons),
      generatorUs: usEachRequest(alone.beacons.cpuMs ?? 0, alone.beacons),
      alone,
    };
  });
  const flooded = (r: FloodRound) =>
    floods
      .map(
        (f, g) =>
          `${floods.length > 1 ? `${f.generator} ` : ""}${rate(r.flooded[g]!)} r/s, p99 ${r.flooded[g]!.p99.toFixed(0)} ms: ${signed(f.growths[flood.indexOf(r)]!)}`,
      )
      .join("; ");
  console.log(
    `\nAnonymous counting, one worker, the cached mix from a phone (its page views counted), ${COUNTING_SECONDS} s a load,` +
      ` ${COUNTING_ROUNDS} rounds of each comparison, its loads back to back (order swapped every other round):` +
      onOffLines(onOff, shares) +
      `\n  medians: off ${median(onOff.map((r) => perSecond(r.a))).toFixed(0)} r/s, on ${median(onOff.map((r) => perSecond(r.b))).toFixed(0)} r/s;` +
      ` ${shareVerdict(share)}` +
      `\n  both at once, each with its own generator${togetherPinned ? " (each server and its generator on a core of their own, swapped every round)" : ""}:` +
      onOffLines(together, togetherShares) +
      `\n  at once: ${shareVerdict(togetherShare)};` +
      ` server CPU ${togetherCpuUs.off.toFixed(0)} µs a request with counting off, ${togetherCpuUs.on.toFixed(0)} µs on` +
      `\n  under ${BEACONS_PER_SECOND.toLocaleString("en-IN")} beacons/s from new visitors (${floods.map((f) => f.generator).join(", ")}):` +
      flood
        .map((r, i) => `\n  round ${i + 1}: quiet ${rate(r.quiet)} r/s, p99 ${r.quiet.p99.toFixed(0)} ms; flooded ${flooded(r)}`)
        .join("") +
      floods
        .map(
          (f, g) =>
            `\n  ${f.generator}: medians quiet p99 ${median(flood.map((r) => r.quiet.p99)).toFixed(0)} ms, flooded p99 ${median(flood.map((r) => r.flooded[g]!.p99)).toFixed(0)} ms;` +
            ` flooded p99 ${signed(f.growth)} on the quiet one (median of the rounds; ≤ +${100 * TARGET_FLOOD_P99_GROWTH}%: ${f.growth <= TARGET_FLOOD_P99_GROWTH ? "met" : "MISSED"}${g > 0 ? ", not the budget's flood" : ""});` +
            ` beacons answered ${f.ok.toLocaleString("en-IN")} of ${f.requests.toLocaleString("en-IN")}, failed ${f.errors}${f.unsent ? `, ${f.unsent.toLocaleString("en-IN")} due but not sent (every connection waiting for an answer)` : ""}`,
        )
        .join(""),
  );
  const steadyGrowths = steady.rounds.map((r) => r.flooded.p99 / Math.max(r.quiet.p99, 1) - 1);
  const steadyGrowth = median(steadyGrowths);
  const steadyLoads = steady.rounds.flatMap((r) => [r.quiet, r.flooded]);
  console.log(
    `  at a steady rate: the mix sent evenly at ${steady.rate.toLocaleString("en-IN")} r/s (${100 * STEADY_SHARE}% of its saturated rate), quiet and under the even flood:` +
      steady.rounds
        .map(
          (r, i) =>
            `\n  round ${i + 1}: quiet p99 ${r.quiet.p99.toFixed(1)} ms (p50 ${r.quiet.p50.toFixed(1)}), flooded p99 ${r.flooded.p99.toFixed(1)} ms (p50 ${r.flooded.p50.toFixed(1)}): ${signed(steadyGrowths[i]!)}`,
        )
        .join("") +
      `\n  steady: medians quiet p99 ${median(steady.rounds.map((r) => r.quiet.p99)).toFixed(1)} ms, flooded p99 ${median(steady.rounds.map((r) => r.flooded.p99)).toFixed(1)} ms;` +
      ` flooded p99 ${signed(steadyGrowth)} on the quiet one (median of the rounds; ≤ +${100 * TARGET_FLOOD_P99_GROWTH}%: ${steadyGrowth <= TARGET_FLOOD_P99_GROWTH ? "met" : "MISSED"});` +
      ` pages answered ${steadyLoads.reduce((sum, l) => sum + l.ok, 0).toLocaleString("en-IN")} of ${steadyLoads.reduce((sum, l) => sum + l.requests, 0).toLocaleString("en-IN")},` +
      ` failed ${steadyLoads.reduce((sum, l) => sum + l.errors, 0)}, due but not sent ${steadyLoads.reduce((sum, l) => sum + (l.unsent ?? 0), 0)}`,
  );
  console.log(
    `  server CPU: ${mixCpuUs.off.toFixed(0)} µs a request of the mix with counting off, ${mixCpuUs.on.toFixed(0)} µs on` +
      floods
        .map(
          (f) =>
            `; ${f.generator} flood's beacons alone (${f.alone.beacons.requests.toLocaleString("en-IN")} in ${COUNTING_SECONDS} s): ${f.serverUs.toFixed(0)} µs a beacon` +
            ` (${shareOfCore(f.alone.cpuMs, f.alone.beacons).toFixed(0)}% of one core), the generator's own ${f.generatorUs.toFixed(0)} µs a beacon` +
            ` (${shareOfCore(f.alone.beacons.cpuMs ?? 0, f.alone.beacons).toFixed(0)}%)`,
        )
        .join("") +
      `\n  the floor: a bare Node HTTP server answering 204 at once took ${usEachRequest(bareBeacons.cpuMs, bareBeacons.beacons).toFixed(0)} µs a beacon of the even flood` +
      ` (${shareOfCore(bareBeacons.cpuMs, bareBeacons.beacons).toFixed(0)}% of one core): what the HTTP exchange alone costs a Node server`,
  );
}
const cold = runs.find((r) => r.cold)?.cold;
if (cold) {
  console.log(
    `server CPU per uncached page, one at a time, one worker (${COLD_PAGES} each after 30 of each): package page ${cold.packageCpuMs.toFixed(1)} ms, filtered listing ${cold.listingCpuMs.toFixed(1)} ms (${(cold.listingCpuMs / cold.packageCpuMs).toFixed(2)}×);` +
      ` PostgreSQL's CPU for them: package page ${cold.packagePostgresMs.toFixed(1)} ms, filtered listing ${cold.listingPostgresMs.toFixed(1)} ms.`,
  );
}
console.log(
  `2 CPUs shared with the load generator, PostgreSQL and other users of the machine; ${((performance.now() - started) / 1000).toFixed(0)} s; load average at the end ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}.`,
);
if (
  runs.some((r) => r.ceiling.errors + r.mix.errors > 0) ||
  [...(counting?.onOff ?? []), ...(counting?.together ?? [])].some((r) => r.a.errors + r.b.errors > 0) ||
  (counting?.flood ?? []).some((r) => [r.quiet, ...r.flooded].some((l) => l.errors > 0)) ||
  (counting?.steady.rounds ?? []).some((r) => r.quiet.errors + r.flooded.errors > 0)
)
  process.exitCode = 1;
