import { and, arrayContains, arrayOverlaps, asc, eq, gte, isNull, like, lt, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import { isCategorySlug, LAST_MINUTE_SLUG } from "../../domain/categories";
import { convertBoundsMinor, NO_RATES, type ExchangeRates } from "../../domain/currency";
import { durationRangeById, priceRangeById } from "../../domain/filters";
import { DEFAULT_SORT, type ListingQuery, type ListingSort } from "../../domain/listing-query";
import { CURRENCIES } from "../../domain/package";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { categoryArrayLiteral, packageDepartures, packages, providers } from "../db/schema";

/**
 * The listing's stable order: newest first, ties by id. Spelled exactly like the
 * packages_created_order index (DESC NULLS LAST), or PostgreSQL sorts the whole table instead.
 */
export const NEWEST_FIRST = [sql`${packages.createdAt} DESC NULLS LAST`, asc(packages.id)];

/**
 * ORDER BY of each sort, spelled exactly like its partial index (migration 0004) so PostgreSQL
 * reads the page in index order instead of sorting every visible row. Ties end on id, so paging
 * is stable. `departure` orders its second part (packages without an open departure) like
 * `recommended`; its first part is ordered by the departures table (departureQueries).
 */
export const SORT_ORDER: Record<ListingSort, SQL[]> = {
  recommended: NEWEST_FIRST,
  newest: NEWEST_FIRST,
  departure: NEWEST_FIRST,
  "price-asc": [asc(packages.currency), asc(packages.effectiveAdultPrice), asc(packages.id)],
  "price-desc": [asc(packages.currency), sql`${packages.effectiveAdultPrice} DESC NULLS LAST`, sql`${packages.id} DESC NULLS LAST`],
  duration: [asc(packages.durationDays), asc(packages.id)],
  // packages_active_rating (ADR 028): best average first, more reviews first on a tie, unrated last.
  rating: [
    sql`${packages.ratingAverage} DESC NULLS LAST`,
    sql`${packages.ratingCount} DESC`,
    asc(packages.bookingClosingDate),
    asc(packages.id),
  ],
};

/**
 * A suspended provider's packages are hidden everywhere (ADR 026). Spelled like the partial
 * indexes' predicate so the planner can use them.
 */
export const notSuspended: SQL = sql`NOT ${packages.providerSuspended}`;

/** Spec: only Active packages of providers that are not suspended, and not those whose booking closed before today. */
export function publicVisibility(today: string): SQL {
  return and(
    eq(packages.status, "Active"),
    notSuspended,
    or(isNull(packages.bookingClosingDate), gte(packages.bookingClosingDate, today)),
  )!;
}

/**
 * LIKE pattern for a substring, lower-cased like search_text (both by JavaScript's toLowerCase,
 * so they always agree); %, _ and the escape character itself match literally. Plain LIKE on
 * lower-cased text rechecks rows several times faster than ILIKE, with the same trigram index.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * How a search matches: `contains` (a substring of the search text), or `similar`, the fallback
 * when nothing contains it ("munar" finds Munnar): pg_trgm's word similarity (`<%`, threshold
 * 0.6), served by the same trigram index (ADR 029).
 */
export type SearchMode = "contains" | "similar";

/**
 * Packages in any of the chosen categories. One category is spelled like its partial index's
 * predicate (`categories @> ARRAY['camping']::text[]`, a constant: the planner cannot prove a
 * partial index's predicate from a bound parameter), so its page and count read that index
 * (ADR 054). Several categories stay one overlap test, served by the GIN index or a scan of the
 * filter index; the same rows either way.
 */
export function categoriesCondition(categories: readonly string[]): SQL {
  const [only] = categories;
  if (categories.length === 1 && only !== undefined && isCategorySlug(only)) {
    return sql`${packages.categories} @> ${sql.raw(categoryArrayLiteral(only))}`;
  }
  return arrayOverlaps(packages.categories, [...categories]);
}

/**
 * Packages linked to any of these places or to a place inside one of them (ADR 108): the row's
 * `place_path` holds its places and every place above them, so "inside Kerala" is one array test
 * served by the GIN index, as a category is.
 */
export function inPlacesCondition(slugs: readonly string[]): SQL {
  const list = sql`ARRAY[${sql.join(
    slugs.map((slug) => sql`${slug}`),
    sql`, `,
  )}]::text[]`;
  return slugs.length === 1 ? sql`${packages.placePath} @> ${list}` : sql`${packages.placePath} && ${list}`;
}

/** What the service resolved before building the SQL: the places the search names. */
export interface ListingContext {
  searchPlaces?: readonly string[];
}

/** Each listed package's provider, left-joined beside it. */
export const withProvider = eq(providers.id, packages.providerId);

/** The listing's filters as SQL conditions (empty when nothing is chosen). */
export function listingFilters(
  q: ListingQuery,
  rates: ExchangeRates = NO_RATES,
  mode: SearchMode = "contains",
  context: ListingContext = {},
): SQL[] {
  const conditions: SQL[] = [];
  if (q.search) {
    const text =
      mode === "similar" ? sql`${q.search.toLowerCase()} <% ${packages.searchText}` : like(packages.searchText, containsPattern(q.search));
    // A search naming a place also finds what is linked to it or inside it, in whatever language it was typed.
    const named = mode === "contains" && context.searchPlaces?.length ? inPlacesCondition(context.searchPlaces) : undefined;
    conditions.push(named ? or(text, named)! : text);
  }
  if (q.destination) conditions.push(inPlacesCondition([q.destination]));
  if (q.categories.length > 0) conditions.push(categoriesCondition(q.categories));
  if (q.price) {
    // The ranges are rupee ranges; a package in another currency is compared with the bounds
    // converted to its currency at the admin's rates (ADR 035), and drops out only without one.
    const range = priceRangeById(q.price);
    const perCurrency: SQL[] = [];
    for (const currency of CURRENCIES) {
      const bounds = convertBoundsMinor(range, "INR", currency, rates);
      if (!bounds) continue;
      const parts = [eq(packages.currency, currency)];
      if (bounds.min !== undefined) parts.push(gte(packages.effectiveAdultPrice, bounds.min));
      if (bounds.max !== undefined) parts.push(lte(packages.effectiveAdultPrice, bounds.max));
      perCurrency.push(and(...parts)!);
    }
    conditions.push(perCurrency.length === 1 ? perCurrency[0]! : or(...perCurrency)!);
  }
  if (q.duration) {
    const range = durationRangeById(q.duration);
    conditions.push(gte(packages.durationDays, range.minDays));
    if (range.maxDays !== undefined) conditions.push(lte(packages.durationDays, range.maxDays));
  }
  if (q.date) {
    conditions.push(lte(packages.bookingOpeningDate, q.date), gte(packages.bookingClosingDate, q.date));
  }
  if (q.district) conditions.push(eq(packages.district, q.district)); // only 'outside-kerala' (old links)
  if (q.minRating) conditions.push(minRatingCondition(q.minRating));
  return conditions;
}

export function lastMinuteCondition(today: string): SQL {
  return and(publicVisibility(today), arrayContains(packages.categories, [LAST_MINUTE_SLUG]))!;
}

/**
 * The statements behind one listing page: the page itself (the given columns of each package and
 * its provider: whole packages with their providers for the API, a card's columns for a page),
 * the count of visible packages (`total`, the same for every filter on a given day) and the count
 * passing the filters (`matched`; null when there is no filter, because it equals the total).
 * The provider is joined in the same round trip; a read that names none of its columns costs
 * nothing for it (the planner removes a left join to a primary key whose columns go unused).
 */
export function listingQueries(
  db: Db,
  columns: SelectedFields,
  query: ListingQuery,
  onDate: string,
  rates: ExchangeRates = NO_RATES,
  mode: SearchMode = "contains",
  context: ListingContext = {},
) {
  const visible = publicVisibility(onDate);
  const filters = listingFilters(query, rates, mode, context);
  const where = filters.length > 0 ? and(visible, ...filters)! : visible;
  const order = SORT_ORDER[query.sort ?? DEFAULT_SORT];
  const items = db
    .select(columns)
    .from(packages)
    .leftJoin(providers, withProvider)
    .where(where)
    .orderBy(
      ...(mode === "similar" && query.search
        ? [sql`word_similarity(${query.search.toLowerCase()}, ${packages.searchText}) DESC`, ...order]
        : order),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = sql`SELECT count(*) AS n FROM ${packages} WHERE ${visible}`;
  const matched = filters.length > 0 ? sql`SELECT count(*) AS n FROM ${packages} WHERE ${where}` : null;
  return { items, total, matched };
}

/**
 * The two parts of the `departure` sort. `withDeparture`: visible packages that pass the filters
 * and have an open departure on or after `onDate`, soonest first (ties by id), read by walking
 * the departures' date index: each package's next open departure is the one row whose previous
 * open date is before `onDate`. `withoutDeparture`: the other visible, matching packages in the
 * recommended order. The service pages across the two.
 */
export function departureQueries(
  db: Db,
  columns: SelectedFields,
  query: ListingQuery,
  onDate: string,
  rates: ExchangeRates = NO_RATES,
  context: ListingContext = {},
) {
  const where = and(publicVisibility(onDate), ...listingFilters(query, rates, "contains", context))!;
  const d = packageDepartures;
  const isNext = and(
    eq(d.packageId, packages.id),
    gte(d.departureDate, onDate),
    or(isNull(d.previousOpenDate), lt(d.previousOpenDate, onDate)),
  )!;
  const withDeparture = (limit: number, offset: number) =>
    db
      .select(columns)
      .from(d)
      .innerJoin(packages, isNext)
      .leftJoin(providers, withProvider)
      .where(where)
      .orderBy(asc(d.departureDate), asc(d.packageId))
      .limit(limit)
      .offset(offset);
  const countWithDeparture = sql`SELECT count(*) AS n FROM ${d} JOIN ${packages} ON ${isNext} WHERE ${where}`;
  const hasOpenDeparture = db
    .select({ one: sql`1` })
    .from(d)
    .where(and(eq(d.packageId, packages.id), gte(d.departureDate, onDate)));
  const withoutDeparture = (limit: number, offset: number) =>
    db
      .select(columns)
      .from(packages)
      .leftJoin(providers, withProvider)
      .where(and(where, notExists(hasOpenDeparture)))
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offset);
  return { withDeparture, countWithDeparture, withoutDeparture };
}

/**
 * The lowest adult unit price (offer included) of each category's bookable packages, per
 * currency: one pass over the visible rows, cached with the page that shows it (ADR 031, 039).
 */
export function categoryFromPricesQuery(today: string): SQL {
  return sql`SELECT c.category, ${packages.currency} AS currency, min(${packages.effectiveAdultPrice}) AS price
    FROM ${packages} CROSS JOIN LATERAL unnest(${packages.categories}) AS c(category)
    WHERE ${publicVisibility(today)} GROUP BY 1, 2`;
}

/** Featured packages (the admin's flag) that are bookable today, newest first. */
export function featuredCondition(today: string): SQL {
  return and(publicVisibility(today), eq(packages.featured, true))!;
}

/**
 * Bookable packages per place, each counted at its own place and at every place above it, once
 * however many of its places lie inside (ADR 108): the destination filter's and the map's counts.
 */
export function destinationCountsQuery(today: string): SQL {
  return sql`SELECT a.slug, count(*) AS n
    FROM ${packages} CROSS JOIN LATERAL unnest(${packages.placePath}) AS a(slug)
    WHERE ${publicVisibility(today)} GROUP BY 1`;
}

/**
 * "N★ & up": the packages whose shown average (domain/reviews.ts `ratingFrom`: the mean rounded
 * once to one decimal, halves up) is at least N, so a card that shows 4.0 is in "4★ & up" and one
 * that shows 3.9 is not. In whole numbers on the row's count and sum: round(10·sum/count) ≥ 10·N
 * ⇔ 20·sum ≥ (20·N − 1)·count. The stored `rating_average` (rounded to two decimals) alone would
 * count 3.947 as 3.95 and 3.96 as below 4, both unlike what the card shows; `rating_average >=
 * N − 0.05`, which every such package meets, stays beside it so the rating index still serves
 * the range (ADR 028). Unrated packages (a NULL average) never pass.
 */
export function minRatingCondition(minRating: number): SQL {
  return and(
    gte(packages.ratingAverage, minRating - 0.05),
    sql`20 * ${packages.ratingSum} >= ${20 * minRating - 1} * ${packages.ratingCount}`,
  )!;
}
