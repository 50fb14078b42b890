import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TravelPackage } from "../../domain/package";
import { PACKAGE_MESSAGES } from "../../domain/package-validation";
import { demoPackages } from "./demo-catalogue";
import { legacyDate, legacyDocumentToPackage, packageToLegacyDocument, type ImportedPackage } from "./legacy-document";

const FIXTURE = path.resolve("server/cli/fixtures/legacy-export.json");
const docs = JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Record<string, unknown>[];
const doc = (id: string) => structuredClone(docs.find((d) => d.id === id)!);
const NOW = new Date("2026-11-21T06:00:00.000Z");

function imported(input: unknown): ImportedPackage {
  const result = legacyDocumentToPackage(input, { timeZone: "Asia/Kolkata", now: NOW });
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}
function rejected(input: unknown): string {
  const result = legacyDocumentToPackage(input, { timeZone: "Asia/Kolkata", now: NOW });
  if (result.ok) throw new Error("expected a rejection");
  return result.reason;
}
const asStored = (p: ImportedPackage): TravelPackage => ({ ...p, updatedAt: p.createdAt });

describe("legacy document to package", () => {
  it("maps every field of a complete document", () => {
    expect(imported(doc("7fQmZ2kLp9XcV1bN3sTa"))).toEqual({
      id: "7fQmZ2kLp9XcV1bN3sTa",
      createdAt: "2024-07-02T06:20:00.000Z",
      title: "Fort Kochi Heritage Trail",
      packageCode: "FKH-001",
      providerName: "Cochin Heritage Walks",
      meshId: "MESH-2231",
      location: "Fort Kochi",
      googleReviewScreenshot: "https://files.keralatrips-storage.example/images/1719898800000_google_review.jpg",
      startingLocation: "Ernakulam",
      destinations: "Fort Kochi, Mattancherry",
      durationDays: 2,
      durationNights: 1,
      categories: ["heritage-cultures", "weekend-trips"],
      currency: "INR",
      originalPriceAdult: 499_900,
      originalPriceChild: 249_900,
      hasOffer: true,
      offerPriceAdult: 429_900,
      offerPriceChild: 199_900,
      offerPercentage: 14,
      bannerImage: "https://files.keralatrips-storage.example/images/1719898800000_banner.jpg",
      galleryImages: [
        "https://files.keralatrips-storage.example/images/1719898800000_gallery_0.jpg",
        "https://files.keralatrips-storage.example/images/1719898800000_gallery_1.jpg",
      ],
      pdfFile: "https://files.keralatrips-storage.example/pdfs/1719898800000_package.pdf",
      minGroupSize: 1,
      maxGroupSize: 12,
      description: "A walk through Portuguese, Dutch and British Kochi with a local historian, ending at the fishing nets at sunset.",
      highlights: ["Chinese fishing nets", "Mattancherry Palace", "Jew Town spice market", "Kathakali evening"],
      status: "Active",
      endDate: null,
      bookingOpeningDate: "2026-10-01",
      bookingClosingDate: "2027-03-31",
      mainPlaces: ["Fort Kochi", "Mattancherry"],
      attractions: ["St. Francis Church", "Paradesi Synagogue"],
      customizationOptions: {
        Days: [{ name: "Extra day in Kochi", price: 180_000 }],
        Accommodations: [
          { name: "Heritage hotel upgrade", price: 250_000 },
          { name: "Budget homestay", price: -80_000 },
        ],
      },
      // An old export has none of the content fields (ADR 030): defaults, and the district its places name.
      district: "ernakulam",
      itinerary: [],
      inclusions: [],
      exclusions: [],
      gstIncluded: false,
      cancellationPolicy: "",
      departures: [],
      featured: false,
      // Nor translations (ADR 041).
      translations: {},
    });
  });

  it("reads both last-minute spellings, string numbers and datetimes in the app's zone", () => {
    const reversed = imported(doc("Qw8rT5yU2iO4pA6sD9fG"));
    expect(reversed).toMatchObject({
      categories: ["last-minute-deals", "cruise-trips"],
      durationDays: 2,
      originalPriceAdult: 799_900,
      offerPriceAdult: 549_900,
      offerPriceChild: 299_900,
      offerPercentage: 31,
      minGroupSize: 2,
      maxGroupSize: 6,
      endDate: "2026-12-05",
      bookingOpeningDate: "2026-10-27",
      bookingClosingDate: "2026-12-05",
      createdAt: "2026-10-27T09:15:30.512Z",
      customizationOptions: {
        Food: [
          { name: "Seafood dinner", price: 65_000 },
          { name: "Vegetarian only", price: -20_000 },
        ],
      },
    });
    const admin = imported(doc("Hj3kL7zX1cV5bN8mQ2wE"));
    expect(admin.categories).toEqual(["last-minute-deals", "budget-friendly"]);
    // 18:30 UTC on the 9th is midnight on the 10th in India.
    expect(admin).toMatchObject({
      endDate: "2026-12-10",
      bookingClosingDate: "2026-12-10",
      originalPriceChild: null,
      offerPriceChild: null,
    });
  });

  it("reads dollars with cents, an offer switched off, and offsets in createdAt", () => {
    expect(imported(doc("Zx9cV8bN7mA6sD5fG4hJ"))).toMatchObject({
      currency: "USD",
      originalPriceAdult: 89_950,
      originalPriceChild: 64_900,
      hasOffer: false,
      offerPriceAdult: 0,
      offerPriceChild: 0,
      offerPercentage: 0,
      createdAt: "2025-08-30T08:00:00.000Z",
      customizationOptions: {
        Accommodations: [{ name: "Five-star upgrade", price: 18_025 }],
        Activities: [{ name: "Skip the safari", price: -4_500 }],
      },
    });
  });

  it("fills the spec's defaults for missing optional fields", () => {
    expect(imported(doc("Pl0oK9iJ8uH7yG6tF5rD"))).toMatchObject({
      providerName: "",
      meshId: "",
      location: "",
      googleReviewScreenshot: null,
      durationNights: 0,
      originalPriceChild: null,
      galleryImages: [],
      pdfFile: null,
      minGroupSize: 1,
      maxGroupSize: 10,
      status: "Draft",
      mainPlaces: [],
      attractions: [],
      customizationOptions: {},
    });
    const noStatus = doc("Pl0oK9iJ8uH7yG6tF5rD");
    delete noStatus.status;
    delete noStatus.createdAt;
    expect(imported(noStatus)).toMatchObject({ status: "Draft", createdAt: NOW.toISOString() });
  });

  it("reads text booleans, empty strings, datetimes without a zone, grouped numbers and Firestore timestamps", () => {
    expect(imported(doc("Mn2bV3cX4zL5kJ6hG7fD"))).toMatchObject({
      hasOffer: false,
      googleReviewScreenshot: null,
      originalPriceChild: null,
      status: "Paused",
      bookingOpeningDate: "2026-06-01",
      bookingClosingDate: "2026-12-31",
    });
    expect(imported(doc("Ws4eD5rF6tG7yH8uJ9iK"))).toMatchObject({
      originalPriceAdult: 249_900,
      originalPriceChild: 149_900,
      galleryImages: [],
      minGroupSize: 4,
      maxGroupSize: 20,
      createdAt: "2024-05-06T12:53:20.000Z",
      categories: ["camping", "trekking", "fixed-group-trips"],
    });
    expect(imported(doc("Ty6uI7oP8aS9dF0gH1jK")).categories).toEqual(["family-tours", "spiritual-journey", "honeymoon-packages"]);
  });

  it("drops an end date when the last-minute category is absent", () => {
    expect(imported({ ...doc("7fQmZ2kLp9XcV1bN3sTa"), endDate: "2026-12-01" }).endDate).toBeNull();
  });

  it("rejects bad documents with the spec's message and names them", () => {
    expect(rejected(doc("Bad1NoTitleXx0000001"))).toBe(`id "Bad1NoTitleXx0000001" (no title): ${PACKAGE_MESSAGES.titleRequired}`);
    expect(rejected(doc("Bad2ZeroPriceXx00002"))).toBe(
      `id "Bad2ZeroPriceXx00002" ("Vagamon Free Ride"): ${PACKAGE_MESSAGES.adultPriceRequired}`,
    );
    expect(rejected(doc("Bad3NoEndDateXx00003"))).toBe(
      `id "Bad3NoEndDateXx00003" ("Wayanad Camp Deal"): ${PACKAGE_MESSAGES.endDateRequired}`,
    );
    const good = doc("7fQmZ2kLp9XcV1bN3sTa");
    expect(rejected({ ...good, bannerImage: "" })).toContain(PACKAGE_MESSAGES.bannerRequired);
    expect(rejected({ ...good, bookingClosingDate: null })).toContain(PACKAGE_MESSAGES.closingDateRequired);
    expect(rejected({ ...good, currency: "€" })).toContain(PACKAGE_MESSAGES.unknownCurrency);
    expect(rejected({ ...good, categories: ["Space Tourism (Zero G)"] })).toContain(
      PACKAGE_MESSAGES.unknownCategory("Space Tourism (Zero G)"),
    );
    expect(rejected({ ...good, status: "Live" })).toContain(PACKAGE_MESSAGES.unknownStatus);
    expect(rejected({ ...good, bookingOpeningDate: "2026-02-30" })).toContain(PACKAGE_MESSAGES.badDate("Booking opening date"));
    expect(rejected({ ...good, customizationOptions: { Extras: [] } })).toContain(PACKAGE_MESSAGES.unknownCustomizationGroup);
    expect(rejected({ ...good, galleryImages: ["/a.jpg", "/b.jpg", "/c.jpg", "/d.jpg", "/e.jpg"] })).toContain(
      PACKAGE_MESSAGES.galleryTooMany,
    );
    expect(rejected({ ...good, bannerImage: "javascript:alert(1)" })).toContain("Banner image must be a web address");
    expect(rejected({ ...good, createdAt: "last Tuesday" })).toBe(
      `id "7fQmZ2kLp9XcV1bN3sTa" ("Fort Kochi Heritage Trail"): createdAt must be an ISO timestamp.`,
    );
    expect(rejected({ ...good, id: "" })).toMatch(/^no id \("Fort Kochi Heritage Trail"\): The document needs an id/);
    expect(rejected({ ...good, id: "a/b" })).toContain("needs an id");
    expect(rejected(["not", "an", "object"])).toBe("a value that is not an object: Package details must be a JSON object.");
    expect(rejected(null)).toContain("Package details must be a JSON object.");
  });

  it("accepts numeric ids as text", () => {
    expect(imported({ ...doc("7fQmZ2kLp9XcV1bN3sTa"), id: 1042 }).id).toBe("1042");
  });
});

describe("legacyDate", () => {
  it("keeps plain dates, reads zoned datetimes in the zone and zone-less ones as written", () => {
    expect(legacyDate("2026-12-01", "Asia/Kolkata")).toBe("2026-12-01");
    expect(legacyDate("2026-12-01T00:00:00.000Z", "Asia/Kolkata")).toBe("2026-12-01");
    expect(legacyDate("2026-11-30T18:30:00.000Z", "Asia/Kolkata")).toBe("2026-12-01");
    expect(legacyDate("2026-11-30T18:30:00.000Z", "UTC")).toBe("2026-11-30");
    expect(legacyDate("2026-12-01 23:59", "Asia/Kolkata")).toBe("2026-12-01");
    expect(legacyDate({ seconds: 1764527400, nanoseconds: 0 }, "Asia/Kolkata")).toBe("2025-12-01");
    expect(legacyDate(undefined, "Asia/Kolkata")).toBe("");
    expect(legacyDate("soon", "Asia/Kolkata")).toBe("soon");
  });
});

describe("package to legacy document", () => {
  it("writes symbols, major units, 'Label (Subtitle)' strings and leaves unset values out", () => {
    const pkg = asStored(imported(doc("Hj3kL7zX1cV5bN8mQ2wE")));
    const out = packageToLegacyDocument(pkg);
    expect(out).toMatchObject({
      id: "Hj3kL7zX1cV5bN8mQ2wE",
      currency: "₹",
      originalPriceAdult: 5999,
      offerPriceAdult: 4499,
      offerPercentage: 25,
      categories: ["Last-Minute Deals (Now or Never)", "Budget Friendly (Affordable Packages)"],
      endDate: "2026-12-10",
      bookingClosingDate: "2026-12-10",
      createdAt: "2026-11-10T04:00:00.000Z",
    });
    for (const key of ["originalPriceChild", "offerPriceChild", "googleReviewScreenshot", "pdfFile"]) expect(out).not.toHaveProperty(key);
    expect(Object.values(out)).not.toContain(null);
    const usd = packageToLegacyDocument(asStored(imported(doc("Zx9cV8bN7mA6sD5fG4hJ"))));
    expect(usd).toMatchObject({ currency: "$", originalPriceAdult: 899.5, hasOffer: false });
    expect(usd).not.toHaveProperty("offerPriceAdult");
    expect(usd).not.toHaveProperty("endDate");
  });

  it("round-trips every valid fixture document and the whole demo catalogue", () => {
    const valid = docs.map((d) => legacyDocumentToPackage(d, { now: NOW })).flatMap((r) => (r.ok ? [r.value] : []));
    expect(valid).toHaveLength(9);
    const demo = demoPackages("2026-11-21").map((p) => imported(packageToLegacyDocument({ ...p, updatedAt: p.createdAt })));
    for (const p of [...valid, ...demo]) {
      expect(imported(packageToLegacyDocument(asStored(p)))).toEqual(p);
    }
  });

  it("keeps the demo catalogue's content through an export and import", () => {
    for (const p of demoPackages("2026-11-21")) {
      const back = imported(packageToLegacyDocument({ ...p, updatedAt: p.createdAt }));
      const { offerPriceAdult, offerPriceChild, ...rest } = p;
      expect(back).toMatchObject(rest);
      if (p.hasOffer) expect([back.offerPriceAdult, back.offerPriceChild]).toEqual([offerPriceAdult, offerPriceChild]);
    }
  });
});
