import { DEFAULT_LOCALE } from "./locale";
import { acceptLanguageTags } from "./accept-language";
import { remembered } from "./remembered";

/**
 * Display currencies: a traveller may read prices in one of these, converted from the package's
 * own currency (INR or USD) at the exchange rates the admin set. Converted amounts are
 * approximate, marked "≈", rounded per currency, and always shown beside the package's own price.
 * The advance, the UPI QR and the WhatsApp message never use a converted amount.
 *
 * Rates are "rupees per one unit" (1 AED = 22.70 INR → AED: 22.7), so every conversion goes
 * through INR: amount × rate(from) ÷ rate(to). INR's rate is 1 by definition.
 */

export const DISPLAY_CURRENCIES = ["INR", "AED", "USD", "SAR", "QAR", "OMR", "KWD", "BHD", "GBP", "EUR"] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** Currencies whose rate the admin sets (every display currency but INR). */
export const RATED_CURRENCIES = DISPLAY_CURRENCIES.filter((c): c is Exclude<DisplayCurrency, "INR"> => c !== "INR");
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/**
 * How a display currency's amounts are rounded and printed. Its name is not here: screens take it
 * from the platform's own data in their language (Intl.DisplayNames, through react-intl's
 * formatDisplayName).
 */
export interface CurrencyInfo {
  /**
   * Rounding step of a converted amount, in major units: whole units for most currencies
   * (≈ AED 1,234), tenths for the three whose unit is worth hundreds of rupees (≈ KWD 44.3),
   * so a converted price is never more precise than an approximate rate deserves.
   */
  step: number;
  /** Digits after the decimal point when a converted amount is printed (follows step). */
  fractionDigits: 0 | 1;
}

export const CURRENCY_INFO: Record<DisplayCurrency, CurrencyInfo> = {
  INR: { step: 1, fractionDigits: 0 },
  AED: { step: 1, fractionDigits: 0 },
  USD: { step: 1, fractionDigits: 0 },
  SAR: { step: 1, fractionDigits: 0 },
  QAR: { step: 1, fractionDigits: 0 },
  OMR: { step: 0.1, fractionDigits: 1 },
  KWD: { step: 0.1, fractionDigits: 1 },
  BHD: { step: 0.1, fractionDigits: 1 },
  GBP: { step: 1, fractionDigits: 0 },
  EUR: { step: 1, fractionDigits: 0 },
};

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === "string" && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

export function isRatedCurrency(value: unknown): value is RatedCurrency {
  return typeof value === "string" && (RATED_CURRENCIES as readonly string[]).includes(value);
}

/** Upper bound of a rate (rupees per unit): well above any real currency, so a typo is refused. */
export const MAX_RATE = 100_000;

/** The admin's rates: rupees per unit of each rated currency, and the day they were set. */
export interface ExchangeRates {
  /** Missing currency: no rate set, so prices are not converted to it. */
  rates: Partial<Record<RatedCurrency, number>>;
  /** YYYY-MM-DD, the day the admin last saved the rates; null when none are set. */
  setOn: string | null;
}

export const NO_RATES: ExchangeRates = { rates: {}, setOn: null };

/** The rates as the admin's settings show them: also whether the demo seed entered them. */
export interface ExchangeRateSettings extends ExchangeRates {
  demo: boolean;
}

/** Rupees per unit of a currency; 1 for INR; null when the admin has not set it. */
export function rupeesPerUnit(currency: string, rates: ExchangeRates): number | null {
  if (currency === "INR") return 1;
  if (!isRatedCurrency(currency)) return null;
  const rate = rates.rates[currency];
  return typeof rate === "number" && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** Display currencies the site can show today: INR and those with a rate. */
export function availableCurrencies(rates: ExchangeRates): DisplayCurrency[] {
  return DISPLAY_CURRENCIES.filter((c) => rupeesPerUnit(c, rates) !== null);
}

/** Round half up (away from zero) to a multiple of step, without binary-fraction drift. */
function roundToStep(value: number, step: number): number {
  const inverse = Math.round(1 / step);
  // Nudge by a tiny epsilon so 44.25 (stored as 44.2499…) still rounds to 44.3.
  const steps = Math.sign(value) * Math.round(Math.abs(value) * inverse + 1e-9);
  return steps / inverse;
}

/**
 * An amount in minor units (paise / cents) of `from`, in major units of `to`, rounded to the
 * target's step. Null when either currency has no rate. Same currency: the exact major amount.
 */
export function convertMinor(minor: number, from: string, to: DisplayCurrency, rates: ExchangeRates): number | null {
  if (!Number.isFinite(minor)) return null;
  const major = minor / 100;
  if (from === to) return major;
  const fromRate = rupeesPerUnit(from, rates);
  const toRate = rupeesPerUnit(to, rates);
  if (fromRate === null || toRate === null) return null;
  return roundToStep((major * fromRate) / toRate, CURRENCY_INFO[to].step);
}

/**
 * Number format of a price. Indian grouping (1,00,000) for rupees, Western grouping (100,000)
 * for every other currency, and always Latin digits, in every language of the site, so an
 * amount reads the same to everyone and is never misread.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(currency: DisplayCurrency, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(currency === "INR" ? DEFAULT_LOCALE : "en-US", {
      numberingSystem: "latn",
      useGrouping: true,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, f);
  }
  return f;
}

/** `1,00,000` (INR), `44.3` (KWD), `1,234` (AED): the number part of a converted price. */
export function formatAmountNumber(major: number, currency: DisplayCurrency): string {
  return numberFormat(currency, CURRENCY_INFO[currency].fractionDigits).format(major);
}

/**
 * A converted price as shown beside the package's own price: `≈ AED 1,234`, `≈ ₹24,990`,
 * `≈ KWD 44.3`. The currency code (the rupee sign for INR) leads, in every language.
 */
export function formatApprox(major: number, currency: DisplayCurrency): string {
  const unit = currency === "INR" ? "₹" : `${currency} `;
  return `≈ ${unit}${formatAmountNumber(major, currency)}`;
}

/**
 * The converted text for an amount in the package's currency, or null when no conversion is
 * shown (same currency, or no rate): callers then show the package's own price alone.
 */
export function approxPrice(minor: number, from: string, to: DisplayCurrency, rates: ExchangeRates): string | null {
  if (from === to) return null;
  const converted = convertMinor(minor, from, to, rates);
  return converted === null ? null : formatApprox(converted, to);
}

/**
 * Bounds of a range given in whole minor units of `from`, in whole minor units of the package
 * currency `to`, for comparing in SQL. The ranges of `from` follow one another (one's upper bound
 * is the next one's lower bound less one minor unit), and a converted price lies between whole
 * minor units: a range takes every price from its lower bound up to, not including, the next
 * minor unit after its upper bound, so the converted ranges follow one another too and every
 * price is in exactly one. (Rounding the upper bound down instead left $300.77 at ₹83.12 a
 * dollar, ₹25,000.0024, in neither "₹10,000 - ₹25,000" nor "₹25,000 - ₹50,000".) Null without
 * rates.
 */
export function convertBoundsMinor(
  bounds: { min?: number; max?: number },
  from: string,
  to: string,
  rates: ExchangeRates,
): { min?: number; max?: number } | null {
  const fromRate = rupeesPerUnit(from, rates);
  const toRate = rupeesPerUnit(to, rates);
  if (fromRate === null || toRate === null) return null;
  const factor = fromRate / toRate;
  return {
    ...(bounds.min === undefined ? {} : { min: Math.ceil(bounds.min * factor - 1e-9) }),
    ...(bounds.max === undefined ? {} : { max: Math.ceil((bounds.max + 1) * factor - 1e-9) - 1 }),
  };
}

const EURO_REGIONS = [
  "AT",
  "BE",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
];

/** The display currency of an Accept-Language region (the Gulf's, the US, UK, euro area, India). */
const REGION_CURRENCY: Record<string, DisplayCurrency> = {
  AE: "AED",
  SA: "SAR",
  QA: "QAR",
  OM: "OMR",
  KW: "KWD",
  BH: "BHD",
  US: "USD",
  GB: "GBP",
  IN: "INR",
  ...Object.fromEntries(EURO_REGIONS.map((region) => [region, "EUR" as const])),
};

/**
 * The currency of the region of the most preferred Accept-Language tag that names a region, or
 * null ('en;q=0.5, en-GB' → GBP; 'ml' → null). What a default display currency may depend on in
 * a request besides cookies and the page language, so the shared cache keys on it (ADR 031).
 */
export function regionCurrency(acceptLanguage: string | null | undefined): DisplayCurrency | null {
  return acceptLanguage ? regionCurrencyOf(acceptLanguage) : null;
}

/** Asked for every request (the cache key, the count), with a header that repeats: remembered. */
const regionCurrencyOf = remembered((acceptLanguage: string): DisplayCurrency | null => {
  const region = acceptLanguageTags(acceptLanguage)
    .map((tag) => tag.split("-").find((part, i) => i > 0 && /^[a-z]{2}$/.test(part)))
    .find((r) => r !== undefined);
  return (region && REGION_CURRENCY[region.toUpperCase()]) || null;
});

/**
 * The traveller's default display currency (ADR 035, ADR 041): their remembered choice when it is
 * still offered; else the region of the most preferred Accept-Language tag that names one
 * ('en-GB' → GBP, 'ar-SA' → SAR, 'en-US' → USD, 'ml-IN' → INR) when that currency has a rate;
 * else AED on Arabic pages; else INR. A region we have no currency for ('de-CH') falls through.
 */
export function defaultCurrency(input: {
  remembered?: string | null;
  language: string;
  acceptLanguage?: string | null;
  available: readonly DisplayCurrency[];
}): DisplayCurrency {
  const { remembered, language, acceptLanguage, available } = input;
  const ok = (c: DisplayCurrency | undefined): c is DisplayCurrency => c !== undefined && available.includes(c);
  if (isDisplayCurrency(remembered) && ok(remembered)) return remembered;
  const byRegion = regionCurrency(acceptLanguage);
  if (byRegion && ok(byRegion)) return byRegion;
  if (language === "ar" && ok("AED")) return "AED";
  return "INR";
}

/** A rate as the admin typed it ("22.70"): a positive number up to MAX_RATE, else an error. */
export function parseRate(text: string): { ok: true; rate: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,6}(\.\d{1,6})?$/.test(trimmed)) return { ok: false, error: "Enter the rate as a number, e.g. 22.70." };
  const rate = Number(trimmed);
  if (!(rate > 0)) return { ok: false, error: "The rate must be above 0." };
  if (rate > MAX_RATE) return { ok: false, error: `The rate must be at most ${MAX_RATE.toLocaleString(DEFAULT_LOCALE)}.` };
  return { ok: true, rate };
}
