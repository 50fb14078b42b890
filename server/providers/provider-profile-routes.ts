import { Router, type Response } from "express";
import { todayIn } from "../../domain/dates";
import { actorOf, partnerOf } from "../auth/require-role";
import type { Services } from "../services";
import { refusalBody } from "../write-result";
import type { ProfileResult } from "./provider-profile-service";

function send<T>(res: Response, result: ProfileResult<T>) {
  if (result.ok) res.json({ item: result.value });
  else res.status(result.status).json(refusalBody(result));
}

/**
 * The partner's own provider under /api/partner/profile (mounted behind the partner role): read
 * it, edit the public profile, send, or withdraw, a change to what verification rests on. The
 * provider is the session's, never the request's.
 */
export function partnerProfileRoutes({ providerProfiles, config }: Services) {
  const router = Router();
  const today = () => todayIn(config.timeZone);

  router.get("/api/partner/profile", async (_req, res) => {
    const profile = await providerProfiles.own(partnerOf(res).providerId, today());
    if (profile) res.json({ item: profile });
    else res.status(404).json({ error: "Provider not found" });
  });

  router.put("/api/partner/profile", async (req, res) => {
    send(res, await providerProfiles.updateLive(partnerOf(res).providerId, req.body, actorOf(res), today()));
  });

  router.post("/api/partner/profile/verification", async (req, res) => {
    const result = await providerProfiles.propose(partnerOf(res).providerId, req.body, actorOf(res), today());
    if (result.ok) res.status(201);
    send(res, result);
  });

  router.delete("/api/partner/profile/verification", async (_req, res) => {
    send(res, await providerProfiles.withdraw(partnerOf(res).providerId, actorOf(res)));
  });

  return router;
}

/** The admin's side under /api/admin/providers/:id/changes: a provider's verification changes, approve or return one. */
export function providerChangeAdminRoutes({ providerProfiles, config }: Services) {
  const router = Router();
  const base = "/api/admin/providers/:providerId/changes";

  router.get(base, async (req, res) => {
    res.json({ items: await providerProfiles.changesOf(req.params.providerId) });
  });

  router.post(`${base}/:changeId/approve`, async (req, res) => {
    send(
      res,
      await providerProfiles.decide(req.params.providerId, req.params.changeId, { approve: true }, actorOf(res), todayIn(config.timeZone)),
    );
  });

  router.post(`${base}/:changeId/return`, async (req, res) => {
    const raw = (req.body as { reason?: unknown } | undefined)?.reason;
    const reason = typeof raw === "string" ? raw : "";
    send(
      res,
      await providerProfiles.decide(
        req.params.providerId,
        req.params.changeId,
        { approve: false, reason },
        actorOf(res),
        todayIn(config.timeZone),
      ),
    );
  });

  return router;
}
