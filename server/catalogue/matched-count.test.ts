import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyListingQuery, type ListingQuery } from "../../domain/listing-query";
import { parseConfig } from "../config";
import { useCatalogue } from "../testing/catalogue";
import { oneTestDatabase } from "../testing/databases";
import { packageFixture } from "./package-fixture";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const TODAY = "2026-11-22";
const dialect = new PgDialect();

afterEach(() => vi.restoreAllMocks());

// How many packages a filtered listing matches is kept per catalogue version (with the filters,
// the day and the rates in its key): the pages and sorts of one filter set count once, and the
// count still follows every write and the calendar.
describe.each(oneTestDatabase())("the matched count on $name", ({ open }) => {
  const ctx = useCatalogue(open, config);
  const query = (over: Partial<ListingQuery>): ListingQuery => ({ ...emptyListingQuery(), pageSize: 2, ...over });
  const matched = async (over: Partial<ListingQuery>, onDate = TODAY) => (await ctx.catalogue.searchCards(query(over), onDate)).matched;
  /** The count statements the search sends while `run` runs. */
  async function countsSent(run: () => Promise<unknown>): Promise<number> {
    const rows = vi.spyOn(ctx.database, "rows");
    await run();
    const sent = rows.mock.calls.filter(([statement]) => /count\(\*\)/.test(dialect.sqlToQuery(statement as SQL).sql)).length;
    rows.mockRestore();
    return sent;
  }

  it("counts a filter set once for its pages and sorts, and again after a write or on another day", async () => {
    const houseboat = { categories: ["honeymoon-packages" as const], title: "Alleppey Houseboat" };
    await ctx.catalogue.insertMany([
      { ...packageFixture({ ...houseboat, bookingClosingDate: "2026-11-30" }), id: "a" },
      { ...packageFixture(houseboat), id: "b" },
      { ...packageFixture(houseboat), id: "c" },
      { ...packageFixture({ categories: ["honeymoon-packages"], title: "Kumarakom Canoe" }), id: "d" },
      { ...packageFixture(), id: "e" },
    ]);
    const honeymoon = { categories: ["honeymoon-packages" as const] };

    expect(await matched(honeymoon)).toBe(4);
    // The total is kept already; the matches are not counted again for another sort or page.
    expect(await countsSent(() => matched({ ...honeymoon, sort: "price-asc" }))).toBe(0);
    expect(await matched({ ...honeymoon, sort: "price-asc" })).toBe(4);
    expect(await matched({ ...honeymoon, sort: "price-desc", page: 2 })).toBe(4);

    // Another filter set has a count of its own.
    expect(await matched({ ...honeymoon, search: "houseboat" })).toBe(3);
    expect(await countsSent(() => matched({ ...honeymoon, search: "houseboat", sort: "price-asc" }))).toBe(0);

    // A write bumps the catalogue version: the counts follow it, from the service or straight to the database.
    await ctx.catalogue.insertMany([{ ...packageFixture(houseboat), id: "f" }]);
    expect(await matched(honeymoon)).toBe(5);
    expect(await matched({ ...honeymoon, search: "houseboat" })).toBe(4);
    await ctx.database.db.execute(sql`UPDATE packages SET status = 'Paused' WHERE id IN ('b', 'c')`);
    expect(await matched({ ...honeymoon, sort: "price-asc" })).toBe(3);

    // "a" closes on 30 November: counted that day, not the next.
    expect(await matched(honeymoon, "2026-11-30")).toBe(3);
    expect(await matched(honeymoon, "2026-12-01")).toBe(2);
  });
});
