import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../config";
import type { Database } from "../db/client";
import { openMemoryPglite } from "../testing/databases";
import { createLogger } from "../logger";
import { watchCatalogueVersion, type CatalogueVersion } from "./catalogue-version";
import { createResponseCache, type ResponseCache } from "./response-cache";

/** A raw GET: the body exactly as sent (no decompression), with the headers that matter here. */
function get(base: string, urlPath: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding?: string; cache?: string; length: number; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers["content-encoding"],
            cache: res.headers["x-cache"] as string | undefined,
            length: Number(res.headers["content-length"]),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

describe("response cache (ADR 040)", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-response-cache-"));
  const answer = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: `package-${i}`, title: "Houseboat on Vembanad" })) });
  let database: Database;
  let version: CatalogueVersion;
  let cache: ResponseCache;
  let server: http.Server;
  let base: string;
  let renders = 0;
  /** Renders of /slow-page in progress: each waits for its release, and hears its client leave. */
  const slowRenders: { closed: Promise<void>; release: () => void }[] = [];

  beforeAll(async () => {
    database = await openMemoryPglite();
    const logger = createLogger("silent");
    version = await watchCatalogueVersion({ database, logger });
    cache = createResponseCache({ config: parseConfig({ DATA_DIR: dataDir }), logger, version });
    const app = express();
    app.use(cache.middleware);
    app.get("/api/v1/things", (_req, res) => {
      renders++;
      res.type("application/json").send(answer);
    });
    // Like React Router's Express adapter, a render whose client has gone writes nothing at all.
    app.get("/slow-page", async (_req, res) => {
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      slowRenders.push({ closed: new Promise((resolve) => res.once("close", () => resolve())), release });
      await released;
      if (res.destroyed) return;
      res.type("text/html").send("<!doctype html><title>Slow</title><p>Rendered.</p>");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await version.stop();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores brotli only, makes gzip on the first gzip-only request and counts its bytes from then on", async () => {
    const identityBytes = Buffer.byteLength(answer);
    expect(identityBytes).toBe(10501);

    const br = await get(base, "/api/v1/things", "gzip, deflate, br");
    expect(br).toMatchObject({ status: 200, encoding: "br", cache: "MISS" });
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(answer);
    // The entry holds the answer and its brotli form, nothing else yet.
    expect(cache.stats()).toEqual({ entries: 1, bytes: identityBytes + br.length });

    const gz = await get(base, "/api/v1/things", "gzip");
    expect(gz).toMatchObject({ status: 200, encoding: "gzip", cache: "HIT" });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(answer);
    expect(cache.stats()).toEqual({ entries: 1, bytes: identityBytes + br.length + gz.length });

    // Made once: the next gzip request is the same bytes, and nothing is rendered again.
    const again = await get(base, "/api/v1/things", "gzip");
    expect(again).toMatchObject({ status: 200, encoding: "gzip", cache: "HIT" });
    expect(again.body.equals(gz.body)).toBe(true);
    expect(cache.stats()).toEqual({ entries: 1, bytes: identityBytes + br.length + gz.length });

    // A browser's header names gzip first: it still gets brotli.
    const browser = await get(base, "/api/v1/things", "gzip, deflate, br, zstd");
    expect(browser).toMatchObject({ status: 200, encoding: "br", cache: "HIT" });
    expect(browser.body.equals(br.body)).toBe(true);

    const plain = await get(base, "/api/v1/things", "identity");
    expect(plain).toMatchObject({ status: 200, encoding: undefined, cache: "HIT", length: identityBytes });
    expect(plain.body.toString()).toBe(answer);
    expect(renders).toBe(1);
  });

  it("a render whose client left before it answered does not hold back the next request for the same page", async () => {
    const first = http.get(`${base}/slow-page`).on("error", () => undefined);
    await vi.waitFor(() => expect(slowRenders).toHaveLength(1));
    // The client goes away while the page renders; the render then ends without writing a byte.
    first.destroy();
    await slowRenders[0]!.closed;
    slowRenders[0]!.release();

    // The next request renders the page itself (it used to wait for the abandoned render for ever).
    const second = get(base, "/slow-page", "identity");
    await vi.waitFor(() => expect(slowRenders).toHaveLength(2), { timeout: 5_000 });
    slowRenders[1]!.release();
    const answer = await second;
    expect(answer).toMatchObject({ status: 200, cache: "MISS" });
    expect(answer.body.toString()).toBe("<!doctype html><title>Slow</title><p>Rendered.</p>");
  });
});
