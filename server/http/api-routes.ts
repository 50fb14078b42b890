import { Router, type Request, type Response } from "express";
import { NO_RATES } from "../../domain/currency";
import { parseListingQuery } from "../../domain/listing-query";
import { PROVIDER_MESSAGES, toPublicProvider } from "../../domain/providers";
import { providerPage } from "../providers/provider-page";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { Services } from "../services";
import { OUTAGE_HEADERS, OUTAGE_MESSAGE } from "./outage";

export const API_CACHE_CONTROL = "public, max-age=30, s-maxage=30, stale-while-revalidate=60";
export const PACKAGE_NOT_FOUND = "Package not found";
export const CATALOGUE_UNAVAILABLE = OUTAGE_MESSAGE;

function queryParams(req: Request): URLSearchParams {
  const q = req.originalUrl.indexOf("?");
  return new URLSearchParams(q === -1 ? "" : req.originalUrl.slice(q + 1));
}

/** Public read-only JSON API, version 1. Documented in README ("Public JSON API"). */
export function apiRoutes(services: Services) {
  const { catalogue, logger, exchangeRates } = services;
  const router = Router();

  const unavailable = (req: Request, res: Response, err: unknown) => {
    if (isDatabaseUnavailable(err)) logger.warn({ url: req.originalUrl, reason: String((err as Error)?.message) }, "database unavailable");
    else logger.error({ err, url: req.originalUrl }, "catalogue query failed");
    res.status(503).set(OUTAGE_HEADERS).json({ error: CATALOGUE_UNAVAILABLE });
  };

  router.get("/api/v1/packages", async (req, res) => {
    const parsed = parseListingQuery(queryParams(req));
    if (!parsed.ok) {
      res.status(400).set("Cache-Control", "no-store").json({ error: parsed.error });
      return;
    }
    try {
      // Price ranges convert other currencies' packages at the admin's rates (ADR 035).
      const rates = parsed.query.price ? await exchangeRates.current() : NO_RATES;
      const page = await catalogue.search(parsed.query, undefined, rates);
      res.set("Cache-Control", API_CACHE_CONTROL).json(page);
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  router.get("/api/v1/packages/:id", async (req, res) => {
    try {
      const pkg = await catalogue.getVisiblePackage(req.params.id);
      res.set("Cache-Control", API_CACHE_CONTROL);
      if (!pkg) res.status(404).json({ error: PACKAGE_NOT_FOUND });
      else res.json(pkg);
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  router.get("/api/v1/providers/:slug", async (req, res) => {
    try {
      const found = await providerPage(services, req.params.slug);
      res.set("Cache-Control", API_CACHE_CONTROL);
      if (!found) res.status(404).json({ error: PROVIDER_MESSAGES.notFound });
      else res.json({ ...toPublicProvider(found.provider), rating: found.rating, packages: found.items });
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  router.get("/api/v1/last-minute", async (req, res) => {
    try {
      const items = await catalogue.lastMinute();
      res.set("Cache-Control", API_CACHE_CONTROL).json({ items });
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  return router;
}
