import { todayIn } from "../../domain/dates";
import type { Services } from "../services";
import type { Actor } from "../audit/audit-log";
import { DEMO_CHOSEN_PLACES, demoPackages } from "./demo-catalogue";
import { seedDemoProviders } from "./demo-providers";
import { seedDemoReviews } from "../reviews/demo-reviews";

/** Who the audit log names for the demo's chosen places. */
const DEMO_SEED: Actor = { role: "system", email: "demo seed" };

/**
 * Adds the demo catalogue (dates relative to today in the app's time zone). Existing packages
 * with a demo id are replaced, so running `cli seed` twice leaves one copy.
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
  return list.length;
}

/** First start: seeds only when the database holds no package at all. */
export async function seedDemoCatalogueIfEmpty(services: Services): Promise<void> {
  if ((await services.catalogue.count()) > 0) return;
  const n = await seedDemoCatalogue(services);
  services.logger.info(`Seeded ${n} demo packages`);
}
