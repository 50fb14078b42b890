import { Router, type Request, type Response } from "express";
import { PARTNER_STATUS_ACTION_NAMES } from "../../domain/package-review";
import { partnerOf } from "../auth/require-role";
import type { Services } from "../services";
import { uploadHandler } from "../storage/upload-routes";
import { invalidBody } from "./package-service";
import type { WorkflowResult } from "./package-workflow";

/** ?version= is the package's updatedAt as the partner's screen loaded it (ADR 019). */
const versionOf = (req: Request) => (typeof req.query.version === "string" ? req.query.version : undefined);

export function sendWorkflow<T>(res: Response, result: WorkflowResult<T>, body: (value: T) => unknown, status = 200): void {
  if (!result.ok) res.status(result.status).json(invalidBody({ message: result.error, field: result.field, issue: result.issue }));
  else if (status === 204) res.status(204).end();
  else res.status(status).json(body(result.value));
}

/**
 * A partner's packages under /api/partner/packages (mounted behind the partner role check,
 * server/partners/partner-routes.ts). The provider always comes from the session (partnerOf);
 * another provider's package is answered as not found; the work is the package workflow's.
 */
export function partnerPackageRoutes(services: Services) {
  const { packageWorkflow } = services;
  const partner = packageWorkflow.partner;
  const router = Router();
  const one = "/api/partner/packages/:id";

  router.get("/api/partner/packages", async (_req, res) => {
    res.json({ items: await partner.list(partnerOf(res).providerId) });
  });

  router.post("/api/partner/packages", async (req, res) => {
    sendWorkflow(res, await partner.create(partnerOf(res), req.body), (item) => ({ item }), 201);
  });

  router.get(one, async (req, res) => {
    const view = await partner.get(partnerOf(res).providerId, req.params.id);
    if (view) res.json(view);
    else res.status(404).json({ error: "Package not found" });
  });

  router.put(one, async (req, res) => {
    sendWorkflow(res, await partner.save(partnerOf(res), req.params.id, req.body, versionOf(req)), (saved) => saved);
  });

  router.delete(one, async (req, res) => {
    sendWorkflow(res, await partner.remove(partnerOf(res), req.params.id, versionOf(req)), () => null, 204);
  });

  router.post(`${one}/submit`, async (req, res) => {
    sendWorkflow(res, await partner.submit(partnerOf(res), req.params.id, versionOf(req)), () => ({ ok: true }));
  });

  router.post(`${one}/withdraw`, async (req, res) => {
    sendWorkflow(res, await partner.withdraw(partnerOf(res), req.params.id, versionOf(req)), () => ({ ok: true }));
  });

  for (const action of PARTNER_STATUS_ACTION_NAMES) {
    router.post(`${one}/${action}`, async (req, res) => {
      sendWorkflow(res, await partner.setStatus(partnerOf(res), req.params.id, action, versionOf(req)), (item) => ({ item }));
    });
  }

  router.put(`${one}/departures`, async (req, res) => {
    const departures = (req.body as { departures?: unknown } | undefined)?.departures;
    sendWorkflow(res, await partner.departures(partnerOf(res), req.params.id, departures, versionOf(req)), (item) => ({ item }));
  });

  // The same image and PDF pipeline as the admin's; the file belongs to no package until a save claims it.
  router.post(
    "/api/partner/uploads",
    uploadHandler(services, { providerOf: (res) => partnerOf(res).providerId, quotaBytes: services.config.storage.partnerQuotaBytes }),
  );

  return router;
}
