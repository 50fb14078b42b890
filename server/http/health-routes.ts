import { Router } from "express";
import type { Services } from "../services";

/** /readyz answers within the ping bound (1.5 s), 503 when the database does not answer (ADR 023). */
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
      res.status(503).set("Retry-After", "5").json({ status: "unavailable", database: database.kind });
    }
  });
  return router;
}
