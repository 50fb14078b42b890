import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyListingQuery, type ListingQuery } from "../domain/listing-query";
import { createCatalogue } from "../server/catalogue/catalogue-service";
import { packageColumns, rowToPackage } from "../server/catalogue/package-row";
import { parseConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { packages } from "../server/db/schema";
import { testDatabases } from "../server/testing/databases";
import { filterInMemory } from "./old-design";
import { syntheticPackages } from "./synthetic-packages";
import { seedRatings } from "./synthetic-reviews";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const today = "2026-11-22";

describe.each(testDatabases())("benchmark ratings on $name", ({ name, open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it(
    "seeds review rows that add up to the aggregates, and the SQL rating order and filter agree with the in-memory ones",
    { timeout: 120_000 },
    async () => {
      const catalogue = createCatalogue(database, config);
      await catalogue.insertMany(syntheticPackages(400, { seed: 7, today, startIndex: 0 }));
      const rows = await seedRatings(database, "postgres");
      expect(await seedRatings(database, "postgres")).toBe(rows); // a second round adds nothing
      const mismatched = await database.rows(sql`
      SELECT p.id FROM packages p
       WHERE p.rating_count <> (SELECT count(*) FROM reviews r WHERE r.package_id = p.id AND r.status = 'Approved')
          OR p.rating_sum <> (SELECT coalesce(sum(overall), 0) FROM reviews r WHERE r.package_id = p.id AND r.status = 'Approved')
          OR EXISTS (SELECT 1 FROM reviews r WHERE r.package_id = p.id AND r.overall NOT BETWEEN 1 AND 5)`);
      expect(mismatched).toEqual([]);
      const [{ n } = { n: 0 }] = await database.rows<{ n: unknown }>(sql`SELECT count(*) AS n FROM reviews`);
      expect(Number(n)).toBe(rows);
      expect(rows).toBeGreaterThan(2500);
      const all = (
        await database.db
          .select({ ...packageColumns, ratingCount: packages.ratingCount, ratingSum: packages.ratingSum })
          .from(packages)
          .where(sql`status = 'Active'`)
      ).map((r) => ({ ...rowToPackage(r), ratingCount: r.ratingCount, ratingSum: r.ratingSum }));
      const queries: Partial<ListingQuery>[] = [
        { sort: "rating" },
        { sort: "rating", page: 3 },
        { minRating: 4 },
        { minRating: 3, sort: "rating", page: 2 },
        { minRating: 2, categories: ["camping"] },
      ];
      for (const over of queries) {
        const query = { ...emptyListingQuery(), ...over };
        const page = await catalogue.search(query, today);
        const expected = filterInMemory(all, query, today);
        expect([name, over, page.matched, page.items.map((p) => p.id)]).toEqual([
          name,
          over,
          expected.matched,
          expected.items.map((p) => p.id),
        ]);
        expect(page.items.length).toBeGreaterThan(0);
      }
    },
  );
});
