import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import onHeaders from "on-headers";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { cacheKey, isPersonal, today } from "./cache-key";
import type { CatalogueVersion } from "./catalogue-version";

/** Bounds of the shared cache (ADR 031): whichever is reached first evicts the least recently used. */
export const MAX_ENTRIES = 5_000;
export const MAX_BYTES = 48 * 1024 * 1024;
/** Larger answers are sent but not kept (a full sitemap of 100,000 packages, say). */
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** Pages: the browser revalidates every time (ETag, so mostly 304); a CDN may keep them briefly. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
export const CACHE_HEADER = "X-Cache";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Response headers an entry keeps; everything else (security headers, cookies) is per response. */
const KEPT_HEADERS = ["content-type", "content-language", "vary", "link", "x-robots-tag", "last-modified"];

interface Entry {
  version: string;
  status: number;
  headers: [string, string][];
  cacheControl: string;
  etag: string;
  /** HTML: the body split at the CSP nonce it was rendered with; joined with each response's own nonce. */
  htmlParts?: string[];
  /** Other types: the bytes, and their compressed forms made once. */
  body?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
}

export interface ResponseCache {
  middleware: RequestHandler;
  /** Entries and bytes held now (tests, diagnostics). */
  stats(): { entries: number; bytes: number };
  clear(): void;
}

/**
 * The shared cache of rendered public responses (ADR 031): pages, /api/v1 answers, sitemap and
 * robots, keyed by cache-key.ts, valid for one catalogue version. Requests with personal state,
 * the admin path and /api/admin are never served from it nor stored in it.
 */
export function createResponseCache(options: {
  config: Config;
  logger: Logger;
  version: CatalogueVersion;
  maxEntries?: number;
  maxBytes?: number;
}): ResponseCache {
  const { config, logger, version } = options;
  const lru = new LRUCache<string, Entry>({
    max: options.maxEntries ?? MAX_ENTRIES,
    maxSize: options.maxBytes ?? MAX_BYTES,
    maxEntrySize: MAX_ENTRY_BYTES * 3,
    sizeCalculation: (e) => Math.max(1, e.bytes),
  });
  version.onChange(() => lru.clear());
  let day = "";

  // A write made through this process (any unsafe request) is committed before its response is
  // sent; until the version has been re-read after it, lookups read the version first, so the
  // next request sees the change at once even before the NOTIFY arrives.
  let writesInFlight = 0;
  let dirty = false;

  const adminPrefix = config.adminPath.replace(/\/+$/, "");
  const isCacheablePath = (path: string) => {
    if (path === adminPrefix || path.startsWith(`${adminPrefix}/`)) return false;
    if (path.startsWith("/api/")) return path.startsWith("/api/v1/");
    return path !== "/healthz" && path !== "/readyz";
  };

  const middleware: RequestHandler = async (req, res, next) => {
    const safe = req.method === "GET" || req.method === "HEAD";
    if (!safe) {
      writesInFlight++;
      dirty = true;
      let counted = true;
      const done = () => {
        if (counted) writesInFlight--;
        counted = false;
      };
      // Done when the handler ends its answer (its transaction has committed by then): waiting
      // for 'finish' would let the client's next request arrive first and find a write in flight.
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        done();
        return end(...args);
      }) as Response["end"];
      res.once("close", done);
      return next();
    }
    if (!isCacheablePath(req.path)) return next();
    if (isPersonal(req)) {
      res.setHeader(CACHE_HEADER, "BYPASS");
      return next();
    }
    let current = version.current();
    if (dirty || current === undefined) {
      const quiet = writesInFlight === 0;
      try {
        current = await version.refresh(true);
      } catch (err) {
        logger.warn({ err }, "catalogue version unreadable; response cache bypassed");
        return next();
      }
      if (quiet && writesInFlight === 0) dirty = false;
    }
    const nowDay = today(config.timeZone);
    if (nowDay !== day) {
      day = nowDay;
      lru.clear();
    }
    const key = cacheKey(req, config);
    const entry = lru.get(key);
    if (entry && entry.version === current) return serve(req, res, entry);
    res.setHeader(CACHE_HEADER, "MISS");
    if (req.method === "HEAD") return next();
    let encodedByHandler = false;
    onHeaders(res, () => {
      // Runs before compression's own hook (registered earlier, so called later).
      encodedByHandler = res.getHeader("content-encoding") !== undefined;
      // The variant cookies (cache-key.ts) choose the answer: a CDN must not mix them.
      res.vary("Cookie");
      // A route that says nothing about caching gets the public policy when it answered 200;
      // a failure is never kept by anyone.
      if (res.getHeader("cache-control") !== undefined) return;
      if (res.statusCode === 200) res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
      else if (res.statusCode >= 500) res.setHeader("Cache-Control", "no-store");
    });
    capture(res, (body) => {
      if (encodedByHandler || dirty || version.current() !== current || lru.peek(key)?.version === current) return;
      store(key, res, body, current).catch((err) => logger.warn({ err }, "response cache store failed"));
    });
    next();
  };

  async function store(key: string, res: Response, body: Buffer, entryVersion: string) {
    if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return;
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    if (/no-store|private|no-cache/.test(cacheControl)) return;
    const contentType = String(res.getHeader("content-type") ?? "");
    if (!contentType || body.length > MAX_ENTRY_BYTES) return;
    const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
      const value = res.getHeader(name);
      return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]];
    });
    const entry: Entry = { version: entryVersion, status: 200, headers, cacheControl, etag: "", bytes: 0 };
    if (contentType.startsWith("text/html")) {
      const nonce = String(res.locals.cspNonce ?? "");
      const text = body.toString("utf8");
      entry.htmlParts = nonce ? text.split(nonce) : [text];
      entry.etag = etagOf(entry.htmlParts.join(""));
      entry.bytes = text.length * 2;
    } else {
      entry.body = body;
      entry.etag = etagOf(body);
      entry.bytes = body.length;
    }
    if (version.current() !== entryVersion || dirty) return;
    lru.set(key, entry);
    if (entry.body) {
      // Compressed once, off the request path; until then hits are compressed on the fly.
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzip(body, { level: 9 }),
      ]);
      if (lru.peek(key) !== entry) return;
      lru.set(key, { ...entry, br, gzip: gz, bytes: body.length + br.length + gz.length });
    }
  }

  function serve(req: Request, res: Response, entry: Entry) {
    res.setHeader(CACHE_HEADER, "HIT");
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("ETag", entry.etag);
    res.vary("Cookie");
    if (!entry.htmlParts) res.vary("Accept-Encoding");
    if (matches(req.get("if-none-match"), entry.etag)) {
      // The browser keeps its stored copy, whose inline scripts carry the nonce of the response it
      // came with; a 304 updates stored headers, so it must not bring this response's new nonce.
      res.removeHeader("Content-Security-Policy");
      res.status(304).end();
      return;
    }
    res.status(entry.status);
    if (entry.htmlParts) {
      // Each response keeps a nonce of its own (security-headers.ts); compression compresses it.
      const body = Buffer.from(entry.htmlParts.join(String(res.locals.cspNonce ?? "")));
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const encoding = req.acceptsEncodings("br", "gzip", "identity");
    const compressed = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : undefined;
    const body = compressed ?? entry.body!;
    if (compressed) res.setHeader("Content-Encoding", encoding as string);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return {
    middleware,
    stats: () => ({ entries: lru.size, bytes: lru.calculatedSize }),
    clear: () => lru.clear(),
  };
}

/** Weak: the bytes of an HTML page differ by their nonce, the content does not. */
function etagOf(content: string | Buffer): string {
  return `W/"${crypto.createHash("sha1").update(content).digest("base64url").slice(0, 22)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/** Tees what the handler writes (before compression, which sits upstream) and hands it over when the handler ends the response. */
function capture(res: Response, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (tooBig || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    size += buffer.length;
    if (size > MAX_ENTRY_BYTES) {
      tooBig = true;
      chunks.length = 0;
    } else chunks.push(Buffer.from(buffer));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  let ended = false;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const result = end(chunk, ...rest);
    // Stored as the last bytes leave, before the client can ask again.
    if (!ended && !tooBig) done(Buffer.concat(chunks));
    ended = true;
    return result;
  }) as Response["end"];
}
