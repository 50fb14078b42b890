import pino from "pino";
import { parseConfig, type Config } from "./config";
import { openDatabase, REQUEST_TIMEOUTS, type DatabaseTimeouts } from "./db/client";
import { createLogger } from "./logger";
import { createServices, type Services } from "./services";
import { onFirstStart } from "./first-start";
import { ConfigError } from "./config";
import { DataDirError } from "./db/data-dir-lock";
import { databaseFailureLine, exitWithStartFailure } from "./ops/start-failure";

/** Opens everything a running product needs, in order. Used by the HTTP server and the CLI. */
export async function boot(
  options: {
    config?: Config;
    firstStart?: boolean;
    /** Query bounds for serving requests (ADR 023); the CLI's bulk commands pass false. */
    timeouts?: DatabaseTimeouts | false;
    /** False in a cluster worker: its primary applied the migrations before forking it (ADR 096). */
    migrate?: boolean;
    /** Where the log lines go: stdout (a server), or stderr (the CLI, whose stdout may be an export). */
    logTo?: "stdout" | "stderr";
    /** Opens only a database DATA_DIR already holds (the CLI's commands that read the data). */
    existing?: boolean;
  } = {},
): Promise<Services> {
  const config = options.config ?? parseConfig();
  const logger = createLogger(config.logLevel, options.logTo === "stderr" ? pino.destination({ dest: 2, sync: true }) : undefined);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    existing: options.existing,
    poolSize: config.databasePoolSize,
    timeouts: options.timeouts ?? REQUEST_TIMEOUTS,
    migrate: options.migrate,
    logger,
  });
  const services = createServices(config, database, logger);
  if (options.firstStart) {
    try {
      await onFirstStart(services);
    } catch (e) {
      await database.close();
      throw e;
    }
  }
  return services;
}

/**
 * Boots a server, or ends the process with one line (server/ops/start-failure.ts) when the
 * configuration or the data directory refuses, or the database does not answer.
 */
export async function bootOrExit(options: Parameters<typeof boot>[0] & { config: Config }): Promise<Services> {
  try {
    return await boot(options);
  } catch (e) {
    const line = e instanceof ConfigError || e instanceof DataDirError ? e.message : databaseFailureLine(e, options.config.databaseUrl);
    if (line === undefined) throw e;
    exitWithStartFailure(line);
    return new Promise<never>(() => undefined);
  }
}
