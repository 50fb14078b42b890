import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startApiServer } from "../testing/api-server-process";
import { migratedPgliteDataDir, withMigratedPostgres } from "../testing/databases";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kt-stop-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Outcome {
  status?: number;
  error?: string;
  /** Epoch ms of the TCP connect (none when refused), and of the error. */
  connectedAt?: number;
  failedAt?: number;
}

/** One request on a new connection (no keep-alive), with its body sent in two halves `pauseMs` apart. */
function request(port: number, options: { method?: string; path: string; body?: string; pauseMs?: number }): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        agent: false,
        headers: options.body ? { "content-type": "application/json", "content-length": Buffer.byteLength(options.body) } : {},
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode }));
        res.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      },
    );
    let connectedAt: number | undefined;
    req.on("socket", (socket) => socket.once("connect", () => (connectedAt = Date.now())));
    req.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, connectedAt, failedAt: Date.now() }));
    if (!options.body) return void req.end();
    const half = Math.floor(options.body.length / 2);
    req.write(options.body.slice(0, half));
    setTimeout(() => req.end(options.body!.slice(half)), options.pauseMs ?? 0);
  });
}

/** A GET whose request head arrives in two parts `pauseMs` apart: in flight on an accepted connection. */
function slowGet(port: number, path: string, pauseMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      setTimeout(() => socket.write("Connection: close\r\n\r\n"), pauseMs);
    });
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) }));
    socket.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, failedAt: Date.now() }));
  });
}

/**
 * SIGTERM under load: /readyz answers 503 at once, requests keep being served through the notice
 * period, requests in flight (bodies still arriving) are answered, and once the listener closes the
 * only failures are refused connections. The process closes its database and exits 0.
 */
async function stopUnderLoad(env: Record<string, string>) {
  const { child, port, output } = await startApiServer(env);
  let exitedAt = Infinity;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      exitedAt = Date.now();
      resolve(code);
    }),
  );
  const outcomes: Outcome[] = [];
  let stopSent = 0;
  let firstRefused = Infinity;
  let lastServed = 0;
  const running = { value: true };
  const loops = Array.from({ length: 4 }, async () => {
    while (running.value) {
      const outcome = await request(port, { path: "/api/v1/packages?pageSize=5" });
      outcomes.push(outcome);
      if (outcome.error === "ECONNREFUSED") firstRefused = Math.min(firstRefused, performance.now());
      else if (outcome.status) lastServed = performance.now();
    }
  });
  // Requests whose heads are still arriving when the listener closes: accepted, so they must be answered.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const slow = Array.from({ length: 3 }, () => slowGet(port, "/api/v1/packages?pageSize=5", 1500));
  await new Promise((resolve) => setTimeout(resolve, 200));
  child.kill("SIGTERM");
  stopSent = performance.now();
  let readyz: Outcome = {};
  for (let i = 0; i < 50 && readyz.status !== 503; i++) {
    readyz = await request(port, { path: "/readyz" });
    if (readyz.status !== 503) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyzAfterMs = performance.now() - stopSent;
  const readyzAt = Date.now();
  const code = await exited;
  running.value = false;
  await Promise.all(loops);
  const slowOutcomes = await Promise.all(slow);
  // In a cluster each worker closes its listener; the port refuses once the last has.
  // The last listener to close; the process read the clock before and after closing it.
  const [closingAt, closedAt] = [...output().matchAll(/"closing":(\d+),"at":(\d+),"open":\d+,"msg":"stopping: listener closed/g)]
    .map((m) => [Number(m[1]), Number(m[2])] as const)
    .reduce((last, close) => (close[1] > last[1] ? close : last), [0, 0] as const);
  expect(closedAt).toBeGreaterThan(0);
  const served = outcomes.filter((o) => o.status === 200).length;
  const refused = outcomes.filter((o) => o.error === "ECONNREFUSED").length;
  // Connected just before the listener closed and reset as it closed: in the kernel's accept queue,
  // never accepted by the server (the client cannot tell this from a refusal but by its code). The
  // two processes read the clock on busy event loops: 50 ms of slack before the close began. A
  // busy client may see the reset before its own connect event (no connectedAt): the server never
  // accepted that connection either.
  // In a cluster the primary accepts and hands connections to workers by message: one it took in
  // the instant the last worker closed is handed to none, and is reset when the primary exits
  // (ADR 096); never accepted by a worker either. The primary closes its listening handle only
  // when the last worker's message says it closed, so such a connection may come in that message's
  // time after the worker's logged close: tens of milliseconds on a busy machine.
  const cluster = Number(env.WEB_CONCURRENCY ?? 1) > 1;
  const inAcceptQueue = (o: Outcome) =>
    o.error === "ECONNRESET" &&
    (o.connectedAt ?? closedAt) <= closedAt + (cluster ? 100 : 5) &&
    o.failedAt! >= closingAt - 50 &&
    (o.failedAt! - closedAt < 250 || (cluster && o.failedAt! <= exitedAt + 50));
  const resetAtClose = outcomes.filter(inAcceptQueue).length;
  const failed = outcomes.filter((o) => o.status !== 200 && o.error !== "ECONNREFUSED" && !inAcceptQueue(o));
  console.log(
    `graceful stop (${env.DATABASE_URL ? `postgres, ${env.WEB_CONCURRENCY} process(es)` : "pglite"}): ${served} served, ${refused} refused after close (${resetAtClose} of them reset in the accept queue as the listener closed), ${failed.length} failed; /readyz 503 after ${readyzAfterMs.toFixed(0)} ms; last answer ${((lastServed - stopSent) / 1000).toFixed(2)} s after SIGTERM`,
  );
  expect(readyz.status).toBe(503);
  expect(readyzAt).toBeLessThan(closedAt); // during the notice, while connections are still taken
  expect(failed.map((o) => ({ ...o, connectedAt: o.connectedAt! - closedAt, failedAt: o.failedAt! - closedAt }))).toEqual([]);
  expect(served).toBeGreaterThan(20);
  expect(lastServed).toBeGreaterThan(stopSent); // still served during the notice period
  expect(firstRefused).toBeGreaterThan(stopSent);
  expect(slowOutcomes.map((o) => o.status ?? `${o.error} ${o.failedAt! - closedAt} ms after close`)).toEqual([200, 200, 200]);
  expect(code).toBe(0);
  expect(output()).toMatch(/"msg":"stopped"/);
}

describe("graceful stop on SIGTERM", { timeout: 180_000 }, () => {
  it("drops no request on PGlite on disk", async () => {
    await stopUnderLoad({ DATA_DIR: await migratedPgliteDataDir(fs.mkdtempSync(path.join(work, "pglite-"))) });
  });

  it.runIf(process.env.TEST_DATABASE_URL)("drops no request on PostgreSQL", async () => {
    await withMigratedPostgres(process.env.TEST_DATABASE_URL!, "t_stop", (url) =>
      stopUnderLoad({ DATA_DIR: fs.mkdtempSync(path.join(work, "pg-")), DATABASE_URL: url, WEB_CONCURRENCY: "1" }),
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "drops no request on PostgreSQL with two workers: every worker drains, the primary exits 0",
    async () => {
      await withMigratedPostgres(process.env.TEST_DATABASE_URL!, "t_stop", (url) =>
        stopUnderLoad({ DATA_DIR: fs.mkdtempSync(path.join(work, "pg-")), DATABASE_URL: url, WEB_CONCURRENCY: "2" }),
      );
    },
  );
});
