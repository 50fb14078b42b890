import { Router } from "express";
import type { Config } from "../config";
import { jsonBody } from "../request/json-api";
import { originCheck } from "./origin-check";

const JSON_LIMIT = "512kb";

/**
 * What every signed-in JSON API (admin and partner) starts with under its path: never cached,
 * cross-site mutations refused, JSON bodies parsed with a clear answer to a bad one (jsonBody).
 * The routes mounted after it state their role with requireRole.
 */
export function signedInApi(config: Pick<Config, "publicBaseUrl">, basePath: string): Router {
  const router = Router();
  router.use(basePath, (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(basePath, originCheck(config));
  router.use(basePath, jsonBody(JSON_LIMIT));
  return router;
}
