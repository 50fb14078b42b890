import { todayIn } from "../../domain/dates";
import type { Services } from "../services";
import type { RatedCurrency } from "../../domain/currency";
import type { Actor } from "../audit/audit-log";
import { deleteSetting, readSetting, storeSetting } from "../db/settings";
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

/**
 * Set while a first start's seed runs, removed when it has finished: a start stopped half-way (the
 * operator's Ctrl-C, a crash) leaves packages without their providers' marks, places, reviews or
 * rates, and the next start, finding the key, runs the whole seed again (it replaces what is there).
 */
const SEED_UNFINISHED_KEY = "demo_seed_unfinished";

/**
 * First start: seeds only when the database holds no package at all, or when an earlier start's
 * seed did not finish.
 */
export async function seedDemoCatalogueIfEmpty(services: Services): Promise<void> {
  const { db } = services.database;
  const unfinished = (await readSetting(db, SEED_UNFINISHED_KEY)) !== null;
  if (!unfinished && (await services.catalogue.count()) > 0) return;
  await storeSetting(db, SEED_UNFINISHED_KEY, new Date().toISOString());
  const n = await seedDemoCatalogue(services);
  await deleteSetting(db, SEED_UNFINISHED_KEY);
  services.logger.info(
    unfinished ? `Finished the demo seed an earlier start left half-way: ${n} demo packages` : `Seeded ${n} demo packages`,
  );
}
