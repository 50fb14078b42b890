import type { Request, RequestHandler, Response } from "express";

/**
 * Cheap checks before any routing (ADR 024): requests no browser sends get a 4xx and one short
 * log line, instead of reaching React Router or the database and failing there with a 500.
 */

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"];

interface Logger {
  warn(obj: object, msg: string): void;
}

function refuse(req: Request, res: Response, logger: Logger, status: number, message: string, headers: Record<string, string> = {}) {
  logger.warn({ method: req.method, url: req.originalUrl.slice(0, 200), status, reason: message }, "request refused");
  res.set({ ...headers, "Cache-Control": "no-store", Connection: "close" });
  if (req.path?.startsWith("/api/")) res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
}

/** TRACE, CONNECT and the like: 405 with Allow. An absolute-form target (we are not a proxy): 400. */
export function methodAndTargetGuard(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (!ALLOWED_METHODS.includes(req.method))
      return refuse(req, res, logger, 405, "Method not allowed", { Allow: ALLOWED_METHODS.join(", ") });
    if (!req.url.startsWith("/")) return refuse(req, res, logger, 400, "Bad request: the request target must be a path");
    next();
  };
}

export interface HostRules {
  /** Host names (optionally with port) pages may be served under; null means any. */
  allowedHosts: string[] | null;
}

function hostName(host: string): string {
  // "[::1]:3000" → "[::1]", "example.com:3000" → "example.com"
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.lastIndexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}

const VALID_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:[0-9]{1,5})?$/i;

/**
 * The Host header must be present and well-formed (HTTP/1.1 requires it); when an allow-list is
 * in force (production without PUBLIC_BASE_URL), it must be on it, so an unknown Host is never
 * written into a canonical link, og:url, robots.txt or the sitemap.
 *
 * Host is the only name of the site read from a request (ADR 024): `X-Forwarded-Host` is dropped
 * here, before anything reads it. Express's `req.hostname` and React Router's request URL (which
 * the pages build their links from) would take it over Host behind a trusted proxy, while the
 * allow-list and the response cache's key read Host: a client's own X-Forwarded-Host would then
 * put another site's name into pages the cache serves to everyone. A proxy passes the public Host
 * (deploy/nginx.conf does), or PUBLIC_BASE_URL names the site.
 */
export function hostGuard(rules: HostRules, logger: Logger): RequestHandler {
  const allowed = rules.allowedHosts?.map((h) => h.toLowerCase());
  return (req, res, next) => {
    delete req.headers["x-forwarded-host"];
    const host = req.headers.host ?? "";
    if (!VALID_HOST.test(host)) return refuse(req, res, logger, 400, "Bad request: missing or malformed Host header");
    if (allowed) {
      const lower = host.toLowerCase();
      if (!allowed.includes(lower) && !allowed.includes(hostName(lower))) {
        return refuse(req, res, logger, 421, "Unknown host");
      }
    }
    next();
  };
}

/**
 * A NUL byte in the path or a query parameter can never name anything we hold, and PostgreSQL
 * refuses it in text: 404 for the path, 400 naming the parameter. Nor can any other control
 * character (tab, line breaks, DEL…) in the path: no page has one, and the
 * router would read `/%09%5C…` as the start of another host's URL and fail. A path whose escapes
 * are not UTF-8 (`/%ff`) names nothing either: 400, before React Router, which printed three
 * lines of plain-text warnings for it into the server's JSON log.
 */
const NUL = String.fromCharCode(0);
/** Encoded: Node's HTTP parser already refuses a raw control character in the request target. */
const CONTROL_IN_PATH = /%(?:[01][0-9a-f]|7f)/i;

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function controlCharacterGuard(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const raw = req.originalUrl;
    const q = raw.indexOf("?");
    const path = q === -1 ? raw : raw.slice(0, q);
    if (CONTROL_IN_PATH.test(path)) return refuse(req, res, logger, 404, "Not found");
    if (path.includes("%") && !decodes(path)) return refuse(req, res, logger, 400, "Bad request: the path's %-escapes are not UTF-8");
    if (!(raw.includes("%00") || raw.includes(NUL))) return next();
    for (const [name, value] of new URLSearchParams(raw.slice(q + 1))) {
      if (name.includes(NUL) || value.includes(NUL)) {
        const label = name.replaceAll(NUL, "").slice(0, 40) || "parameter";
        return refuse(req, res, logger, 400, `${label} must not contain a NUL character`);
      }
    }
    next();
  };
}
