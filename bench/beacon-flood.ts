/**
 * The beacon flood of `npm run bench:server` (its counting part), run as its own process like
 * bench/load-generator.ts and printing the same JSON line: `rate` beacons a second, for
 * `seconds`, to POST /api/v1/events over `connections` keep-alive connections on loopback, each
 * beacon from another visitor (a phone browser's user agent with its own build number), a valid
 * body of the shape the browser sends, with the benches' headers.
 *
 * Written by hand on `net` rather than with autocannon, because the flood shares the machine's
 * two cores with the server it measures (bench/README.md has the figures): autocannon took about
 * as much CPU per beacon as the server (it builds each request anew, with its headers, to vary the
 * user agent), and its rate limit lets every connection send its share of the second at once at
 * the start of each second, so the flood arrived as 50 connections' bursts, not as a stream. Here
 * each request is one string written to an idle connection, sent evenly through the second (open
 * loop, every few milliseconds the beacons then due), one at a time on a connection (no
 * pipelining): what a stream of phones sends, at a fraction of the generator's CPU.
 *
 * Usage: node --import tsx bench/beacon-flood.ts '{"base":"http://127.0.0.1:3000","rate":1667,
 *   "connections":50,"seconds":10,"headers":{...}}'
 */
import net from "node:net";
import type { LoadResult } from "./load-generator";

export interface FloodRequest {
  base: string;
  /** Beacons a second. */
  rate: number;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

const EVENTS_PATH = "/api/v1/events";
const BODY = JSON.stringify({ event: "share", language: "en" });
/** How often the beacons due are sent (ms). */
const TICK_MS = 4;

const request = JSON.parse(process.argv[2] ?? "{}") as FloodRequest;
const url = new URL(request.base);
const fixedHeaders = Object.entries({ ...request.headers, "content-type": "text/plain;charset=UTF-8" })
  .filter(([name]) => name.toLowerCase() !== "user-agent")
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join("");
const head = `POST ${EVENTS_PATH} HTTP/1.1\r\nhost: ${url.host}\r\nconnection: keep-alive\r\n${fixedHeaders}content-length: ${Buffer.byteLength(BODY)}\r\nuser-agent: Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.`;
const tail = `.0 Mobile Safari/537.36\r\n\r\n${BODY}`;

interface Connection {
  socket: net.Socket;
  /** When the beacon in flight was sent (performance.now()), or null when idle. */
  sentAt: number | null;
  buffered: string;
}

let visitor = 0;
let sent = 0;
let ok = 0;
let errors = 0;
let shed = 0;
const latencies: number[] = [];
/** Connections with no beacon in flight, the longest idle first: every connection is used in turn, so none sits idle long enough for the server's keep-alive timeout to close it. */
const idle: Connection[] = [];
/** Beacons due while every connection had one in flight: sent as soon as one is idle. */
let waiting = 0;

function send(connection: Connection) {
  connection.sentAt = performance.now();
  sent++;
  connection.socket.write(`${head}${visitor++}${tail}`, "latin1");
}

/** Reads the complete answers in a connection's buffer (a status line, headers, a body of Content-Length bytes, or none). */
function onData(connection: Connection, chunk: string) {
  connection.buffered += chunk;
  for (;;) {
    const end = connection.buffered.indexOf("\r\n\r\n");
    if (end < 0) return;
    const headers = connection.buffered.slice(0, end);
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headers)?.[1] ?? 0);
    if (connection.buffered.length < end + 4 + length) return;
    connection.buffered = connection.buffered.slice(end + 4 + length);
    const status = Number(headers.slice(9, 12));
    if (status >= 200 && status < 300) {
      ok++;
      latencies.push(performance.now() - connection.sentAt!);
    } else if (status === 503 && /\r\nretry-after:/i.test(headers)) shed++;
    else errors++;
    connection.sentAt = null;
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
        const connection: Connection = { socket, sentAt: null, buffered: "" };
        socket.setNoDelay(true);
        socket.setEncoding("latin1");
        socket.on("data", (chunk: string) => onData(connection, chunk));
        socket.once("error", reject);
      }),
  ),
);
idle.push(...connections);
// A connection the server closes is not used again; a beacon in flight on it failed.
for (const connection of connections)
  connection.socket.on("close", () => {
    if (connection.sentAt !== null) errors++;
    connection.sentAt = null;
    if (idle.includes(connection)) idle.splice(idle.indexOf(connection), 1);
  });

const cpuBefore = process.cpuUsage();
const started = performance.now();
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
// The beacons still in flight are answered (or time out) before the totals.
const deadline = performance.now() + 5_000;
while (connections.some((c) => c.sentAt !== null) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
for (const connection of connections) {
  if (connection.sentAt !== null) errors++;
  connection.sentAt = null;
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
