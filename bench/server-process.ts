/** What the server benches share: starting the production server, waiting for it, loading it, reading its processes. */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { EvenRequest } from "./even-sender";
import type { LoadRequest, LoadResult } from "./load-generator";
import { productionNodeFlags } from "./process-stats";
import { freePort } from "../server/testing/free-port";

export type Load = LoadResult;

export const BENCH_HEADERS = {
  "accept-encoding": "gzip, deflate, br",
  accept: "text/html,application/json;q=0.9,*/*;q=0.8",
  "accept-language": "en-IN,en;q=0.9",
};
const LOAD_GENERATOR = path.join(import.meta.dirname, "load-generator.ts");
const EVEN_SENDER = path.join(import.meta.dirname, "even-sender.ts");

/**
 * The server's node flags: by default those `npm run serve` starts it with (the heap bounds of
 * ADR 057, from package.json); BENCH_NODE_ARGS replaces them ("--max-semi-space-size=2", say, or
 * "" for none: V8's own defaults).
 */
export const SERVER_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? productionNodeFlags().join(" ")).split(" ").filter(Boolean);

export async function waitReady(base: string, child: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
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

/**
 * Runs autocannon in its own process (bench/load-generator.ts) with the benches' headers; on core
 * `cpu` alone when given (see `pinToCore`).
 */
export function load(request: Omit<LoadRequest, "headers"> & { headers?: Record<string, string> }, cpu?: number): Promise<Load> {
  return generate(LOAD_GENERATOR, { ...request, headers: { ...BENCH_HEADERS, ...request.headers } }, cpu);
}

/**
 * Whether processes can be held to one core each here: two cores or more and util-linux's
 * `taskset`. Two servers loaded at once, each with its own generator, and all four left to the
 * scheduler, read CPU times per request up to 27% apart for two identical servers; with each
 * server and its generator on a core of their own, 4%, and rates within 3% (bench/README.md,
 * thirteenth session).
 */
export function canPinToCores(): boolean {
  if (os.availableParallelism() < 2) return false;
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Holds a process and all its threads to `cpu`, or (undefined) lets it run on every core again. */
export function pinToCore(pid: number, cpu: number | undefined) {
  const cores = cpu === undefined ? `0-${os.availableParallelism() - 1}` : String(cpu);
  execFileSync("taskset", ["-a", "-p", "-c", cores, String(pid)], { stdio: "ignore" });
}

/**
 * Sends an even open-loop load from its own process (bench/even-sender.ts) with the benches'
 * headers and any `headers` given over them: the beacon flood, or with `pathsFile` pages.
 */
export function evenLoad(request: Omit<EvenRequest, "headers"> & { headers?: Record<string, string> }): Promise<Load> {
  return generate(EVEN_SENDER, { ...request, headers: { ...BENCH_HEADERS, ...request.headers } });
}

function generate(script: string, request: object, cpu?: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, "--import", "tsx", script, JSON.stringify(request)];
    const pinned = cpu === undefined ? command : ["taskset", "-c", String(cpu), ...command];
    const generator = spawn(pinned[0]!, pinned.slice(1), {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    generator.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    generator.on("error", reject);
    generator.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(output) as LoadResult);
      else reject(new Error(`load generator exited with ${code}`));
    });
  });
}

/** The production server (`node <flags> server.js`) of `buildDir` on loopback. */
export function startBenchServer(options: {
  buildDir: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}) {
  return spawn(process.execPath, [...SERVER_NODE_ARGS, "server.js"], {
    env: {
      ...process.env,
      BUILD_DIR: options.buildDir,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "bench-password-1",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * The floor under the beacon flood's cost: a bare Node HTTP server on loopback that answers every
 * request 204 at once (no Express, no body read, nothing counted), started with the server's node
 * flags. Its CPU time a beacon is what any Node server pays for the HTTP exchange alone, so the
 * flood's cost on the real server reads against it.
 */
export function startBareServer(port: number) {
  const script = `require("node:http").createServer((req, res) => res.writeHead(204, { "Cache-Control": "no-store" }).end()).listen(${port}, "127.0.0.1")`;
  return spawn(process.execPath, [...SERVER_NODE_ARGS, "-e", script], { stdio: ["ignore", "ignore", "inherit"] });
}

export async function stopBenchServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

/** A process and its descendants (a cluster primary and its workers), from /proc. */
export function treePids(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(treePids)];
}

/**
 * The ceiling file: the home page's HTML as a static file with its .br and .gz siblings (ADR 033),
 * written before the measured server starts (the static middleware lists compressed siblings once,
 * at start). Starts the server once to read the home page; answers its size in bytes.
 */
export async function writeCeilingFile(options: {
  buildDir: string;
  dataDir: string;
  databaseUrl?: string;
  name: string;
}): Promise<number> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startBenchServer({ ...options, port, env: { WEB_CONCURRENCY: "1" } });
  try {
    await waitReady(base, child);
    const home = await (await fetch(`${base}/`, { headers: { ...BENCH_HEADERS, "accept-encoding": "identity" } })).text();
    const file = path.join(options.buildDir, "client", options.name);
    fs.writeFileSync(file, home);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(home));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(home, { level: 9 }));
    return Buffer.byteLength(home);
  } finally {
    await stopBenchServer(child);
  }
}
