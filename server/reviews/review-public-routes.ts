import { Router } from "express";
import { clientAddress } from "../request/client-address";
import { PACKAGE_NOT_FOUND } from "../../domain/package";
import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_STATUSES, SUB_RATINGS } from "../../domain/reviews";
import { pathInEveryLanguage } from "../../domain/site-language";
import { isDatabaseUnavailable } from "../db/unavailable";
import { API_CACHE_CONTROL, failedRead, jsonBody, sendOutage } from "../request/json-api";
import { OUTAGE_MESSAGE, OUTAGE_TITLE } from "../request/outage";
import { dropRefusedBody } from "../request/refused-body";
import type { Services } from "../services";
import { submitReview, type SubmissionOutcome } from "./review-submission";

export const MAX_REVIEW_PAGE = 10_000;

/** A plain form post of the review page, handed to its loader through the load context (ADR 043). */
export interface ReviewPagePost {
  outcome: SubmissionOutcome;
  /** The text fields as sent (overall, sub-ratings, title, body, consent), to fill the form again. */
  values: Record<string, string>;
  /** What every page says while the database does not answer (ADR 023), for the `unavailable` outcome. */
  outage: { title: string; message: string };
}
export const REVIEW_API_MESSAGES = {
  page: `page must be a whole number from 1 to ${MAX_REVIEW_PAGE}`,
  status: `status must be one of ${REVIEW_STATUSES.join(", ")}`,
  failed: "The review could not be saved. Please try again.",
} as const;

/** The `page` query parameter of the review lists (public and admin); null when it is not one. */
export function pageParam(value: unknown): number | null {
  if (value === undefined || value === "") return 1;
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_REVIEW_PAGE ? n : null;
}

/**
 * Public review endpoints (ADR 027, 028): the invitation a link names, the traveller's
 * submission, and a package's approved reviews. Answers about a token are never cached.
 */
export function reviewPublicRoutes(services: Services) {
  const { reviews, logger } = services;
  const router = Router();

  // A link's token never reaches the log: the logger's url serializer writes `:token` in its place.
  const unavailable = failedRead(logger, "review request failed");

  router.get("/api/v1/packages/:id/reviews", async (req, res) => {
    const page = pageParam(req.query.page);
    if (page === null) {
      res.status(400).set("Cache-Control", "no-store").json({ error: REVIEW_API_MESSAGES.page });
      return;
    }
    try {
      const found = await reviews.forPackage(req.params.id, page);
      res.set("Cache-Control", API_CACHE_CONTROL);
      if (!found) res.status(404).json({ error: PACKAGE_NOT_FOUND });
      else res.json(found);
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  // Token answers carry the token in the path: never cached, never logged with it.
  router.use("/api/v1/review-invitations", (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    res.set("Referrer-Policy", "no-referrer");
    next();
  });

  router.get("/api/v1/review-invitations/:token", async (req, res) => {
    try {
      const found = await reviews.findInvitation(req.params.token);
      if (found.ok) res.json(found.invitation);
      else res.status(found.problem === "unknown" ? 404 : 410).json({ error: found.message, status: found.problem });
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  router.post("/api/v1/review-invitations/:token/review", jsonBody<{ token: string }>("64kb"), async (req, res, next) => {
    const refuse = (status: number, body: object) => {
      dropRefusedBody(req);
      res.status(status).json(body);
    };
    try {
      const { outcome } = await submitReview(services, { token: req.params.token, ip: clientAddress(req), req });
      switch (outcome.kind) {
        case "sent":
          res.status(201).json({ id: outcome.id, message: REVIEW_MESSAGES.thanks });
          return;
        case "tooMany":
          res.set("Retry-After", String(outcome.retryAfterSeconds));
          refuse(429, { error: REVIEW_MESSAGES.tooManySubmissions });
          return;
        case "link":
          refuse(outcome.status, { error: outcome.message, status: outcome.problem });
          return;
        case "invalid":
          res.status(400).json({ error: outcome.errors[0]!.message, field: outcome.errors[0]!.field, errors: outcome.errors });
          return;
        case "refused":
          refuse(outcome.status, { error: outcome.message, ...(outcome.field ? { field: outcome.field } : {}) });
          return;
        case "storageFailed":
          res.status(503).json({ error: outcome.message });
          return;
        case "unavailable":
          // submitReview has logged it.
          dropRefusedBody(req);
          sendOutage(res);
          return;
      }
    } catch (err) {
      if (isDatabaseUnavailable(err)) unavailable(req, res, err);
      else next(err);
    }
  });

  // The review page (a one-time link in its path) is never sent on as a referrer: its policy
  // replaces the site-wide one (security-headers.ts), so the header is sent once (ADR 055).
  router.use((req, res, next) => {
    if (REVIEW_PAGE_PATH.test(req.path)) res.set("Referrer-Policy", "no-referrer");
    next();
  });

  // The review page's own form post, sent by a browser without JavaScript (ADR 043): the same
  // submission as the API, then the page is rendered as for a GET with the outcome in the load
  // context (server/http/load-context.ts), so the traveller sees the errors or the thank-you page.
  router.post(REVIEW_PAGE_PATH, async (req, res, next) => {
    const match = REVIEW_PAGE_PATH.exec(req.path)!;
    try {
      const { outcome, fields } = await submitReview(services, { token: match[1]!, ip: clientAddress(req), req });
      if (outcome.kind === "tooMany") res.set("Retry-After", String(outcome.retryAfterSeconds));
      dropRefusedBody(req);
      const post: ReviewPagePost = { outcome, values: keptValues(fields), outage: { title: OUTAGE_TITLE, message: OUTAGE_MESSAGE } };
      res.locals.reviewPost = post;
      // React Router renders the page (loader, headers, no-store) as for a GET; the body is read.
      req.method = "GET";
      next();
    } catch (err) {
      next(err);
    }
  });

  return router;
}

/** /review/{token}, in every language (app/routes.ts). */
const REVIEW_PAGE_PATH = pathInEveryLanguage("/review/([^/]+)");

const KEPT_FIELDS = ["overall", ...SUB_RATINGS.map((s) => s.key), "title", "body", "consent"] as const;

/** What the traveller wrote, shown again after a refusal (files are never sent back). */
function keptValues(fields: Record<string, string | boolean | number | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of KEPT_FIELDS) {
    const v = fields[key];
    if (v !== undefined) values[key] = String(v).slice(0, REVIEW_LIMITS.bodyMax * 4);
  }
  return values;
}
