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
    (_req, res, next) => {
      res.set("X-Content-Type-Options", "nosniff");
      next();
    },
    express.static(config.storage.localDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "deny",
      redirect: false,
      // A PDF opened by its link downloads instead of rendering in our origin; the package page's
      // download button fetches it, so it is not affected. Decided on the file being sent, not on
      // the URL's spelling (`//pdfs/`, `pdfs%2F`, `x/../pdfs/` all reach the same file).
      setHeaders: (res, file) => {
        if (/\.pdf$/i.test(file)) res.setHeader("Content-Disposition", "attachment");
      },
    }),
    (_req, res) => {
      res.status(404).type("text/plain").send("Not found");
    },
  );
  return router;
}
