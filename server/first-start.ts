import { ensureAdminPassword } from "./auth/admin-password";
import { seedDemoCatalogueIfEmpty } from "./catalogue/demo-seed";
import type { Services } from "./services";

/**
 * Runs on every server start and does only what is still missing: the demo catalogue when the
 * database has no package (unless SEED_DEMO=false), and the admin password (printed once).
 */
export async function onFirstStart(services: Services): Promise<void> {
  if (services.config.seedDemo) await seedDemoCatalogueIfEmpty(services);
  await ensureAdminPassword(services);
}
