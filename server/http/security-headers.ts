import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

const NONCE_BYTES = 16;
/**
 * Random bytes drawn 4 KB at a time, 16 of them per nonce and none used twice: one
 * `randomBytes(16)` call per response cost 3.5-4.5 µs on the 2-core machine, a slice of the pool
 * 0.2 µs (bench/README.md). The bytes come from the same CSPRNG either way; `crypto.randomUUID`
 * keeps a pool the same way.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

function freshNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = crypto.randomBytes(POOL_BYTES);
    used = 0;
  }
  const nonce = pool.toString("base64", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

/** A fresh nonce per response; React Router's inline scripts carry it (see app/entry.server.tsx). */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = freshNonce();
  next();
};

/** Browser features the site never uses are switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()";

const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
};

export function securityHeaders(options: { https: boolean; extraImgSources?: string[]; extraConnectSources?: string[] }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
        // No inline styles at all (ADR 105): a style attribute or <style> element is refused.
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:", ...(options.extraImgSources ?? [])],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...(options.extraConnectSources ?? [])],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "object-src": ["'none'"],
        ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req, res, next) => headers(req, res, (err?: unknown) => (err ? next(err) : permissionsPolicy(req, res, next)));
}
