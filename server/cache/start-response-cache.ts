import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { watchCatalogueVersion, type CatalogueVersion } from "./catalogue-version";
import { createResponseCache, type ResponseCache } from "./response-cache";

/** The production server's response cache and the catalogue-version watcher it depends on. */
export async function startResponseCache(deps: {
  config: Config;
  database: Database;
  logger: Logger;
}): Promise<ResponseCache & { version: CatalogueVersion; stop(): Promise<void> }> {
  const { config, logger, database } = deps;
  const version = await watchCatalogueVersion({ database, databaseUrl: config.databaseUrl, logger });
  const cache = createResponseCache({ config, logger, version });
  return { ...cache, version, stop: () => version.stop() };
}
