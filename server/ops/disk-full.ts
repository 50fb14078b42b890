import type { ErrorRequestHandler } from "express";
import { isDiskFull } from "../db/client";
import type { Logger } from "../logger";

/** What a save answers while the database's disk is full. */
export const DISK_FULL_MESSAGE = "The server's disk is full: it cannot save now. Nothing was saved; try again later.";
/** Freeing space is an operator's work, not a moment's wait. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

/**
 * Mounted just before the app's error handler: a write that failed because the database's disk
 * is full (PGlite's or PostgreSQL's disk_full, Node's ENOSPC) answers 503 with a JSON error saying
 * the server cannot save now, logged as one warning without a stack, instead of a 500. The
 * statement failed whole, so what was saved before is as it was; reads go on, and /readyz stays
 * ready, as the site still serves every page. Any other error goes on to the app's handler.
 */
export function refuseSavesOnFullDisk(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (!isDiskFull(err)) return next(err);
    logger.warn({ method: req.method, url: req.originalUrl }, "disk full: a save was refused");
    if (res.headersSent) return;
    res
      .status(503)
      .set({ "Retry-After": String(DISK_FULL_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" })
      .json({ error: DISK_FULL_MESSAGE });
  };
}
