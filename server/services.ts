import type { Config, PublicConfig } from "./config";
import { publicConfig } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";

/**
 * Everything a request needs, built once at start and handed to loaders through the
 * React Router load context (see app/load-context.ts). Feature modules add their pieces here.
 */
export interface Services {
  config: Config;
  publicConfig: PublicConfig;
  database: Database;
  logger: Logger;
}

export function createServices(config: Config, database: Database, logger: Logger): Services {
  return { config, publicConfig: publicConfig(config), database, logger };
}
