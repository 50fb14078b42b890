import fs from "node:fs/promises";
import path from "node:path";
import { Router } from "express";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { webpOfJpegCopy } from "../../domain/open-feeds";
import type { Storage } from "../storage/storage-types";

/** JPEG copies kept in memory, by path; the whole demo's largest renditions fit several times. */
const CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Public: `/media/jpeg/<path>.jpg`, a JPEG copy of one of the site's own WebP pictures, for the
 * feeds whose standard names JPEG and PNG only (OCTO media; ADR 118). Made with sharp on the first
 * request and kept in memory; a path that is not one of our pictures, or a picture that is not
 * there, is a 404. Demo pictures are read from the client build (public/ when there is none, as
 * in development and tests), uploads from the storage driver.
 */
export function feedMediaRoutes({ storage }: { storage: Storage }, clientDir?: string) {
  const router = Router();
  const root = clientDir ?? path.resolve("public");
  const made = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (b) => b.length });

  async function webpBytes(webp: string): Promise<Buffer | null> {
    if (webp.startsWith("/assets/")) return fs.readFile(path.join(root, webp)).catch(() => null);
    const key = storage.keyFromUrl(webp);
    return key && storage.get ? storage.get(key) : null;
  }

  router.get(/^\/media\/jpeg\/.+\.jpg$/, async (req, res, next) => {
    try {
      const webp = webpOfJpegCopy(req.path);
      let jpeg = made.get(req.path);
      if (!jpeg && webp) {
        const bytes = await webpBytes(webp);
        if (bytes) {
          jpeg = await sharp(bytes).jpeg({ quality: 82 }).toBuffer();
          made.set(req.path, jpeg);
        }
      }
      if (!jpeg) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res.set({ "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" }).type("image/jpeg").send(jpeg);
    } catch (err) {
      next(err);
    }
  });

  return router;
}
