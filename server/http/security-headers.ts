import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per response; React Router's inline scripts carry it (see app/entry.server.tsx). */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
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
