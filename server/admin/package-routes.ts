import { Router } from "express";
import { parsePackageDraft } from "../../domain/package-validation";
import type { Services } from "../services";
import { attachUploads, deleteFilesByUrl } from "../storage/uploaded-files";
import { checkDraftFiles, droppedFileUrls, packageFileUrls } from "./package-files";

export const PACKAGE_NOT_FOUND = "Package not found";

/** /api/admin/packages: list, create, update, delete, keeping stored files in step with the packages. */
export function packageRoutes(services: Services) {
  const { catalogue, database } = services;
  const router = Router();

  router.get("/api/admin/packages", async (_req, res) => {
    res.json({ items: await catalogue.listAll() });
  });

  router.post("/api/admin/packages", async (req, res) => {
    const parsed = parsePackageDraft(req.body);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.message, field: parsed.field });
      return;
    }
    const problem = await checkDraftFiles(services, parsed.value);
    if (problem) {
      res.status(400).json({ error: problem.message, field: problem.field });
      return;
    }
    const item = await catalogue.insert(parsed.value);
    await attachUploads(database, item.id, packageFileUrls(item));
    res.status(201).json({ item });
  });

  router.put("/api/admin/packages/:id", async (req, res) => {
    const before = await catalogue.getById(req.params.id);
    if (!before) {
      res.status(404).json({ error: PACKAGE_NOT_FOUND });
      return;
    }
    const parsed = parsePackageDraft(req.body);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.message, field: parsed.field });
      return;
    }
    const problem = await checkDraftFiles(services, parsed.value, { packageId: before.id, alreadyReferenced: packageFileUrls(before) });
    if (problem) {
      res.status(400).json({ error: problem.message, field: problem.field });
      return;
    }
    const item = await catalogue.update(before.id, parsed.value);
    if (!item) {
      res.status(404).json({ error: PACKAGE_NOT_FOUND });
      return;
    }
    await attachUploads(database, item.id, packageFileUrls(item));
    // Only now that the new version is saved may the files it dropped go.
    await deleteFilesByUrl(services, droppedFileUrls(before, item));
    res.json({ item });
  });

  router.delete("/api/admin/packages/:id", async (req, res) => {
    const item = await catalogue.getById(req.params.id);
    if (!item) {
      res.status(404).json({ error: PACKAGE_NOT_FOUND });
      return;
    }
    await deleteFilesByUrl(services, packageFileUrls(item));
    await catalogue.remove(item.id);
    res.status(204).end();
  });

  return router;
}
