import type { Services } from "./services";

/**
 * Runs on every server start and does only what is still missing: the demo catalogue when the
 * database has no package (and SEED_DEMO is not false), and the admin password when none is set
 * (printed once). Filled in by the catalogue and admin modules.
 */
export async function onFirstStart(_services: Services): Promise<void> {}
