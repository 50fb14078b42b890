import express, { Router, type ErrorRequestHandler } from "express";
import type { Services } from "../services";
import { exchangeRateRoutes } from "./exchange-rate-routes";
import { providerAdminRoutes } from "../providers/provider-routes";
import { reviewAdminRoutes } from "../reviews/review-routes";
import { originCheck } from "./origin-check";
import { packageRoutes } from "./package-routes";
import { requireSession } from "./require-session";
import { sessionRoutes } from "./session-routes";
import { uploadHandler } from "./upload-handler";

const JSON_LIMIT = "512kb";

const jsonBodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  if (err?.type === "entity.parse.failed") {
    res.status(400).json({ error: "The request body must be valid JSON." });
    return;
  }
  if (err?.type === "entity.too.large") {
    res.status(413).json({ error: "The request body is too large." });
    return;
  }
  next(err);
};

/** Admin JSON API under /api/admin/* (the public /uploads file route is server/storage/uploads-route.ts). */
export function adminRoutes(services: Services) {
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
  router.use(packageRoutes(services));
  router.use(providerAdminRoutes(services));
  router.use(reviewAdminRoutes(services));
  router.use(exchangeRateRoutes(services));
  router.post("/api/admin/uploads", uploadHandler(services));

  return router;
}
