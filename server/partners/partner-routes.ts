import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { clientAddress } from "../request/client-address";
import { partnerOf, requireRole, sessionOf } from "../auth/require-role";
import { signInHandler, signOutHandler } from "../auth/sign-in";
import { createSession, setSessionCookie } from "../auth/sessions";
import { signedInApi } from "../auth/signed-in-api";
import type { Actor } from "../audit/audit-log";
import type { Services } from "../services";
import { truncatedAddress } from "../../domain/client-address";
import { codedErrorBody } from "../../domain/coded-message";
import { partnerJoinLink, partnerRefusal } from "../../domain/partners";
import { refusalBody, type WriteResult } from "../write-result";

function send<T>(res: Response, result: WriteResult<T, number>, body: (value: T) => unknown, status = 200) {
  if (result.ok) res.status(status).json(body(result.value));
  else res.status(result.status).json(refusalBody(result));
}

function adminActor(res: Response): Actor {
  return { role: "admin", email: sessionOf(res).email };
}

function baseUrlOf(services: Services, req: { protocol: string; get(name: string): string | undefined }) {
  return services.config.publicBaseUrl ?? `${req.protocol}://${req.get("host")}`;
}

const emailBody = z.object({ email: z.string() });
const tokenBody = z.object({ token: z.string().max(100) });
const joinBody = z.object({ token: z.string().max(100), password: z.string().max(1024) });
const passwordBody = z.object({ currentPassword: z.string().max(1024), newPassword: z.string().max(1024) });
const BODY_REQUIRED = "The request body is missing a field.";

/** The request's JSON body in the route's shape, or null after answering 400. */
function bodyOf<T>(schema: z.ZodType<T>, req: Request, res: Response): T | null {
  const body = schema.safeParse(req.body);
  if (body.success) return body.data;
  res.status(400).json({ error: BODY_REQUIRED });
  return null;
}

/**
 * The admin's side of partner people, under /api/admin/providers/:id/people (mounted behind the
 * admin router's role check): list, invite, re-invite, revoke, end a sign-in back-off.
 */
export function partnerPeopleAdminRoutes(services: Services) {
  const { partners } = services;
  const router = Router();
  const base = "/api/admin/providers/:providerId/people";

  router.get(base, async (req, res) => {
    const provider = await partners.providerOf(req.params.providerId);
    if (!provider) {
      res.status(404).json(codedErrorBody(partnerRefusal("providerNotFound")));
      return;
    }
    res.json({ items: await partners.list(provider.id) });
  });

  router.post(base, async (req, res) => {
    const body = bodyOf(emailBody, req, res);
    if (!body) return;
    const result = await partners.invite({ id: req.params.providerId }, body.email, adminActor(res));
    send(res, result, (v) => ({ item: v.person, link: partnerJoinLink(baseUrlOf(services, req), v.token), expiresAt: v.expiresAt }), 201);
  });

  router.post(`${base}/:personId/reinvite`, async (req, res) => {
    const person = (await partners.list(req.params.providerId)).find((p) => p.id === req.params.personId);
    if (!person) {
      res.status(404).json(codedErrorBody(partnerRefusal("personNotFound")));
      return;
    }
    const result = await partners.invite({ id: req.params.providerId }, person.email, adminActor(res));
    send(res, result, (v) => ({ item: v.person, link: partnerJoinLink(baseUrlOf(services, req), v.token), expiresAt: v.expiresAt }));
  });

  router.post(`${base}/:personId/revoke`, async (req, res) => {
    send(res, await partners.revoke(req.params.providerId, req.params.personId, adminActor(res)), (item) => ({ item }));
  });

  router.post(`${base}/:personId/unlock`, async (req, res) => {
    send(res, await partners.unlock(req.params.providerId, req.params.personId, adminActor(res)), (item) => ({ item }));
  });

  return router;
}

/**
 * The partner portal's JSON API under /api/partner/*: session, invitation, password and people
 * here, then the feature routers given (each feature owns its partner routes), all behind the
 * partner role check. Every route after it reads the provider from the session (partnerOf), never
 * from the request.
 */
export function partnerRoutes(services: Services, featureRouters: readonly Router[] = []) {
  const { config, database, partners } = services;
  const router = signedInApi(config, "/api/partner");

  router.post("/api/partner/session", signInHandler(services, "partner"));

  /** Signs this browser in as the person (after joining, or a password change that ended every session). */
  async function startSession(res: Response, person: { personId: string; email: string }) {
    const token = await createSession(database, { role: "partner", email: person.email, partnerPersonId: person.personId });
    setSessionCookie(res, config, "partner", token);
    res.json({ email: person.email });
  }

  // The invitation link: who it is for, then the password that uses it up and signs the person in.
  router.post("/api/partner/invitation", async (req, res) => {
    const body = bodyOf(tokenBody, req, res);
    if (!body) return;
    send(res, await partners.invitation(body.token), (v) => ({ email: v.email, providerName: v.providerName }));
  });

  router.post("/api/partner/join", async (req, res) => {
    const body = bodyOf(joinBody, req, res);
    if (!body) return;
    const joined = await partners.join(body.token, body.password);
    if (!joined.ok) {
      send(res, joined, () => null);
      return;
    }
    await startSession(res, joined.value);
  });

  router.use("/api/partner", requireRole(services, "partner"));

  router.get("/api/partner/session", async (_req, res) => {
    const actor = partnerOf(res);
    const provider = await partners.providerOf(actor.providerId);
    res.json({ email: actor.email, provider: provider && { name: provider.name, slug: provider.slug, status: provider.status } });
  });

  router.delete("/api/partner/session", signOutHandler(services, "partner"));

  router.post("/api/partner/password", async (req, res) => {
    const body = bodyOf(passwordBody, req, res);
    if (!body) return;
    const actor = partnerOf(res);
    // Counted against the session's person and this request's address, whatever else the body says.
    const address = clientAddress(req);
    const changed = await partners.changePassword(actor.personId, body.currentPassword, body.newPassword, address);
    if (!changed.ok) {
      if (changed.status === 429) {
        // As the sign-in's throttle logs it: the network only, enough to tell one burst from another.
        services.logger.warn({ network: truncatedAddress(address), role: "partner" }, "password change throttled");
        res.set("Retry-After", String(changed.retryAfterSeconds));
      }
      send(res, changed, () => null);
      return;
    }
    // Every session of the person ended; this browser gets a fresh one.
    await startSession(res, actor);
  });

  router.get("/api/partner/people", async (_req, res) => {
    res.json({ items: await partners.list(partnerOf(res).providerId) });
  });

  // Each feature's partner routes, behind the same role check (reviews, the provider's profile).
  for (const featureRouter of featureRouters) router.use(featureRouter);

  return router;
}
