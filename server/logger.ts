import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import pino from "pino";

/** The request being served, for every log line written while serving it (whichever logger writes it). */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** JSON lines to stdout, or to `destination` (tests read what a request logged). */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options = {
    level,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    mixin: () => requestContext.getStore() ?? {},
  };
  return destination ? pino(options, destination) : pino(options);
}
export type Logger = ReturnType<typeof createLogger>;

/** An id a proxy in front may have given the request (X-Request-Id): kept when it is a plain token. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Gives each request an id (the proxy's X-Request-Id when it sent a plain one, else a new UUID),
 * answers it in X-Request-Id, and puts it on every log line written while the request is served.
 */
export const requestId: RequestHandler = (req, res, next) => {
  const forwarded = req.get("x-request-id");
  const reqId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
  res.setHeader("X-Request-Id", reqId);
  requestContext.run({ reqId }, next);
};
