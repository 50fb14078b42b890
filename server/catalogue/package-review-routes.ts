import { Router, type Request } from "express";
import { sessionOf } from "../auth/require-role";
import { oldestFirst, type ReviewQueueItem } from "../../domain/review-queue";
import type { ProviderProfiles } from "../providers/provider-profile-service";
import { readAudit } from "../audit/audit-log";
import type { Services } from "../services";
import { sendWorkflow } from "./package-partner-routes";
import type { PackageWorkflow } from "./package-workflow";

const versionOf = (req: Request) => (typeof req.query.version === "string" ? req.query.version : undefined);

type QueueSources = [review: PackageWorkflow["review"], profiles: Pick<ProviderProfiles, "pendingQueue" | "pendingCount">];

/**
 * The admin's one queue (ADR 113): packages and providers' verification changes, oldest first, and
 * how many wait in all; each kind is decided at its own address. Also what the admin-reads bench times.
 */
export async function readReviewQueue(...[review, profiles]: QueueSources): Promise<{ items: ReviewQueueItem[]; total: number }> {
  const [packagesWaiting, changesWaiting] = await Promise.all([review.queue(), profiles.pendingQueue()]);
  return { items: oldestFirst([packagesWaiting.items, changesWaiting.items]), total: packagesWaiting.total + changesWaiting.total };
}

/** How many items wait in the one queue (the admin header's count). */
export async function countReviewQueue(...[review, profiles]: QueueSources): Promise<number> {
  const [packagesWaiting, changesWaiting] = await Promise.all([review.waiting(), profiles.pendingCount()]);
  return packagesWaiting + changesWaiting;
}

/**
 * The admin's review queue under /api/admin/review-queue (new packages, revisions and providers'
 * verification changes, oldest first)
 * and a package's audit history. Mounted behind the admin API's session and cross-site checks.
 */
export function packageReviewAdminRoutes(services: Services) {
  const { packageWorkflow, providerProfiles, database } = services;
  const review = packageWorkflow.review;
  const router = Router();
  const admin = (res: Parameters<typeof sessionOf>[0]) => ({ role: "admin" as const, email: sessionOf(res).email });

  router.get("/api/admin/review-queue", async (_req, res) => {
    res.json(await readReviewQueue(review, providerProfiles));
  });

  router.get("/api/admin/review-queue/count", async (_req, res) => {
    res.json({ total: await countReviewQueue(review, providerProfiles) });
  });

  router.get("/api/admin/review-queue/:id", async (req, res) => {
    const item = await review.item(req.params.id);
    if (item) res.json(item);
    else res.status(404).json({ error: "Nothing of this package is waiting for review." });
  });

  router.post("/api/admin/review-queue/:id/approve", async (req, res) => {
    sendWorkflow(res, await review.approve(admin(res), req.params.id, versionOf(req)), (item) => ({ item }));
  });

  router.post("/api/admin/review-queue/:id/return", async (req, res) => {
    const body = (req.body ?? {}) as { reason?: unknown; fields?: unknown };
    sendWorkflow(res, await review.returnWithReason(admin(res), req.params.id, versionOf(req), body.reason, body.fields), () => ({
      ok: true,
    }));
  });

  router.get("/api/admin/packages/:id/audit", async (req, res) => {
    res.json({ items: await readAudit(database, { entity: "package", entityId: req.params.id }) });
  });

  return router;
}
