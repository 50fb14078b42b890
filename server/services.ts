import { createCatalogue, type Catalogue } from "./catalogue/catalogue-service";
import type { Config, PublicConfig } from "./config";
import { createExchangeRateStore, type ExchangeRateStore } from "./currency/exchange-rates";
import { publicConfig } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { createStorage, type Storage } from "./storage/storage";

/**
 * Everything a request needs, built once at start and handed to loaders through the
 * React Router load context (server/http/load-context.ts) and to the Express routers.
 */
export interface Services {
  config: Config;
  publicConfig: PublicConfig;
  database: Database;
  logger: Logger;
  catalogue: Catalogue;
  storage: Storage;
  /** The admin's exchange rates for prices in the traveller's currency. */
  exchangeRates: ExchangeRateStore;
}

export function createServices(config: Config, database: Database, logger: Logger): Services {
  return {
    config,
    publicConfig: publicConfig(config),
    database,
    logger,
    catalogue: createCatalogue(database, config),
    storage: createStorage(config),
    exchangeRates: createExchangeRateStore(database, config.timeZone),
  };
}
