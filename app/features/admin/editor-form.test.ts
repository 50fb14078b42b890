import { describe, expect, it } from "vitest";
import type { TravelPackage } from "../../../domain/package";
import { emptyPackageDraft, packageToDraft, PACKAGE_MESSAGES, type PackageDraft } from "../../../domain/package-validation";
import { editorIssue, hasLastMinute, isDirty, NO_FILES, withCategory, withOffer } from "./editor-form";

const PKG: TravelPackage = {
  id: "p1",
  title: "Munnar Mist",
  packageCode: "MUN-01",
  providerName: "Hill Tours",
  meshId: "m-1",
  location: "Munnar",
  googleReviewScreenshot: null,
  startingLocation: "Kochi",
  destinations: "Munnar, Thekkady",
  durationDays: 3,
  durationNights: 2,
  categories: ["trekking", "last-minute-deals"],
  currency: "INR",
  originalPriceAdult: 1_249_950,
  originalPriceChild: null,
  hasOffer: true,
  offerPriceAdult: 999_900,
  offerPriceChild: null,
  offerPercentage: 20,
  bannerImage: "/uploads/b.w1600.webp",
  galleryImages: ["/uploads/g1.w1600.webp"],
  pdfFile: null,
  minGroupSize: 2,
  maxGroupSize: 12,
  description: "Tea gardens.",
  highlights: ["Sunrise"],
  status: "Active",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  endDate: "2026-12-01",
  bookingOpeningDate: "2026-11-01",
  bookingClosingDate: "2026-12-31",
  mainPlaces: ["Top Station"],
  attractions: [],
  district: "idukki",
  itinerary: [{ title: "Arrive", description: "", overnight: "Munnar", meals: ["dinner"] }],
  inclusions: ["Stay"],
  exclusions: [],
  gstIncluded: true,
  cancellationPolicy: "",
  departures: [{ date: "2026-11-20", seatsTotal: 10, seatsLeft: 3, priceAdult: 1_100_050 }],
  featured: true,
  translations: {},
  customizationOptions: { Food: [{ name: "No lunch", price: -50_000 }] },
};

const png = new File([new Uint8Array([137, 80, 78, 71])], "b.png", { type: "image/png" });

describe("editor form", () => {
  it("clears the end date when the last-minute category is unticked, and only then", () => {
    const form = packageToDraft(PKG);
    expect(withCategory(form, "trekking", false).endDate).toBe("2026-12-01");
    const withoutLastMinute = withCategory(form, "last-minute-deals", false);
    expect(withoutLastMinute.endDate).toBe("");
    expect(hasLastMinute(withoutLastMinute)).toBe(false);
    expect(withCategory(withoutLastMinute, "last-minute-deals", true).categories).toEqual(["trekking", "last-minute-deals"]);
  });

  it("does not add a category twice", () => {
    const once = withCategory(emptyPackageDraft(), "camping", true);
    expect(withCategory(once, "camping", true).categories).toEqual(["camping"]);
  });

  it("resets both offer prices to 0 when the offer is turned off", () => {
    const off = withOffer(packageToDraft(PKG), false);
    expect([off.hasOffer, off.offerPriceAdult, off.offerPriceChild]).toEqual([false, 0, 0]);
    expect(withOffer(off, true).offerPriceAdult).toBe(0);
  });

  it("is dirty after a change or a picked file, not before", () => {
    const initial = packageToDraft(PKG);
    expect(isDirty(initial, packageToDraft(PKG), NO_FILES)).toBe(false);
    expect(isDirty(initial, { ...initial, title: "Other" }, NO_FILES)).toBe(true);
    expect(isDirty(initial, initial, { ...NO_FILES, pdf: new File(["%PDF-"], "a.pdf") })).toBe(true);
  });

  it("reports the spec's first broken rule, in order", () => {
    let form: PackageDraft = emptyPackageDraft();
    const steps: [Partial<PackageDraft>, string][] = [
      [{ title: "T" }, PACKAGE_MESSAGES.titleRequired],
      [{ packageCode: "C" }, PACKAGE_MESSAGES.codeRequired],
      [{ startingLocation: "Kochi" }, PACKAGE_MESSAGES.startingLocationRequired],
      [{ destinations: "Munnar" }, PACKAGE_MESSAGES.destinationsRequired],
      [{ originalPriceAdult: "12000" }, PACKAGE_MESSAGES.adultPriceRequired],
      [{ description: "D" }, PACKAGE_MESSAGES.descriptionRequired],
    ];
    for (const [fix, message] of steps) {
      expect(editorIssue(form, NO_FILES)?.message).toBe(message);
      form = { ...form, ...fix };
    }
    expect(editorIssue(form, NO_FILES)?.message).toBe(PACKAGE_MESSAGES.bannerRequired);
    // A picked banner file counts before it is uploaded.
    expect(editorIssue(form, { ...NO_FILES, banner: png })?.message).toBe(PACKAGE_MESSAGES.openingDateRequired);
    form = { ...form, bannerImage: "/uploads/b.w1600.webp", bookingOpeningDate: "2026-11-01", bookingClosingDate: "2026-12-01" };
    expect(editorIssue(form, NO_FILES)?.field).toBe("district");
    form = { ...form, district: "idukki" };
    expect(editorIssue(form, NO_FILES)).toBeNull();
    expect(editorIssue(withCategory(form, "last-minute-deals", true), NO_FILES)).toEqual({
      field: "endDate",
      message: PACKAGE_MESSAGES.endDateRequired,
    });
  });
});
