import type { Router } from "express";
import { requireRole, sessionOf } from "../auth/require-role";
import { signedInApi } from "../auth/signed-in-api";
import { signInHandler, signOutHandler } from "../auth/sign-in";
import type { Services } from "../services";

/**
 * The admin JSON API's door under /api/admin/*: never cached, same-origin writes only, JSON bodies
 * (server/auth/signed-in-api.ts), sign-in and sign-out, then the admin role for every feature
 * router given (each feature owns its admin routes; the shell, server/http/create-app.ts, chooses them).
 */
export function adminRoutes(services: Services, featureRouters: readonly Router[]) {
  const router = signedInApi(services.config, "/api/admin");

  router.post("/api/admin/session", signInHandler(services, "admin"));
  router.use("/api/admin", requireRole(services, "admin"));
  router.get("/api/admin/session", (_req, res) => {
    res.json({ email: sessionOf(res).email });
  });
  router.delete("/api/admin/session", signOutHandler(services, "admin"));
  for (const featureRouter of featureRouters) router.use(featureRouter);

  return router;
}
