import { listingQueryToSearchParams, type ListingQuery } from "../domain/listing-query";
import { PARTNER_PATH } from "../domain/partner-path";

/**
 * Every page's path, in one place: links, redirects and "which page is this" checks read them
 * from here (routes.ts declares the same table for the router).
 */
export const PATHS = {
  home: "/",
  packages: "/packages",
  lastMinuteDeals: "/last-minute-deals",
  categories: "/categories",
  about: "/about",
  contact: "/contact",
  terms: "/terms",
  favorites: "/favorites",
  compare: "/compare",
  myBookings: "/my-bookings",
  partner: PARTNER_PATH,
  destinations: "/destinations",
} as const;

export { packageHref, providerHref } from "../domain/site-pages";

export function compareHref(ids: readonly string[]): string {
  return ids.length ? `${PATHS.compare}?ids=${ids.map(encodeURIComponent).join(",")}` : PATHS.compare;
}

export function listingHref(query: ListingQuery): string {
  const params = listingQueryToSearchParams(query).toString();
  return params ? `${PATHS.packages}?${params}` : PATHS.packages;
}
