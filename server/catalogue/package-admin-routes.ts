import { Router, type Response } from "express";
import { invalidBody, type SaveResult } from "./package-service";
import type { Services } from "../services";
import { sessionOf } from "../auth/require-role";
import type { Actor } from "../audit/audit-log";

const adminActor = (res: Response): Actor => ({ role: "admin", email: sessionOf(res).email });

function respondToSave(res: Response, result: SaveResult, successStatus: number): void {
  if (result.ok) res.status(successStatus).json({ item: result.item });
  else if (result.reason === "not-found") res.status(404).json({ error: result.message });
  else if (result.reason === "conflict") res.status(409).json({ error: result.message });
  else res.status(400).json(invalidBody(result));
}

/**
 * /api/admin/packages: list, create, update, delete (the work is the package service's). Mounted
 * behind the admin API's session and cross-site checks (server/admin/admin-routes.ts).
 */
export function packageAdminRoutes(services: Services) {
  const { catalogue, packages } = services;
  const router = Router();

  router.get("/api/admin/packages", async (_req, res) => {
    res.json({ items: await catalogue.listAll() });
  });

  router.post("/api/admin/packages", async (req, res) => {
    respondToSave(res, await packages.savePackage(req.body, { actor: adminActor(res) }), 201);
  });

  router.put("/api/admin/packages/:id", async (req, res) => {
    // ?version= is the package's updatedAt as the editor loaded it (ADR 019).
    const version = typeof req.query.version === "string" ? req.query.version : undefined;
    respondToSave(
      res,
      await packages.savePackage(req.body, { id: req.params.id, expectedUpdatedAt: version, actor: adminActor(res) }),
      200,
    );
  });

  router.delete("/api/admin/packages/:id", async (req, res) => {
    const result = await packages.deletePackage(req.params.id, { actor: adminActor(res) });
    if (result.ok) res.status(204).end();
    else res.status(result.reason === "conflict" ? 409 : 404).json({ error: result.message });
  });

  return router;
}
