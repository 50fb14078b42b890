import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import onHeaders from "on-headers";
import { OCTO_PATH_PREFIX } from "../../domain/open-feeds";
import type { Config } from "../config";
import { repeatedFailures, type Logger } from "../logger";
import { matchedRoutePattern, ROUTE_OF_STORED_ANSWER } from "../metrics/metrics";
import { cacheKey, hasAmbiguousVariant, isPersonal, today } from "./cache-key";
import type { CatalogueVersion } from "./catalogue-version";
import { nonceFreeHtml } from "./html-entry";

/** Bounds of the shared cache (ADR 031): whichever is reached first evicts the least recently used. */
export const MAX_ENTRIES = 5_000;
export const MAX_BYTES = 48 * 1024 * 1024;
/** Larger answers are sent as rendered but not kept (a full sitemap of 100,000 packages, say). */
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** Pages: the browser revalidates every time (ETag, so mostly 304); a CDN may keep them briefly. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
export const CACHE_HEADER = "X-Cache";
/**
 * Compression of a kept answer, made once (ADR 040): brotli 5 is within a few per cent of
 * brotli 9 on these pages at a tenth of its CPU, which a cold render pays. Every browser asks
 * for brotli, so only brotli is made when the answer is stored; the gzip form is made the first
 * time a client without brotli asks for it (about 2 ms of a cold package page's CPU saved).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * Public paths whose answers are per visitor or per link and are never kept, whatever their
 * headers say (ADR 040): review forms behind a one-time token (`/review/{token}`, in every
 * language, and their API), the preference setter (it answers with a cookie) and test hooks.
 * The admin path and /api/admin are excluded separately, /api other than /api/v1 too, and /octo.
 * Every pattern is tested against routedPaths(), lower case.
 */
export const NEVER_CACHED: RegExp[] = [
  /^\/(?:[a-z]{2}\/)?review(?:\/|$)/,
  /^\/api\/v1\/review-invitations(?:\/|$)/,
  /^\/preferences(?:\/|$)/,
  /^\/__test\//,
];

/**
 * A request path as the routers match it, lower case: Express matches the path as sent and
 * React Router its percent-decoded segments (its decodePath), Express ignoring case (the pages'
 * routes match case by case, app/routes.ts; lower case is the wider net); so `/%72eview/x`
 * reaches the review page, and `/Review/x` an Express handler of `/review`. Both forms are returned.
 */
export function routedPaths(path: string): string[] {
  const raw = path.toLowerCase();
  let decoded = raw;
  try {
    decoded = path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/")
      .toLowerCase();
  } catch {
    // Malformed escapes: the app answers them 400 before the cache (controlCharacterGuard); a
    // cache mounted on its own keys them as sent.
  }
  return decoded === raw ? [raw] : [raw, decoded];
}

/** Whether a request path is one the cache never keeps nor serves (NEVER_CACHED), however it is spelt. */
export function isNeverCached(path: string): boolean {
  return routedPaths(path).some((p) => NEVER_CACHED.some((pattern) => pattern.test(p)));
}

const brotli = promisify(zlib.brotliCompress);

/** Response headers an entry keeps; everything else (security headers, cookies) is per response. */
const KEPT_HEADERS = ["content-type", "content-language", "vary", "link", "x-robots-tag", "last-modified"];

interface Entry {
  version: string;
  headers: [string, string][];
  cacheControl: string;
  /** HTML: the policy naming the hashes of the page's inline scripts (html-entry.ts). */
  csp?: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  /** Made on the first request that accepts gzip but not brotli. */
  gzip?: Buffer;
  /** body + br + gzip as the LRU counted them when it was last set. */
  bytes: number;
  /** The pattern of the Express route that made it (an API's), for the metrics of its hits. */
  route?: string;
}

export interface ResponseCache {
  middleware: RequestHandler;
  /** Entries and bytes held now (tests, diagnostics). */
  stats(): { entries: number; bytes: number };
  clear(): void;
}

/**
 * The shared cache of rendered public responses (ADR 031, 040): pages, /api/v1 answers, sitemap
 * and robots, keyed by cache-key.ts, valid for one catalogue version. Requests with personal
 * state, the admin path, /api/admin and NEVER_CACHED paths are never served from it nor stored in it.
 *
 * A miss is rendered into memory, stored (compressed once) and then sent from the entry, exactly
 * as a hit would be: the first answer already carries the ETag, and a slow client cannot delay
 * the entry (it used to be stored only once the client had read the whole page).
 */
export function createResponseCache(options: {
  config: Config;
  logger: Logger;
  version: CatalogueVersion;
  maxEntries?: number;
  maxBytes?: number;
}): ResponseCache {
  const { config, logger, version } = options;
  // Every request reads the version while it cannot be read (an outage): said once, not per request.
  const versionReads = repeatedFailures(logger, "catalogue version read for the response cache (bypassed meanwhile)");
  const lru = new LRUCache<string, Entry>({
    max: options.maxEntries ?? MAX_ENTRIES,
    maxSize: options.maxBytes ?? MAX_BYTES,
    maxEntrySize: MAX_ENTRY_BYTES * 3,
    sizeCalculation: (e) => Math.max(1, e.bytes),
  });
  version.onChange(() => lru.clear());
  let day = "";
  /** Renders in progress by key: concurrent misses of one key wait for the first instead of rendering again. */
  const rendering = new Map<string, Promise<Entry | undefined>>();

  // A write made through this process (any unsafe request) is committed before its response is
  // sent; until the version has been re-read after it, lookups read the version first, so the
  // next request sees the change at once even before the NOTIFY arrives.
  let writesInFlight = 0;
  let dirty = false;

  const adminPrefix = config.adminPath.replace(/\/+$/, "").toLowerCase();
  const isCacheablePath = (path: string) =>
    routedPaths(path).every((p) => {
      if (p === adminPrefix || p.startsWith(`${adminPrefix}/`)) return false;
      if (p.startsWith("/api/") && !p.startsWith("/api/v1/")) return false;
      // The OCTO API answers one reseller at a time, behind its key (server/feeds).
      if (p.startsWith(OCTO_PATH_PREFIX)) return false;
      return p !== "/healthz" && p !== "/readyz";
    });

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
    if (isNeverCached(req.path) || isPersonal(req) || hasAmbiguousVariant(req)) {
      res.setHeader(CACHE_HEADER, "BYPASS");
      return next();
    }
    let current = version.current();
    if (dirty || current === undefined) {
      const quiet = writesInFlight === 0;
      try {
        current = await version.refresh(true);
        versionReads.ok();
      } catch (err) {
        versionReads.failed(err);
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
    if (entry && entry.version === current) return serve(req, res, entry, "HIT", key);
    if (req.method === "HEAD") {
      res.setHeader(CACHE_HEADER, "MISS");
      return next();
    }
    const inProgress = rendering.get(key);
    if (inProgress) {
      const shared = await inProgress;
      if (shared && shared.version === current && !res.headersSent) return serve(req, res, shared, "HIT", key);
    }
    res.setHeader(CACHE_HEADER, "MISS");
    const entryVersion = current;
    let settle: (entry: Entry | undefined) => void = () => undefined;
    const rendered = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    if (!rendering.has(key)) {
      rendering.set(key, rendered);
      void rendered.then(() => {
        if (rendering.get(key) === rendered) rendering.delete(key);
      });
    }
    // The handler must answer with the whole body: our own ETag and 304 are decided on it.
    const ifNoneMatch = req.headers["if-none-match"];
    delete req.headers["if-none-match"];
    onHeaders(res, () => defaults(res));
    buffer(res, {
      keep: () => res.statusCode === 200 && storable(res),
      done: async (body) => {
        let made: Entry | undefined;
        try {
          made = await makeEntry(res, body, entryVersion);
        } catch (err) {
          logger.warn({ err }, "response cache store failed");
        }
        if (made && !dirty && version.current() === entryVersion) lru.set(key, made);
        settle(made);
        if (ifNoneMatch !== undefined) req.headers["if-none-match"] = ifNoneMatch;
        if (made) serve(req, res, made, "MISS", key);
        else res.end(body);
      },
      passed: () => settle(undefined),
    });
    next();
  };

  /** Entry of a complete 200 answer, compressed; undefined when it must not be kept. */
  async function makeEntry(res: Response, body: Buffer, entryVersion: string): Promise<Entry | undefined> {
    const contentType = String(res.getHeader("content-type") ?? "");
    const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
      const value = res.getHeader(name);
      return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]];
    });
    let csp: string | undefined;
    if (contentType.startsWith("text/html")) {
      const header = res.getHeader("content-security-policy");
      const page = nonceFreeHtml(body, String(res.locals.cspNonce ?? ""), header === undefined ? undefined : String(header));
      if (!page) return undefined;
      body = page.html;
      csp = page.csp;
    }
    const br = await brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    return {
      version: entryVersion,
      headers,
      cacheControl: String(res.getHeader("cache-control") ?? PAGE_CACHE_CONTROL),
      csp,
      etag: etagOf(body),
      body,
      br,
      bytes: body.length + br.length,
      route: matchedRoutePattern(res.req),
    };
  }

  /** The entry's gzip form, made once; the LRU counts its bytes from then on. */
  function gzipOf(entry: Entry, key: string): Buffer {
    if (entry.gzip) return entry.gzip;
    entry.gzip = zlib.gzipSync(entry.body, { level: GZIP_LEVEL });
    entry.bytes += entry.gzip.length;
    // Set again (a copy: the LRU sizes a new value only) while it is still the key's entry.
    if (lru.peek(key) === entry) lru.set(key, { ...entry });
    return entry.gzip;
  }

  function serve(req: Request, res: Response, entry: Entry, outcome: "HIT" | "MISS", key: string) {
    res.setHeader(CACHE_HEADER, outcome);
    if (entry.route !== undefined) res.locals[ROUTE_OF_STORED_ANSWER] = entry.route;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", entry.cacheControl);
    if (entry.csp !== undefined) res.setHeader("Content-Security-Policy", entry.csp);
    res.setHeader("ETag", entry.etag);
    res.vary("Cookie");
    res.vary("Accept-Encoding");
    if (matches(req.get("if-none-match"), entry.etag)) {
      // The stored copy already has its policy (the same one: the bytes are the same).
      res.removeHeader("Content-Security-Policy");
      res.removeHeader("Content-Type");
      res.status(304).end();
      return;
    }
    res.status(200);
    // Brotli whenever it is accepted: negotiation by the header's order alone picked gzip for
    // browsers, which send "gzip, deflate, br, zstd".
    const encoding = req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip") === "gzip" ? "gzip" : "identity";
    const compressed = encoding === "br" ? entry.br : encoding === "gzip" ? gzipOf(entry, key) : undefined;
    const body = compressed ?? entry.body;
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

/**
 * A route that says nothing about caching gets the public policy when it answered 200; a failure
 * is never kept by anyone. The variant cookies (cache-key.ts) choose the answer: a CDN must not mix them.
 */
function defaults(res: Response) {
  res.vary("Cookie");
  if (res.getHeader("cache-control") !== undefined) return;
  if (res.statusCode === 200) res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
  else if (res.statusCode >= 500) res.setHeader("Cache-Control", "no-store");
}

/** Whether the handler's answer, as its headers stand, may be kept and shared. */
function storable(res: Response): boolean {
  if (res.getHeader("set-cookie") !== undefined || res.getHeader("content-encoding") !== undefined) return false;
  if (!res.getHeader("content-type")) return false;
  return !/no-store|private|no-cache/.test(String(res.getHeader("cache-control") ?? ""));
}

/** Weak: one tag for the identity, brotli and gzip forms of the same bytes. */
function etagOf(content: Buffer): string {
  return `W/"${crypto.createHash("sha1").update(content).digest("base64url").slice(0, 22)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/**
 * Holds back what the handler writes when its answer may be kept (decided at its first write,
 * when status and headers are set): nothing is sent until `done` has the whole body, and `done`
 * sends the answer itself. Any other answer, or one that grows past MAX_ENTRY_BYTES, goes out
 * as written (`passed`).
 */
function buffer(res: Response, handlers: { keep: () => boolean; done: (body: Buffer) => Promise<void>; passed: () => void }) {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const chunks: Buffer[] = [];
  let size = 0;
  let mode: "undecided" | "holding" | "passing" | "ended" = "undecided";
  const pass = () => {
    mode = "passing";
    res.write = write as Response["write"];
    res.end = end as Response["end"];
    handlers.passed();
  };
  const decide = () => {
    if (mode !== "undecided") return;
    defaults(res);
    if (!res.headersSent && handlers.keep()) mode = "holding";
    else pass();
  };
  /** Keeps a copy of what res.write/res.end was given (a callback in its place is not a chunk). */
  const hold = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffered = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    size += buffered.length;
    chunks.push(Buffer.from(buffered));
  };
  /** Too big to keep: what was held goes out first, the rest as written. */
  const overflow = () => {
    pass();
    if (chunks.length > 0) write(Buffer.concat(chunks));
    chunks.length = 0;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide();
    if (mode !== "holding") return write(chunk, ...rest);
    hold(chunk, rest[0]);
    if (size > MAX_ENTRY_BYTES) overflow();
    const callback = rest.find((r) => typeof r === "function") as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    decide();
    if (mode !== "holding") return end(chunk, ...rest);
    hold(chunk, rest[0]);
    if (size > MAX_ENTRY_BYTES) {
      overflow();
      return end(undefined, ...rest.filter((r) => typeof r === "function"));
    }
    mode = "ended";
    res.write = write as Response["write"];
    res.end = end as Response["end"];
    const callback = rest.find((r) => typeof r === "function") as (() => void) | undefined;
    if (callback) res.once("finish", callback);
    void handlers.done(Buffer.concat(chunks));
    return res;
  }) as Response["end"];
  // A client that leaves before the answer is complete ends the render's claim on its key: React
  // Router's adapter then writes nothing at all (mode still "undecided"), and requests waiting for
  // this render must not wait for ever; they render the page themselves.
  res.once("close", () => {
    if (mode === "undecided" || mode === "holding") handlers.passed();
  });
}
