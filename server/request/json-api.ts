import type { ErrorRequestHandler, Request, Response } from "express";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { Logger } from "../logger";
import { OUTAGE_HEADERS, OUTAGE_MESSAGE } from "./outage";

/** The public JSON API's answers about the catalogue: shared caches keep them briefly. */
export const API_CACHE_CONTROL = "public, max-age=30, s-maxage=30, stale-while-revalidate=60";

/**
 * express.json's own errors (bad JSON, too large), each with its status and sentence, answered by
 * `send`: for an API whose errors have a shape of their own (OCTO's).
 */
export function jsonBodyErrorsAs(send: (res: Response, status: 400 | 413, message: string) => void): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (err?.type === "entity.parse.failed") send(res, 400, "The request body must be valid JSON.");
    else if (err?.type === "entity.too.large") send(res, 413, "The request body is too large.");
    else next(err);
  };
}

/** express.json's own errors as the JSON APIs answer them. */
export const jsonBodyErrors = jsonBodyErrorsAs((res, status, message) => res.status(status).json({ error: message }));

/** What a JSON endpoint answers while the database does not answer (ADR 023): 503, Retry-After, never cached. */
export function sendOutage(res: Response): void {
  res.status(503).set(OUTAGE_HEADERS).json({ error: OUTAGE_MESSAGE });
}

/**
 * A JSON read's catch block: an outage is logged as one line, any other failure with its stack
 * (`failure` names it), and both answer the outage 503. `logUrl` is what the log line names;
 * `send` writes the answer, for an API whose errors have a shape of their own (OCTO's).
 */
export function failedRead(
  logger: Logger,
  failure: string,
  logUrl: (req: Request) => string = (req) => req.originalUrl,
  send: (res: Response) => void = sendOutage,
) {
  return (req: Request, res: Response, err: unknown): void => {
    if (isDatabaseUnavailable(err)) logger.warn({ url: logUrl(req), reason: String((err as Error)?.message) }, "database unavailable");
    else logger.error({ err, url: logUrl(req) }, failure);
    send(res);
  };
}
