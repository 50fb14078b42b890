import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import pino from "pino";

/** The request being served, for every log line written while serving it (whichever logger writes it). */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * A failed statement's error (Drizzle's) says `Failed query: <sql>\nparams: <values>`, and the
 * values are what the statement was given: a review token's hash, an address, what a person typed.
 * Logs keep the statement and leave the values out, for every error logged as `err` and every
 * message logged as `reason`.
 */
const PARAMS_LINE = "\nparams: ";

/** The `params: …` part of each failed statement in an error and its causes, as its message writes it. */
function paramsTexts(err: unknown): string[] {
  const texts: string[] = [];
  let e = err;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { query, params } = e as { query?: unknown; params?: unknown };
    if (typeof query === "string" && params !== undefined) texts.push(`${PARAMS_LINE}${String(params)}`);
    e = (e as { cause?: unknown }).cause;
  }
  return texts;
}

/** A review link's token in a URL (its page in any language, its API): a log names the route, never the link. */
const REVIEW_TOKEN = /(\/review-invitations\/|\/review\/)[^/?#]+/g;

const serializers = {
  url(url: unknown) {
    return typeof url === "string" ? url.replace(REVIEW_TOKEN, "$1:token") : url;
  },
  err(err: unknown) {
    const serialized = pino.stdSerializers.err(err as Error) as unknown;
    const texts = paramsTexts(err);
    if (texts.length === 0 || !serialized || typeof serialized !== "object") return serialized;
    const fields = serialized as Record<string, unknown>;
    for (const key of ["message", "stack"]) {
      const value = fields[key];
      if (typeof value === "string") fields[key] = texts.reduce((text, params) => text.replaceAll(params, ""), value);
    }
    delete fields.params;
    return fields;
  },
  reason(reason: unknown) {
    if (typeof reason !== "string" || !reason.startsWith("Failed query: ")) return reason;
    const at = reason.indexOf(PARAMS_LINE);
    return at < 0 ? reason : reason.slice(0, at);
  },
};

/**
 * JSON lines to stdout, written as each is logged, or to `destination` (tests read what a request
 * logged). Written at once rather than pino's default of buffering to stdout and flushing at exit:
 * that flush writes until it succeeds, and into a pipe whose reader is gone (a log shipper that
 * died, `| head`) it never does, so the process would never exit. No request logs a line when all
 * is well, so writing at once costs the pages nothing.
 */
export function createLogger(level: string, destination: pino.DestinationStream = pino.destination({ dest: 1, sync: true })) {
  const options = {
    level,
    base: undefined,
    serializers,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    mixin: () => requestContext.getStore() ?? {},
  };
  return pino(options, destination);
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

/** How often a failure that goes on is said again. */
const STILL_FAILING_EVERY_MS = 60_000;

/**
 * Logs a failure that repeats every few hundred milliseconds while the database is away (the
 * catalogue version's polls and its listener's reconnects, the response cache's reads of it): once when it begins, at most once a minute while it
 * goes on, and once when it ends, without a stack; an outage otherwise writes lines twice a second.
 */
export function repeatedFailures(logger: Logger, what: string) {
  let since: number | undefined;
  let said = 0;
  // The first line of the message, with its cause's (a failed query's reads "Failed query: …" and
  // the cause says why: ECONNREFUSED, a timeout).
  const error = (err: unknown): string => {
    if (!(err instanceof Error)) return String(err);
    const first = err.message.split("\n")[0]!;
    return err.cause instanceof Error ? `${first}: ${error(err.cause)}` : first;
  };
  return {
    failed(err: unknown) {
      const now = Date.now();
      if (since === undefined) {
        since = said = now;
        logger.warn({ error: error(err) }, `${what} failed; trying again until it works`);
      } else if (now - said >= STILL_FAILING_EVERY_MS) {
        said = now;
        logger.warn({ error: error(err), failingForSeconds: Math.round((now - since) / 1000) }, `${what} still failing`);
      }
    },
    ok() {
      if (since === undefined) return;
      logger.info({ failedForSeconds: Math.round((Date.now() - since) / 1000) }, `${what} works again`);
      since = undefined;
    },
  };
}
