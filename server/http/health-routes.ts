import { Router } from "express";
import type { Services } from "../services";

export function healthRoutes({ database }: Services) {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await database.ping();
      res.json({ status: "ready", database: database.kind });
    } catch {
      res.status(503).json({ status: "unavailable", database: database.kind });
    }
  });
  return router;
}
