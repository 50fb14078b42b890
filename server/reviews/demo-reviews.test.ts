import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { seedDemoCatalogue } from "../catalogue/demo-seed";
import { oneTestDatabase } from "../testing/databases";
import { useServices } from "../testing/services";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });

describe.each(oneTestDatabase())("demo reviews on $name", ({ open }) => {
  const ctx = useServices(open, config);

  it("seeds approved demo reviews, marked demo, with aggregates computed from them; twice leaves one copy", async () => {
    await seedDemoCatalogue(ctx.services);
    await seedDemoCatalogue(ctx.services);
    const rows = await ctx.database.rows<{ package_id: string; n: unknown; demo: unknown }>(
      sql`SELECT package_id, count(*) AS n, bool_and(is_demo AND status = 'Approved') AS demo FROM reviews GROUP BY package_id ORDER BY package_id`,
    );
    expect(rows.map((r) => [r.package_id, Number(r.n), r.demo])).toEqual([
      ["demo-alleppey-houseboat-classic", 2, true],
      ["demo-munnar-tea-trails", 3, true],
      ["demo-thekkady-spice-wildlife", 1, true],
    ]);
    // Every package's stored count and sum equal its approved reviews.
    const mismatched = await ctx.database.rows(sql`
      SELECT p.id FROM packages p
       WHERE p.rating_count <> (SELECT count(*) FROM reviews r WHERE r.package_id = p.id AND r.status = 'Approved')
          OR p.rating_sum <> (SELECT coalesce(sum(overall), 0) FROM reviews r WHERE r.package_id = p.id AND r.status = 'Approved')`);
    expect(mismatched).toEqual([]);
    const munnar = await ctx.services.catalogue.getVisiblePackage("demo-munnar-tea-trails");
    expect(munnar!.rating).toEqual({ average: 4.7, count: 3 });
    const page = await ctx.services.reviews.forPackage("demo-alleppey-houseboat-classic", 1);
    expect(page!.rating).toEqual({ average: 4, count: 2 });
    expect(page!.items.map((r) => [r.firstName, r.overall, r.reply !== null])).toEqual([
      ["David", 5, false],
      ["Fathima", 3, true],
    ]);
    const admin = await ctx.services.reviews.listForModeration({ status: "Approved" });
    expect(admin.items.every((r) => r.isDemo)).toBe(true);
  });
});
