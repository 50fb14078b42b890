import { CATEGORY_SLUGS, categoryForQueryText, isCategorySlug, type CategorySlug } from "./categories";
import { isValidIsoDate } from "./dates";
import { DISTRICT_SLUGS, isDistrictSlug, OUTSIDE_KERALA } from "./districts";
import { DURATION_RANGES, PRICE_RANGES, isDurationRangeId, isPriceRangeId, type DurationRangeId, type PriceRangeId } from "./filters";
import { isPlaceSlug } from "./places";

/**
 * Orders the listing offers. `recommended` (the default) is the catalogue's own order: newest
 * first. Prices sort rupee packages before dollar packages (no exchange rate is held), each by
 * the adult unit price (offer price when there is an offer). `departure` puts packages with an
 * open departure from today first, soonest first, then the rest in the recommended order.
 * `rating` puts the best average of approved reviews first, more reviews first on a tie, and
 * packages without a review last (ADR 028).
 */
export const LISTING_SORTS = ["recommended", "price-asc", "price-desc", "duration", "departure", "newest", "rating"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT: ListingSort = "recommended";

export function isListingSort(value: unknown): value is ListingSort {
  return typeof value === "string" && (LISTING_SORTS as readonly string[]).includes(value);
}

/**
 * What the public listing asks for. The /packages page and GET /api/v1/packages read the same
 * URL parameters through parseListingQuery, so a page URL and an API URL mean the same thing.
 */
export interface ListingQuery {
  search?: string;
  categories: CategorySlug[];
  price?: PriceRangeId;
  duration?: DurationRangeId;
  /** 'YYYY-MM-DD': packages whose booking window includes it. */
  date?: string;
  /**
   * A place's slug at any level (domain/places.ts): packages linked to it or to any place inside
   * it (`kerala` takes in its districts and their places). Whether the slug is a known place is
   * the catalogue's to say (an unknown one is a 400 naming this parameter, UNKNOWN_DESTINATION).
   */
  destination?: string;
  /**
   * Only 'outside-kerala', the one old district value that is no place: packages outside Kerala's
   * districts. An old `district=<kerala district>` link reads as `destination`.
   */
  district?: typeof OUTSIDE_KERALA;
  /** Absent means DEFAULT_SORT. */
  sort?: ListingSort;
  /** 1 to 5: only packages whose average of approved reviews is at least this (ADR 028). */
  minRating?: number;
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
export const MAX_PAGE = 100_000;
export const SEARCH_MAX_LENGTH = 100;

const DESTINATION_SHAPE = "destination must be a place's slug: lower-case letters, digits and hyphens, e.g. kerala or munnar";

/** The 400 for a well-formed destination that names no place. */
export function unknownDestination(slug: string): string {
  return `destination "${clip(slug)}" is not a known place (see GET /api/v1/destinations)`;
}

/** A well-formed query the catalogue cannot answer (a destination naming no place): a 400 with this message. */
export class ListingQueryError extends Error {}

export type ListingQueryResult = { ok: true; query: ListingQuery } | { ok: false; error: string };

export function emptyListingQuery(): ListingQuery {
  return { categories: [], page: 1, pageSize: DEFAULT_PAGE_SIZE };
}

/** The first non-empty value of a parameter, trimmed; empty form fields count as absent. */
function single(params: URLSearchParams, name: string): string | undefined {
  for (const value of params.getAll(name)) {
    const trimmed = value.trim();
    if (trimmed) return trimmed;
  }
  return undefined;
}

function wholeNumber(text: string): number | undefined {
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * Reads listing filters from URL parameters:
 * `search`, `categories` (comma-separated slugs, or the parameter repeated), `category` (free text:
 * the first category whose label contains it is selected; text matching none is ignored, as in
 * the spec), `price`, `duration`, `date` (YYYY-MM-DD), `destination` (a place's slug), `district` (an
 * old link's district slug), `minRating` (1 to 5),
 * `sort`, `page` (from 1),
 * `pageSize` (1 to 48).
 * Unknown parameters are ignored, so tracking parameters on shared links do no harm.
 */
export function parseListingQuery(params: URLSearchParams): ListingQueryResult {
  const query = emptyListingQuery();

  const search = single(params, "search");
  if (search !== undefined) {
    const collapsed = search.replace(/\s+/g, " ");
    if (collapsed.length > SEARCH_MAX_LENGTH) return { ok: false, error: `search must be at most ${SEARCH_MAX_LENGTH} characters` };
    query.search = collapsed;
  }

  const slugs = params
    .getAll("categories")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  for (const slug of slugs) {
    if (!isCategorySlug(slug)) {
      return { ok: false, error: `categories must be a comma-separated list of: ${CATEGORY_SLUGS.join(", ")} (got "${clip(slug)}")` };
    }
    if (!query.categories.includes(slug)) query.categories.push(slug);
  }
  const categoryText = single(params, "category");
  if (categoryText !== undefined) {
    const found = categoryForQueryText(categoryText);
    if (found && !query.categories.includes(found.slug)) query.categories.push(found.slug);
  }

  const price = single(params, "price");
  if (price !== undefined) {
    if (!isPriceRangeId(price)) return { ok: false, error: `price must be one of ${PRICE_RANGES.map((r) => r.id).join(", ")}` };
    query.price = price;
  }

  const duration = single(params, "duration");
  if (duration !== undefined) {
    if (!isDurationRangeId(duration)) return { ok: false, error: `duration must be one of ${DURATION_RANGES.map((r) => r.id).join(", ")}` };
    query.duration = duration;
  }

  const date = single(params, "date");
  if (date !== undefined) {
    if (!isValidIsoDate(date)) return { ok: false, error: "date must be a real date written YYYY-MM-DD, e.g. 2026-12-24" };
    query.date = date;
  }

  const destination = single(params, "destination");
  if (destination !== undefined) {
    if (!isPlaceSlug(destination.toLowerCase())) return { ok: false, error: DESTINATION_SHAPE };
    query.destination = destination.toLowerCase();
  }

  // Links from before destinations: a Kerala district is the destination of the same slug.
  const district = single(params, "district");
  if (district !== undefined) {
    if (!isDistrictSlug(district)) return { ok: false, error: `district must be one of ${DISTRICT_SLUGS.join(", ")}` };
    if (district === OUTSIDE_KERALA) query.district = OUTSIDE_KERALA;
    else query.destination ??= district;
  }

  const minRating = single(params, "minRating");
  if (minRating !== undefined) {
    if (!/^[1-5]$/.test(minRating)) return { ok: false, error: "minRating must be a whole number from 1 to 5" };
    query.minRating = Number(minRating);
  }

  const sort = single(params, "sort");
  if (sort !== undefined) {
    if (!isListingSort(sort)) return { ok: false, error: `sort must be one of ${LISTING_SORTS.join(", ")}` };
    if (sort !== DEFAULT_SORT) query.sort = sort;
  }

  const page = single(params, "page");
  if (page !== undefined) {
    const n = wholeNumber(page);
    if (n === undefined || n < 1 || n > MAX_PAGE) return { ok: false, error: `page must be a whole number from 1 to ${MAX_PAGE}` };
    query.page = n;
  }

  const pageSize = single(params, "pageSize");
  if (pageSize !== undefined) {
    const n = wholeNumber(pageSize);
    if (n === undefined || n < 1 || n > MAX_PAGE_SIZE)
      return { ok: false, error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` };
    query.pageSize = n;
  }

  return { ok: true, query };
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The URL form of a query, leaving out defaults (page 1, page size 12, empty filters). */
export function listingQueryToSearchParams(q: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.categories.length > 0) params.set("categories", q.categories.join(","));
  if (q.price) params.set("price", q.price);
  if (q.duration) params.set("duration", q.duration);
  if (q.date) params.set("date", q.date);
  if (q.destination) params.set("destination", q.destination);
  if (q.district) params.set("district", q.district);
  if (q.minRating) params.set("minRating", String(q.minRating));
  if (q.sort && q.sort !== DEFAULT_SORT) params.set("sort", q.sort);
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(q.pageSize));
  return params;
}

/**
 * The number on the Filters button: chosen categories, plus one each for price, duration, date,
 * district and minimum rating. The search box and the sort are not counted: they sit outside the filters panel.
 */
export function activeFilterCount(q: ListingQuery): number {
  return (
    q.categories.length +
    (q.price ? 1 : 0) +
    (q.duration ? 1 : 0) +
    (q.date ? 1 : 0) +
    (q.destination ? 1 : 0) +
    (q.district ? 1 : 0) +
    (q.minRating ? 1 : 0)
  );
}

/** True when any filter or search narrows the list (decides whether 'Clear all filters' does anything). */
export function hasListingFilters(q: ListingQuery): boolean {
  return Boolean(q.search) || activeFilterCount(q) > 0;
}
