import { Router, type Response } from "express";
import { todayIn } from "../../domain/dates";
import { PROVIDER_MESSAGES, PROVIDER_STATUSES, toPublicProvider, validateProvider, type ProviderStatus } from "../../domain/providers";
import { API_CACHE_CONTROL, failedRead } from "../request/json-api";
import type { Services } from "../services";
import { providerPage } from "./provider-page";
import { sessionOf } from "../auth/require-role";
import type { ProviderSaveResult } from "./provider-rows";

export const STATUS_REQUIRED = `status must be one of ${PROVIDER_STATUSES.join(", ")}`;

function send(res: Response, result: ProviderSaveResult, created = false) {
  if (result.ok) res.status(created ? 201 : 200).json({ item: result.provider });
  else res.status(result.status).json({ error: result.error, ...(result.field ? { field: result.field } : {}) });
}

/** Public: a provider's page as JSON (its public fields, rating and bookable packages). */
export function providerRoutes(services: Services) {
  const router = Router();
  const unavailable = failedRead(services.logger, "catalogue query failed");

  router.get("/api/v1/providers/:slug", async (req, res) => {
    try {
      const found = await providerPage(services, req.params.slug);
      res.set("Cache-Control", API_CACHE_CONTROL);
      if (!found) res.status(404).json({ error: PROVIDER_MESSAGES.notFound });
      else
        res.json({ ...toPublicProvider(found.provider, todayIn(services.config.timeZone)), rating: found.rating, packages: found.items });
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  return router;
}

/**
 * /api/admin/providers: list, create, edit, verify/suspend, remove an unused record. Mounted
 * behind the admin router's session and cross-site checks (server/admin/admin-routes.ts).
 */
/** The signed-in admin, as the audit log names who made a change. */
const adminOf = (res: Response) => ({ role: "admin" as const, email: sessionOf(res).email });

export function providerAdminRoutes({ providers, config }: Services) {
  const router = Router();
  const today = () => todayIn(config.timeZone);

  router.get("/api/admin/providers", async (_req, res) => {
    res.json({ items: await providers.listAll() });
  });

  router.post("/api/admin/providers", async (req, res) => {
    const parsed = validateProvider(req.body, today());
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.error, field: parsed.field });
      return;
    }
    send(res, await providers.create(parsed.value, { actor: adminOf(res) }), true);
  });

  router.put("/api/admin/providers/:id", async (req, res) => {
    const parsed = validateProvider(req.body, today());
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.error, field: parsed.field });
      return;
    }
    send(res, await providers.update(req.params.id, parsed.value, adminOf(res)));
  });

  router.post("/api/admin/providers/:id/status", async (req, res) => {
    const status = (req.body as { status?: unknown } | undefined)?.status;
    if (typeof status !== "string" || !(PROVIDER_STATUSES as readonly string[]).includes(status)) {
      res.status(400).json({ error: STATUS_REQUIRED, field: "status" });
      return;
    }
    send(res, await providers.setStatus(req.params.id, status as ProviderStatus, today(), adminOf(res)));
  });

  router.post("/api/admin/providers/:id/merge", async (req, res) => {
    const into = (req.body as { into?: unknown } | undefined)?.into;
    if (typeof into !== "string" || into === "") {
      res.status(400).json({ error: PROVIDER_MESSAGES.mergeTargetRequired, field: "into" });
      return;
    }
    const result = await providers.merge(req.params.id, into, adminOf(res));
    if (result.ok) res.json({ item: result.into, packages: result.packages, people: result.people, message: result.message });
    else res.status(result.status).json({ error: result.error });
  });

  router.delete("/api/admin/providers/:id", async (req, res) => {
    const result = await providers.remove(req.params.id, adminOf(res));
    if (result.ok) res.status(204).end();
    else res.status(result.status).json({ error: result.error });
  });

  return router;
}
