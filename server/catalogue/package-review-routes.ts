import { Router, type Request } from "express";
import { sessionOf } from "../auth/require-role";
import { oldestFirst } from "../../domain/review-queue";
import { readAudit } from "../audit/audit-log";
import type { Services } from "../services";
import { sendWorkflow } from "./package-partner-routes";

const versionOf = (req: Request) => (typeof req.query.version === "string" ? req.query.version : undefined);

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

  // One queue: packages and providers' verification changes, oldest first; each kind is decided at its own address.
  router.get("/api/admin/review-queue", async (_req, res) => {
    const [packagesWaiting, changesWaiting] = await Promise.all([review.queue(), providerProfiles.pendingQueue()]);
    res.json({
      items: oldestFirst([packagesWaiting.items, changesWaiting.items]),
      total: packagesWaiting.total + changesWaiting.total,
    });
  });

  router.get("/api/admin/review-queue/count", async (_req, res) => {
    const [packagesWaiting, changesWaiting] = await Promise.all([review.waiting(), providerProfiles.pendingCount()]);
    res.json({ total: packagesWaiting + changesWaiting });
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
