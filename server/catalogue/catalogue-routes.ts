import { Router, type Request } from "express";
import { NO_RATES } from "../../domain/currency";
import { ListingQueryError, parseListingQuery } from "../../domain/listing-query";
import { PACKAGE_NOT_FOUND } from "../../domain/package";
import { destinationPath, indexPlaces } from "../../domain/places";
import { API_CACHE_CONTROL, failedRead } from "../request/json-api";
import type { Services } from "../services";

function queryParams(req: Request): URLSearchParams {
  const q = req.originalUrl.indexOf("?");
  return new URLSearchParams(q === -1 ? "" : req.originalUrl.slice(q + 1));
}

/** The public read-only JSON API of the catalogue, version 1. Documented in README ("Public JSON API"). */
export function catalogueRoutes(services: Pick<Services, "catalogue" | "logger" | "exchangeRates" | "places">) {
  const { catalogue, logger, exchangeRates, places } = services;
  const router = Router();
  const unavailable = failedRead(logger, "catalogue query failed");

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
      if (err instanceof ListingQueryError) res.status(400).set("Cache-Control", "no-store").json({ error: err.message });
      else unavailable(req, res, err);
    }
  });

  // The place tree with each place's bookable packages (inside it, at any depth) and its page (ADR 108).
  router.get("/api/v1/destinations", async (req, res) => {
    try {
      const [all, counts] = await Promise.all([places.all(), places.counts()]);
      const index = indexPlaces(all);
      const items = all.map((p) => ({
        slug: p.slug,
        parent: p.parent,
        level: p.level,
        code: p.code,
        names: p.names,
        packages: counts.get(p.slug) ?? 0,
        path: destinationPath(index, p.slug),
      }));
      res.set("Cache-Control", API_CACHE_CONTROL).json({ items });
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
