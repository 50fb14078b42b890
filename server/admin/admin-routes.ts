import express, { Router } from "express";
import { jsonBodyErrors } from "../request/json-api";
import type { Services } from "../services";
import { originCheck } from "./origin-check";
import { requireSession } from "./require-session";
import { sessionRoutes } from "./session-routes";

const JSON_LIMIT = "512kb";

/**
 * The admin JSON API's door under /api/admin/*: never cached, same-origin writes only, JSON bodies,
 * sign-in and sign-out, then a signed-in session for every feature router given (each feature owns
 * its admin routes; the shell, server/http/create-app.ts, chooses them).
 */
export function adminRoutes(services: Services, featureRouters: readonly Router[]) {
  const { config } = services;
  const router = Router();

  router.use("/api/admin", (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use("/api/admin", originCheck(config));
  router.use("/api/admin", express.json({ limit: JSON_LIMIT }), jsonBodyErrors);

  router.use(sessionRoutes(services));

  router.use("/api/admin", requireSession(services));
  for (const featureRouter of featureRouters) router.use(featureRouter);

  return router;
}
