import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createCatalogue, type Catalogue } from "../catalogue/catalogue-service";
import { createPackageService, type PackageService } from "../catalogue/package-service";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createLogger } from "../logger";
import { createLocalStorage } from "../storage/local-storage";

export interface CatalogueTestContext {
  database: Database;
  catalogue: Catalogue;
  /** The admin's package writes: a test changes and deletes packages through them (testing/package-writes.ts). */
  packages: PackageService;
}

/**
 * Registers the hooks of a describe block that tests the catalogue repository: opens the
 * database, builds the catalogue and the admin's package service over it, empties the packages table before each test and closes
 * the database afterwards. The context's fields are set once beforeAll has run.
 */
export function useCatalogue(open: () => Promise<Database>, config: Config): CatalogueTestContext {
  const context = {} as CatalogueTestContext;
  let uploadsDir = "";
  beforeAll(async () => {
    context.database = await open();
    context.catalogue = createCatalogue(context.database, config);
    // Files a deletion removes are looked for in a folder of the test's own, never in ./data.
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-catalogue-"));
    const storage = createLocalStorage({ dir: uploadsDir, publicBaseUrl: config.publicBaseUrl });
    context.packages = createPackageService({ database: context.database, storage, logger: createLogger("silent") });
  });
  afterAll(async () => {
    await context.database?.close();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await context.database.db.execute(sql`DELETE FROM packages`);
  });
  return context;
}
