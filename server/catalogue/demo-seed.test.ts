import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CATEGORY_SLUGS, LAST_MINUTE_SLUG } from "../../domain/categories";
import { availableCurrencies } from "../../domain/currency";
import { addDays, isBookingClosed, todayIn } from "../../domain/dates";
import { imageRenditions } from "../../domain/images";
import { emptyListingQuery } from "../../domain/listing-query";
import { validatePackage } from "../../domain/package-validation";
import { parseConfig } from "../config";
import { oneTestDatabase } from "../testing/databases";
import { DEMO_PICKER_CURRENCIES } from "../testing/demo-currencies";
import { deletePackage } from "../testing/package-writes";
import { useServices } from "../testing/services";
import { DEMO_FIXTURES, demoPackages } from "./demo-catalogue";
import { seedDemoCatalogue, seedDemoCatalogueIfEmpty } from "./demo-seed";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const publicFile = (url: string) => path.resolve("public", url.replace(/^\//, ""));

describe("demo catalogue data", () => {
  const today = "2026-11-21";
  const list = demoPackages(today);
  const byId = new Map(list.map((p) => [p.id, p]));

  it("has 41 packages with unique ids and codes, and names every fixture", () => {
    expect(list.length).toBe(41);
    expect(byId.size).toBe(list.length);
    expect(new Set(list.map((p) => p.packageCode)).size).toBe(list.length);
    for (const id of Object.values(DEMO_FIXTURES)) expect(byId.has(id), id).toBe(true);
  });

  it("gives each fixture the property its name promises", () => {
    const f = (key: keyof typeof DEMO_FIXTURES) => byId.get(DEMO_FIXTURES[key])!;
    expect(f("offer")).toMatchObject({ status: "Active", hasOffer: true });
    expect(f("offer").offerPercentage).toBeGreaterThan(0);
    expect(f("withPdf").pdfFile).toMatch(/\.pdf$/);
    expect(f("withReview").googleReviewScreenshot).toMatch(/review-card/);
    expect(Object.keys(f("withCustomizations").customizationOptions).length).toBeGreaterThanOrEqual(3);
    expect(f("noChildPrice")).toMatchObject({ originalPriceChild: null, offerPriceChild: null, status: "Active" });
    expect(f("withGallery").galleryImages).toHaveLength(4);
    expect(f("plain").hasOffer).toBe(false);
    expect(f("closed").bookingClosingDate! < today).toBe(true);
    expect(f("closedYesterday").bookingClosingDate).toBe(addDays(today, -1));
    expect(f("draft").status).toBe("Draft");
    expect(f("paused").status).toBe("Paused");
    expect(f("expired").status).toBe("Expired");
    expect(f("lastMinuteToday").endDate).toBe(today);
    expect(f("lastMinuteTomorrow").endDate).toBe(addDays(today, 1));
    expect(f("lastMinuteLater").endDate! > addDays(today, 1)).toBe(true);
    expect(f("lastMinuteEnded").endDate! < today).toBe(true);
    expect(f("usd").currency).toBe("USD");
    expect(f("premium").originalPriceAdult).toBeGreaterThan(100_000_00);
    expect(f("dayTrip")).toMatchObject({ durationDays: 1, durationNights: 0 });
  });

  it("follows the admin rules: required fields, positive prices, offers below originals, dates in order", () => {
    for (const p of list) {
      expect(validatePackage(p), p.id).toEqual({ ok: true });
      for (const field of [
        "title",
        "packageCode",
        "startingLocation",
        "destinations",
        "description",
        "bannerImage",
        "bookingOpeningDate",
        "bookingClosingDate",
      ] as const) {
        expect(p[field], `${p.id} ${field}`).toBeTruthy();
      }
      expect(p.originalPriceAdult).toBeGreaterThan(0);
      expect(p.highlights.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.galleryImages.length).toBeLessThanOrEqual(4);
      expect(p.minGroupSize).toBeLessThanOrEqual(p.maxGroupSize);
      expect(p.bookingOpeningDate! <= p.bookingClosingDate!).toBe(true);
      expect(p.endDate !== null, p.id).toBe(p.categories.includes(LAST_MINUTE_SLUG));
      if (p.hasOffer) expect(p.offerPriceAdult!).toBeLessThan(p.originalPriceAdult);
      else expect([p.offerPriceAdult, p.offerPriceChild]).toEqual([null, null]);
      if (p.offerPriceChild !== null) expect(p.offerPriceChild).toBeLessThan(p.originalPriceChild!);
    }
    const deltas = list.flatMap((p) =>
      Object.values(p.customizationOptions)
        .flat()
        .map((o) => o!.price),
    );
    expect(deltas.some((d) => d > 0) && deltas.some((d) => d < 0)).toBe(true);
    expect(list.filter((p) => p.hasOffer).length).toBeGreaterThanOrEqual(8);
    expect(list.filter((p) => p.originalPriceChild === null).length).toBeGreaterThanOrEqual(2);
  });

  it("gives every package a day-by-day itinerary, inclusions and exclusions, translated where its title is", () => {
    for (const p of list) {
      expect(p.itinerary.length, p.id).toBe(p.durationDays);
      for (const day of p.itinerary) expect(day.title && day.description, p.id).toBeTruthy();
      expect(p.itinerary.at(-1)!.overnight, `${p.id}: the last day ends at home`).toBe("");
      expect(p.inclusions.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.exclusions.length, p.id).toBeGreaterThanOrEqual(1);
      for (const [language, t] of Object.entries(p.translations)) {
        expect(t!.itinerary?.length, `${p.id} ${language}`).toBe(p.durationDays);
        expect(t!.inclusions?.length, `${p.id} ${language}`).toBe(p.inclusions.length);
        expect(t!.exclusions?.length, `${p.id} ${language}`).toBe(p.exclusions.length);
      }
    }
    expect(list.filter((p) => Object.keys(p.translations).length === 3).map((p) => p.id)).toEqual([
      "demo-munnar-tea-trails",
      "demo-alleppey-houseboat-classic",
    ]);
  });

  it("goes beyond Kerala: Coorg, Goa, Jaisalmer, Dubai and Oman, each from a provider of its own region", () => {
    const outside = list.filter((p) => p.district === "outside-kerala").map((p) => [p.id, p.providerName]);
    expect(outside).toEqual([
      ["demo-dubai-city-lights", "Gulf Wings Holidays"],
      ["demo-abu-dhabi-dubai-explorer", "Gulf Wings Holidays"],
      ["demo-muscat-coastal-getaway", "Gulf Wings Holidays"],
      ["demo-coorg-coffee-estate", "Kodagu Estate Trails"],
      ["demo-goa-beaches-old-goa", "Konkan Shore Holidays"],
      ["demo-jaisalmer-desert-camp", "Thar Sands Journeys"],
      ["demo-dubai-desert-hatta", "Al Marmoom Desert Trails"],
      ["demo-muscat-nizwa-wahiba", "Wadi & Dune Oman Tours"],
    ]);
  });

  it("refers only to images and PDFs that exist in public/, with every WebP rendition", () => {
    const urls = list.flatMap((p) =>
      [p.bannerImage, p.googleReviewScreenshot, p.pdfFile, ...p.galleryImages].filter((u): u is string => !!u),
    );
    for (const url of new Set(urls)) {
      const renditions = imageRenditions(url);
      const files = renditions.length > 0 ? renditions.map((r) => r.url) : [url];
      for (const file of files) expect(fs.existsSync(publicFile(file)), file).toBe(true);
    }
    for (const file of ["/assets/packages/default-banner.w1600.webp", "/assets/payment-qr.svg"])
      expect(fs.existsSync(publicFile(file)), file).toBe(true);
  });

  it("keeps every large rendition small", () => {
    const dir = publicFile("/assets/packages");
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".w1600.webp"))) {
      expect(fs.statSync(path.join(dir, name)).size, name).toBeLessThan(60 * 1024);
    }
  });

  it("ships a brochure PDF whose cross-reference table points at its objects", () => {
    const pdf = fs.readFileSync(publicFile("/assets/packages/demo-brochure.pdf")).toString("latin1");
    expect(pdf.startsWith("%PDF-1.")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBe(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it("labels the placeholder payment QR as a demo", () => {
    expect(fs.readFileSync(publicFile("/assets/payment-qr.svg"), "utf8")).toContain("Demo QR");
  });
});

describe.each(oneTestDatabase())("demo seed on $name", ({ open }) => {
  const ctx = useServices(open, config);
  const today = todayIn(config.timeZone);
  beforeEach(async () => {
    await ctx.database.db.execute(sql`DELETE FROM packages`);
    await ctx.database.db.execute(sql`DELETE FROM settings`);
  });

  it("seeds an empty database once, and never a database that has packages", async () => {
    await seedDemoCatalogueIfEmpty(ctx.services);
    const n = demoPackages(today).length;
    expect(await ctx.services.catalogue.count()).toBe(n);
    // The demo's exchange rates come with it, so the currency picker shows (marked demo in the admin).
    expect(await ctx.services.exchangeRates.settings()).toMatchObject({ setOn: today, demo: true });
    expect(availableCurrencies(await ctx.services.exchangeRates.current())).toEqual(DEMO_PICKER_CURRENCIES);
    await deletePackage(ctx.services.packages, DEMO_FIXTURES.plain);
    await seedDemoCatalogueIfEmpty(ctx.services);
    expect(await ctx.services.catalogue.count()).toBe(n - 1);
  });

  it("finishes at the next start a first start's seed that stopped half-way, and only then leaves it", async () => {
    await ctx.database.db.execute(sql`DELETE FROM exchange_rates`);
    // The seed's last step fails, as a start stopped there would leave it: packages, no rates.
    const stopsBeforeRates = {
      ...ctx.services,
      exchangeRates: { ...ctx.services.exchangeRates, seedDemo: () => Promise.reject(new Error("stopped")) },
    };
    await expect(seedDemoCatalogueIfEmpty(stopsBeforeRates)).rejects.toThrow("stopped");
    expect(await ctx.services.catalogue.count()).toBe(41);
    expect(await ctx.services.exchangeRates.settings()).toMatchObject({ rates: {}, demo: false });
    await seedDemoCatalogueIfEmpty(ctx.services);
    expect(await ctx.services.exchangeRates.settings()).toMatchObject({ setOn: today, demo: true });
    expect(await ctx.services.catalogue.count()).toBe(41);
    // Finished: an admin's deletion afterwards is not undone by the next start.
    await deletePackage(ctx.services.packages, DEMO_FIXTURES.plain);
    await seedDemoCatalogueIfEmpty(ctx.services);
    expect(await ctx.services.catalogue.count()).toBe(40);
  });

  it("records the public demo packages as gone live, as a save of a public package does, and not the Draft", async () => {
    await seedDemoCatalogue(ctx.services);
    const rows = await ctx.database.rows<{ package_id: string }>(
      sql`SELECT package_id FROM package_workflow WHERE went_live_at IS NOT NULL ORDER BY package_id`,
    );
    const live = rows.map((r) => r.package_id);
    expect(live).toHaveLength(40);
    expect(live).toContain(DEMO_FIXTURES.plain);
    expect(live).not.toContain(DEMO_FIXTURES.draft);
  });

  it("seeding twice (the CLI) replaces the demo packages instead of duplicating them", async () => {
    expect(await seedDemoCatalogue(ctx.services)).toBe(await seedDemoCatalogue(ctx.services));
    expect(await ctx.services.catalogue.count()).toBe(demoPackages(today).length);
  });

  it("lists at least two visible Active packages in every category", async () => {
    await seedDemoCatalogue(ctx.services);
    for (const slug of CATEGORY_SLUGS) {
      const page = await ctx.services.catalogue.search({ ...emptyListingQuery(), categories: [slug], pageSize: 48 });
      expect(page.matched, slug).toBeGreaterThanOrEqual(2);
      for (const p of page.items) {
        expect(p.status).toBe("Active");
        expect(isBookingClosed(p.bookingClosingDate, today)).toBe(false);
      }
    }
  });

  it("has every status, closed Active packages and five last-minute deals", async () => {
    await seedDemoCatalogue(ctx.services);
    const all = await ctx.services.catalogue.listAll();
    const count = (status: string) => all.filter((p) => p.status === status).length;
    expect(count("Draft")).toBeGreaterThanOrEqual(1);
    expect(count("Paused")).toBeGreaterThanOrEqual(1);
    expect(count("Expired")).toBeGreaterThanOrEqual(1);
    expect(all.filter((p) => p.status === "Active" && isBookingClosed(p.bookingClosingDate, today)).length).toBeGreaterThanOrEqual(2);
    const deals = await ctx.services.catalogue.lastMinute(today);
    expect(deals.length).toBeGreaterThanOrEqual(5);
    expect(deals.map((d) => d.id)).toEqual(expect.arrayContaining([DEMO_FIXTURES.lastMinuteToday, DEMO_FIXTURES.lastMinuteTomorrow]));
    const search = await ctx.services.catalogue.search(emptyListingQuery());
    expect(search.total).toBe(all.filter((p) => p.status === "Active" && !isBookingClosed(p.bookingClosingDate, today)).length);
    expect(search.items[0]!.id).toBe(DEMO_FIXTURES.offer);
    expect(await ctx.services.catalogue.getById(DEMO_FIXTURES.usd)).toMatchObject({ currency: "USD", originalPriceAdult: 89_900 });
  });
});
