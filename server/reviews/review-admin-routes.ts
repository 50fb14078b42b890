import { Router, type Request, type Response } from "express";
import { codeOf } from "../../domain/coded-message";
import { todayIn } from "../../domain/dates";
import {
  cleanReviewText,
  REVIEW_LIMITS,
  reviewRefusal,
  REVIEW_STATUSES,
  validateInvitation,
  visibleLength,
  type InvitationRefusal,
  type ReviewStatus,
  toPartnerReview,
} from "../../domain/reviews";
import type { Actor } from "../audit/audit-log";
import { actorOf, partnerOf } from "../auth/require-role";
import type { Services } from "../services";
import { pageParam, REVIEW_API_MESSAGES } from "./review-public-routes";
import type { ModerationResult } from "./review-moderation";
import { siteOrigin } from "../request/site-origin";

/** Who asks, and the provider they are bound to (a partner), or none (the admin sees every package). */
export type ReviewScope = (res: Response) => { actor: Actor; providerId?: string };

/**
 * Review links and the one public reply, under `base` (/api/admin or /api/partner): the same
 * service for the admin and a provider's people, the partner's scope read from its session so it
 * reaches only its own provider's packages.
 */
export function reviewRoutesUnder(services: Services, base: string, scopeOf: ReviewScope, { coded = false } = {}) {
  const { reviews, config } = services;
  const router = Router();

  router.post(`${base}/review-invitations`, async (req, res) => {
    const parsed = validateInvitation(req.body, todayIn(config.timeZone));
    if (!parsed.ok) {
      res.status(400).json(refusalBody(parsed, coded));
      return;
    }
    const created = await reviews.createInvitation(parsed.value, { origin: siteOrigin(services, req), ...scopeOf(res) });
    if (!created.ok) res.status(400).json(refusalBody(created, coded));
    else res.status(201).json(created.invitation);
  });

  router.get(`${base}/review-invitations`, async (req, res) => {
    const page = pageQuery(req, res);
    if (page !== null) res.json(await reviews.listInvitations(page, new Date(), scopeOf(res).providerId));
  });

  router.get(`${base}/reviews`, async (req, res) => {
    const page = pageQuery(req, res);
    if (page === null) return;
    const status = req.query.status;
    if (status !== undefined && status !== "" && !(REVIEW_STATUSES as readonly unknown[]).includes(status)) {
      res.status(400).json({ error: REVIEW_API_MESSAGES.status, field: "status" });
      return;
    }
    const { providerId } = scopeOf(res);
    const list = await reviews.listForModeration({ status: (status || undefined) as ReviewStatus | undefined, page, providerId });
    // A provider's people see their reviews without the moderators' internal reason.
    res.json(providerId === undefined ? list : { ...list, items: list.items.map(toPartnerReview) });
  });

  router.put(`${base}/reviews/:id/reply`, async (req, res) => {
    const reply = bodyText(req, res, "reply", cleanReviewText, coded);
    const { actor, providerId } = scopeOf(res);
    if (reply === null) return;
    const result = await reviews.reply(req.params.id, reply, actor, providerId);
    if (!result.ok) answerModeration(res, result, coded);
    else res.json({ item: providerId === undefined ? result.review : toPartnerReview(result.review) });
  });

  return router;
}

/** /api/admin review invitations and moderation; mounted behind the admin session and cross-site checks. */
export function reviewAdminRoutes(services: Services) {
  const { reviews } = services;
  const router = reviewRoutesUnder(services, "/api/admin", (res) => ({ actor: actorOf(res) }));

  router.post("/api/admin/reviews/:id/approve", async (req, res) => {
    answerModeration(res, await reviews.approve(req.params.id, actorOf(res)));
  });

  router.post("/api/admin/reviews/:id/reject", async (req, res) => {
    const reason = bodyText(req, res, "reason", (raw) => raw.trim());
    if (reason !== null) answerModeration(res, await reviews.reject(req.params.id, reason, actorOf(res)));
  });

  return router;
}

/** A provider's people: review links and replies for their own provider's packages (mounted behind the partner role). */
export function partnerReviewRoutes(services: Services) {
  // The partner portal says a refusal by its code in the page's language; the admin's English screen shows `error`.
  return reviewRoutesUnder(services, "/api/partner", (res) => ({ actor: actorOf(res), providerId: partnerOf(res).providerId }), {
    coded: true,
  });
}

/** The `page` query of a list, or null once a 400 naming it has been sent. */
function pageQuery(req: Request, res: Response): number | null {
  const page = pageParam(req.query.page);
  if (page === null) res.status(400).json({ error: REVIEW_API_MESSAGES.page, field: "page" });
  return page;
}

/**
 * The moderator's required text (`reason` of a rejection, `reply`), cleaned, within its
 * REVIEW_LIMITS maximum; null once a 400 naming the field has been sent.
 */
function bodyText(req: Request, res: Response, field: "reason" | "reply", clean: (raw: string) => string, coded = false): string | null {
  const raw = (req.body as Record<string, unknown> | undefined)?.[field];
  const text = typeof raw === "string" ? clean(raw) : "";
  const refusal = !text
    ? reviewRefusal(`${field}Required`)
    : visibleLength(text) > REVIEW_LIMITS[`${field}Max`]
      ? reviewRefusal(`${field}TooLong`)
      : null;
  if (refusal === null) return text;
  res.status(400).json({ error: refusal.message, field, ...(coded ? codeOf(refusal) : {}) });
  return null;
}

/** A refused invitation's 400: `error` and `field` as ever, and (`coded`: the partner's) the rule's `code` and `params`. */
function refusalBody({ error, field, code, params }: InvitationRefusal, coded: boolean) {
  return { error, field, ...(coded ? { code, ...(params ? { params } : {}) } : {}) };
}

function answerModeration(res: Response, result: ModerationResult, coded = false) {
  if (result.ok) res.json({ item: result.review });
  else res.status(result.status).json({ error: result.error, ...(coded && result.code ? { code: result.code } : {}) });
}
