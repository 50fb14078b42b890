import { describe, expect, it } from "vitest";
import { NO_RATES } from "./currency";
import {
  CATEGORIES,
  allCategoryCards,
  categoryFromPrices,
  categoryFilterHref,
  categoryForQueryText,
  homeCategoryCards,
  legacyCategoryString,
  slugFromLegacyCategory,
} from "./categories";

it("has the 15 categories with their subtitles and from-prices", () => {
  expect(CATEGORIES).toHaveLength(15);
  expect(CATEGORIES.map((c) => `${c.label} (${c.subtitle}) ${c.fromPrice}`)).toContain("Budget Friendly (Affordable Packages) 3499");
  expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(15);
});

it("home shows 9, without the six the spec leaves out, subtitle as name and label as filter", () => {
  const cards = homeCategoryCards();
  expect(cards).toHaveLength(9);
  const names = cards.map((c) => c.filter);
  for (const hidden of ["Adventure Trips", "Trekking", "Luxury Packages", "Last-Minute Deals", "Cruise Trips", "Family Tours"]) {
    expect(names).not.toContain(hidden);
  }
  const budget = cards.find((c) => c.slug === "budget-friendly")!;
  expect(budget.name).toBe("Affordable Packages");
  expect(categoryFilterHref(budget.filter)).toBe("/packages?category=Budget%20Friendly");
});

it("categories page shows all 15 by label", () => {
  expect(allCategoryCards().map((c) => c.name)).toEqual(CATEGORIES.map((c) => c.label));
});

it("?category= picks the first category whose label contains the text, ignoring case", () => {
  const found = ["heritage", "PACKAGES", "Heritage & Cultures"];
  expect(found.map((text) => `${text} → ${categoryForQueryText(text)?.slug}`)).toEqual([
    "heritage → heritage-cultures",
    "PACKAGES → international-packages",
    "Heritage & Cultures → heritage-cultures",
  ]);
  // None of these finds a category.
  expect(["  ", "submarine"].filter((text) => categoryForQueryText(text) !== undefined)).toEqual([]);
});

it("maps legacy strings, both last-minute spellings included", () => {
  const legacy = [
    "Last-Minute Deals (Now or Never)",
    "Now or Never (Last-Minute Deals)",
    "Heritage & Cultures (Time Travelers)",
    "wellness and resorts",
    "Couple Goals",
    "camping",
  ];
  expect(legacy.map((text) => `${text} → ${slugFromLegacyCategory(text)}`)).toEqual([
    "Last-Minute Deals (Now or Never) → last-minute-deals",
    "Now or Never (Last-Minute Deals) → last-minute-deals",
    "Heritage & Cultures (Time Travelers) → heritage-cultures",
    "wellness and resorts → wellness-resorts",
    "Couple Goals → honeymoon-packages",
    "camping → camping",
  ]);
  expect(slugFromLegacyCategory("Space Tourism (Zero G)")).toBeUndefined();
});

it("writes the stored form back", () => {
  for (const c of CATEGORIES) expect(slugFromLegacyCategory(legacyCategoryString(c.slug))).toBe(c.slug);
  expect(legacyCategoryString("last-minute-deals")).toBe("Last-Minute Deals (Now or Never)");
});

describe("the real 'From' price of a category", () => {
  const lowest = [
    { category: "camping", currency: "INR", price: 249900 },
    { category: "camping", currency: "USD", price: 2000 },
    { category: "international-packages", currency: "INR", price: 3899900 },
    { category: "international-packages", currency: "USD", price: 29900 },
    { category: "trekking", currency: "INR", price: 249950 },
    { category: "no-such-category", currency: "INR", price: 100 },
  ];

  it("is the lowest rupee price, in whole rupees rounded up; unknown categories are left out", () => {
    expect(categoryFromPrices(lowest, NO_RATES)).toEqual({ camping: 2499, "international-packages": 38999, trekking: 2500 });
  });

  it("counts other currencies at the admin's rate, and the lowest wins", () => {
    const rates = { rates: { USD: 84 }, setOn: "2026-11-20" };
    // $20 = ₹1,680 beats ₹2,499; $299 = ₹25,116 beats ₹38,999.
    expect(categoryFromPrices(lowest, rates)).toMatchObject({ camping: 1680, "international-packages": 25116 });
  });

  it("falls back to the spec's fixed price for a category with no bookable package", () => {
    const cards = allCategoryCards(categoryFromPrices(lowest, NO_RATES));
    expect(cards.find((c) => c.slug === "camping")?.fromPrice).toBe(2499);
    expect(cards.find((c) => c.slug === "cruise-trips")?.fromPrice).toBe(14999);
    expect(homeCategoryCards({}).find((c) => c.slug === "camping")?.fromPrice).toBe(1499);
  });
});
