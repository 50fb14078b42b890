import express, { Router } from "express";
import type { Config } from "../config";
import { LOCAL_URL_PREFIX } from "./local-storage";
import type { Storage } from "./storage-types";

/** Public: with the local storage driver, the app serves stored files at /uploads/{key} (S3 serves its own). */
export function uploadsRoutes({ config, storage }: { config: Pick<Config, "storage">; storage: Storage }) {
  const router = Router();
  if (storage.driver !== "local") return router;
  router.use(
    LOCAL_URL_PREFIX,
    (req, res, next) => {
      res.set("X-Content-Type-Options", "nosniff");
      // A PDF opened by its link downloads instead of rendering in our origin; the package page's
      // download button fetches it, so it is not affected.
      if (req.path.startsWith("/pdfs/")) res.set("Content-Disposition", "attachment");
      next();
    },
    express.static(config.storage.localDir, { immutable: true, maxAge: "1y", index: false, dotfiles: "deny", redirect: false }),
    (_req, res) => {
      res.status(404).type("text/plain").send("Not found");
    },
  );
  return router;
}
