import fs from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import type { Database } from "../db/client";
import { openMemoryPglite } from "../testing/databases";
import { logLines } from "../testing/log-lines";
import { createApp } from "../http/create-app";
import { createLogger } from "../logger";
import { watchCatalogueVersion } from "../cache/catalogue-version";
import { createResponseCache } from "../cache/response-cache";
import { startOperations } from "../ops/operations";
import { createServices } from "../services";
import { processMetrics } from "./metrics-routes";
import { pageRoutePatterns } from "./page-route-pattern";

const TOKEN = "a-scrape-token-of-32-characters!";

// The page routes the review page's requests are counted under, shaped like the build's manifest.
const pages = {
  routes: {
    root: { id: "root", path: "" },
    "routes/review": { id: "routes/review", path: "review/:token", parentId: "root" },
    "ml/routes/review": { id: "ml/routes/review", path: "ml/review/:token", parentId: "root" },
    "routes/catch-all": { id: "routes/catch-all", path: "*", parentId: "root" },
  },
} as unknown as Pick<ServerBuild, "routes">;

/**
 * /metrics on its own loopback port and, with METRICS_TOKEN, on the public port behind the token;
 * request metrics by route pattern; every log line of a request carries its id, a client's
 * mistake without a stack.
 */
describe("metrics and request logs (PGlite)", { timeout: 60_000 }, () => {
  let database: Database;
  let app: Server;
  let base: string;
  let metricsUrl: string;
  let stopMetrics: () => void;
  const log = logLines();

  beforeAll(async () => {
    database = await openMemoryPglite();
    const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "info", METRICS_PORT: "0", METRICS_TOKEN: TOKEN });
    const services = createServices(config, database, createLogger("info", log.sink));
    const operations = await startOperations(services, { catalogueVersion: () => "42", patternOf: pageRoutePatterns(pages) });
    stopMetrics = () => operations.metricsServer?.close();
    metricsUrl = `http://127.0.0.1:${(operations.metricsServer!.address() as AddressInfo).port}/metrics`;
    app = await new Promise<Server>((resolve) => {
      const server = createApp({ services, operations: operations.middleware }).listen(0, "127.0.0.1", () => resolve(server));
    });
    base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    stopMetrics?.();
    app?.closeAllConnections();
    await new Promise((resolve) => app?.close(resolve));
    await database?.close();
  });

  it("counts a request by its route pattern and status, with latency, database time, process and catalogue figures", async () => {
    expect((await fetch(`${base}/api/v1/packages?pageSize=3`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/packages/no-such-package`)).status).toBe(404);
    const scrape = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    expect(text).toContain('kt_http_requests_total{method="GET",route="/api/v1/packages",status="200"} 1');
    expect(text).toContain('kt_http_requests_total{method="GET",route="/api/v1/packages/:id",status="404"} 1');
    expect(text).toMatch(/kt_http_request_duration_seconds_bucket\{le="10",method="GET",route="\/api\/v1\/packages"\} 1/);
    expect(text).toMatch(/kt_db_query_duration_seconds_count\{driver="pglite"\} [1-9]/);
    expect(text).toContain("kt_catalogue_version 42");
    // The HELP names the label values as they are written: lowercased, and only those the cache sets.
    expect(text).toContain(
      "# HELP kt_response_cache_total Responses of the shared response cache by outcome: its X-Cache header, lowercased (hit, miss or bypass)",
    );
    for (const name of [
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "process_resident_memory_bytes",
      "kt_db_pool_waiting_requests",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
  });

  it("labels answers given inside mounted middleware by the whole path's pattern, never by a value or a regex", async () => {
    const token = "B".repeat(43);
    expect((await fetch(`${base}/api/admin/packages`)).status).toBe(401);
    expect((await fetch(`${base}/api/partner/packages/some-package`)).status).toBe(401);
    // OCTO refuses a request without a key with 400 (its UNAUTHORIZED).
    expect((await fetch(`${base}/octo/acme-tours/products`)).status).toBe(400);
    const badJson = await fetch(`${base}/api/v1/review-invitations/${token}/review`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(badJson.status).toBe(400);
    // The review page's own form post (a RegExp route in every language); no page handler here, so 404.
    expect((await fetch(`${base}/ml/review/${token}`, { method: "POST", body: new URLSearchParams({ overall: "4" }) })).status).toBe(404);
    const text = await (await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const labels = [...text.matchAll(/^kt_http_requests_total\{method="(\w+)",route="([^"]*)",status="(\d+)"\} \d+$/gm)].map((m) =>
      [m[1], m[2], m[3]].join(" "),
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        "GET /api/admin/* 401",
        "GET /api/partner/* 401",
        "GET /octo/* 400",
        "POST /api/v1/review-invitations/:token/review 400",
        "POST /ml/review/:token 404",
      ]),
    );
    expect(text).not.toContain(token);
    expect(text).not.toContain("acme-tours");
    expect(text).not.toMatch(/route="[^"]*[\\^$(]/);
  });

  it("refuses a scrape without the token on both ports, and serves nothing else on the metrics port", async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: "Bearer wrong-token-of-the-same-size!!!!" } })).status).toBe(401);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    expect((await fetch(metricsUrl.replace("/metrics", "/healthz"))).status).toBe(404);
  });

  it("writes the request id on the request's log lines and answers it; a client's mistake has no stack", async () => {
    log.lines.length = 0;
    const res = await fetch(`${base}/api/v1/packages?pageSize=3`, { headers: { "x-request-id": "proxy-id-12345" } });
    expect(res.headers.get("x-request-id")).toBe("proxy-id-12345");
    // A method the site does not take: refused with 405 and one warning line.
    const bad = await fetch(`${base}/api/v1/packages`, { method: "PROPFIND" });
    expect(bad.status).toBe(405);
    const id = bad.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const logged = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const lines = logged.filter((l) => l.reqId === id);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.level === 40 && !("err" in l) && !JSON.stringify(l).includes("stack"))).toBe(true);
    expect(logged.filter((l) => !("reqId" in l))).toEqual([]);
  });
});

/**
 * A request whose client leaves before the answer (a browser that gave up, a proxy's timeout) is
 * counted when its connection closes, under status 499 with the time until then: left out, the
 * slowest requests of an incident would vanish from the request rate and the latency histogram.
 */
describe("a request the client leaves before its answer", { timeout: 60_000 }, () => {
  it("is counted and timed under status 499, once; an answered one is counted under its status", async () => {
    const database = await openMemoryPglite();
    let lateAnswers = 0;
    let arrived: () => void = () => undefined;
    const pageHandler: RequestHandler = (_req, res) => {
      arrived();
      setTimeout(() => {
        res.type("text/plain").send("late");
        lateAnswers++;
      }, 2_000);
    };
    const services = createServices(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), database, createLogger("silent"));
    const operations = await startOperations(services, { patternOf: (path) => (path === "/slow-page" ? "/slow-page" : undefined) });
    const server = await new Promise<Server>((resolve) => {
      const s = createApp({ services, operations: operations.middleware, pageHandler }).listen(0, "127.0.0.1", () => resolve(s));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow-page`;
    const series = async () =>
      (await processMetrics()).body.split("\n").filter((line) => line.startsWith("kt_http_request") && line.includes('route="/slow-page"'));
    try {
      // Left once the server has it (an abort before it arrived would leave nothing to count).
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const leaving = new AbortController();
      const left = fetch(url, { signal: leaving.signal });
      await arrival;
      leaving.abort();
      await expect(left).rejects.toThrow();
      expect(await (await fetch(url)).text()).toBe("late");
      await expect.poll(() => lateAnswers, { timeout: 10_000 }).toBe(2);
      const lines = await series();
      expect(lines.filter((line) => line.startsWith("kt_http_requests_total"))).toEqual([
        'kt_http_requests_total{method="GET",route="/slow-page",status="499"} 1',
        'kt_http_requests_total{method="GET",route="/slow-page",status="200"} 1',
      ]);
      expect(lines).toContain('kt_http_request_duration_seconds_count{method="GET",route="/slow-page"} 2');
      // The one left at once is timed until then, not until the answer 2 s later.
      expect(lines).toContain('kt_http_request_duration_seconds_bucket{le="1",method="GET",route="/slow-page"} 1');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    }
  });
});

describe("metrics of answers the response cache sends again (PGlite)", { timeout: 60_000 }, () => {
  it("counts an API's stored answer under the route that made it, not under the API's area", async () => {
    const database = await openMemoryPglite();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-metrics-cache-"));
    const logger = createLogger("silent");
    const config = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    const services = createServices(config, database, logger);
    const version = await watchCatalogueVersion({ database, logger });
    const cache = createResponseCache({ config, logger, version });
    const operations = await startOperations(services, { catalogueVersion: () => "42" });
    const server = await new Promise<Server>((resolve) => {
      const listening = createApp({ services, operations: operations.middleware, responseCache: cache.middleware }).listen(
        0,
        "127.0.0.1",
        () => resolve(listening),
      );
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const outcomes: (string | null)[] = [];
      for (let i = 0; i < 3; i++) outcomes.push((await fetch(`${base}/api/v1/last-minute`)).headers.get("x-cache"));
      expect(outcomes).toEqual(["MISS", "HIT", "HIT"]);
      const text = (await processMetrics()).body;
      expect(text).toContain('kt_http_requests_total{method="GET",route="/api/v1/last-minute",status="200"} 3');
      expect(text).not.toContain('kt_http_requests_total{method="GET",route="/api/v1/*",status="200"}');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await version.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
