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
  const context = {} as ServicesTestContext;
  beforeAll(async () => {
    context.database = await open();
    context.services = createServices(config, context.database, createLogger("silent"));
  });
  afterAll(async () => {
    await context.database?.close();
  });
  return context;
}
