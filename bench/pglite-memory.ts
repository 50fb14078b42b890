/**
 * Where PGlite's memory goes: `npx tsx bench/pglite-memory.ts` seeds BENCH_PACKAGES (default
 * 100,000) synthetic packages into a PGlite data directory once (kept in BENCH_SEED_DIR, default
 * a temp folder), then starts the production build (`node server.js`) on a fresh copy of it and
 * prints the server's RSS: peak from spawn to ready, then after cold package pages, listings
 * and searches, one at a time, with the server's CPU per request, then the largest answers: the
 * sitemap and the admin package and provider lists, signed in (STEPS=cold,listings,searches,api,sitemap,admin
 * to choose). Run a build first (BUILD_DIR, default build-bench); NODE_ARGS are passed to the
 * server's node instead of the heap bounds of `npm run serve` (ADR 057): "" for V8's defaults,
 * or "--cpu-prof", say.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../server/db/client";
import { cpuMs, productionNodeFlags, rssMb, seedSynthetic } from "./process-stats";

const SYNTHETIC = Number(process.env.BENCH_PACKAGES ?? 100_000);
const seedDir = path.resolve(process.env.BENCH_SEED_DIR ?? path.join(os.tmpdir(), `kt-pglite-seed-${SYNTHETIC}`));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build-bench");
const PORT = Number(process.env.PORT ?? 4610);
const ADMIN_PASSWORD = "bench-password-1";

if (!fs.existsSync(path.join(seedDir, "pglite"))) {
  const started = performance.now();
  fs.mkdirSync(seedDir, { recursive: true });
  const database = await openDatabase({ dataDir: seedDir });
  await seedSynthetic(database, seedDir, SYNTHETIC);
  await database.close();
  console.log(`seeded ${SYNTHETIC} packages into ${seedDir} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-pglite-mem-"));
fs.cpSync(seedDir, dataDir, { recursive: true });
const base = `http://127.0.0.1:${PORT}`;
const nodeArgs = (process.env.NODE_ARGS ?? productionNodeFlags().join(" ")).split(" ").filter(Boolean);
console.log(`server: node ${[...nodeArgs, "server.js"].join(" ")}`);
const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
  env: { ...process.env, BUILD_DIR: buildDir, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ADMIN_PASSWORD },
  stdio: ["ignore", "ignore", "inherit"],
});
let peak = 0;
const trace: string[] = [];
const t0 = performance.now();
const sampler = setInterval(() => {
  const now = rssMb(child.pid!);
  if (now > peak + 20) trace.push(`${((performance.now() - t0) / 1000).toFixed(1)}s ${now.toFixed(0)}MB`);
  peak = Math.max(peak, now);
}, 50);
try {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(
    `start: ${((performance.now() - t0) / 1000).toFixed(1)} s, peak ${peak.toFixed(0)} MB, now ${rssMb(child.pid!).toFixed(0)} MB`,
  );
  console.log(`  rising: ${trace.join(", ")}`);
  let cookie = "";
  const get = async (url: string) => {
    const response = await fetch(base + url, {
      headers: { "accept-encoding": "br", ...(url.startsWith("/api/admin/") ? { cookie } : {}) },
    });
    const body = await response.arrayBuffer();
    if (process.env.SAVE_PAGE && url.startsWith("/package/") && !fs.existsSync(process.env.SAVE_PAGE))
      fs.writeFileSync(process.env.SAVE_PAGE, Buffer.from(body));
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
  };
  const steps: [string, string[]][] = [];
  const ids: string[] = [];
  for (let page = 1; page <= 5; page++) {
    const items = ((await (await fetch(`${base}/api/v1/packages?pageSize=48&page=${page}`)).json()) as { items: { id: string }[] }).items;
    ids.push(...items.map((p) => p.id));
  }
  steps.push(["cold package pages", ids.map((id) => `/package/${encodeURIComponent(id)}`)]);
  steps.push(["listings", Array.from({ length: 30 }, (_, i) => `/packages?page=${i + 1}`)]);
  steps.push([
    "searches",
    ["munnar", "kochi", "houseboat", "tea", "beach", "wayanad", "alleppey", "trek"].map((q) => `/packages?search=${q}`),
  ]);
  steps.push(["api", Array.from({ length: 30 }, (_, i) => `/api/v1/packages?page=${i + 1}&search=a`)]);
  steps.push(["sitemap", ["/sitemap.xml"]]);
  steps.push(["admin lists", ["/api/admin/packages", "/api/admin/providers"]]);
  const only = process.env.STEPS?.split(",");
  if (!only || only.includes("admin")) {
    const signIn = await fetch(`${base}/api/admin/session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "admin@keralatrips.local", password: ADMIN_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`admin sign-in: ${signIn.status}`);
    cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  }
  for (const [name, urls] of steps.filter(([name]) => !only || only.includes(name.split(" ")[0]!))) {
    const before = performance.now();
    const cpuBefore = cpuMs(child.pid!);
    for (const url of urls) await get(url);
    console.log(
      `${name} (${urls.length}): ${((performance.now() - before) / urls.length).toFixed(1)} ms each, ${((cpuMs(child.pid!) - cpuBefore) / urls.length).toFixed(1)} ms server CPU each, peak ${peak.toFixed(0)} MB, now ${rssMb(child.pid!).toFixed(0)} MB`,
    );
  }
} finally {
  clearInterval(sampler);
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
