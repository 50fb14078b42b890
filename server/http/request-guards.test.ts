import net from "node:net";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../config";
import type { Database } from "../db/client";
import { createServices } from "../services";
import { testDatabases } from "../testing/databases";
import { logLines } from "../testing/log-lines";
import { adminClient, ADMIN_EMAIL, testPasswordHash } from "../admin/testing/admin-test-app";
import { createApp } from "./create-app";

/** Sends bytes as they are (fetch would fix the request up) and reads the status line and body. */
function raw(port: number, request: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head, body });
    });
    setTimeout(() => socket.end(), 1500);
  });
}

async function startApp(database: Database, env: Record<string, string>) {
  const { lines, sink } = logLines();
  const config = parseConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/kt-guards", SEED_DEMO: "false", ADMIN_EMAIL, ...env });
  const services = createServices(config, database, pino({ base: undefined, level: "info" }, sink) as never);
  // React Router's real Express adapter; the build is never reached by the requests sent here.
  const pageHandler = createRequestHandler({
    build: () => Promise.reject(new Error("no page build in this test")),
  });
  const app = createApp({ services, pageHandler });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    lines,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

describe("junk requests", () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    app = await startApp(database, { ADMIN_PASSWORD_HASH: await testPasswordHash() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => {
    app.lines.length = 0;
  });

  function expectOneShortLogLine() {
    expect(app.lines).toHaveLength(1);
    expect(app.lines[0]).not.toMatch(/stack| {4}at /);
    expect(app.lines[0]!.length).toBeLessThan(400);
  }

  it("TRACE answers 405 with Allow", async () => {
    const res = await raw(app.port, "TRACE /packages HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(res.status).toBe(405);
    expect(res.head).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, DELETE, OPTIONS/i);
    expectOneShortLogLine();
  });

  it("an empty Host header answers 400", async () => {
    const res = await raw(app.port, "GET /packages HTTP/1.1\r\nHost: \r\n\r\n");
    expect(res.status).toBe(400);
    expectOneShortLogLine();
  });

  it("HTTP/1.0 without Host answers 400 for a page, while the health checks still answer", async () => {
    expect((await raw(app.port, "GET /packages HTTP/1.0\r\n\r\n")).status).toBe(400);
    expectOneShortLogLine();
    expect((await raw(app.port, "GET /healthz HTTP/1.0\r\n\r\n")).status).toBe(200);
  });

  it("an absolute-form request target answers 400 (this is not a proxy)", async () => {
    const res = await raw(app.port, "GET http://evil.example/packages HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(res.status).toBe(400);
    expectOneShortLogLine();
  });

  it("a NUL byte: 404 in a package id, 400 naming the query parameter", async () => {
    const id = await fetch(`${app.base}/api/v1/packages/a%00b`);
    expect(id.status).toBe(404);
    expect(await id.json()).toEqual({ error: "Not found" });
    const search = await fetch(`${app.base}/api/v1/packages?search=a%00b`);
    expect(search.status).toBe(400);
    expect(await search.json()).toEqual({ error: "search must not contain a NUL character" });
    const page = await fetch(`${app.base}/packages?search=a%00b`);
    expect(page.status).toBe(400);
    expect(await page.text()).toBe("search must not contain a NUL character");
    expect(app.lines).toHaveLength(3);
    expect(app.lines.join("\n")).not.toMatch(/stack/);
  });

  it("a malformed escape in a path answers 4xx with one line and no stack", async () => {
    const res = await fetch(`${app.base}/api/v1/packages/%E0%A4%A`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectOneShortLogLine();
  });

  it("a page path whose escapes are not UTF-8 answers 400 before the page handler, with one line", async () => {
    const warnings = vi.spyOn(console, "warn");
    try {
      for (const path of ["/%ff", "/packages/%E0%A4%A", "/ml/%C0%AF"]) {
        app.lines.length = 0;
        const res = await fetch(app.base + path);
        expect(res.status).toBe(400);
        expect(await res.text()).toBe("Bad request: the path's %-escapes are not UTF-8");
        expectOneShortLogLine();
      }
      // A path with well-formed escapes still reaches the pages (whose build this test lacks).
      expect((await fetch(`${app.base}/ml/%E0%B4%AE`)).status).not.toBe(400);
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      warnings.mockRestore();
    }
  });

  it("compares the whole origin: https://host is refused on an http server", async () => {
    const client = adminClient({ baseUrl: app.base, origin: app.base });
    expect((await client.signIn()).status).toBe(200);
    const sameHostOtherScheme = await client.call("DELETE", "/api/admin/session", {
      headers: { origin: app.base.replace("http:", "https:") },
    });
    expect(sameHostOtherScheme.status).toBe(403);
    expect(sameHostOtherScheme.data).toEqual({ error: "Cross-site request refused." });
    expect((await client.call("DELETE", "/api/admin/session")).status).toBe(204);
  });
});

describe("Host rules in production", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("without PUBLIC_BASE_URL or ALLOWED_HOSTS, answers only to loopback names: an unknown Host gets 421", async () => {
    const app = await startApp(database, { NODE_ENV: "production" });
    try {
      const evil = await raw(app.port, "GET /robots.txt HTTP/1.1\r\nHost: evil.example\r\n\r\n");
      expect(evil.status).toBe(421);
      expect(evil.body).not.toContain("evil.example");
      expect((await raw(app.port, "GET /api/v1/last-minute HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n")).status).toBe(
        200,
      );
      expect((await fetch(`${app.base}/api/v1/last-minute`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("with ALLOWED_HOSTS, answers to those hosts only", async () => {
    const app = await startApp(database, { NODE_ENV: "production", ALLOWED_HOSTS: "trips.example.in" });
    try {
      expect((await raw(app.port, "GET /api/v1/last-minute HTTP/1.1\r\nHost: trips.example.in\r\nConnection: close\r\n\r\n")).status).toBe(
        200,
      );
      expect((await raw(app.port, "GET /api/v1/last-minute HTTP/1.1\r\nHost: localhost\r\n\r\n")).status).toBe(421);
    } finally {
      await app.close();
    }
  });

  it("refuses a malformed ALLOWED_HOSTS at start", () => {
    expect(() => parseConfig({ ALLOWED_HOSTS: "https://trips.example.in/" })).toThrow(
      /^Invalid configuration: ALLOWED_HOSTS must be host names/,
    );
  });
});
