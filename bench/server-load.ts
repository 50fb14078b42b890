/**
 * Server load benchmark: `npm run bench:server` (also the second half of `npm run bench`).
 *
 * Starts the production build (`node server.js`, building into build-bench when no build exists)
 * once on PGlite and once on a fresh PostgreSQL database (when it answers), each holding the demo
 * catalogue plus 10,000 synthetic packages, then sends a fixed mix of page and API requests from
 * 16 concurrent clients for 20 s over loopback. Prints requests per second, latency percentiles,
 * errors and the server's resident memory (idle and peak) side by side.
 * Budget (DESIGN.md): server RSS under load ≤ 300 MB with PostgreSQL.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { todayIn } from "../domain/dates";
import { createCatalogue } from "../server/catalogue/catalogue-service";
import { parseConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { openFreshPostgres } from "../server/testing/databases";
import { reachablePostgresUrl } from "./postgres-url";
import { syntheticPackages } from "./synthetic-packages";

const CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SYNTHETIC = 10_000;
const RSS_BUDGET_MB = 300;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build-bench");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function waitReady(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become ready");
}


async function seedSynthetic(database: Database, dataDir: string) {
  const config = parseConfig({ DATA_DIR: dataDir });
  await createCatalogue(database, config).insertMany(syntheticPackages(SYNTHETIC, { seed: 7, today: todayIn(config.timeZone) }));
}

interface Result {
  database: string;
  requests: number;
  errors: number;
  latencies: number[];
  idleMb: number;
  peakMb: number;
}

async function run(database: "pglite" | "postgres", adminUrl?: string): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-load-"));
  // PGlite: seed, then close so the server can take the data directory's lock.
  // PostgreSQL: a fresh database, dropped when the run ends.
  const postgres = database === "postgres" ? await openFreshPostgres(adminUrl!) : undefined;
  if (postgres) await seedSynthetic(postgres, dataDir);
  else {
    const pglite = await openDatabase({ dataDir });
    await seedSynthetic(pglite, dataDir);
    await pglite.close();
  }
  const databaseUrl = postgres?.url;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", LOG_LEVEL: "warn", ADMIN_PASSWORD: "bench-password-1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitReady(base, child);
    const ids = ((await (await fetch(`${base}/api/v1/packages?pageSize=48`)).json()) as { items: { id: string }[] }).items.map((p) => p.id);
    const urls = [
      "/",
      "/packages",
      "/packages?search=munnar",
      "/packages?categories=honeymoon-packages,family-tours&price=10000-25000",
      "/last-minute-deals",
      "/api/v1/packages?search=beach&duration=4-7",
      "/api/v1/packages?page=20",
      ...ids.slice(0, 8).map((id) => `/package/${encodeURIComponent(id)}`),
    ];
    const idleMb = rssMb(child.pid!);
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(child.pid!))), 100);
    const latencies: number[] = [];
    let errors = 0;
    const deadline = Date.now() + SECONDS * 1000;
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < deadline) {
          const url = urls[next++ % urls.length]!;
          const started = performance.now();
          try {
            const response = await fetch(base + url, { headers: { "accept-encoding": "gzip" } });
            await response.arrayBuffer();
            if (!response.ok) errors++;
          } catch {
            errors++;
          }
          latencies.push(performance.now() - started);
        }
      }),
    );
    clearInterval(sampler);
    return { database, requests: latencies.length, errors, latencies: latencies.sort((a, b) => a - b), idleMb, peakMb };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.close();
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log(`Building into ${path.relative(process.cwd(), buildDir)}...`);
  execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, BUILD_DIR: buildDir } });
}
const adminUrl = await reachablePostgresUrl();
const results: Result[] = [await run("pglite")];
if (adminUrl) results.push(await run("postgres", adminUrl));

console.log(`\nServer under load: ${CLIENTS} clients for ${SECONDS} s, demo catalogue + ${SYNTHETIC.toLocaleString("en-IN")} packages, pages and API mixed`);
console.log("database   requests   req/s   p50 ms  p95 ms  p99 ms  errors  idle RSS  peak RSS");
for (const r of results) {
  console.log(
    [
      r.database.padEnd(9),
      String(r.requests).padStart(9),
      (r.requests / SECONDS).toFixed(0).padStart(7),
      pct(r.latencies, 50).toFixed(1).padStart(8),
      pct(r.latencies, 95).toFixed(1).padStart(7),
      pct(r.latencies, 99).toFixed(1).padStart(7),
      String(r.errors).padStart(7),
      `${r.idleMb.toFixed(0)} MB`.padStart(9),
      `${r.peakMb.toFixed(0)} MB`.padStart(9),
    ].join(" "),
  );
}
const postgres = results.find((r) => r.database === "postgres");
if (postgres) {
  const met = postgres.peakMb <= RSS_BUDGET_MB;
  console.log(`postgres: peak RSS ${postgres.peakMb.toFixed(0)} MB; budget ≤ ${RSS_BUDGET_MB} MB: ${met ? "met" : "MISSED"}`);
} else {
  console.log("PostgreSQL not reachable (set TEST_DATABASE_URL): measured PGlite only.");
}
console.log(`2 CPUs shared with the load generator; load average ${os.loadavg()[0]!.toFixed(1)}.`);
if (results.some((r) => r.errors > 0)) process.exitCode = 1;
