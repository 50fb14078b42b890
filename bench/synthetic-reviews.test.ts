import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyListingQuery, type ListingQuery } from "../domain/listing-query";
import { createCatalogue } from "../server/catalogue/catalogue-service";
import { packageColumns, rowToPackage } from "../server/catalogue/package-row";
import { parseConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { packages } from "../server/db/schema";
import { testDatabases } from "../server/testing/databases";
import { useServices } from "../server/testing/services";
import { filterInMemory } from "./old-design";
import { syntheticPackages } from "./synthetic-packages";
import { seedRatings, seedReviewedPackages } from "./synthetic-reviews";

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

describe.each(testDatabases())("the worst-case package pages on $name", ({ name, open }) => {
  const ctx = useServices(open, config);

  it("gives bookable, visible packages ten approved reviews each, once", { timeout: 60_000 }, async () => {
    const { database } = ctx;
    const { catalogue } = ctx.services;
    await catalogue.insertMany(syntheticPackages(60, { seed: 7, today, startIndex: 0 }));
    const ids = await seedReviewedPackages(database, 3, "2026-12-22");
    expect(ids).toHaveLength(3);
    expect(await seedReviewedPackages(database, 3, "2026-12-22")).toEqual(ids); // a second call adds nothing
    const counts = await database.rows<{ package_id: string; n: unknown; replies: unknown }>(sql`
      SELECT package_id, count(*) AS n, count(*) FILTER (WHERE reply <> '') AS replies FROM reviews
       WHERE status = 'Approved' GROUP BY package_id ORDER BY package_id`);
    expect(counts.map((c) => [c.package_id, Number(c.n), Number(c.replies)])).toEqual(ids.map((id) => [id, 10, 3]));
    for (const id of ids) {
      const shown = await catalogue.getVisiblePackage(id);
      // Overall stars 4, 5, 3, 4, 5, 3, 4, 5, 3, 4: 40 in all.
      expect([name, id, shown?.rating]).toEqual([name, id, { average: 4, count: 10 }]);
      expect(shown!.bookingClosingDate! >= "2026-12-22").toBe(true);
    }
    await expect(seedReviewedPackages(database, 1_000, "2026-12-22")).rejects.toThrow(/bookable packages for 1000 reviewed pages/);
  });
});
