import { describe, expect, it } from "vitest";
import { DURATION_RANGES, PRICE_RANGES } from "../domain/filters";
import { durationInRange, isWithinBookingWindow, priceInRange } from "./old-design";

// The old design's JavaScript filters are the benchmark's oracle for the SQL: they must read the
// domain's ranges and windows as the spec states them.
describe("the old design's filters", () => {
  it("put a price on a range's bounds inside it, one cent past outside", () => {
    const between = PRICE_RANGES[1]; // ₹10,000 - ₹25,000
    expect(priceInRange(1_000_000, between)).toBe(true);
    expect(priceInRange(2_500_000, between)).toBe(true);
    expect(priceInRange(999_999, between)).toBe(false);
    expect(priceInRange(2_500_001, between)).toBe(false);
    expect(priceInRange(1, PRICE_RANGES[0])).toBe(true);
    expect(priceInRange(1_000_000_000, PRICE_RANGES[4])).toBe(true);
  });

  it("put a duration on a range's bounds inside it", () => {
    expect(durationInRange(4, DURATION_RANGES[1])).toBe(true);
    expect(durationInRange(7, DURATION_RANGES[1])).toBe(true);
    expect(durationInRange(8, DURATION_RANGES[1])).toBe(false);
    expect(durationInRange(365, DURATION_RANGES[3])).toBe(true);
  });

  it("include both ends of the opening-closing window", () => {
    expect(isWithinBookingWindow("2026-11-01", "2026-11-30", "2026-11-01")).toBe(true);
    expect(isWithinBookingWindow("2026-11-01", "2026-11-30", "2026-11-30")).toBe(true);
    expect(isWithinBookingWindow("2026-11-01", "2026-11-30", "2026-11-15")).toBe(true);
    expect(isWithinBookingWindow("2026-11-01", "2026-11-30", "2026-10-31")).toBe(false);
    expect(isWithinBookingWindow("2026-11-01", "2026-11-30", "2026-12-01")).toBe(false);
    expect(isWithinBookingWindow(null, "2026-11-30", "2026-11-15")).toBe(false);
    expect(isWithinBookingWindow("2026-11-01", undefined, "2026-11-15")).toBe(false);
  });
});
