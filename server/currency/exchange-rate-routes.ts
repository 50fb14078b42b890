import { Router } from "express";
import type { ExchangeRateStore } from "./exchange-rates";

/**
 * /api/admin/exchange-rates: the rates the public site converts prices with (ADR 035). Mounted
 * behind the admin API's session and cross-site checks (server/admin/admin-routes.ts).
 */
export function exchangeRateAdminRoutes({ exchangeRates }: { exchangeRates: ExchangeRateStore }) {
  const router = Router();

  router.get("/api/admin/exchange-rates", async (_req, res) => {
    res.json(await exchangeRates.settings());
  });

  router.put("/api/admin/exchange-rates", async (req, res) => {
    const result = await exchangeRates.save(req.body);
    if (!result.ok) {
      res.status(400).json({ error: result.error, field: result.field });
      return;
    }
    res.json(await exchangeRates.settings());
  });

  return router;
}
