import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeEach, describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "../../domain/categories";
import { emptyListingQuery, type ListingQuery } from "../../domain/listing-query";
import { parseConfig } from "../config";
import { categoryIndexName } from "../db/schema";
import { useCatalogue } from "../testing/catalogue";
import { oneTestDatabase } from "../testing/databases";
import { listingQueries } from "./listing-sql";
import { listedColumns } from "./package-row";
import { packageFixture } from "./package-fixture";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const TODAY = "2026-11-22";
const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...emptyListingQuery(), ...over });

// A single category is read through its own partial index (ADR 054); several stay one overlap
// test. Either way the rows, their order and the counts must be those of the rules: only Active
// packages of providers that are not suspended, whose booking has not closed before the day.
describe.each(oneTestDatabase())("category listing on $name", ({ open }) => {
  const ctx = useCatalogue(open, config);
  const search = (query: Partial<ListingQuery>, onDate = TODAY) => ctx.catalogue.search(q(query), onDate);
  const ids = async (query: Partial<ListingQuery>, onDate = TODAY) => (await search(query, onDate)).items.map((p) => p.id);

  beforeEach(async () => {
    const at = (month: string) => `2026-${month}-01T00:00:00.000Z`;
    await ctx.catalogue.insertMany([
      // Listed camping packages: a (oldest, ₹15,000), b (closes today, also trekking), g (newest, ₹9,000, also family tours).
      { ...packageFixture({ categories: ["camping"] }), id: "a", createdAt: at("01") },
      { ...packageFixture({ categories: ["camping", "trekking"], bookingClosingDate: TODAY }), id: "b", createdAt: at("02") },
      { ...packageFixture({ categories: ["trekking"] }), id: "c", createdAt: at("03") },
      { ...packageFixture({ categories: ["camping", "family-tours"], originalPriceAdult: 900_000 }), id: "g", createdAt: at("05") },
      // Hidden camping packages: closed yesterday, Paused, Draft, Expired, and a suspended provider's.
      { ...packageFixture({ categories: ["camping"], bookingClosingDate: "2026-11-21" }), id: "d", createdAt: at("06") },
      { ...packageFixture({ categories: ["camping"], status: "Paused" }), id: "e", createdAt: at("07") },
      { ...packageFixture({ categories: ["camping"], status: "Draft" }), id: "h", createdAt: at("08") },
      { ...packageFixture({ categories: ["camping"], status: "Expired" }), id: "i", createdAt: at("09") },
      {
        ...packageFixture({ categories: ["camping"], providerName: "Shady Tours", meshId: "MESH-666" }),
        id: "f",
        createdAt: at("10"),
      },
    ]);
    await ctx.database.db.execute(sql`UPDATE providers SET status = 'Suspended' WHERE name = 'Shady Tours'`);
    // Approved ratings as the moderation keeps them (ADR 028): a 4.00, b 2.50, g 3.00, f 5.00.
    await ctx.database.db.execute(sql`UPDATE packages SET rating_count = r.n, rating_sum = r.s
      FROM (VALUES ('a', 2, 8), ('b', 2, 5), ('g', 1, 3), ('f', 1, 5)) AS r(id, n, s) WHERE packages.id = r.id`);
  });

  it("lists one category's visible packages newest first, with its count and the visible total", async () => {
    const page = await search({ categories: ["camping"] });
    expect(page.items.map((p) => p.id)).toEqual(["g", "b", "a"]);
    expect(page.matched).toBe(3);
    expect(page.total).toBe(4);
    expect(await ids({ categories: ["trekking"] })).toEqual(["c", "b"]);
    expect((await search({ categories: ["cruise-trips"] })).matched).toBe(0);
  });

  it("combines the category with the other filters, sorts and pages", async () => {
    expect(await ids({ categories: ["camping"], minRating: 3 })).toEqual(["g", "a"]);
    expect((await search({ categories: ["camping"], minRating: 3 })).matched).toBe(2);
    expect(await ids({ categories: ["camping"], sort: "price-asc" })).toEqual(["g", "a", "b"]);
    expect(await ids({ categories: ["camping"], sort: "rating" })).toEqual(["a", "g", "b"]);
    expect(await ids({ categories: ["camping"], price: "under-10000" })).toEqual(["g"]);
    const second = await search({ categories: ["camping"], pageSize: 2, page: 2 });
    expect(second.items.map((p) => p.id)).toEqual(["a"]);
    expect(second.matched).toBe(3);
  });

  it("several categories match packages in any of them, each once", async () => {
    const page = await search({ categories: ["trekking", "family-tours"] });
    expect(page.items.map((p) => p.id)).toEqual(["g", "c", "b"]);
    expect(page.matched).toBe(3);
    expect(await ids({ categories: ["camping", "trekking"], minRating: 3 })).toEqual(["g", "a"]);
  });

  it("follows the calendar and every change of status or suspension", async () => {
    // b closes on 22 November: listed that day, gone the next.
    expect(await ids({ categories: ["camping"] }, "2026-11-23")).toEqual(["g", "a"]);
    expect((await search({ categories: ["camping"] }, "2026-11-23")).matched).toBe(2);

    await ctx.database.db.execute(sql`UPDATE providers SET status = 'Verified' WHERE name = 'Shady Tours'`);
    await ctx.database.db.execute(sql`UPDATE packages SET status = 'Active' WHERE id = 'e'`);
    const page = await search({ categories: ["camping"] });
    expect(page.items.map((p) => p.id)).toEqual(["f", "e", "g", "b", "a"]);
    expect(page.matched).toBe(5);
    expect(await ids({ categories: ["camping"], minRating: 4 })).toEqual(["f", "a"]);

    await ctx.database.db.execute(sql`UPDATE packages SET categories = '{trekking}' WHERE id = 'g'`);
    expect(await ids({ categories: ["camping"] })).toEqual(["f", "e", "b", "a"]);
    expect(await ids({ categories: ["trekking"] })).toEqual(["g", "c", "b"]);
  });

  it("has one partial index per category, and a category's count is read from it", async () => {
    const rows = await ctx.database.rows<{ indexname: string; indexdef: string }>(
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'packages' AND indexname LIKE 'packages_active_category_%' ORDER BY indexname`,
    );
    expect(rows.map((r) => r.indexname)).toEqual(CATEGORY_SLUGS.map(categoryIndexName).sort());
    for (const slug of CATEGORY_SLUGS) {
      expect(rows.find((r) => r.indexname === categoryIndexName(slug))?.indexdef).toContain(`ARRAY['${slug}'::text]`);
    }

    // With sequential and bitmap scans priced out, the planner must still be able to prove the
    // index's predicate from the query's spelling of the category (a bound parameter would not do).
    const { matched } = listingQueries(ctx.database.db, listedColumns, q({ categories: ["camping"], minRating: 3 }), TODAY);
    const compiled = new PgDialect().sqlToQuery(matched!);
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const explain = sql.raw(
        `EXPLAIN ${compiled.sql.replace(/\$(\d+)/g, (_, n: string) => {
          const value = compiled.params[Number(n) - 1];
          return typeof value === "number" ? String(value) : `'${String(value)}'`;
        })}`,
      );
      const result = (await tx.execute(explain)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toContain("packages_active_category_camping");
  });
});
