import { describe, expect, it } from "vitest";
import { pageTitles } from "../../../domain/package-translations";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { dealReservation, type DealPackage } from "./deal-card";

const TODAY = "2026-11-22";
// Offer price ₹9,999 an adult: the reservation is 10%, rounded to ₹1,000 (amounts in paise).
const deal = (endDate: string | null): DealPackage => ({
  ...storedPackageFixture(),
  titles: pageTitles(storedPackageFixture(), "en"),
  endDate,
});

describe("dealReservation", () => {
  it("offers the reservation amount while the deal runs, on its last day and without an end date", () => {
    expect(dealReservation(deal("2026-11-30"), TODAY)).toEqual({ amount: 100_000 });
    expect(dealReservation(deal(TODAY), TODAY)).toEqual({ amount: 100_000 });
    expect(dealReservation(deal(null), TODAY)).toEqual({ amount: 100_000 });
  });

  it("offers no amount once the deal has ended", () => {
    expect(dealReservation(deal("2026-11-21"), TODAY)).toBeNull();
    expect(dealReservation(deal("2025-01-01"), TODAY)).toBeNull();
  });

  it("has no amount (Reserve at N/A) for a package without a price", () => {
    expect(dealReservation({ ...deal("2026-11-30"), hasOffer: false, originalPriceAdult: 0 }, TODAY)).toEqual({ amount: null });
  });
});
