import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emptyListingQuery, type ListingQuery } from "../../domain/listing-query";
import { parseConfig } from "../config";
import { useCatalogue } from "../testing/catalogue";
import { oneTestDatabase } from "../testing/databases";
import { OPEN_BOOKING, savePackage } from "../testing/package-writes";
import { packageFixture } from "./package-fixture";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const TODAY = "2026-11-22";
const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...emptyListingQuery(), ...over });

describe.each(oneTestDatabase())("listing sorts and district filter on $name", ({ open }) => {
  const ctx = useCatalogue(open, config);
  const ids = async (query: Partial<ListingQuery>) => (await ctx.catalogue.search(q(query), TODAY)).items.map((p) => p.id);

  beforeEach(async () => {
    // a: ₹20,000 offer ₹9,000, 5 days, oldest; b: ₹12,000, 2 days; c: $300, 2 days; d: ₹12,000, 9 days, newest.
    await ctx.catalogue.insertMany([
      {
        ...packageFixture({ originalPriceAdult: 2_000_000, hasOffer: true, offerPriceAdult: 900_000, durationDays: 5 }),
        id: "a",
        createdAt: "2026-01-01T00:00:00.000Z",
      },
      { ...packageFixture({ originalPriceAdult: 1_200_000, durationDays: 2 }), id: "b", createdAt: "2026-02-01T00:00:00.000Z" },
      {
        ...packageFixture({ currency: "USD", originalPriceAdult: 30_000, originalPriceChild: null, durationDays: 2 }),
        id: "c",
        createdAt: "2026-03-01T00:00:00.000Z",
      },
      { ...packageFixture({ originalPriceAdult: 1_200_000, durationDays: 9 }), id: "d", createdAt: "2026-04-01T00:00:00.000Z" },
      { ...packageFixture({ originalPriceAdult: 100, status: "Paused" }), id: "hidden", createdAt: "2026-05-01T00:00:00.000Z" },
    ]);
  });

  it("recommended (the default) and newest are newest first", async () => {
    expect(await ids({})).toEqual(["d", "c", "b", "a"]);
    expect(await ids({ sort: "recommended" })).toEqual(["d", "c", "b", "a"]);
    expect(await ids({ sort: "newest" })).toEqual(["d", "c", "b", "a"]);
  });

  it("sorts rupee prices (offer price when there is one) before dollar prices, ties by id", async () => {
    expect(await ids({ sort: "price-asc" })).toEqual(["a", "b", "d", "c"]);
    expect(await ids({ sort: "price-desc" })).toEqual(["d", "b", "a", "c"]);
  });

  it("sorts by duration, shortest first, ties by id, and pages stably", async () => {
    expect(await ids({ sort: "duration" })).toEqual(["b", "c", "a", "d"]);
    expect(await ids({ sort: "duration", pageSize: 3, page: 2 })).toEqual(["d"]);
  });

  it("filters by district", async () => {
    await ctx.database.db.execute(sql`UPDATE packages SET district = CASE WHEN id IN ('a', 'd') THEN 'idukki' ELSE 'wayanad' END`);
    const page = await ctx.catalogue.search(q({ district: "idukki", sort: "price-asc" }), TODAY);
    expect(page.items.map((p) => p.id)).toEqual(["a", "d"]);
    expect(page.matched).toBe(2);
    expect(page.total).toBe(4);
    expect((await ctx.catalogue.search(q({ district: "kasaragod" }), TODAY)).matched).toBe(0);
  });

  it("departure: soonest open departure from today first, then the rest newest first, across pages", async () => {
    // a departs 2026-12-10 and 2027-01-05 (and 2026-12-01, sold out); b departed 2026-11-01 and
    // departs 2026-11-30; c only in the past. Written by the package saves (the trigger of migration 0007).
    const dep = (date: string, seatsLeft = 5) => ({ date, seatsTotal: 10, seatsLeft, priceAdult: null });
    const a = (await ctx.catalogue.getById("a"))!;
    await savePackage(ctx.packages, "a", {
      ...a,
      ...OPEN_BOOKING,
      departures: [dep("2026-12-01", 0), dep("2026-12-10"), dep("2027-01-05")],
    });
    await ctx.database.db.execute(sql`UPDATE packages SET created_at = '2026-01-01T00:00:00Z' WHERE id = 'a'`);
    const b = (await ctx.catalogue.getById("b"))!;
    await savePackage(ctx.packages, "b", { ...b, ...OPEN_BOOKING, departures: [dep("2026-11-01"), dep("2026-11-30")] });
    await ctx.database.db.execute(sql`UPDATE packages SET created_at = '2026-02-01T00:00:00Z' WHERE id = 'b'`);
    await ctx.database.db.execute(sql`UPDATE packages SET departures = ${JSON.stringify([dep("2026-10-01")])}::jsonb WHERE id = 'c'`);
    const rows = await ctx.database.rows<{ package_id: string; departure_date: string; previous_open_date: string | null }>(
      sql`SELECT package_id, departure_date::text, previous_open_date::text FROM package_departures ORDER BY package_id, departure_date`,
    );
    expect(rows).toEqual([
      { package_id: "a", departure_date: "2026-12-10", previous_open_date: null },
      { package_id: "a", departure_date: "2027-01-05", previous_open_date: "2026-12-10" },
      { package_id: "b", departure_date: "2026-11-01", previous_open_date: null },
      { package_id: "b", departure_date: "2026-11-30", previous_open_date: "2026-11-01" },
      { package_id: "c", departure_date: "2026-10-01", previous_open_date: null },
    ]);
    expect(await ids({ sort: "departure" })).toEqual(["b", "a", "d", "c"]);
    expect(await ids({ sort: "departure", pageSize: 1, page: 2 })).toEqual(["a"]);
    expect(await ids({ sort: "departure", pageSize: 1, page: 3 })).toEqual(["d"]);
    expect(await ids({ sort: "departure", pageSize: 3, page: 2 })).toEqual(["c"]);
    expect(await ids({ sort: "departure", pageSize: 2, page: 2 })).toEqual(["d", "c"]);
    // On 2026-12-11 a's next departure is 2027-01-05 and b has none left.
    expect((await ctx.catalogue.search(q({ sort: "departure" }), "2026-12-11")).items.map((p) => p.id)).toEqual(["a", "d", "c", "b"]);
  });

  it("a search nothing contains falls back to similar words, closest first ('munar' finds Munnar)", async () => {
    await ctx.catalogue.insertMany([
      { ...packageFixture({ title: "Munnar Hills", destinations: "Munnar", mainPlaces: [], attractions: [] }), id: "munnar" },
      { ...packageFixture({ title: "Kumarakom Lake", destinations: "Kumarakom", mainPlaces: [], attractions: [] }), id: "kumarakom" },
    ]);
    const exact = await ctx.catalogue.search(q({ search: "munnar hills" }), TODAY);
    expect(exact.similar).toBe(false);
    expect(exact.items.map((p) => p.id)).toEqual(["munnar"]);
    const typo = await ctx.catalogue.search(q({ search: "munar" }), TODAY);
    expect(typo.similar).toBe(true);
    expect(typo.items[0]!.id).toBe("munnar");
    expect(typo.items.map((p) => p.id)).not.toContain("kumarakom");
    const nothing = await ctx.catalogue.search(q({ search: "zzqx-nowhere" }), TODAY);
    expect(nothing).toMatchObject({ matched: 0, similar: false, items: [] });
  });

  it("'Kerala' finds packages in a Kerala district, a district's name finds its packages", async () => {
    await ctx.catalogue.insertMany([
      {
        ...packageFixture({
          title: "Dubai Lights",
          destinations: "Dubai",
          location: "Dubai",
          startingLocation: "Kochi",
          mainPlaces: [],
          attractions: [],
          district: "outside-kerala",
        }),
        id: "dubai",
      },
      {
        ...packageFixture({
          title: "Edakkal Caves",
          destinations: "Edakkal",
          location: "Kalpetta",
          mainPlaces: [],
          attractions: [],
          district: "wayanad",
        }),
        id: "edakkal",
      },
    ]);
    const kerala = (await ctx.catalogue.search(q({ search: "Kerala", pageSize: 48 }), TODAY)).items.map((p) => p.id);
    expect(kerala).toContain("edakkal");
    expect(kerala).toContain("a");
    expect(kerala).not.toContain("dubai");
    expect((await ctx.catalogue.search(q({ search: "wayanad" }), TODAY)).items.map((p) => p.id)).toEqual(["edakkal"]);
  });
});
