import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { packageToDraft } from "../../domain/package-validation";
import { parseConfig } from "../config";
import { useCatalogue } from "../testing/catalogue";
import { oneTestDatabase } from "../testing/databases";
import { OPEN_BOOKING, savePackage } from "../testing/package-writes";
import { packageFixture } from "./package-fixture";
import { toIsoTimestamp } from "./package-row";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(oneTestDatabase())("catalogue repository on $name", ({ open }) => {
  const ctx = useCatalogue(open, config);

  it("inserts with a generated opaque id and round-trips every field", async () => {
    const input = packageFixture({
      hasOffer: true,
      offerPriceAdult: 1_200_000,
      offerPriceChild: 700_000,
      offerPercentage: 99,
      endDate: "2026-12-31",
      bookingOpeningDate: "2026-11-01",
      bookingClosingDate: "2026-12-20",
      categories: ["last-minute-deals", "camping"],
      customizationOptions: { Days: [{ name: "Extra day", price: 250_000 }], Food: [{ name: "No dinner", price: -50_000 }] },
      galleryImages: ["/a.webp", "/b.webp"],
    });
    const [id] = await ctx.catalogue.insertMany([input]);
    const saved = (await ctx.catalogue.getById(id!))!;
    expect(saved.id).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(saved.createdAt).toMatch(ISO_INSTANT);
    expect(saved.updatedAt).toBe(saved.createdAt);
    // offerPercentage is always recomputed: (15,000 - 12,000) / 15,000 = 20%.
    expect(saved).toEqual({ ...input, offerPercentage: 20, id: saved.id, createdAt: saved.createdAt, updatedAt: saved.updatedAt });
  });

  it("keeps a given id and creation time, and fills the search text", async () => {
    await ctx.catalogue.insertMany([
      { ...packageFixture({ title: "  Tea   TRAILS " }), id: "legacy-Doc_1", createdAt: "2025-05-01T10:00:00.000Z" },
    ]);
    const saved = (await ctx.catalogue.getById("legacy-Doc_1"))!;
    expect(saved.id).toBe("legacy-Doc_1");
    expect(saved.createdAt).toBe("2025-05-01T10:00:00.000Z");
    const [row] = await ctx.database.rows<{ search_text: string }>(sql`SELECT search_text FROM packages WHERE id = 'legacy-Doc_1'`);
    expect(row!.search_text).toBe("tea trails\nmunnar, thekkady\nkochi\nidukki\ntop station\nmattupetty dam\nidukki\nkerala");
  });

  it("an admin save updates every field and moves both timestamps; an unknown id is not found", async () => {
    await ctx.catalogue.insertMany([{ ...packageFixture(), id: "first", createdAt: "2025-01-01T00:00:00.000Z" }]);
    const first = (await ctx.catalogue.getById("first"))!;
    const renamed = packageFixture({ ...OPEN_BOOKING, title: "Renamed", hasOffer: false, offerPriceAdult: null, status: "Paused" });
    const updated = await savePackage(ctx.packages, first.id, renamed);
    expect(updated).toMatchObject({ id: first.id, title: "Renamed", status: "Paused", offerPercentage: 0 });
    expect(updated!.createdAt > first.createdAt).toBe(true);
    expect(updated!.updatedAt).toBe(updated!.createdAt);
    const [row] = await ctx.database.rows<{ search_text: string }>(sql`SELECT search_text FROM packages WHERE id = ${first.id}`);
    expect(row!.search_text.startsWith("renamed\n")).toBe(true);
    expect(await ctx.packages.savePackage(packageToDraft(renamed), { id: "missing" })).toEqual({
      ok: false,
      reason: "not-found",
      message: "Package not found",
    });
  });

  it("removes, counts and lists every status newest first", async () => {
    const [aId, bId] = await ctx.catalogue.insertMany([
      { ...packageFixture({ status: "Draft" }), createdAt: "2025-01-01T00:00:00.000Z" },
      { ...packageFixture({ status: "Expired" }), createdAt: "2025-02-01T00:00:00.000Z" },
    ]);
    const [a, b] = [{ id: aId! }, { id: bId! }];
    expect((await ctx.catalogue.listAll()).map((p) => p.id)).toEqual([b.id, a.id]);
    expect(await ctx.catalogue.count()).toBe(2);
    expect(await ctx.packages.deletePackage(a.id)).toMatchObject({ ok: true, item: { id: a.id, status: "Draft" } });
    expect(await ctx.packages.deletePackage(a.id)).toEqual({ ok: false, reason: "not-found", message: "Package not found" });
    expect(await ctx.catalogue.count()).toBe(1);
    expect(await ctx.catalogue.getById(a.id)).toBeNull();
  });

  it("inserts many in batches and can replace existing ids", async () => {
    const list = Array.from({ length: 1203 }, (_, i) => ({ ...packageFixture({ title: `Trip ${i}` }), id: `bulk-${i}` }));
    const ids = await ctx.catalogue.insertMany(list);
    expect(ids).toHaveLength(1203);
    expect(ids[1202]).toBe("bulk-1202");
    expect(await ctx.catalogue.count()).toBe(1203);
    await expect(ctx.catalogue.insertMany([{ ...packageFixture(), id: "bulk-0" }])).rejects.toThrow();
    const before = (await ctx.catalogue.getById("bulk-0"))!.updatedAt;
    await ctx.catalogue.insertMany([{ ...packageFixture({ title: "Replaced", hasOffer: true, offerPriceAdult: 750_000 }), id: "bulk-0" }], {
      replaceExisting: true,
    });
    const replaced = await ctx.catalogue.getById("bulk-0");
    expect(replaced).toMatchObject({ title: "Replaced", offerPercentage: 50 });
    // A replacement is a new version for the admin's conflict check (ADR 019), even with an old createdAt.
    expect(Date.parse(replaced!.updatedAt) - Date.parse(before)).toBeGreaterThanOrEqual(1);
    expect((await ctx.catalogue.search({ search: "replaced", categories: [], page: 1, pageSize: 12 })).matched).toBe(1);
    expect(await ctx.catalogue.count()).toBe(1203);
  });

  it("getMany keeps the asked order, skips Draft and unknown ids, and caps at 10", async () => {
    await ctx.catalogue.insertMany([
      { ...packageFixture(), id: "a" },
      { ...packageFixture({ status: "Draft" }), id: "b" },
      { ...packageFixture({ status: "Paused" }), id: "c" },
      ...Array.from({ length: 12 }, (_, i) => ({ ...packageFixture(), id: `n${i}` })),
    ]);
    expect((await ctx.catalogue.getMany(["c", "x", "b", "a", "c"])).map((p) => p.id)).toEqual(["c", "a"]);
    expect(await ctx.catalogue.getMany([])).toEqual([]);
    expect(await ctx.catalogue.getMany(Array.from({ length: 12 }, (_, i) => `n${i}`))).toHaveLength(10);
  });

  it("lists for the sitemap the packages the listing shows: Active, booking not closed", async () => {
    await ctx.catalogue.insertMany([
      { ...packageFixture(), id: "on", createdAt: "2025-03-04T05:06:07.089Z" },
      { ...packageFixture({ status: "Paused" }), id: "off" },
      { ...packageFixture({ bookingClosingDate: "2026-12-01" }), id: "closes-today", createdAt: "2025-03-03T00:00:00.000Z" },
      { ...packageFixture({ bookingClosingDate: "2026-11-30" }), id: "closed-yesterday" },
    ]);
    expect(await ctx.catalogue.sitemapEntries("2026-12-01")).toEqual([
      { id: "on", updatedAt: "2025-03-04T05:06:07.089Z" },
      { id: "closes-today", updatedAt: "2025-03-03T00:00:00.000Z" },
    ]);
  });

  it("never fails on stored values it does not know", async () => {
    await ctx.database.db.execute(sql`
      INSERT INTO packages (id, title, package_code, starting_location, destinations, original_price_adult, categories, status, currency, customization_options)
      VALUES ('odd', 'Odd', 'X', 'Kochi', 'Munnar', 100000, ARRAY['Camping (TentMates)', 'camping', 'bogus'], 'Active', 'INR',
              '{"Days": [{"name": "Extra", "price": "12"}, {"price": 5}, "junk"], "Unknown": [{"name": "x", "price": 1}]}'::jsonb)`);
    const odd = await ctx.catalogue.getById("odd");
    expect(odd).toMatchObject({
      categories: ["camping"],
      customizationOptions: { Days: [{ name: "Extra", price: 0 }] },
      bookingClosingDate: null,
    });
  });
});

describe("toIsoTimestamp", () => {
  it.each([
    ["2026-11-21 05:51:47.123+00", "2026-11-21T05:51:47.123Z"],
    ["2026-11-21 11:21:47.5+05:30", "2026-11-21T05:51:47.500Z"],
    ["2026-11-21 05:51:47.123456-0100", "2026-11-21T06:51:47.123Z"],
    ["2026-11-21 05:51:47+00", "2026-11-21T05:51:47.000Z"],
    ["2026-11-21T05:51:47.123Z", "2026-11-21T05:51:47.123Z"],
  ])("reads PostgreSQL's text form %s in any session zone as %s", (text, iso) => {
    expect(toIsoTimestamp(text)).toBe(iso);
  });
});
