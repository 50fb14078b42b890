import { describe, expect, it } from "vitest";
import {
  approxPrice,
  availableCurrencies,
  convertBoundsMinor,
  convertMinor,
  defaultCurrency,
  regionCurrency,
  formatApprox,
  NO_RATES,
  parseRate,
  type ExchangeRates,
} from "./currency";
import { PRICE_RANGES } from "./filters";

const RATES: ExchangeRates = {
  rates: { AED: 22.7, USD: 83.5, KWD: 271.4, OMR: 216.9, GBP: 105.2, EUR: 90.1 },
  setOn: "2026-11-20",
};

describe("convertMinor", () => {
  it("converts rupees to dirhams rounded to a whole dirham", () => {
    // ₹24,990 ÷ 22.7 = 1,100.88
    expect(convertMinor(2_499_000, "INR", "AED", RATES)).toBe(1101);
  });

  it("rounds the high-value Gulf currencies to a tenth", () => {
    // ₹24,990 ÷ 271.4 = 92.078
    expect(convertMinor(2_499_000, "INR", "KWD", RATES)).toBe(92.1);
    // ₹24,990 ÷ 216.9 = 115.214
    expect(convertMinor(2_499_000, "INR", "OMR", RATES)).toBe(115.2);
  });

  it("goes through rupees for a dollar package", () => {
    // $1,234 × 83.5 = ₹1,03,039; ÷ 22.7 = AED 4,539.16
    expect(convertMinor(123_400, "USD", "INR", RATES)).toBe(103_039);
    expect(convertMinor(123_400, "USD", "AED", RATES)).toBe(4539);
  });

  it("rounds exact halves up", () => {
    const rates: ExchangeRates = { rates: { USD: 80, KWD: 250 }, setOn: "2026-11-20" };
    expect(convertMinor(10_000, "INR", "USD", rates)).toBe(1); // 1.25
    expect(convertMinor(12_000, "INR", "USD", rates)).toBe(2); // 1.5
    expect(convertMinor(1_112_500, "INR", "KWD", rates)).toBe(44.5);
    expect(convertMinor(1_106_250, "INR", "KWD", rates)).toBe(44.3); // 44.25
  });

  it("keeps the same currency exact and answers null without a rate", () => {
    expect(convertMinor(249_950, "INR", "INR", RATES)).toBe(2499.5);
    expect(convertMinor(2_499_000, "INR", "SAR", RATES)).toBeNull();
    expect(convertMinor(123_400, "USD", "INR", NO_RATES)).toBeNull();
  });
});

describe("formatApprox", () => {
  it("uses Indian grouping for rupees and Western grouping for the rest, Latin digits always", () => {
    expect(formatApprox(103_039, "INR")).toBe("≈ ₹1,03,039");
    expect(formatApprox(4539, "AED")).toBe("≈ AED 4,539");
    expect(formatApprox(1_234_567, "USD")).toBe("≈ USD 1,234,567");
    expect(formatApprox(92.1, "KWD")).toBe("≈ KWD 92.1");
    expect(formatApprox(92, "BHD")).toBe("≈ BHD 92.0");
  });
});

describe("approxPrice", () => {
  it("is null when nothing is converted", () => {
    expect(approxPrice(2_499_000, "INR", "INR", RATES)).toBeNull();
    expect(approxPrice(2_499_000, "INR", "QAR", RATES)).toBeNull();
    expect(approxPrice(2_499_000, "INR", "AED", RATES)).toBe("≈ AED 1,101");
  });
});

describe("convertBoundsMinor", () => {
  it("turns a rupee range into cents, keeping only prices really inside it", () => {
    // ₹10,000 ÷ 83.5 = $119.7605 → 11,977 cents up; ₹25,000 ÷ 83.5 = $299.4012 → 29,940 cents down
    expect(convertBoundsMinor({ min: 1_000_000, max: 2_500_000 }, "INR", "USD", RATES)).toEqual({ min: 11_977, max: 29_940 });
    expect(convertBoundsMinor({ max: 999_999 }, "INR", "USD", RATES)).toEqual({ max: 11_976 });
    expect(convertBoundsMinor({ min: 1_000_000 }, "INR", "INR", RATES)).toEqual({ min: 1_000_000 });
    expect(convertBoundsMinor({ min: 1 }, "INR", "USD", NO_RATES)).toBeNull();
  });

  it("keeps the converted ranges end to end: a price between two whole paise is in exactly one", () => {
    const rates: ExchangeRates = { rates: { USD: 83.12 }, setOn: "2026-11-30" };
    const inCents = PRICE_RANGES.map((range) => convertBoundsMinor(range, "INR", "USD", rates)!);
    // ₹10,000 ÷ 83.12 = $120.308 → 12,031 cents up; $300.77 is ₹25,000.0024: the top of
    // "₹10,000 - ₹25,000", and "₹25,000 - ₹50,000" starts a cent above it.
    expect(inCents.slice(0, 3)).toEqual([{ max: 12_030 }, { min: 12_031, max: 30_077 }, { min: 30_078, max: 60_154 }]);
    for (let i = 1; i < inCents.length; i++) expect(inCents[i]!.min).toBe(inCents[i - 1]!.max! + 1);
  });
});

describe("availableCurrencies", () => {
  it("lists INR and the currencies that have a rate, in the site's order", () => {
    expect(availableCurrencies(RATES)).toEqual(["INR", "AED", "USD", "OMR", "KWD", "GBP", "EUR"]);
    expect(availableCurrencies(NO_RATES)).toEqual(["INR"]);
  });
});

describe("defaultCurrency", () => {
  const available = availableCurrencies(RATES);
  it("keeps a remembered choice that is still available", () => {
    expect(defaultCurrency({ remembered: "GBP", language: "ar", acceptLanguage: "ar-AE", available })).toBe("GBP");
    expect(defaultCurrency({ remembered: "SAR", language: "en", acceptLanguage: "en-IN", available })).toBe("INR");
  });
  it("follows the Accept-Language region, then Arabic → dirhams, else rupees", () => {
    expect(defaultCurrency({ language: "en", acceptLanguage: "en-AE,en;q=0.8", available })).toBe("AED");
    expect(defaultCurrency({ language: "ml", acceptLanguage: "ml-KW", available })).toBe("KWD");
    expect(defaultCurrency({ language: "ar", acceptLanguage: "ar", available })).toBe("AED");
    expect(defaultCurrency({ language: "ar", acceptLanguage: null, available })).toBe("AED");
    expect(defaultCurrency({ language: "hi", acceptLanguage: "hi-IN", available })).toBe("INR");
    expect(defaultCurrency({ language: "ar", acceptLanguage: "ar", available: ["INR"] })).toBe("INR");
  });
  it("reads the region of the most preferred tag that has one: en-GB → GBP, ar-SA → SAR, en-US → USD", () => {
    const all = ["INR", "AED", "USD", "SAR", "QAR", "OMR", "KWD", "BHD", "GBP", "EUR"] as const;
    expect(defaultCurrency({ language: "en", acceptLanguage: "en-GB,en;q=0.9", available: all })).toBe("GBP");
    expect(defaultCurrency({ language: "ar", acceptLanguage: "ar-SA,ar;q=0.9", available: all })).toBe("SAR");
    expect(defaultCurrency({ language: "en", acceptLanguage: "en-US", available: all })).toBe("USD");
    expect(defaultCurrency({ language: "ml", acceptLanguage: "ml-IN,ml;q=0.9,en-US;q=0.8", available: all })).toBe("INR");
    expect(defaultCurrency({ language: "en", acceptLanguage: "en;q=0.5, de-DE", available: all })).toBe("EUR");
    expect(defaultCurrency({ language: "hi", acceptLanguage: "zh-Hant-TW", available: all })).toBe("INR");
    expect(defaultCurrency({ language: "ar", acceptLanguage: "ar-EG", available: all })).toBe("AED");
    expect(defaultCurrency({ language: "en", acceptLanguage: "en-SA", available: ["INR", "AED"] })).toBe("INR");
  });
  it("names the currency of the preferred region, for the cache key", () => {
    expect(regionCurrency("en;q=0.5, en-GB")).toBe("GBP");
    expect(regionCurrency("ml")).toBeNull();
    expect(regionCurrency("de-CH")).toBeNull();
    expect(regionCurrency(null)).toBeNull();
  });
  it("lets the traveller's remembered choice win over language and region", () => {
    const all = ["INR", "AED", "USD", "GBP"] as const;
    expect(defaultCurrency({ remembered: "INR", language: "ar", acceptLanguage: "ar-AE", available: all })).toBe("INR");
    expect(defaultCurrency({ remembered: "USD", language: "en", acceptLanguage: "en-GB", available: all })).toBe("USD");
    expect(defaultCurrency({ remembered: "XYZ", language: "en", acceptLanguage: "en-GB", available: all })).toBe("GBP");
  });
});

describe("parseRate", () => {
  it("accepts a positive decimal and refuses the rest with a sentence", () => {
    expect(parseRate(" 22.70 ")).toEqual({ ok: true, rate: 22.7 });
    expect(parseRate("0")).toEqual({ ok: false, error: "The rate must be above 0." });
    expect(parseRate("abc")).toEqual({ ok: false, error: "Enter the rate as a number, e.g. 22.70." });
    expect(parseRate("-3")).toEqual({ ok: false, error: "Enter the rate as a number, e.g. 22.70." });
    expect(parseRate("200000")).toEqual({ ok: false, error: "The rate must be at most 1,00,000." });
  });
});
