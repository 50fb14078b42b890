import type { Config } from "../config";
import type { ExchangeRateStore } from "../currency/exchange-rates";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { watchCatalogueVersion, type CatalogueVersion } from "./catalogue-version";
import { createResponseCache, type ResponseCache } from "./response-cache";

/**
 * The production server's response cache and the catalogue-version watcher it depends on. A new
 * version, whichever process or instance wrote it, also drops the exchange rates this process
 * holds: the pages rendered for the new version must not convert at the rates read before it.
 */
export async function startResponseCache(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  exchangeRates: Pick<ExchangeRateStore, "forget">;
}): Promise<ResponseCache & { version: CatalogueVersion; stop(): Promise<void> }> {
  const { config, logger, database, exchangeRates } = deps;
  const version = await watchCatalogueVersion({ database, databaseUrl: config.databaseUrl, logger });
  version.onChange(() => exchangeRates.forget());
  const cache = createResponseCache({ config, logger, version });
  return { ...cache, version, stop: () => version.stop() };
}
