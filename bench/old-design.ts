import { isBookingClosed, isValidIsoDate } from "../domain/dates";
import { durationRangeById, priceRangeById, type DurationRange, type PriceRange } from "../domain/filters";
import type { ListingQuery } from "../domain/listing-query";
import { adultUnitPrice } from "../domain/money";
import type { TravelPackage } from "../domain/package";
import { nextOpenDeparture } from "../domain/package-content";

/** The precomputed count and sum of approved overall stars (ADR 028), as the old list would carry them. */
export interface Rated {
  ratingCount: number;
  ratingSum: number;
}
export type BenchPackage = TravelPackage & Rated;

/*
 * The old design's filters, written out in JavaScript beside it: the SQL (server/catalogue/listing-sql.ts)
 * is the product's only implementation, and this independent one is what the benchmark checks it against.
 */

/** True when an amount in minor units lies in the range (bounds inclusive). */
export function priceInRange(amount: number, range: PriceRange): boolean {
  return (range.min === undefined || amount >= range.min) && (range.max === undefined || amount <= range.max);
}

export function durationInRange(days: number, range: DurationRange): boolean {
  return days >= range.minDays && (range.maxDays === undefined || days <= range.maxDays);
}

/**
 * Booking-date filter: the opening and closing dates include the date (both ends inclusive).
 * A package missing either date has no window, so it never matches a chosen date.
 */
export function isWithinBookingWindow(opening: string | null | undefined, closing: string | null | undefined, date: string): boolean {
  if (!opening || !closing || !isValidIsoDate(opening) || !isValidIsoDate(closing)) return false;
  return opening <= date && date <= closing;
}

/** The average as PostgreSQL's round(sum::numeric / count, 2) gives it (exact in integers), null without a review. */
export function averageOf(p: Rated): number | null {
  return p.ratingCount > 0 ? Math.round((p.ratingSum * 100) / p.ratingCount) / 100 : null;
}

/**
 * The design being replaced: the page fetched every Active package and filtered in the browser.
 * Same rules as the SQL (so the counts must agree), done in JavaScript over the whole list.
 */
export function filterInMemory(all: readonly BenchPackage[], q: ListingQuery, today: string) {
  const visible = all.filter((p) => p.status === "Active" && !isBookingClosed(p.bookingClosingDate, today));
  const needle = q.search?.toLowerCase();
  const price = q.price ? priceRangeById(q.price) : undefined;
  const duration = q.duration ? durationRangeById(q.duration) : undefined;
  const matched = visible.filter((p) => {
    if (needle) {
      const fields = [p.title, p.destinations, p.startingLocation, p.location, ...p.mainPlaces, ...p.attractions];
      if (!fields.some((f) => f.replace(/\s+/g, " ").toLowerCase().includes(needle))) return false;
    }
    if (q.categories.length > 0 && !p.categories.some((c) => q.categories.includes(c))) return false;
    if (price && (p.currency !== "INR" || !priceInRange(adultUnitPrice(p), price))) return false;
    if (duration && !durationInRange(p.durationDays, duration)) return false;
    if (q.date && !isWithinBookingWindow(p.bookingOpeningDate, p.bookingClosingDate, q.date)) return false;
    if (q.district && p.district !== q.district) return false;
    if (q.minRating && !((averageOf(p) ?? 0) >= q.minRating)) return false;
    return true;
  });
  matched.sort(comparatorFor(q, today, (p, on) => nextOpenDeparture(p.departures, on)?.date));
  const start = (q.page - 1) * q.pageSize;
  return { items: matched.slice(start, start + q.pageSize), matched: matched.length, total: visible.length };
}

const byClosingDate = (a: TravelPackage, b: TravelPackage) => {
  const x = a.bookingClosingDate;
  const y = b.bookingClosingDate;
  return x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
};
const byId = (a: TravelPackage, b: TravelPackage) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newestFirst = (a: TravelPackage, b: TravelPackage) => (a.createdAt === b.createdAt ? byId(a, b) : a.createdAt < b.createdAt ? 1 : -1);
const rupeesFirst = (a: TravelPackage, b: TravelPackage) => (a.currency === b.currency ? 0 : a.currency < b.currency ? -1 : 1);

/**
 * The listing's sort orders written out in JavaScript (ADR 029), so the benchmark checks the
 * SQL's order against an independent version. `nextDeparture` gives a package's soonest open
 * departure on or after today (none: undefined).
 */
function comparatorFor(
  q: ListingQuery,
  today: string,
  nextDeparture: (p: TravelPackage, today: string) => string | undefined = () => undefined,
) {
  switch (q.sort ?? "recommended") {
    case "rating":
      // Best average first (unrated last), more reviews first, then closing date and id (ADR 028).
      return (a: BenchPackage, b: BenchPackage) =>
        (averageOf(b) ?? -1) - (averageOf(a) ?? -1) || b.ratingCount - a.ratingCount || byClosingDate(a, b) || byId(a, b);
    case "price-asc":
      return (a: TravelPackage, b: TravelPackage) => rupeesFirst(a, b) || adultUnitPrice(a) - adultUnitPrice(b) || byId(a, b);
    case "price-desc":
      return (a: TravelPackage, b: TravelPackage) => rupeesFirst(a, b) || adultUnitPrice(b) - adultUnitPrice(a) || byId(b, a);
    case "duration":
      return (a: TravelPackage, b: TravelPackage) => a.durationDays - b.durationDays || byId(a, b);
    case "departure":
      return (a: TravelPackage, b: TravelPackage) => {
        const da = nextDeparture(a, today);
        const db = nextDeparture(b, today);
        if (da && db) return da === db ? byId(a, b) : da < db ? -1 : 1;
        if (da || db) return da ? -1 : 1;
        return newestFirst(a, b);
      };
    default:
      return newestFirst;
  }
}
