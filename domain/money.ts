import { DEFAULT_LOCALE } from "./locale";
import type { Currency, TravelPackage } from "./package";

/** The advance the traveller pays to reserve: 10% of the total. */
export const ADVANCE_PERCENT = 10;
export const ADVANCE_RATE = ADVANCE_PERCENT / 100;

export type PriceFields = Pick<
  TravelPackage,
  "currency" | "originalPriceAdult" | "originalPriceChild" | "hasOffer" | "offerPriceAdult" | "offerPriceChild"
>;

const LOCALE: Record<Currency, string> = { INR: DEFAULT_LOCALE, USD: "en-US" };
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[currency], {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

const positive = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;

/**
 * `₹1,00,000`, `₹2,499.50`, `$1,234`, `$12.50`, `-₹500`: Indian grouping for rupees,
 * and the minor part only when it is not zero.
 */
export function formatMoney(minor: number, currency: Currency): string {
  const value = Number.isFinite(minor) ? Math.round(minor) : 0;
  // Math.round(-0.4) is -0, which Intl would print as "-₹0".
  if (value === 0) return formatter(currency, 0).format(0);
  return formatter(currency, value % 100 === 0 ? 0 : 2).format(value / 100);
}

/** Customization deltas: `+₹500`, `-₹500`, `₹0`. */
export function formatSignedMoney(minor: number, currency: Currency): string {
  const text = formatMoney(minor, currency);
  return Math.round(minor) > 0 ? `+${text}` : text;
}

export function toMinor(major: number): number {
  return Math.round(major * 100);
}

export function toMajor(minor: number): number {
  return minor / 100;
}

/** Offer price when there is an offer with a price, else the original price. */
export function adultUnitPrice(p: PriceFields): number {
  return p.hasOffer && positive(p.offerPriceAdult) ? p.offerPriceAdult : p.originalPriceAdult;
}

/** Like the adult price; null when the package has no child price at all. */
export function childUnitPrice(p: PriceFields): number | null {
  if (p.hasOffer && positive(p.offerPriceChild)) return p.offerPriceChild;
  return positive(p.originalPriceChild) ? p.originalPriceChild : null;
}

/** Rounded percent off; 0 unless there is an offer price above 0 and below the original. */
export function offerPercentage(original: number, offer: number | null | undefined): number {
  if (!positive(original) || !positive(offer) || offer >= original) return 0;
  return Math.round(((original - offer) * 100) / original);
}

export function adultPercentOff(p: PriceFields): number {
  return p.hasOffer ? offerPercentage(p.originalPriceAdult, p.offerPriceAdult) : 0;
}

export function childPercentOff(p: PriceFields): number {
  return p.hasOffer ? offerPercentage(p.originalPriceChild ?? 0, p.offerPriceChild) : 0;
}

/**
 * 10% of an amount rounded to a whole rupee / dollar, in minor units, never negative.
 * Integer arithmetic (×percent, ÷10,000) keeps exact halves exact, so ₹12,345 → ₹1,235.
 */
export function advanceOf(minor: number): number {
  if (!positive(minor)) return 0;
  return Math.round((minor * ADVANCE_PERCENT) / 10_000) * 100;
}

/** Listing card and 'Reserve at' badge: 10% of the adult unit price; null shows "N/A". */
export function reservationAmount(p: PriceFields): number | null {
  const unit = adultUnitPrice(p);
  return positive(unit) ? advanceOf(unit) : null;
}

export interface PriceSummary {
  currency: Currency;
  adults: number;
  children: number;
  adultUnit: number;
  adultOriginalUnit: number;
  childUnit: number | null;
  childOriginalUnit: number | null;
  adultsSubtotal: number;
  childrenSubtotal: number;
  /** Signed sum of the selected customization deltas. */
  customizationsTotal: number;
  total: number;
  /** Original unit prices × counts + customizations. */
  originalTotal: number;
  saving: number;
  advance: number;
  adultPercentOff: number;
  childPercentOff: number;
}

export interface PriceSummaryInput {
  pkg: PriceFields;
  adults: number;
  children: number;
  customizations: readonly { name: string; price: number }[];
}

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * One adult's and one child's price as charged (offer applied) and as advertised before the offer
 * (the struck-through price; the charged one when no original is set); the child's null when the
 * package has no child price.
 */
export function unitPrices(p: PriceFields): Pick<PriceSummary, "adultUnit" | "adultOriginalUnit" | "childUnit" | "childOriginalUnit"> {
  const adultUnit = adultUnitPrice(p);
  const childUnit = childUnitPrice(p);
  return {
    adultUnit,
    adultOriginalUnit: positive(p.originalPriceAdult) ? p.originalPriceAdult : adultUnit,
    childUnit,
    childOriginalUnit: childUnit === null ? null : positive(p.originalPriceChild) ? p.originalPriceChild : childUnit,
  };
}

/** The total: adults × adult unit + children × child unit (if any) + customization deltas. */
export function priceSummary({ pkg, adults, children, customizations }: PriceSummaryInput): PriceSummary {
  const a = count(adults);
  const c = count(children);
  const { adultUnit, adultOriginalUnit, childUnit, childOriginalUnit } = unitPrices(pkg);
  const customizationsTotal = customizations.reduce((sum, o) => sum + (Number.isFinite(o.price) ? Math.round(o.price) : 0), 0);
  const adultsSubtotal = a * adultUnit;
  const childrenSubtotal = childUnit === null ? 0 : c * childUnit;
  const total = adultsSubtotal + childrenSubtotal + customizationsTotal;
  const originalTotal = a * adultOriginalUnit + (childOriginalUnit === null ? 0 : c * childOriginalUnit) + customizationsTotal;
  return {
    currency: pkg.currency,
    adults: a,
    children: c,
    adultUnit,
    adultOriginalUnit,
    childUnit,
    childOriginalUnit,
    adultsSubtotal,
    childrenSubtotal,
    customizationsTotal,
    total,
    originalTotal,
    saving: Math.max(0, originalTotal - total),
    advance: advanceOf(total),
    adultPercentOff: adultPercentOff(pkg),
    childPercentOff: childPercentOff(pkg),
  };
}
