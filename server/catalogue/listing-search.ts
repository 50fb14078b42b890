import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect, type SelectedFields } from "drizzle-orm/pg-core";
import { LRUCache } from "lru-cache";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { NO_RATES, type ExchangeRates } from "../../domain/currency";
import { ListingQueryError, unknownDestination, type ListingQuery } from "../../domain/listing-query";
import { placesNamedBy, type Place } from "../../domain/places";
import { readCatalogueVersion } from "../cache/catalogue-version";
import type { Database } from "../db/client";
import type { Places } from "../places/place-service";
import { departureQueries, listingQueries, type ListingContext, type SearchMode } from "./listing-sql";

export interface ListingPage<Item> {
  items: Item[];
  /** Visible packages matching the filters. */
  matched: number;
  /** Visible packages with no filter ("Showing matched of total packages"). */
  total: number;
  page: number;
  pageSize: number;
  /** True when nothing contained the search text and these are close matches ("munar" → Munnar). */
  similar: boolean;
}

/** Counts kept per catalogue version: the visible total of each day asked and the matches of each filter set. */
const COUNTS_KEPT = 2_000;

/** A count column as a number (PostgreSQL's bigint arrives as a string, PGlite's as a number). */
export const toCount = (v: unknown) => Number(v ?? 0);

export interface ListingSearchDeps {
  database: Database;
  today: () => string;
  /** The place tree and its counts, each kept per catalogue version (server/places/place-service.ts). */
  places: Pick<Places, "all" | "counts">;
}

/**
 * What a search reads of each package (and of its provider, joined) and what it makes of the
 * rows: whole packages with their providers for the API, a card's columns for a listing page.
 */
export interface ListingRead<Columns extends SelectedFields, Item> {
  columns: Columns;
  toItems: (rows: SelectResultFields<Columns>[]) => Item[] | Promise<Item[]>;
}

/**
 * The public listing's search: one page of the visible packages that pass the filters, in the
 * sort asked for, with how many match and how many are visible. The two counts that every page
 * of a day shares are kept per catalogue version (ADR 053, 108), and a search that contains
 * nothing falls back to close matches (ADR 029).
 */
export function createListingSearch({ database, today, places: placeService }: ListingSearchDeps) {
  const { db } = database;
  const count = async (statement: SQL) => toCount((await database.rows<{ n: unknown }>(statement))[0]?.n);

  /**
   * One page of the `departure` sort: packages with an open departure first (soonest first), then
   * the rest. The first part's size is only counted when the page starts past its end.
   */
  async function departurePage(
    columns: SelectedFields,
    query: ListingQuery,
    onDate: string,
    rates: ExchangeRates,
    context: ListingContext,
  ) {
    const { withDeparture, countWithDeparture, withoutDeparture } = departureQueries(db, columns, query, onDate, rates, context);
    const offset = (query.page - 1) * query.pageSize;
    const first = await withDeparture(query.pageSize, offset);
    if (first.length === query.pageSize) return first;
    const firstPartSize = first.length > 0 ? offset + first.length : await count(countWithDeparture);
    const rest = await withoutDeparture(query.pageSize - first.length, Math.max(0, offset - firstPartSize));
    return [...first, ...rest];
  }

  /**
   * Counts kept for the catalogue version they were counted at (ADR 053): every write that changes
   * what is visible bumps that version in the same transaction (drizzle/0005), on any instance,
   * and a new version starts an empty set. Reading the version is one primary-key lookup; a count
   * is a scan of every bookable package (about 10 ms at 100,000 on PostgreSQL). The version is
   * read before counting, so a write landing in between only costs a recount.
   */
  let kept: { version: string; counts: LRUCache<string, number> } | undefined;
  async function keptCount(key: string, statement: SQL, versionRead: Promise<string>): Promise<number> {
    const version = await versionRead;
    if (kept?.version !== version) kept = { version, counts: new LRUCache({ max: COUNTS_KEPT }) };
    const found = kept.counts.get(key);
    if (found !== undefined) return found;
    const counted = await count(statement);
    // A write since the version was read started a new set: this count belongs to the old one.
    if (kept.version === version) kept.counts.set(key, counted);
    return counted;
  }

  /** The count of visible packages on a day (the listing's "of N"). */
  const countVisible = (statement: SQL, onDate: string, versionRead: Promise<string>) =>
    keptCount(`visible ${onDate}`, statement, versionRead);

  /**
   * How many packages a set of filters matches: the pages, sorts and languages of one filtered
   * listing (a crawler walks them all) share one count instead of scanning every visible package
   * for each full page. Kept by a digest of the count's own SQL and parameters, so everything that
   * decides the count (the filters, the day, the search's mode and places, the rates a price range
   * is converted at) is in the key without being listed here.
   */
  const dialect = new PgDialect();
  function countMatched(statement: SQL, versionRead: Promise<string>): Promise<number> {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const digest = createHash("sha256").update(text).update("\0").update(JSON.stringify(params)).digest("base64");
    return keptCount(`matched ${digest}`, statement, versionRead);
  }

  /**
   * The places, as the search asks about them: which slugs exist (a destination must be one) and
   * which places a search names (placesNamedBy), made once from each list the place service
   * keeps per catalogue version (every write to places bumps it). Matching the names in SQL cost
   * PostgreSQL about 1.5 ms a search (lower() of every place's four names).
   */
  const placeIndexes = new WeakMap<readonly Place[], { slugs: ReadonlySet<string>; named: (search: string) => string[] }>();
  async function placesNow() {
    const list = await placeService.all();
    let index = placeIndexes.get(list);
    if (!index) placeIndexes.set(list, (index = { slugs: new Set(list.map((p) => p.slug)), named: placesNamedBy(list) }));
    return index;
  }
  const onlyDestination = (q: ListingQuery) =>
    Boolean(q.destination) && !q.search && q.categories.length === 0 && !q.price && !q.duration && !q.date && !q.district && !q.minRating;

  /** The public listing: Active, booking not closed, filtered, newest first, one page. */
  return async function search<Columns extends SelectedFields, Item>(
    read: ListingRead<Columns, Item>,
    query: ListingQuery,
    onDate: string = today(),
    rates: ExchangeRates = NO_RATES,
  ): Promise<ListingPage<Item>> {
    // The destination must be a place, and a search may name places (ADR 108).
    const known = query.destination || query.search ? await placesNow() : null;
    if (query.destination && !known?.slugs.has(query.destination)) throw new ListingQueryError(unknownDestination(query.destination));
    const context = { searchPlaces: query.search && known ? known.named(query.search) : [] };
    // One read of the version for the counts this search keeps (its total and its matches).
    const versionRead = readCatalogueVersion(database);
    const run = async (mode: SearchMode) => {
      const { items, total, matched } = listingQueries(db, read.columns, query, onDate, rates, mode, context);
      const departureOrder = query.sort === "departure" && mode === "contains";
      const [rows, totalCount, placeCount] = await Promise.all([
        // The rows hold the read's columns: typed by them here, where both are in hand.
        (departureOrder ? departurePage(read.columns, query, onDate, rates, context) : items).then((found) =>
          read.toItems(found as SelectResultFields<Columns>[]),
        ),
        countVisible(total, onDate, versionRead),
        // A listing filtered by its destination alone takes its count from the place counts kept
        // per catalogue version and day (ADR 108), instead of counting tens of thousands of rows
        // for Kerala on every page.
        matched && onlyDestination(query) ? placeService.counts(onDate).then((counts) => counts.get(query.destination!) ?? 0) : null,
      ]);
      if (!matched) return { rows, totalCount, matchedCount: totalCount };
      if (placeCount !== null) return { rows, totalCount, matchedCount: placeCount };
      // A page that is not full ends the matches, so it says how many there are without a count
      // (a scan of every visible package); most pages of narrow filters and searches are such pages.
      const offset = (query.page - 1) * query.pageSize;
      const pageEndsMatches = rows.length < query.pageSize && (rows.length > 0 || offset === 0);
      return { rows, totalCount, matchedCount: pageEndsMatches ? offset + rows.length : await countMatched(matched, versionRead) };
    };
    let mode: SearchMode = "contains";
    let result = await run(mode);
    // Nothing contains the search text: try names that look like it ("munar" → Munnar).
    if (query.search && result.matchedCount === 0) {
      mode = "similar";
      result = await run(mode);
    }
    return {
      items: result.rows,
      matched: result.matchedCount,
      total: result.totalCount,
      page: query.page,
      pageSize: query.pageSize,
      similar: mode === "similar" && result.matchedCount > 0,
    };
  };
}
