/**
 * The load generator of `npm run bench:server`, run as its own process (ADR 049): autocannon
 * sends the given paths over CONNECTIONS keep-alive connections for SECONDS and prints one JSON
 * line with the totals and latency percentiles. It does not decompress answers, and the measuring
 * process (which samples the server's RSS and CPU) shares no event loop with it.
 *
 * Paths go round-robin on every connection; with `distinct`, each request takes the next path of
 * one list shared by all connections (each asked once, until the list runs out and starts over),
 * so that traffic meant to miss the response cache does. `overallRate` caps the requests sent per
 * second over all connections (open-loop load with enough connections). Latency percentiles are
 * of the 2xx answers only (autocannon's own); a 503 with Retry-After counts as shed, anything else
 * that is not 2xx as failed.
 *
 * Usage: node --import tsx bench/load-generator.ts '{"base":"http://127.0.0.1:3000","paths":["/"],
 *   "connections":50,"seconds":20,"headers":{...}}'  (or "pathsFile": a JSON array of paths)
 */
import fs from "node:fs";
import autocannon, { type Request } from "autocannon";

export interface LoadRequest {
  base: string;
  paths?: string[];
  pathsFile?: string;
  distinct?: boolean;
  overallRate?: number;
  /**
   * Anonymous-count beacons instead of paths: POST /api/v1/events, each from another visitor (a
   * phone browser's user agent with its own build number), as a flood from many phones would be.
   */
  beacons?: boolean;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Answers that are neither 2xx nor 503 with Retry-After, and connection errors and timeouts. */
  errors: number;
  /** 2xx answers. */
  ok: number;
  /** 503 answers with Retry-After. */
  shed: number;
  p50: number;
  p99: number;
  /** The generator's own CPU time (user + system, ms) while it loaded: taken from the cores the server shares. */
  cpuMs?: number;
  /** An open-loop flood's requests that were due but never sent, every connection being busy (bench/even-sender.ts). */
  unsent?: number;
}

const request = JSON.parse(process.argv[2] ?? "{}") as LoadRequest;
const paths = request.pathsFile ? (JSON.parse(fs.readFileSync(request.pathsFile, "utf8")) as string[]) : (request.paths ?? []);
let next = 0;
let shed = 0;
// autocannon hands the headers over with the server's own spelling ("Retry-After"), not lower case.
const onResponse = (status: number, _body: string, _context: object, headers: Request["headers"]) => {
  if (status === 503 && Object.keys(headers ?? {}).some((name) => name.toLowerCase() === "retry-after")) shed++;
};
const BEACON = JSON.stringify({ event: "share", language: "en" });
const requests: Request[] = request.beacons
  ? [
      {
        method: "POST",
        path: "/api/v1/events",
        body: BEACON,
        onResponse,
        setupRequest: (r: Request) => ({
          ...r,
          headers: {
            ...r.headers,
            "content-type": "text/plain;charset=UTF-8",
            "user-agent": `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${next++}.0 Mobile Safari/537.36`,
          },
        }),
      },
    ]
  : request.distinct
    ? [{ method: "GET", onResponse, setupRequest: (r: Request) => ({ ...r, path: paths[next++ % paths.length] }) }]
    : paths.map((path): Request => ({ method: "GET", path, onResponse }));
const cpuBefore = process.cpuUsage();
const result = await autocannon({
  url: request.base,
  connections: request.connections,
  duration: request.seconds,
  headers: request.headers,
  requests,
  ...(request.overallRate ? { overallRate: request.overallRate, ignoreCoordinatedOmission: true } : {}),
});
const cpuUsed = process.cpuUsage(cpuBefore);
const ok = result["2xx"];
const summary: LoadResult = {
  requests: result.requests.total,
  seconds: result.duration,
  errors: result.errors + result.non2xx - shed,
  ok,
  shed,
  p50: result.latency.p50,
  p99: result.latency.p99,
  cpuMs: (cpuUsed.user + cpuUsed.system) / 1000,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
