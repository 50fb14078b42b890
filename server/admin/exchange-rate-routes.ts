import { Router } from "express";
import type { Services } from "../services";

/** /api/admin/exchange-rates: the rates the public site converts prices with (ADR 035). */
export function exchangeRateRoutes(services: Services) {
  const { exchangeRates } = services;
  const router = Router();

  router.get("/api/admin/exchange-rates", async (_req, res) => {
    res.json(await exchangeRates.current());
  });

  router.put("/api/admin/exchange-rates", async (req, res) => {
    const result = await exchangeRates.save(req.body);
    if (!result.ok) {
      res.status(400).json({ error: result.error, field: result.field });
      return;
    }
    res.json(result.rates);
  });

  return router;
}
