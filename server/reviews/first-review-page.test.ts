import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { seedDemoCatalogue } from "../catalogue/demo-seed";
import { oneTestDatabase } from "../testing/databases";
import { useServices } from "../testing/services";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });

// The package page reads the package and its first page of reviews in one statement (ADR 073).
describe.each(oneTestDatabase())("the package read with its first page of reviews on $name", ({ open }) => {
  const ctx = useServices(open, config);

  it("carries the approved reviews, newest first, with the counts by stars and the reply", async () => {
    await seedDemoCatalogue(ctx.services);
    const read = await ctx.services.catalogue.getVisiblePackageWithReviews("demo-munnar-tea-trails");
    expect(read!.pkg.id).toBe("demo-munnar-tea-trails");
    expect(read!.pkg.rating).toEqual({ count: 3, average: 4.7 });
    const page = read!.reviews!;
    expect([page.packageId, page.page, page.pageSize, page.total]).toEqual(["demo-munnar-tea-trails", 1, 10, 3]);
    expect(page.items.map((r) => [r.id, r.firstName, r.overall, r.title])).toEqual([
      ["demo-review-munnar-1", "Anjali", 5, "Misty mornings and a guide who knew every estate"],
      ["demo-review-munnar-2", "Rahul", 4, "Beautiful trip, long drive"],
      ["demo-review-munnar-3", "Meera", 5, ""],
    ]);
    expect(page.distribution.map((d) => [d.stars, d.count, d.percent])).toEqual([
      [5, 2, 67],
      [4, 1, 33],
      [3, 0, 0],
      [2, 0, 0],
      [1, 0, 0],
    ]);
    const [first, second] = page.items;
    expect(first!.subRatings).toEqual({ value: 5, guide: 5, stay: 4, transport: 5 });
    expect(first!.photos).toEqual([]);
    expect(first!.reply?.text).toBe(
      "Thank you, Anjali! Suresh was delighted to read this. We hope to welcome you back for the Kolukkumalai sunrise trek.",
    );
    expect(second!.reply).toBeNull();
    // Timestamps as the API gives them: ISO 8601 in UTC, milliseconds included.
    expect(first!.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // The same page as the reviews API's, field for field.
    expect(page).toEqual(await ctx.services.reviews.forPackage("demo-munnar-tea-trails", 1));
  });

  it("stops at ten, leaves out reviews not approved, and is null for a package without one", async () => {
    await ctx.database.rows(sql`
      INSERT INTO reviews (id, package_id, first_name, travel_month, overall, body, photos, status, submitted_at, is_demo)
      SELECT 'many-' || lpad(g::text, 2, '0'), 'demo-kumarakom-lake-retreat', 'Asha', '2026-01', 1 + g % 5,
             'A long enough review of the trip, number ' || g || '.', ARRAY['/uploads/images/r' || g || '.jpg'],
             'Pending', timestamptz '2026-02-01 00:00:00+00' + g * interval '1 hour', true
        FROM generate_series(1, 13) AS g`);
    expect((await ctx.services.catalogue.getVisiblePackageWithReviews("demo-kumarakom-lake-retreat"))!.reviews).toBeNull();
    for (let g = 1; g <= 12; g++) await ctx.services.reviews.approve(`many-${String(g).padStart(2, "0")}`);
    const page = (await ctx.services.catalogue.getVisiblePackageWithReviews("demo-kumarakom-lake-retreat"))!.reviews!;
    expect(page.total).toBe(12);
    expect(page.items.map((r) => r.id)).toEqual([
      "many-12",
      "many-11",
      "many-10",
      "many-09",
      "many-08",
      "many-07",
      "many-06",
      "many-05",
      "many-04",
      "many-03",
    ]);
    expect(page.items[0]!.photos).toEqual(["/uploads/images/r12.jpg"]);
    expect(page.items[0]!.submittedAt).toBe("2026-02-01T12:00:00.000Z");
    // Stars 1 + g % 5 for g = 1..12: 2,3,4,5,1,2,3,4,5,1,2,3.
    expect(page.distribution.map((d) => [d.stars, d.count])).toEqual([
      [5, 2],
      [4, 2],
      [3, 3],
      [2, 3],
      [1, 2],
    ]);
    expect((await ctx.services.catalogue.getVisiblePackageWithReviews("demo-wayanad-forest-escape"))!.reviews).toBeNull();
    expect(await ctx.services.catalogue.getVisiblePackageWithReviews("no-such-package")).toBeNull();
  });
});
