import { todayIn } from "../../domain/dates";
import type { Services } from "../services";
import type { RatedCurrency } from "../../domain/currency";
import type { Actor } from "../audit/audit-log";
import { DEMO_CHOSEN_PLACES, demoPackages } from "./demo-catalogue";
import { seedDemoProviders } from "./demo-providers";
import { seedDemoReviews } from "../reviews/demo-reviews";

/** Who the audit log names for the demo's chosen places. */
const DEMO_SEED: Actor = { role: "system", email: "demo seed" };

/**
 * Demo exchange rates (rupees per unit), so a fresh demo shows the currency picker: round figures
 * near the rates of late 2026, marked demo and dated the day they are entered. Never real quotes.
 */
export const DEMO_EXCHANGE_RATES: Readonly<Record<RatedCurrency, number>> = {
  AED: 24.1,
  USD: 88.5,
  SAR: 23.6,
  QAR: 24.3,
  OMR: 230,
  KWD: 288.5,
  BHD: 235,
  GBP: 116.5,
  EUR: 102.5,
};

/**
 * Adds the demo catalogue (dates relative to today in the app's time zone). Existing packages
 * with a demo id are replaced, so running `cli seed` twice leaves one copy. The demo exchange
 * rates are entered only where no rate is set (never over the admin's).
 */
export async function seedDemoCatalogue(services: Services): Promise<number> {
  const today = todayIn(services.config.timeZone);
  const list = demoPackages(today);
  const ids = await services.catalogue.insertMany(list, { replaceExisting: true });
  await seedDemoProviders(services, ids);
  for (const [id, slugs] of DEMO_CHOSEN_PLACES) {
    const chosen = await services.places.chooseLinks(id, slugs, DEMO_SEED);
    if (!chosen.ok) throw new Error(`Demo package ${id} in demo-catalogue.json: ${chosen.error}`);
  }
  await seedDemoReviews(services, ids, today);
  await services.exchangeRates.seedDemo(DEMO_EXCHANGE_RATES);
  return list.length;
}

/** First start: seeds only when the database holds no package at all. */
export async function seedDemoCatalogueIfEmpty(services: Services): Promise<void> {
  if ((await services.catalogue.count()) > 0) return;
  const n = await seedDemoCatalogue(services);
  services.logger.info(`Seeded ${n} demo packages`);
}
