import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicAssetFiles } from "./public-assets";

// A client directory as the build leaves it: public/assets files under their plain names, a .br
// sibling beside a text file (ADR 033), one Vite-hashed script. The hashes are the build's input.
const WEBP = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${"<rect width='1' height='1'/>".repeat(80)}</svg>`;
const HASHES = { "/assets/packages/banner.w480.webp": "1a2b3c4d", "/assets/stickers/budget.svg": "00ff00ff" };

let dir: string;
let server: ReturnType<express.Express["listen"]>;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "kt-assets-"));
  mkdirSync(path.join(dir, "assets/packages"), { recursive: true });
  mkdirSync(path.join(dir, "assets/stickers"), { recursive: true });
  writeFileSync(path.join(dir, "assets/packages/banner.w480.webp"), WEBP);
  writeFileSync(path.join(dir, "assets/stickers/budget.svg"), SVG);
  writeFileSync(path.join(dir, "assets/stickers/budget.svg.br"), brotliCompressSync(SVG));
  writeFileSync(path.join(dir, "assets/entry-AbCd1234.js"), "console.log(1)");
  writeFileSync(path.join(dir, "assets/app-Gone1234.css"), "body{}");
  writeFileSync(path.join(dir, "assets/app-Gone1234.css.br"), brotliCompressSync("body{}"));
  const app = express();
  app.use(publicAssetFiles(dir, HASHES));
  // What follows in the server: React Router's Express adapter, which appends its headers.
  app.use((_req, res) => {
    res.status(404).append("Content-Type", "text/plain; charset=utf-8");
    res.end("not here");
  });
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("public assets under content-hashed names (ADR 045)", () => {
  it("answers a hashed name with the plain file's bytes, cached for a year", async () => {
    const res = await fetch(`${base}/assets/packages/banner.w480.1a2b3c4d.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(WEBP);
  });

  it("serves the precompressed sibling of a hashed name to a client that accepts brotli", async () => {
    const res = await fetch(`${base}/assets/stickers/budget.00ff00ff.svg`, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toBe(SVG); // fetch decodes it
  });

  it("keeps answering the plain name (database, exports, old links) with a short lifetime and an ETag", async () => {
    const res = await fetch(`${base}/assets/packages/banner.w480.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=600, must-revalidate");
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(WEBP);
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which disables 304.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${base}/assets/packages/banner.w480.webp`, { headers: { "if-none-match": etag! } }, (r) => {
        r.resume();
        resolve(r.statusCode);
      }).on("error", reject);
    });
    expect(status).toBe(304);
  });

  it("redirects an old hash (a page rendered before a deploy) to the current name, without caching the redirect", async () => {
    const res = await fetch(`${base}/assets/packages/banner.w480.99999999.webp?x=1`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/assets/packages/banner.w480.1a2b3c4d.webp?x=1");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers 404 for a hashed-looking name of a file it does not have", async () => {
    const res = await fetch(`${base}/assets/packages/nothing.w480.1a2b3c4d.webp`);
    expect(res.status).toBe(404);
  });

  it("keeps Vite's own hashed files immutable", async () => {
    const res = await fetch(`${base}/assets/entry-AbCd1234.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a file removed since the server started (a build replaced under it) as not found, not as a failure", async () => {
    // The compressed siblings are listed once, at start; a deploy that replaces the build in place
    // removes them while an old page still names them.
    rmSync(path.join(dir, "assets/app-Gone1234.css"));
    rmSync(path.join(dir, "assets/app-Gone1234.css.br"));
    const res = await fetch(`${base}/assets/app-Gone1234.css`, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("not here");
  });
});
