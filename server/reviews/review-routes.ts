import express, { Router, type ErrorRequestHandler, type Request, type Response } from "express";
import {
  cleanReviewText,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  validateInvitation,
  visibleLength,
  type ReviewStatus,
} from "../../domain/reviews";
import { todayIn } from "../../domain/dates";
import { API_CACHE_CONTROL, PACKAGE_NOT_FOUND } from "../http/api-routes";
import { isDatabaseUnavailable } from "../db/unavailable";
import { OUTAGE_HEADERS, OUTAGE_MESSAGE } from "../http/outage";
import { deleteFilesByUrl, StorageFailedError } from "../storage/uploaded-files";
import type { Services } from "../services";
import { checkReviewFields, readReviewForm, ReviewFormError, storeReviewPhotos } from "./review-submission";

export const MAX_REVIEW_PAGE = 10_000;
export const REVIEW_API_MESSAGES = {
  page: `page must be a whole number from 1 to ${MAX_REVIEW_PAGE}`,
  status: `status must be one of ${REVIEW_STATUSES.join(", ")}`,
  failed: "The review could not be saved. Please try again.",
} as const;

// express.json's own errors (bad JSON, too large) answer as the admin API does.
const jsonErrors: ErrorRequestHandler = (err, _req, res, next) => {
  if (err?.type === "entity.parse.failed") res.status(400).json({ error: "The request body must be valid JSON." });
  else if (err?.type === "entity.too.large") res.status(413).json({ error: "The request body is too large." });
  else next(err);
};

function pageParam(value: unknown): number | null {
  if (value === undefined || value === "") return 1;
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_REVIEW_PAGE ? n : null;
}

/** The site's own origin for absolute links in messages. */
function siteOrigin(services: Services, req: Request): string {
  return services.config.publicBaseUrl ?? `${req.protocol}://${req.get("host")}`;
}

/**
 * Public review endpoints (ADR 027, 028): the invitation a link names, the traveller's
 * submission, and a package's approved reviews. Answers about a token are never cached.
 */
export function reviewPublicRoutes(services: Services) {
  const { reviews, logger } = services;
  const router = Router();

  const unavailable = (req: Request, res: Response, err: unknown) => {
    if (isDatabaseUnavailable(err)) logger.warn({ url: req.path, reason: String((err as Error)?.message) }, "database unavailable");
    else logger.error({ err, url: req.path }, "review request failed");
    res.status(503).set(OUTAGE_HEADERS).set("Cache-Control", "no-store").json({ error: OUTAGE_MESSAGE });
  };

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

  router.post("/api/v1/review-invitations/:token/review", express.json({ limit: "64kb" }), async (req, res, next) => {
    const token = req.params.token;
    const ip = req.ip ?? req.socket.remoteAddress ?? "unknown";
    let stored: string[] = [];
    const refuse = (status: number, body: object) => {
      if (!req.readableEnded) res.set("Connection", "close");
      res.status(status).json(body);
    };
    try {
      const reservation = await reviews.reserveSubmission(ip);
      if (!reservation.ok) {
        res.set("Retry-After", String(reservation.retryAfterSeconds));
        refuse(429, { error: REVIEW_MESSAGES.tooManySubmissions });
        return;
      }
      // Cheap refusals before reading photos: a used, expired or unknown link.
      const before = await reviews.findInvitation(token);
      if (!before.ok) {
        refuse(before.problem === "unknown" ? 404 : 410, { error: before.message, status: before.problem });
        return;
      }
      const form = await readReviewForm(req);
      const checked = checkReviewFields(form);
      if (!checked.ok) {
        res.status(400).json({ error: checked.errors[0]!.message, field: checked.errors[0]!.field, errors: checked.errors });
        return;
      }
      stored = await storeReviewPhotos(services, form.photos);
      const result = await reviews.submit(token, { ...checked.value, photos: stored });
      if (!result.ok) {
        await deleteFilesByUrl(services, stored);
        res.status(result.problem === "unknown" ? 404 : 410).json({ error: result.message, status: result.problem });
        return;
      }
      res.status(201).json({ id: result.id, message: REVIEW_MESSAGES.thanks });
    } catch (err) {
      if (stored.length > 0) await deleteFilesByUrl(services, stored).catch(() => undefined);
      if (err instanceof ReviewFormError) refuse(err.status, { error: err.message, ...(err.field ? { field: err.field } : {}) });
      else if (err instanceof StorageFailedError) res.status(503).json({ error: err.message });
      else if (isDatabaseUnavailable(err)) unavailable(req, res, err);
      else next(err);
    }
  });
  router.use("/api/v1/review-invitations", jsonErrors);

  return router;
}

/** /api/admin review invitations and moderation; mounted behind the admin session and cross-site checks. */
export function reviewAdminRoutes(services: Services) {
  const { reviews, config } = services;
  const router = Router();

  router.post("/api/admin/review-invitations", async (req, res) => {
    const parsed = validateInvitation(req.body, todayIn(config.timeZone));
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.error, field: parsed.field });
      return;
    }
    const created = await reviews.createInvitation(parsed.value, { origin: siteOrigin(services, req) });
    if (!created.ok) res.status(400).json({ error: created.error, field: created.field });
    else res.status(201).json(created.invitation);
  });

  router.get("/api/admin/review-invitations", async (req, res) => {
    const page = pageParam(req.query.page);
    if (page === null) {
      res.status(400).json({ error: REVIEW_API_MESSAGES.page, field: "page" });
      return;
    }
    res.json(await reviews.listInvitations(page));
  });

  router.get("/api/admin/reviews", async (req, res) => {
    const page = pageParam(req.query.page);
    if (page === null) {
      res.status(400).json({ error: REVIEW_API_MESSAGES.page, field: "page" });
      return;
    }
    const status = req.query.status;
    if (status !== undefined && status !== "" && !(REVIEW_STATUSES as readonly unknown[]).includes(status)) {
      res.status(400).json({ error: REVIEW_API_MESSAGES.status, field: "status" });
      return;
    }
    res.json(await reviews.listForModeration({ status: (status || undefined) as ReviewStatus | undefined, page }));
  });

  router.post("/api/admin/reviews/:id/approve", async (req, res) => {
    const result = await reviews.approve(req.params.id);
    if (result.ok) res.json({ item: result.review });
    else res.status(result.status).json({ error: result.error });
  });

  router.post("/api/admin/reviews/:id/reject", async (req, res) => {
    const raw = (req.body as { reason?: unknown } | undefined)?.reason;
    const reason = typeof raw === "string" ? raw.trim() : "";
    if (!reason) {
      res.status(400).json({ error: REVIEW_MESSAGES.reasonRequired, field: "reason" });
      return;
    }
    if (visibleLength(reason) > REVIEW_LIMITS.reasonMax) {
      res.status(400).json({ error: REVIEW_MESSAGES.reasonTooLong, field: "reason" });
      return;
    }
    const result = await reviews.reject(req.params.id, reason);
    if (result.ok) res.json({ item: result.review });
    else res.status(result.status).json({ error: result.error });
  });

  router.put("/api/admin/reviews/:id/reply", async (req, res) => {
    const raw = (req.body as { reply?: unknown } | undefined)?.reply;
    const reply = typeof raw === "string" ? cleanReviewText(raw) : "";
    if (!reply) {
      res.status(400).json({ error: REVIEW_MESSAGES.replyRequired, field: "reply" });
      return;
    }
    if (visibleLength(reply) > REVIEW_LIMITS.replyMax) {
      res.status(400).json({ error: REVIEW_MESSAGES.replyTooLong, field: "reply" });
      return;
    }
    const result = await reviews.reply(req.params.id, reply);
    if (result.ok) res.json({ item: result.review });
    else res.status(result.status).json({ error: result.error });
  });

  return router;
}
