import type { Services } from "../services";

/** Seeds the demo catalogue when the database holds no package (filled in by the seed module). */
export async function seedDemoCatalogueIfEmpty(_services: Services): Promise<void> {}
