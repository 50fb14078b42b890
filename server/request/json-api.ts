import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { isDatabaseUnavailable, unavailableReason } from "../db/unavailable";
import type { Logger } from "../logger";
import { OUTAGE_HEADERS, OUTAGE_MESSAGE } from "./outage";

/** The public JSON API's answers about the catalogue: shared caches keep them briefly. */
export const API_CACHE_CONTROL = "public, max-age=30, s-maxage=30, stale-while-revalidate=60";

/** How an API answers a refused body: its status, and the sentence in the API's own shape. */
type SendBodyError = (res: Response, status: 400 | 413, message: string) => void;

/**
 * Whether a body express.json refused parses as JSON all the same: a bare `null`, number, string
 * or boolean, which its strict mode refuses because no endpoint here takes one.
 */
function isJsonScalar(body: unknown): boolean {
  if (typeof body !== "string") return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** express.json's own errors (bad JSON, too large), each with its status and sentence, answered by `send`. */
function bodyParseErrors(send: SendBodyError): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (err?.type === "entity.parse.failed")
      send(res, 400, isJsonScalar(err.body) ? "The request body must be a JSON object." : "The request body must be valid JSON.");
    else if (err?.type === "entity.too.large") send(res, 413, "The request body is too large.");
    else next(err);
  };
}

const sendJsonError: SendBodyError = (res, status, message) => {
  res.status(status).json({ error: message });
};

/** NUL, or a surrogate that is not half of a pair (in a `u` regex a whole pair is one character). */
// eslint-disable-next-line no-control-regex -- NUL is what is looked for
const UNSTORABLE = /[\u0000\p{Cs}]/u;
const storable = (text: string) => !UNSTORABLE.test(text);
const MAX_DEPTH = 32;

/** Why a parsed JSON body cannot be taken as it is: where (a field's name, or `body`) and what. */
export type BodyRefusal = { field: string; problem: "unstorable" | "tooDeep" };

/**
 * What in a parsed JSON body no handler should see: a text (a key or a value) holding what
 * PostgreSQL's text cannot store and no form could mean, a NUL character (`\u0000`) or half of a
 * surrogate pair (`\ud800`, which also breaks a jsonb column), named by its field; or nesting
 * deeper than any body we take (MAX_DEPTH), named as the body's. Null when neither is found.
 */
export function bodyRefusalIn(value: unknown, field = "body", depth = 0): BodyRefusal | null {
  if (typeof value === "string") return storable(value) ? null : { field, problem: "unstorable" };
  if (value === null || typeof value !== "object") return null;
  if (depth > MAX_DEPTH) return { field: "body", problem: "tooDeep" };
  for (const [key, inner] of Object.entries(value)) {
    const name = Array.isArray(value) ? field : key;
    if (!storable(key)) return { field, problem: "unstorable" };
    const found = bodyRefusalIn(inner, name, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A body refusal's sentence, naming its field. */
export function bodyRefusalText({ field, problem }: BodyRefusal): string {
  return problem === "tooDeep"
    ? `The request body nests deeper than ${MAX_DEPTH} levels, which no form sends.`
    : `${field} must not contain a NUL character or an unpaired surrogate (half of an emoji).`;
}

/**
 * A JSON endpoint's body parser, in one place for every API that takes JSON: express.json within
 * `limit`, its own errors (bad JSON, too large) and a text no field can hold answered by `send`
 * with 400 naming the field, before any handler or the database sees the body. `send` is the
 * API's own error shape where it has one (OCTO's); else `{ error }`.
 */
export function jsonBody<Params = Record<string, string>>(limit: string, send: SendBodyError = sendJsonError): RequestHandler<Params> {
  const storableText: RequestHandler = (req, res, next) => {
    const refusal = bodyRefusalIn(req.body);
    if (refusal) send(res, 400, bodyRefusalText(refusal));
    else next();
  };
  // A router of its own, so its error handler sees only express.json's errors; typed by the
  // route's parameters so a handler after it keeps them.
  return Router().use(express.json({ limit }), bodyParseErrors(send), storableText) as unknown as RequestHandler<Params>;
}

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
    if (isDatabaseUnavailable(err)) logger.warn({ url: logUrl(req), reason: unavailableReason(err) }, "database unavailable");
    else logger.error({ err, url: logUrl(req) }, failure);
    send(res);
  };
}
