import type { Config } from "../config";
import type { Database } from "../db/client";

/** Read and write access to the catalogue (filled in by the catalogue module). */
export function createCatalogue(_database: Database, _config: Config) {
  return {};
}
export type Catalogue = ReturnType<typeof createCatalogue>;
