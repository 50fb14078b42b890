import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createCatalogue, type Catalogue } from "../catalogue/catalogue-service";
import type { Config } from "../config";
import type { Database } from "../db/client";

export interface CatalogueTestContext {
  database: Database;
  catalogue: Catalogue;
}

/**
 * Registers the hooks of a describe block that tests the catalogue repository alone: opens the
 * database, builds the catalogue over it, empties the packages table before each test and closes
 * the database afterwards. The context's fields are set once beforeAll has run.
 */
export function useCatalogue(open: () => Promise<Database>, config: Config): CatalogueTestContext {
  const context = {} as CatalogueTestContext;
  beforeAll(async () => {
    context.database = await open();
    context.catalogue = createCatalogue(context.database, config);
  });
  afterAll(async () => {
    await context.database?.close();
  });
  beforeEach(async () => {
    await context.database.db.execute(sql`DELETE FROM packages`);
  });
  return context;
}
