import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";
import { DURATION_RANGES, PRICE_RANGES, durationRangeById, isDurationRangeId, isPriceRangeId, priceRangeById } from "./filters";

const rupees = (n: number) => n * 100;
/** The ranges whose inclusive bounds hold an amount, as the listing's SQL compares them. */
const rangesFor = (amount: number) =>
  PRICE_RANGES.filter((r: { min?: number; max?: number }) => (r.min ?? -Infinity) <= amount && amount <= (r.max ?? Infinity)).map(
    (r) => r.id,
  );

describe("price ranges", () => {
  it("puts every amount in exactly one range, with the documented boundaries", () => {
    expect(rangesFor(rupees(1))).toEqual(["under-10000"]);
    expect(rangesFor(rupees(10_000) - 1)).toEqual(["under-10000"]);
    expect(rangesFor(rupees(10_000))).toEqual(["10000-25000"]);
    expect(rangesFor(rupees(25_000))).toEqual(["10000-25000"]);
    expect(rangesFor(rupees(25_000) + 1)).toEqual(["25000-50000"]);
    expect(rangesFor(rupees(50_000))).toEqual(["25000-50000"]);
    expect(rangesFor(rupees(50_000) + 1)).toEqual(["50000-100000"]);
    expect(rangesFor(rupees(100_000))).toEqual(["50000-100000"]);
    expect(rangesFor(rupees(100_000) + 1)).toEqual(["over-100000"]);
    expect(rangesFor(rupees(10_000_000))).toEqual(["over-100000"]);
    for (let amount = 0; amount <= rupees(200_000); amount += 49_999) expect(rangesFor(amount)).toHaveLength(1);
  });

  it("labels the ranges in rupees with Indian grouping", () => {
    expect(PRICE_RANGES.map((r) => r.label)).toEqual([
      "Under ₹10,000",
      "₹10,000 - ₹25,000",
      "₹25,000 - ₹50,000",
      "₹50,000 - ₹1,00,000",
      "Above ₹1,00,000",
    ]);
    // The labels agree with the money formatter used everywhere else.
    expect(PRICE_RANGES[3].label).toContain(formatMoney(rupees(100_000), "INR"));
  });

  it("recognises its ids", () => {
    expect(PRICE_RANGES.every((r) => isPriceRangeId(r.id))).toBe(true);
    expect(isPriceRangeId("cheap")).toBe(false);
    expect(priceRangeById("over-100000").min).toBe(rupees(100_000) + 1);
  });
});

describe("duration ranges", () => {
  it("has the four spec ranges with inclusive bounds", () => {
    expect(DURATION_RANGES.map((r) => [r.id, r.label])).toEqual([
      ["1-3", "1-3 Days"],
      ["4-7", "4-7 Days"],
      ["8-14", "8-14 Days (1-2 Weeks)"],
      ["15-plus", "15+ Days"],
    ]);
    const idsFor = (days: number) =>
      DURATION_RANGES.filter((r: { minDays: number; maxDays?: number }) => r.minDays <= days && days <= (r.maxDays ?? Infinity)).map(
        (r) => r.id,
      );
    expect(idsFor(1)).toEqual(["1-3"]);
    expect(idsFor(3)).toEqual(["1-3"]);
    expect(idsFor(4)).toEqual(["4-7"]);
    expect(idsFor(7)).toEqual(["4-7"]);
    expect(idsFor(8)).toEqual(["8-14"]);
    expect(idsFor(14)).toEqual(["8-14"]);
    expect(idsFor(15)).toEqual(["15-plus"]);
    expect(idsFor(365)).toEqual(["15-plus"]);
    expect(isDurationRangeId("15+")).toBe(false);
    expect(durationRangeById("8-14").maxDays).toBe(14);
  });
});
