import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { seedDemoCatalogue } from "../catalogue/demo-seed";
import { testDatabases } from "../testing/databases";
import { useServices } from "../testing/services";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const pglite = testDatabases().filter((d) => d.name === "pglite");

// PGlite runs the app's reads as prepared statements in this one session, so their plans can be
// read from pg_prepared_statements; PostgreSQL plans its named statements the same way (ADR 066).
describe.each(pglite)("the package page's review reads on $name", ({ open }) => {
  const ctx = useServices(open, config);

  it("are one read, planned once for all packages, with the partial index of approved reviews", async () => {
    await seedDemoCatalogue(ctx.services);
    // Enough reviews of another package that a plan scanning every approved review costs more
    // than one planned for the package at hand: such a plan is never kept.
    await ctx.database.rows(sql`
      INSERT INTO reviews (id, package_id, first_name, travel_month, overall, body, status, is_demo)
      SELECT 'plan-' || g, 'demo-kumarakom-lake-retreat', 'Asha', '2026-01', 4, 'A long enough review of the trip.', 'Approved', true
        FROM generate_series(1, 3000) AS g`);
    const pages = [];
    for (let round = 0; round < 3; round++) {
      for (const id of ["demo-munnar-tea-trails", "demo-alleppey-houseboat-classic", "demo-thekkady-spice-wildlife"]) {
        pages.push(await ctx.services.reviews.forPackage(id, 1));
      }
    }
    expect(pages.map((p) => p!.items.length)).toEqual([3, 2, 1, 3, 2, 1, 3, 2, 1]);
    expect(pages[1]!.distribution.map((d) => [d.stars, d.count])).toEqual([
      [5, 1],
      [4, 0],
      [3, 1],
      [2, 0],
      [1, 0],
    ]);
    // A page past the last carries no row, so its counts are read alone.
    const past = await ctx.services.reviews.forPackage("demo-munnar-tea-trails", 5);
    expect([past!.items, past!.distribution.map((d) => [d.stars, d.count])]).toEqual([
      [],
      [
        [5, 2],
        [4, 1],
        [3, 0],
        [2, 0],
        [1, 0],
      ],
    ]);
    // The package page's first page comes with the package (ADR 073): that read too is planned once.
    const firstPages = [];
    for (let round = 0; round < 3; round++) {
      for (const id of ["demo-munnar-tea-trails", "demo-alleppey-houseboat-classic", "demo-thekkady-spice-wildlife"]) {
        firstPages.push(await ctx.services.catalogue.getVisiblePackageWithReviews(id));
      }
    }
    expect(firstPages.map((p) => p!.reviews!.items.length)).toEqual([3, 2, 1, 3, 2, 1, 3, 2, 1]);
    const [withPackage] = await ctx.database.rows<{ generic_plans: number; custom_plans: number }>(sql`
      SELECT generic_plans::int AS generic_plans, custom_plans::int AS custom_plans FROM pg_prepared_statements
       WHERE statement LIKE '%json_agg(%'`);
    expect(withPackage).toEqual({ custom_plans: 5, generic_plans: 4 });
    const plans = await ctx.database.rows<{ statement: string; generic_plans: number; custom_plans: number }>(sql`
      SELECT statement, generic_plans::int AS generic_plans, custom_plans::int AS custom_plans FROM pg_prepared_statements
       WHERE statement LIKE '%from "reviews"%' AND statement LIKE '%"package_id" = $1%'`);
    // The page and its counts, one statement: five custom plans, then the generic one, which
    // costs no more, so the last four reads (and the fifth page's) are not planned.
    expect(plans.map((p) => [/order by/.test(p.statement) ? "page" : "by stars", p.custom_plans, p.generic_plans]).sort()).toEqual([
      ["by stars", 1, 0],
      ["page", 5, 5],
    ]);
  });
});
