import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createLogger } from "../logger";
import { createServices, type Services } from "../services";

export interface ServicesTestContext {
  database: Database;
  services: Services;
}

/**
 * Registers the beforeAll/afterAll of a describe block that needs the services without the HTTP app: opens the
 * database, builds the services over it with a silent logger, and closes the database afterwards.
 * The context's fields are set once beforeAll has run.
 */
export function useServices(open: () => Promise<Database>, config: Config): ServicesTestContext {
  return useServicesInDataDir(open, () => config, { temporaryDir: false });
}

/**
 * As useServices, with the config built for a fresh temporary DATA_DIR (`configFor(dataDir)`), removed afterwards.
 */
export function useServicesInDataDir(
  open: () => Promise<Database>,
  configFor: (dataDir: string) => Config,
  options: { temporaryDir?: boolean } = {},
): ServicesTestContext & { dataDir: string } {
  const context = {} as ServicesTestContext & { dataDir: string };
  beforeAll(async () => {
    context.database = await open();
    context.dataDir = options.temporaryDir === false ? "" : fs.mkdtempSync(path.join(os.tmpdir(), "kt-services-"));
    context.services = createServices(configFor(context.dataDir), context.database, createLogger("silent"));
  });
  afterAll(async () => {
    await context.database?.close();
    if (context.dataDir) fs.rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}
