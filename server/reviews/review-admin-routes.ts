import { Router, type Request, type Response } from "express";
import { todayIn } from "../../domain/dates";
import {
  cleanReviewText,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  validateInvitation,
  visibleLength,
  type ReviewStatus,
} from "../../domain/reviews";
import type { Services } from "../services";
import { pageParam, REVIEW_API_MESSAGES } from "./review-public-routes";
import type { ModerationResult } from "./review-moderation";

/** The site's own origin for absolute links in messages. */
function siteOrigin(services: Services, req: Request): string {
  return services.config.publicBaseUrl ?? `${req.protocol}://${req.get("host")}`;
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
    answerModeration(res, await reviews.approve(req.params.id));
  });

  router.post("/api/admin/reviews/:id/reject", async (req, res) => {
    const reason = bodyText(req, res, "reason", (raw) => raw.trim());
    if (reason !== null) answerModeration(res, await reviews.reject(req.params.id, reason));
  });

  router.put("/api/admin/reviews/:id/reply", async (req, res) => {
    const reply = bodyText(req, res, "reply", cleanReviewText);
    if (reply !== null) answerModeration(res, await reviews.reply(req.params.id, reply));
  });

  return router;
}

/**
 * The moderator's required text (`reason` of a rejection, `reply`), cleaned, within its
 * REVIEW_LIMITS maximum; null once a 400 naming the field has been sent.
 */
function bodyText(req: Request, res: Response, field: "reason" | "reply", clean: (raw: string) => string): string | null {
  const raw = (req.body as Record<string, unknown> | undefined)?.[field];
  const text = typeof raw === "string" ? clean(raw) : "";
  const error = !text
    ? REVIEW_MESSAGES[`${field}Required`]
    : visibleLength(text) > REVIEW_LIMITS[`${field}Max`]
      ? REVIEW_MESSAGES[`${field}TooLong`]
      : null;
  if (error === null) return text;
  res.status(400).json({ error, field });
  return null;
}

function answerModeration(res: Response, result: ModerationResult) {
  if (result.ok) res.json({ item: result.review });
  else res.status(result.status).json({ error: result.error });
}
