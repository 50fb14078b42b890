/**
 * The listing's price and duration filters: fixed ranges, each with its label.
 *
 * Bounds are inclusive integers so the same numbers work in SQL (BETWEEN) and in code, and every
 * price or duration falls in exactly one range. The ends read literally: "Under ₹10,000" excludes
 * ₹10,000 and "Above ₹1,00,000" excludes ₹1,00,000; a middle range includes its upper bound
 * (₹25,000 is in "₹10,000 - ₹25,000"). Prices are compared in minor units (paise) against the
 * adult unit price (offer price when there is an offer). The ranges are rupee ranges; a package
 * in another currency matches when its price lies in the range converted at the admin's exchange
 * rates (`convertBoundsMinor`: a converted price between two whole paise belongs to the range of
 * the whole paise below it, so it too is in exactly one range), and matches no range while its
 * currency has no rate (ADR 035).
 */

export interface PriceRange {
  id: string;
  label: string;
  /** Inclusive lower bound in minor units; absent means no lower bound. */
  min?: number;
  /** Inclusive upper bound in minor units; absent means no upper bound. */
  max?: number;
}

export interface DurationRange {
  id: string;
  label: string;
  /** Inclusive bounds in days. */
  minDays: number;
  maxDays?: number;
}

const PAISE = 100;

export const PRICE_RANGES = [
  { id: "under-10000", label: "Under ₹10,000", max: 10_000 * PAISE - 1 },
  { id: "10000-25000", label: "₹10,000 - ₹25,000", min: 10_000 * PAISE, max: 25_000 * PAISE },
  { id: "25000-50000", label: "₹25,000 - ₹50,000", min: 25_000 * PAISE + 1, max: 50_000 * PAISE },
  { id: "50000-100000", label: "₹50,000 - ₹1,00,000", min: 50_000 * PAISE + 1, max: 100_000 * PAISE },
  { id: "over-100000", label: "Above ₹1,00,000", min: 100_000 * PAISE + 1 },
] as const satisfies readonly PriceRange[];

export type PriceRangeId = (typeof PRICE_RANGES)[number]["id"];

export const DURATION_RANGES = [
  { id: "1-3", label: "1-3 Days", minDays: 1, maxDays: 3 },
  { id: "4-7", label: "4-7 Days", minDays: 4, maxDays: 7 },
  { id: "8-14", label: "8-14 Days (1-2 Weeks)", minDays: 8, maxDays: 14 },
  { id: "15-plus", label: "15+ Days", minDays: 15 },
] as const satisfies readonly DurationRange[];

export type DurationRangeId = (typeof DURATION_RANGES)[number]["id"];

export function isPriceRangeId(value: string): value is PriceRangeId {
  return PRICE_RANGES.some((r) => r.id === value);
}

export function isDurationRangeId(value: string): value is DurationRangeId {
  return DURATION_RANGES.some((r) => r.id === value);
}

export function priceRangeById(id: PriceRangeId): PriceRange {
  return PRICE_RANGES.find((r) => r.id === id)!;
}

export function durationRangeById(id: DurationRangeId): DurationRange {
  return DURATION_RANGES.find((r) => r.id === id)!;
}
