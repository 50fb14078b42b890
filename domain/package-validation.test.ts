import { describe, expect, it } from "vitest";
import type { TravelPackage } from "./package";
import {
  PACKAGE_MESSAGES,
  PDF_MAX_BYTES,
  PENDING_UPLOAD,
  emptyPackageDraft,
  galleryCapacityError,
  normalisePackageDraft,
  packageDraftSchema,
  packageToDraft,
  parsePackageDraft,
  pdfFileError,
  validatePackage,
  type PackageDraft,
} from "./package-validation";
import { SPEC_SAVE_CHECKS } from "./testing/save-checks";
import { titledDay, translatedDays } from "./testing/translated-days";

function draft(over: Partial<PackageDraft> = {}): PackageDraft {
  return {
    ...emptyPackageDraft(),
    title: "Munnar Tea Trails",
    packageCode: "KT-MUN-01",
    providerName: "Hill Route Holidays",
    meshId: "MESH-204",
    location: "Kochi",
    startingLocation: "Kochi",
    destinations: "Munnar, Thekkady",
    durationDays: "3",
    durationNights: "2",
    categories: ["heritage-cultures"],
    originalPriceAdult: "12999",
    originalPriceChild: "8999",
    bannerImage: "/uploads/banner.w1600.webp",
    description: "Three days among tea gardens.",
    highlights: ["Tea museum", "Sunrise at Kolukkumalai"],
    bookingOpeningDate: "2026-11-01",
    bookingClosingDate: "2026-12-31",
    district: "idukki",
    ...over,
  };
}

const norm = (over: Partial<PackageDraft> = {}) => normalisePackageDraft(draft(over));

describe("PACKAGE_MESSAGES", () => {
  it("holds the spec's exact texts", () => {
    // The ten save checks' texts are checked where they are given (the next test).
    expect(PACKAGE_MESSAGES).toMatchObject({ pdfTooLarge: "PDF file size exceeds 6MB limit.", pdfOnly: "Only PDF files are allowed." });
    expect(PACKAGE_MESSAGES.galleryLimit(3)).toBe("You can upload up to 3 more images.");
  });
});

describe("the ten save checks, in the spec's order", () => {
  it("reports them one at a time as each is fixed", () => {
    const complete = draft({ categories: ["last-minute-deals"], endDate: "2026-11-25" });
    let input: Record<string, unknown> = { categories: ["last-minute-deals"] };
    for (const [field, message, code] of SPEC_SAVE_CHECKS) {
      expect(parsePackageDraft(input)).toEqual({ ok: false, field, message, code, params: {} });
      input = { ...input, [field]: complete[field] };
    }
    // Then the content checks (ADR 030), starting with the district.
    expect(parsePackageDraft(input)).toEqual({
      ok: false,
      field: "district",
      message: "Choose the district the package is in (or Outside Kerala).",
      code: "districtRequired",
      params: {},
    });
    const done = parsePackageDraft({ ...input, district: "alappuzha" });
    expect(done.ok).toBe(true);
  });

  it("treats blank text as missing and a zero, negative or non-numeric adult price as invalid", () => {
    expect(parsePackageDraft(draft({ title: "   " }))).toMatchObject({ ok: false, field: "title" });
    expect(parsePackageDraft(draft({ destinations: "\n\t" }))).toMatchObject({ ok: false, field: "destinations" });
    for (const price of ["0", "", "-10", "abc", 0, "0.001"]) {
      expect(parsePackageDraft(draft({ originalPriceAdult: price }))).toMatchObject({
        ok: false,
        message: "Valid adult price is required.",
      });
    }
    expect(parsePackageDraft(draft({ originalPriceAdult: "0.01" })).ok).toBe(true);
  });

  it("passes the banner rule with an existing banner or the pending-upload placeholder", () => {
    expect(validatePackage(norm({ bannerImage: null }))).toMatchObject({ ok: false, message: "Banner image is required." });
    expect(validatePackage(norm({ bannerImage: "  " }))).toMatchObject({ ok: false, field: "bannerImage" });
    expect(validatePackage(norm({ bannerImage: PENDING_UPLOAD }))).toEqual({ ok: true });
    expect(validatePackage(norm())).toEqual({ ok: true });
  });

  it("asks for an end date only when the last-minute category is ticked", () => {
    expect(validatePackage(norm({ categories: ["camping"], endDate: "" }))).toEqual({ ok: true });
    expect(validatePackage(norm({ categories: ["camping", "last-minute-deals"], endDate: "" }))).toMatchObject({
      ok: false,
      field: "endDate",
    });
    expect(validatePackage(norm({ categories: ["last-minute-deals"], endDate: "2026-11-28" }))).toEqual({ ok: true });
  });
});

describe("checks after the ten", () => {
  const M = PACKAGE_MESSAGES;
  it.each<[string, Partial<PackageDraft>, string, string?]>([
    [
      "a closing date before the opening date",
      { bookingOpeningDate: "2026-12-01", bookingClosingDate: "2026-11-30" },
      "bookingClosingDate",
      M.closingBeforeOpening,
    ],
    [
      "an opening date that is not a real date",
      { bookingOpeningDate: "2026-02-30" },
      "bookingOpeningDate",
      "Booking opening date must be a real date (YYYY-MM-DD).",
    ],
    ["a closing date that is not a date", { bookingClosingDate: "soon" }, "bookingClosingDate"],
    ["a last-minute end date that is not a real date", { categories: ["last-minute-deals"], endDate: "2026-13-01" }, "endDate"],
    [
      "the spec's rules before its own",
      { bookingOpeningDate: "2026-12-01", bookingClosingDate: "2026-11-30", description: "" },
      "description",
    ],
    ["a maximum group size below the minimum", { minGroupSize: "6", maxGroupSize: "4" }, "maxGroupSize", M.groupSizeOrder],
    ["more days than the database holds", { durationDays: "366" }, "durationDays", M.durationTooLong],
    ["a million nights", { durationNights: "1e6" }, "durationNights"],
    ["a group of 5000", { maxGroupSize: "5000" }, "maxGroupSize", M.groupSizeTooLarge],
    ["a minimum group of 5000", { minGroupSize: "5000", maxGroupSize: "6000" }, "minGroupSize"],
    ["a child price of 1e12", { originalPriceChild: "1e12" }, "originalPriceChild", M.priceTooLarge],
    ["an adult price one paisa above the limit", { originalPriceAdult: "1000000000.01" }, "originalPriceAdult"],
    ["an offer price of 1e15", { hasOffer: true, offerPriceAdult: "1e15" }, "offerPriceAdult"],
    [
      "an adult offer above its price",
      { originalPriceAdult: "7999", hasOffer: true, offerPriceAdult: "9000" },
      "offerPriceAdult",
      "An offer price must be below the price it is offered against.",
    ],
    ["an adult offer equal to its price", { originalPriceAdult: "7999", hasOffer: true, offerPriceAdult: "7999" }, "offerPriceAdult"],
    [
      "a child offer above the child's price",
      { originalPriceAdult: "7999", originalPriceChild: "3000", hasOffer: true, offerPriceAdult: "6999", offerPriceChild: "3500" },
      "offerPriceChild",
    ],
    ["an option costing -2e9", { customizationOptions: { Food: [{ name: "Feast", price: "-2e9" }] } }, "customizationOptions"],
  ])("refuses %s", (_, over, field, message) => {
    expect(validatePackage(norm(over))).toMatchObject(message === undefined ? { ok: false, field } : { ok: false, field, message });
  });

  it.each<[string, Partial<PackageDraft>]>([
    ["a closing date on the opening day", { bookingOpeningDate: "2026-12-01", bookingClosingDate: "2026-12-01" }],
    ["an offer one rupee below its price", { originalPriceAdult: "7999", hasOffer: true, offerPriceAdult: "7998" }],
    ["an offer price on a package without an offer", { originalPriceAdult: "7999", hasOffer: false, offerPriceAdult: "9000" }],
    ["a maximum group size equal to the minimum", { minGroupSize: "4", maxGroupSize: "4" }],
    ["365 days and 364 nights", { durationDays: "365", durationNights: "364" }],
    ["an adult price at the limit", { originalPriceAdult: "1000000000" }],
  ])("accepts %s", (_, over) => {
    expect(validatePackage(norm(over))).toEqual({ ok: true });
  });

  it("states the price limit", () => {
    expect(PACKAGE_MESSAGES.priceTooLarge).toBe("Prices can be at most 1,000,000,000.");
  });
});

describe("normalisePackageDraft", () => {
  it("converts prices to minor units and numbers from text", () => {
    const p = norm({ originalPriceAdult: "12,999.50", originalPriceChild: 8999, currency: "USD" });
    expect(p.originalPriceAdult).toBe(1299950);
    expect(p.originalPriceChild).toBe(899900);
    expect(p.currency).toBe("USD");
    expect(p.durationDays).toBe(3);
    expect(p.durationNights).toBe(2);
  });

  it("falls back to the defaults for empty or non-numeric numbers and applies the minimums", () => {
    const empty = norm({ durationDays: "", durationNights: "", minGroupSize: "", maxGroupSize: "" });
    expect(empty).toMatchObject({ durationDays: 1, durationNights: 0, minGroupSize: 1, maxGroupSize: 10 });
    const junk = norm({ durationDays: "three", durationNights: "x", minGroupSize: "a few", maxGroupSize: "NaN" });
    expect(junk).toMatchObject({ durationDays: 1, durationNights: 0, minGroupSize: 1, maxGroupSize: 10 });
    const low = norm({ durationDays: "0", durationNights: "-2", minGroupSize: "0", maxGroupSize: "-5" });
    expect(low).toMatchObject({ durationDays: 1, durationNights: 0, minGroupSize: 1, maxGroupSize: 1 });
    expect(norm({ durationDays: "2.6", minGroupSize: 2.4 })).toMatchObject({ durationDays: 3, minGroupSize: 2 });
    expect(norm({ durationDays: "Infinity" }).durationDays).toBe(1);
  });

  it("never lets a price go below 0 and keeps a missing child price missing", () => {
    expect(norm({ originalPriceAdult: "-100" }).originalPriceAdult).toBe(0);
    expect(norm({ originalPriceAdult: "abc" }).originalPriceAdult).toBe(0);
    expect(norm({ originalPriceChild: "" }).originalPriceChild).toBeNull();
    expect(norm({ originalPriceChild: "none" }).originalPriceChild).toBeNull();
    expect(norm({ originalPriceChild: "-1" }).originalPriceChild).toBe(0);
    expect(norm({ originalPriceChild: "0" }).originalPriceChild).toBe(0);
  });

  it("resets both offer prices to 0 when the offer is off, and computes the percentage", () => {
    const off = norm({ hasOffer: false, offerPriceAdult: "9999", offerPriceChild: "5999" });
    expect(off).toMatchObject({ hasOffer: false, offerPriceAdult: 0, offerPriceChild: 0, offerPercentage: 0 });
    const on = norm({ hasOffer: true, offerPriceAdult: "9999", offerPriceChild: "5999" });
    expect(on).toMatchObject({ offerPriceAdult: 999900, offerPriceChild: 599900, offerPercentage: 23 });
    expect(norm({ hasOffer: true, offerPriceAdult: "12999" }).offerPercentage).toBe(0);
    expect(norm({ hasOffer: true, offerPriceAdult: "15000" }).offerPercentage).toBe(0);
    expect(norm({ hasOffer: true, offerPriceAdult: "" })).toMatchObject({ offerPriceAdult: null, offerPercentage: 0 });
    expect(norm({ hasOffer: true, offerPriceAdult: "-5" })).toMatchObject({ offerPriceAdult: 0, offerPercentage: 0 });
  });

  it("drops the end date unless the last-minute category is present", () => {
    expect(norm({ categories: ["camping"], endDate: "2026-11-28" }).endDate).toBeNull();
    expect(norm({ categories: ["last-minute-deals"], endDate: " 2026-11-28 " }).endDate).toBe("2026-11-28");
    expect(norm({ categories: ["last-minute-deals"], endDate: "" }).endDate).toBeNull();
  });

  it("trims text, drops empty list items and turns empty dates and files into null", () => {
    const p = norm({
      title: "  Munnar  ",
      highlights: [" Tea ", "", "   ", "Hills"],
      mainPlaces: ["", "Munnar"],
      attractions: [" "],
      galleryImages: [" /uploads/g1.w960.webp ", ""],
      pdfFile: "  ",
      googleReviewScreenshot: "",
      bookingOpeningDate: "",
      categories: ["camping", "camping", "trekking"],
    });
    expect(p).toMatchObject({
      title: "Munnar",
      highlights: ["Tea", "Hills"],
      mainPlaces: ["Munnar"],
      attractions: [],
      galleryImages: ["/uploads/g1.w960.webp"],
      pdfFile: null,
      googleReviewScreenshot: null,
      bookingOpeningDate: null,
      categories: ["camping", "trekking"],
    });
  });

  it("keeps signed customization prices, non-numeric ones become 0, unnamed options and empty groups go", () => {
    const p = norm({
      customizationOptions: {
        Days: [
          { name: " Extra day ", price: "2500" },
          { name: "Skip a day", price: "-1,500.5" },
        ],
        Food: [
          { name: "Kerala sadya", price: "free" },
          { name: "  ", price: "100" },
        ],
        Others: [],
      },
    });
    expect(p.customizationOptions).toEqual({
      Days: [
        { name: "Extra day", price: 250000 },
        { name: "Skip a day", price: -150050 },
      ],
      Food: [{ name: "Kerala sadya", price: 0 }],
    });
  });

  it("has no undefined values", () => {
    const p = norm();
    expect(Object.values(p).every((v) => v !== undefined)).toBe(true);
  });
});

describe("parsePackageDraft shape errors: one message for people", () => {
  const bad = (over: Record<string, unknown>) => parsePackageDraft({ ...draft(), ...over });

  it("refuses what is not an object", () => {
    for (const input of [null, undefined, [], "package", 42]) {
      expect(parsePackageDraft(input)).toEqual({
        ok: false,
        field: "",
        message: "Package details must be a JSON object.",
        code: "notAnObject",
        params: {},
      });
    }
  });

  it("names an unknown status, currency, category or customization group", () => {
    expect(bad({ status: "Live" })).toEqual({
      ok: false,
      field: "status",
      message: "Status must be one of Draft, Active, Paused, Expired, Archived.",
      code: "unknownStatus",
      params: { choices: "Draft, Active, Paused, Expired, Archived" },
    });
    expect(bad({ currency: "EUR" })).toEqual({
      ok: false,
      field: "currency",
      message: "Currency must be INR (₹) or USD ($).",
      code: "unknownCurrency",
      params: {},
    });
    expect(bad({ categories: ["camping", "space-tourism"] })).toEqual({
      ok: false,
      field: "categories",
      message: 'Unknown category "space-tourism".',
      code: "unknownCategory",
      params: { value: "space-tourism" },
    });
    expect(bad({ customizationOptions: { Spa: [] } })).toEqual({
      ok: false,
      field: "customizationOptions",
      message: "Customization groups are Days, Accommodations, Places, Transportation, Activities, Food, Others.",
      code: "unknownCustomizationGroup",
      params: { choices: "Days, Accommodations, Places, Transportation, Activities, Food, Others" },
    });
  });

  it("refuses more than 4 gallery images", () => {
    const five = ["/1", "/2", "/3", "/4", "/5"].map((p) => `/uploads${p}.webp`);
    expect(bad({ galleryImages: five })).toEqual({
      ok: false,
      field: "galleryImages",
      message: "A package can have at most 4 gallery images.",
      code: "galleryTooMany",
      params: { max: 4 },
    });
    expect(bad({ galleryImages: [...five.slice(0, 4), ""] }).ok).toBe(true);
  });

  it("refuses script and data URLs in file fields", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,x", "//evil.example/x.pdf", "ftp://x/y"]) {
      expect(bad({ pdfFile: url })).toMatchObject({ ok: false, field: "pdfFile", message: PACKAGE_MESSAGES.badFileUrl("PDF file") });
    }
    expect(bad({ bannerImage: "https://cdn.example/banner.webp" }).ok).toBe(true);
    expect(bad({ galleryImages: ["javascript:alert(1)"] })).toMatchObject({ field: "galleryImages" });
  });

  it("refuses dates that are not real dates", () => {
    expect(bad({ bookingOpeningDate: "2026-02-30" })).toEqual({
      ok: false,
      field: "bookingOpeningDate",
      message: "Booking opening date must be a real date (YYYY-MM-DD).",
      code: "badDate",
      params: { field: "bookingOpeningDate" },
    });
    expect(bad({ bookingClosingDate: "31/12/2026" })).toMatchObject({ field: "bookingClosingDate" });
    expect(bad({ bookingOpeningDate: "2028-02-29", bookingClosingDate: "2028-03-01" }).ok).toBe(true);
  });

  it("names the field for wrong types and over-long text", () => {
    const invalid = (field: string) => ({ code: "invalid", params: { field } });
    expect(bad({ hasOffer: "maybe" })).toEqual({ ok: false, field: "hasOffer", message: "Offer is not valid.", ...invalid("hasOffer") });
    expect(bad({ durationDays: { days: 3 } })).toEqual({
      ok: false,
      field: "durationDays",
      message: "Duration (days) is not valid.",
      ...invalid("durationDays"),
    });
    expect(bad({ highlights: [1, 2] })).toEqual({
      ok: false,
      field: "highlights",
      message: "Highlights is not valid.",
      ...invalid("highlights"),
    });
    expect(bad({ title: "x".repeat(201) })).toEqual({
      ok: false,
      field: "title",
      message: "Package title is too long (at most 200 characters).",
      code: "tooLong",
      params: { field: "title", max: 200 },
    });
    expect(bad({ highlights: Array(51).fill("a") })).toEqual({
      ok: false,
      field: "highlights",
      message: "Highlights can have at most 50 entries.",
      code: "tooMany",
      params: { field: "highlights", max: 50 },
    });
  });

  it("is lenient about types the form and API clients send", () => {
    const r = parsePackageDraft({
      ...draft(),
      originalPriceAdult: 12999.5,
      durationDays: 4,
      hasOffer: "on",
      offerPriceAdult: "9,999",
      currency: "$",
      categories: ["Last-Minute Deals (Now or Never)", "Now or Never (Last-Minute Deals)"],
      endDate: "2026-11-28",
      highlights: "Tea museum\nBoat ride\n",
      googleReviewScreenshot: null,
      pdfFile: undefined,
      status: "Active",
      id: "ignored",
      createdAt: "ignored",
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      originalPriceAdult: 1299950,
      durationDays: 4,
      hasOffer: true,
      offerPriceAdult: 999900,
      offerPercentage: 23,
      currency: "USD",
      categories: ["last-minute-deals"],
      endDate: "2026-11-28",
      highlights: ["Tea museum", "Boat ride"],
      pdfFile: null,
      status: "Active",
    });
    expect(r.value).not.toHaveProperty("id");
    expect(r.value).not.toHaveProperty("createdAt");
  });

  it("fills absent fields with the form's defaults", () => {
    const minimal = {
      title: "T",
      packageCode: "C",
      startingLocation: "S",
      destinations: "D",
      originalPriceAdult: 1,
      description: "X",
      bannerImage: "/b.webp",
      bookingOpeningDate: "2026-11-01",
      bookingClosingDate: "2026-11-02",
      district: "idukki",
    };
    const r = parsePackageDraft(minimal);
    expect(r).toMatchObject({
      ok: true,
      value: {
        currency: "INR",
        status: "Draft",
        durationDays: 1,
        durationNights: 0,
        minGroupSize: 1,
        maxGroupSize: 10,
        hasOffer: false,
        customizationOptions: {},
      },
    });
    expect(packageDraftSchema.safeParse(minimal).success).toBe(true);
  });
});

describe("packageToDraft", () => {
  const stored = (over: Partial<TravelPackage> = {}): TravelPackage => {
    const r = parsePackageDraft(
      draft({
        hasOffer: true,
        offerPriceAdult: "9999.99",
        offerPriceChild: "",
        categories: ["last-minute-deals", "camping"],
        endDate: "2026-11-28",
        galleryImages: ["/uploads/g.w960.webp"],
        customizationOptions: { Days: [{ name: "Extra day", price: "-250.25" }], Others: [{ name: "Photographer", price: 1500 }] },
        pdfFile: "/uploads/plan.pdf",
        googleReviewScreenshot: "https://cdn.example/review.webp",
      }),
    );
    if (!r.ok) throw new Error(r.message);
    return { id: "pkg-1", createdAt: "2026-11-20T10:00:00.000Z", updatedAt: "2026-11-20T10:00:00.000Z", ...r.value, ...over };
  };
  const writable = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: TravelPackage) => rest;

  it("round-trips through normalise without loss", () => {
    for (const pkg of [
      stored(),
      stored({ originalPriceChild: null, hasOffer: false, offerPriceAdult: 0, offerPriceChild: 0, offerPercentage: 0 }),
      stored({ bookingOpeningDate: null, bookingClosingDate: null, bannerImage: null, currency: "USD", customizationOptions: {} }),
    ]) {
      const back = normalisePackageDraft(packageToDraft(pkg));
      expect(back).toEqual(writable(pkg));
      expect(parsePackageDraft(JSON.parse(JSON.stringify(packageToDraft(pkg)))).ok).toBe(pkg.bannerImage !== null);
    }
  });

  it("shows prices in major units and all seven customization groups", () => {
    const d = packageToDraft(stored());
    expect(d.offerPriceAdult).toBe(9999.99);
    expect(d.offerPriceChild).toBe("");
    expect(d.originalPriceAdult).toBe(12999);
    expect(Object.keys(d.customizationOptions)).toHaveLength(7);
    expect(d.customizationOptions.Days).toEqual([{ name: "Extra day", price: -250.25 }]);
    expect(d.customizationOptions.Food).toEqual([]);
  });

  it("starts a new package with the spec's defaults", () => {
    expect(emptyPackageDraft()).toMatchObject({
      durationDays: 1,
      durationNights: 0,
      minGroupSize: 1,
      maxGroupSize: 10,
      currency: "INR",
      status: "Draft",
      hasOffer: false,
    });
    expect(parsePackageDraft(emptyPackageDraft())).toMatchObject({ ok: false, message: "Package title is required." });
  });
});

describe("file limits", () => {
  it("allows at most 4 gallery images in total and refuses the whole batch otherwise", () => {
    expect(galleryCapacityError(0, 4)).toBeNull();
    expect(galleryCapacityError(2, 2)).toBeNull();
    expect(galleryCapacityError(0, 0)).toBeNull();
    expect(galleryCapacityError(4, 0)).toBeNull();
    const room = (n: number, message: string) => ({ field: "galleryImages", message, code: "galleryLimit", params: { n } });
    expect(galleryCapacityError(0, 5)).toEqual(room(4, "You can upload up to 4 more images."));
    expect(galleryCapacityError(3, 2)).toEqual(room(1, "You can upload up to 1 more image."));
    expect(galleryCapacityError(4, 1)).toEqual(room(0, "You can upload up to 0 more images."));
    expect(galleryCapacityError(6, 1)).toEqual(room(0, "You can upload up to 0 more images."));
  });

  it("accepts PDFs up to exactly 6 MB and names the type before the size", () => {
    expect(PDF_MAX_BYTES).toBe(6_291_456);
    expect(pdfFileError({ size: PDF_MAX_BYTES, isPdf: true })).toBeNull();
    expect(pdfFileError({ size: 1, isPdf: true })).toBeNull();
    const pdfOnly = { field: "pdfFile", message: "Only PDF files are allowed.", code: "pdfOnly", params: {} };
    expect(pdfFileError({ size: PDF_MAX_BYTES + 1, isPdf: true })).toEqual({
      field: "pdfFile",
      message: "PDF file size exceeds 6MB limit.",
      code: "pdfTooLarge",
      params: { max: 6 },
    });
    expect(pdfFileError({ size: 10, isPdf: false })).toEqual(pdfOnly);
    expect(pdfFileError({ size: PDF_MAX_BYTES * 4, isPdf: false })).toEqual(pdfOnly);
  });
});

describe("each issue's code and params, for the editor to say it in the page's language", () => {
  const issue = (over: Record<string, unknown>) => {
    const r = parsePackageDraft({ ...draft(), ...over });
    return r.ok ? r : { field: r.field, message: r.message, code: r.code, params: r.params };
  };

  it("carries the numbers a message states", () => {
    expect(issue({ durationDays: "400" })).toEqual({
      field: "durationDays",
      message: "Duration can be at most 365 days and 365 nights.",
      code: "durationTooLong",
      params: { max: 365 },
    });
    expect(issue({ originalPriceAdult: "2000000000" })).toEqual({
      field: "originalPriceAdult",
      message: "Prices can be at most 1,000,000,000.",
      code: "priceTooLarge",
      params: { max: 1_000_000_000 },
    });
    expect(issue({ minGroupSize: "5", maxGroupSize: "2" })).toEqual({
      field: "maxGroupSize",
      message: "Maximum group size must be at least the minimum group size.",
      code: "groupSizeOrder",
      params: {},
    });
  });

  it("carries the content checks' day, counts and dates (a date as YYYY-MM-DD, for the page to write)", () => {
    const day = (title: string) => ({ title, description: "", overnight: "Munnar", meals: [] });
    expect(issue({ itinerary: [day("Arrive"), day("")] })).toMatchObject({ code: "dayTitleRequired", params: { day: 2 } });
    expect(issue({ itinerary: [day("A"), day("B"), day("C"), day("D")] })).toEqual({
      field: "itinerary",
      message: "The itinerary has 4 days but the package lasts 3 days.",
      code: "dayLongerThanTrip",
      params: { days: 4, duration: 3 },
    });
    const dep = { date: "2026-12-14", seatsTotal: "10", seatsLeft: "4", priceAdult: "" };
    expect(issue({ departures: [dep, dep] })).toMatchObject({ code: "departureTwice", params: { date: "2026-12-14" } });
    expect(issue({ departures: [{ ...dep, seatsTotal: "0" }] })).toMatchObject({
      code: "seatsTotal",
      params: { date: "2026-12-14", max: 1000 },
    });
    expect(issue({ departures: [{ ...dep, date: "soon" }] })).toMatchObject({ code: "departureDate", params: { n: 1 } });
  });
});

describe("itinerary, departures and the other trip-detail fields", () => {
  const day = (title: string, overnight = "Munnar") => ({
    title,
    description: "",
    overnight,
    meals: ["dinner", "breakfast"] as ("breakfast" | "dinner")[],
  });

  it("checks them after the spec's ten, in their stated order", () => {
    expect(parsePackageDraft({ ...draft({ title: "" }), district: null })).toMatchObject({
      ok: false,
      message: "Package title is required.",
    });
    expect(parsePackageDraft(draft({ district: null }))).toMatchObject({
      ok: false,
      field: "district",
      message: "Choose the district the package is in (or Outside Kerala).",
    });
    expect(parsePackageDraft({ ...draft(), district: "goa" })).toMatchObject({
      ok: false,
      message: "Choose the district the package is in (or Outside Kerala).",
    });
    expect(parsePackageDraft(draft({ itinerary: [day("Arrive"), day("Tea"), day("")] }))).toMatchObject({
      ok: false,
      field: "itinerary",
      message: "Day 3 needs a title.",
    });
    const dep = { date: "2026-12-14", seatsTotal: "10", seatsLeft: "12", priceAdult: "" };
    expect(parsePackageDraft(draft({ departures: [dep] }))).toMatchObject({
      ok: false,
      field: "departures",
      message: "Seats left cannot exceed seats in total.",
    });
    expect(parsePackageDraft(draft({ departures: [{ ...dep, seatsTotal: "ten" }] }))).toMatchObject({
      message: "Seats in total on 14 Dec 2026 must be a whole number from 1 to 1000.",
    });
  });

  it("normalises: blank days and departures dropped, meals in order, departures by date, prices in minor units", () => {
    const r = parsePackageDraft(
      draft({
        itinerary: [day(" Arrive "), { title: "", description: "", overnight: "", meals: [] }],
        inclusions: ["Stay", " ", "Meals"],
        departures: [
          { date: "2026-12-20", seatsTotal: "12", seatsLeft: "0", priceAdult: "" },
          { date: "", seatsTotal: "", seatsLeft: "", priceAdult: "" },
          { date: "2026-12-14", seatsTotal: 12, seatsLeft: 4, priceAdult: "11,499.50" },
        ],
        gstIncluded: true,
        featured: true,
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.itinerary).toEqual([{ title: "Arrive", description: "", overnight: "Munnar", meals: ["breakfast", "dinner"] }]);
    expect(r.value.inclusions).toEqual(["Stay", "Meals"]);
    expect(r.value.departures).toEqual([
      { date: "2026-12-14", seatsTotal: 12, seatsLeft: 4, priceAdult: 1_149_950 },
      { date: "2026-12-20", seatsTotal: 12, seatsLeft: 0, priceAdult: null },
    ]);
    expect(r.value).toMatchObject({ gstIncluded: true, featured: true, district: "idukki", cancellationPolicy: "" });
    const back = parsePackageDraft(JSON.parse(JSON.stringify(packageToDraft(r.value))));
    expect(back).toEqual(r);
  });
});

describe("translations (ADR 041)", () => {
  it("are optional, trimmed, and a language with nothing written is left out", () => {
    expect(norm().translations).toEqual({});
    const r = parsePackageDraft(
      draft({
        translations: {
          ml: { title: " മൂന്നാർ ", description: "" },
          hi: { title: "", description: "  " },
          ar: { title: "مونار", description: " وصف " },
        },
      }),
    );
    expect(r.ok && r.value.translations).toEqual({ ml: { title: "മൂന്നാർ", description: "" }, ar: { title: "مونار", description: "وصف" } });
  });

  it("name an unknown language and an over-long title", () => {
    expect(parsePackageDraft({ ...draft(), translations: { fr: { title: "Munnar", description: "" } } })).toEqual({
      ok: false,
      field: "translations",
      message: "Translations are ml, hi, ar.",
      code: "unknownTranslationLanguage",
      params: { choices: "ml, hi, ar" },
    });
    expect(parsePackageDraft({ ...draft(), translations: { ml: { title: "x".repeat(201), description: "" } } })).toEqual({
      ok: false,
      field: "translations",
      message: "Translation is too long (at most 200 characters).",
      code: "tooLong",
      params: { field: "translations", max: 200 },
    });
  });

  it("carry highlights, inclusions, exclusions and days (ADR 112): trimmed, empty items and trailing blank days dropped", () => {
    const r = parsePackageDraft(
      draft({
        translations: {
          ar: {
            title: "",
            description: "",
            highlights: [" ليلتان في منتجع الشاي ", ""],
            inclusions: [],
            exclusions: ["  "],
            itinerary: [
              { title: "", description: "" },
              { title: " الوصول ", description: "" },
              { title: "", description: " " },
            ],
          },
          hi: translatedDays(" "),
        },
      }),
    );
    expect(r.ok && r.value.translations).toEqual({
      ar: { ...translatedDays("", "الوصول"), highlights: ["ليلتان في منتجع الشاي"] },
    });
  });

  it("lose the translated day of a blank original day that is dropped, so later days keep their translations", () => {
    const r = parsePackageDraft(
      draft({
        itinerary: [titledDay("Arrive Kochi"), titledDay(""), titledDay("Depart")],
        translations: { ml: translatedDays("കൊച്ചിയിൽ എത്തുക", "", "മടക്കം") },
      }),
    );
    expect(r.ok && r.value.itinerary.map((d) => d.title)).toEqual(["Arrive Kochi", "Depart"]);
    expect(r.ok && r.value.translations.ml).toEqual(translatedDays("കൊച്ചിയിൽ എത്തുക", "മടക്കം"));
  });

  it("a translated list has the original's limits", () => {
    expect(
      parsePackageDraft({ ...draft(), translations: { ml: { title: "", description: "", highlights: ["x".repeat(501)] } } }),
    ).toMatchObject({
      ok: false,
      field: "translations",
    });
    expect(
      parsePackageDraft({
        ...draft(),
        translations: { ml: { title: "", description: "", inclusions: Array.from({ length: 51 }, () => "x") } },
      }),
    ).toMatchObject({ ok: false, field: "translations" });
  });

  it("come back to the form as they are", () => {
    const value = norm({ translations: { hi: { title: "मुन्नार", description: "चाय बागान", inclusions: ["नाश्ता"] } } });
    const stored: TravelPackage = { ...value, id: "p1", createdAt: "2026-11-01T00:00:00.000Z", updatedAt: "2026-11-01T00:00:00.000Z" };
    expect(normalisePackageDraft(packageToDraft(stored))).toEqual(value);
  });
});
