/**
 * An open-loop load of `npm run bench:server`, run as its own process like bench/load-generator.ts
 * and printing the same JSON line: `rate` requests a second, for `seconds`, over `connections`
 * keep-alive connections on loopback, sent evenly through each second. Two kinds:
 * - the beacon flood (no `pathsFile`): POST /api/v1/events, each beacon from another visitor (a
 *   phone browser's user agent with its own build number), a valid body of the shape the browser
 *   sends;
 * - the overload (`pathsFile`, a JSON array of paths): GET each path once, in order (starting
 *   over when the list runs out), as crawlers and shared links arrive.
 * Both with the benches' headers.
 *
 * Written by hand on `net` rather than with autocannon, because the load shares the machine's two
 * cores with the server it measures (bench/README.md has the figures): autocannon took about as
 * much CPU per request as the server (it builds each request anew), and its rate limit lets every
 * connection send its share of the second at once at the start of each second, so the load arrived
 * as one burst a second, not as a stream. Here each request is one string written to an idle
 * connection, sent evenly through the second (every few milliseconds the requests then due), one
 * at a time on a connection (no pipelining): what a stream of phones or crawlers sends, at a
 * fraction of the generator's CPU. A request's latency counts from when it was due, so a request
 * that waited for an idle connection counts its wait too.
 *
 * Usage: node --import tsx bench/even-sender.ts '{"base":"http://127.0.0.1:3000","rate":1667,
 *   "connections":50,"seconds":10,"headers":{...}}'  (and "pathsFile" for pages)
 */
import fs from "node:fs";
import net from "node:net";
import type { LoadResult } from "./load-generator";

export interface EvenRequest {
  base: string;
  /** Requests a second. */
  rate: number;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** Pages to GET, each once in order; without it, beacons. */
  pathsFile?: string;
}

const EVENTS_PATH = "/api/v1/events";
const BODY = JSON.stringify({ event: "share", language: "en" });
/** How often the requests due are sent (ms). */
const TICK_MS = 4;

const request = JSON.parse(process.argv[2] ?? "{}") as EvenRequest;
const url = new URL(request.base);
const paths = request.pathsFile ? (JSON.parse(fs.readFileSync(request.pathsFile, "utf8")) as string[]) : undefined;
/** One `name: value` line each. */
const headerLines = (headers: [string, string][]) => headers.map(([name, value]) => `${name}: ${value}\r\n`).join("");
const common = `host: ${url.host}\r\nconnection: keep-alive\r\n`;
/** The n-th request's bytes: the n-th page of the list, or a beacon from the n-th visitor. */
let nth: (n: number) => string;
if (paths) {
  const rest = ` HTTP/1.1\r\n${common}${headerLines(Object.entries(request.headers))}\r\n`;
  nth = (n) => `GET ${paths[n % paths.length]}${rest}`;
} else {
  const fixed = headerLines(
    Object.entries({ ...request.headers, "content-type": "text/plain;charset=UTF-8" }).filter(
      ([name]) => name.toLowerCase() !== "user-agent",
    ),
  );
  const head = `POST ${EVENTS_PATH} HTTP/1.1\r\n${common}${fixed}content-length: ${Buffer.byteLength(BODY)}\r\nuser-agent: Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.`;
  const tail = `.0 Mobile Safari/537.36\r\n\r\n${BODY}`;
  nth = (n) => `${head}${n}${tail}`;
}

interface Connection {
  socket: net.Socket;
  /** When the request in flight was due (performance.now()), or null when idle. */
  dueAt: number | null;
  buffered: string;
}

let sent = 0;
let ok = 0;
let errors = 0;
let shed = 0;
const latencies: number[] = [];
/** Connections with no request in flight, the longest idle first: every connection is used in turn, so none sits idle long enough for the server's keep-alive timeout to close it. */
const idle: Connection[] = [];
/** Requests due while every connection had one in flight: sent as soon as one is idle. */
let waiting = 0;
let started = 0;

function send(connection: Connection) {
  connection.dueAt = started + (sent * 1000) / request.rate;
  connection.socket.write(nth(sent++), "latin1");
}

/**
 * Where the answer that starts the buffer ends: after its headers and a body of Content-Length
 * bytes, or of chunks up to the empty one; -1 while it is not all there.
 */
function answerEnd(buffered: string, headersEnd: number, headers: string): number {
  let at = headersEnd + 4;
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(headers)) {
    const end = at + Number(/\r\ncontent-length:\s*(\d+)/i.exec(headers)?.[1] ?? 0);
    return buffered.length < end ? -1 : end;
  }
  for (;;) {
    const line = buffered.indexOf("\r\n", at);
    if (line < 0) return -1;
    const size = parseInt(buffered.slice(at, line), 16);
    // The last chunk is empty and followed by an empty line (no trailers are sent here).
    at = line + 2 + size + 2;
    if (buffered.length < at) return -1;
    if (size === 0) return at;
  }
}

/** Reads the complete answers in a connection's buffer. */
function onData(connection: Connection, chunk: string) {
  connection.buffered += chunk;
  for (;;) {
    const headersEnd = connection.buffered.indexOf("\r\n\r\n");
    if (headersEnd < 0) return;
    const headers = connection.buffered.slice(0, headersEnd);
    const end = answerEnd(connection.buffered, headersEnd, headers);
    if (end < 0) return;
    connection.buffered = connection.buffered.slice(end);
    const status = Number(headers.slice(9, 12));
    if (status >= 200 && status < 300) {
      ok++;
      latencies.push(performance.now() - connection.dueAt!);
    } else if (status === 503 && /\r\nretry-after:/i.test(headers)) shed++;
    else errors++;
    connection.dueAt = null;
    if (waiting > 0) {
      waiting--;
      send(connection);
    } else idle.push(connection);
  }
}

const connections = await Promise.all(
  Array.from(
    { length: request.connections },
    () =>
      new Promise<Connection>((resolve, reject) => {
        const socket = net.connect(Number(url.port), url.hostname, () => resolve(connection));
        const connection: Connection = { socket, dueAt: null, buffered: "" };
        socket.setNoDelay(true);
        socket.setEncoding("latin1");
        socket.on("data", (chunk: string) => onData(connection, chunk));
        socket.once("error", reject);
      }),
  ),
);
idle.push(...connections);
// A connection the server closes is not used again; a request in flight on it failed.
for (const connection of connections)
  connection.socket.on("close", () => {
    if (connection.dueAt !== null) errors++;
    connection.dueAt = null;
    if (idle.includes(connection)) idle.splice(idle.indexOf(connection), 1);
  });

const cpuBefore = process.cpuUsage();
started = performance.now();
const durationMs = request.seconds * 1000;
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const elapsed = Math.min(performance.now() - started, durationMs);
    let due = Math.floor((elapsed / 1000) * request.rate) - sent - waiting;
    while (due-- > 0) {
      const connection = idle.shift();
      if (connection) send(connection);
      else waiting++;
    }
    if (elapsed >= durationMs) {
      clearInterval(timer);
      resolve();
    }
  }, TICK_MS);
});
// The requests still in flight are answered (or time out) before the totals.
const deadline = performance.now() + 5_000;
while (connections.some((c) => c.dueAt !== null) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
for (const connection of connections) {
  if (connection.dueAt !== null) errors++;
  connection.dueAt = null;
  connection.socket.destroy();
}
const cpuUsed = process.cpuUsage(cpuBefore);
latencies.sort((a, b) => a - b);
const percentile = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! : 0);
const summary: LoadResult = {
  requests: sent,
  seconds: request.seconds,
  errors,
  ok,
  shed,
  p50: percentile(0.5),
  p99: percentile(0.99),
  cpuMs: (cpuUsed.user + cpuUsed.system) / 1000,
  unsent: waiting,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
