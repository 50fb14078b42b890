import path from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { hashedName, IMMUTABLE, parseHashedName, PUBLIC_ASSET_HASHES, type AssetHashes } from "../../domain/asset-url";

// Vite's build output carries a content hash in its name (`-xxxxxxxx.js`); so do the files of
// public/assets as pages name them (`.xxxxxxxx.webp`, ADR 045): both are cached for good.
// Their .br/.gz siblings are written at build time (ADR 033) and served to clients that accept them.
const VITE_HASHED = /-[A-Za-z0-9_-]{8}\.(js|css|woff2?)(\.br|\.gz)?$/;
/** A path segment that starts with a dot (or a backslash-separated one, as a file system may read it). */
const HIDDEN = /[/\\]\./;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Plain names of public/assets (stored in the database, exports, old links): short, then revalidated by ETag. */
export const REVALIDATE = "public, max-age=600, must-revalidate";
/** Other files copied from public/ (sw.js, icons, favicon) keep their names and a day's lifetime. */
const DAY = "public, max-age=86400";

/**
 * The client build's files. A hashed name of a public asset is answered from its plain file
 * (no copies are built) with the immutable policy; a hashed name whose hash is not the current
 * one (a page rendered before a deploy) is redirected, temporarily, to the current name.
 */
export function publicAssetFiles(clientDir: string, hashes: AssetHashes = PUBLIC_ASSET_HASHES): RequestHandler {
  const files = expressStaticGzip(clientDir, {
    index: false,
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    serveStatic: {
      setHeaders: (res, filePath) => {
        const urlPath =
          "/" +
          path
            .relative(clientDir, filePath)
            .split(path.sep)
            .join("/")
            .replace(/\.(br|gz)$/, "");
        const policy =
          (res as { locals?: { hashedAsset?: boolean } }).locals?.hashedAsset === true || VITE_HASHED.test(filePath)
            ? IMMUTABLE
            : hashes[urlPath]
              ? REVALIDATE
              : DAY;
        res.setHeader("Cache-Control", policy);
      },
    },
  });
  /**
   * express-static-gzip names the compressed sibling (Content-Encoding, and the file's
   * Content-Type) from the list of files it made at start, before serve-static decides to serve
   * it; when serve-static passes instead (the file is gone: a build replaced under a running
   * server), neither header may follow the request to the answer after it. React Router's
   * adapter appends its own Content-Type, and one already set made that a failure (500).
   */
  const filesOrNext: RequestHandler = (req, res, next) =>
    files(req, res, (err?: unknown) => {
      if (!res.headersSent) {
        res.removeHeader("Content-Encoding");
        res.removeHeader("Content-Type");
      }
      next(err);
    });
  return (req, res, next) => {
    // Build metadata (.vite/manifest.json, .vite/public-assets.json) and any other dot-file or
    // dot-folder is not the site's to serve, under any spelling of its path.
    if (HIDDEN.test(safeDecode(req.path))) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
      return;
    }
    const hashed = parseHashedName(req.path);
    const current = hashed ? hashes[hashed.plain] : undefined;
    if (!hashed || !current) return filesOrNext(req, res, next);
    if (hashed.hash !== current) {
      const query = req.url.indexOf("?");
      res.set("Cache-Control", "no-cache");
      return res.redirect(302, hashedName(hashed.plain, current) + (query >= 0 ? req.url.slice(query) : ""));
    }
    const original = req.url;
    req.url = hashed.plain + req.url.slice(req.path.length);
    res.locals.hashedAsset = true;
    filesOrNext(req, res, (err?: unknown) => {
      req.url = original;
      next(err);
    });
  };
}
