import type { RequestHandler } from "express";
import { isDatabaseUnavailable } from "../db/unavailable";

/** What every page and API says while the database does not answer (ADR 023). */
export const OUTAGE_TITLE = "We can't reach our catalogue right now";
export const OUTAGE_MESSAGE = `${OUTAGE_TITLE}. Please try again in a moment.`;
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export const OUTAGE_HEADERS = {
  "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
} as const;

/** Thrown from loaders: React Router renders the root error boundary with status 503 and this title. */
export function outageResponse(): Response {
  return new Response(JSON.stringify({ title: OUTAGE_TITLE, error: OUTAGE_MESSAGE }), {
    status: 503,
    headers: { ...OUTAGE_HEADERS, "Content-Type": "application/json; charset=utf-8" },
  });
}

export function isOutageResponse(error: unknown): error is Response {
  return error instanceof Response && error.status === 503;
}

/**
 * For a loader's catch block: an outage is never shown as an empty or missing result, it is
 * rethrown so the page answers 503 with the outage message.
 */
export function rethrowOutage(error: unknown): void {
  if (isOutageResponse(error)) throw error;
  if (isDatabaseUnavailable(error)) throw outageResponse();
}

/**
 * The catalogue as loaders see it: a call failing because the database does not answer rejects
 * with the 503 outage response instead of the driver's error (which would render as a 500).
 */
export function outageAware<T extends object>(service: T): T {
  return new Proxy(service, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const result = value.apply(target, args);
          if (result instanceof Promise) {
            return result.catch((error: unknown) => {
              rethrowOutage(error);
              throw error;
            });
          }
          return result;
        } catch (error) {
          rethrowOutage(error);
          throw error;
        }
      };
    },
  });
}

/** Every 503 page carries Retry-After and no-store, whichever loader decided it. */
export const outageHeadersOn503: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    if (status === 503 && !this.headersSent) {
      for (const [name, value] of Object.entries(OUTAGE_HEADERS)) this.setHeader(name, value);
    }
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  next();
};
