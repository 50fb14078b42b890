/**
 * The load generator of `npm run bench:server`, run as its own process (ADR 049): autocannon
 * sends the given paths round-robin over CONNECTIONS keep-alive connections for SECONDS and
 * prints one JSON line with the totals and latency percentiles. It does not decompress answers,
 * and the measuring process (which samples the server's RSS and CPU) shares no event loop with it.
 *
 * Usage: node --import tsx bench/load-generator.ts '{"base":"http://127.0.0.1:3000","paths":["/"],
 *   "connections":50,"seconds":20,"headers":{...}}'
 */
import autocannon from "autocannon";

export interface LoadRequest {
  base: string;
  paths: string[];
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  errors: number;
  p50: number;
  p99: number;
}

const request = JSON.parse(process.argv[2] ?? "{}") as LoadRequest;
const result = await autocannon({
  url: request.base,
  connections: request.connections,
  duration: request.seconds,
  headers: request.headers,
  requests: request.paths.map((path) => ({ method: "GET", path })),
});
const summary: LoadResult = {
  requests: result.requests.total,
  seconds: result.duration,
  errors: result.errors + result.non2xx,
  p50: result.latency.p50,
  p99: result.latency.p99,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
