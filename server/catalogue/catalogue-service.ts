import crypto from "node:crypto";
import { and, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { todayIn } from "../../domain/dates";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import { PACKAGE_MAINTAINED_COLUMNS, packages, packageWorkflow, providers } from "../db/schema";
import {
  categoryFromPricesQuery,
  featuredCondition,
  lastMinuteCondition,
  NEWEST_FIRST,
  notSuspended,
  publicVisibility,
  withProvider,
} from "./listing-sql";
import { toPackageProvider, type ListedPackage } from "../../domain/providers";
import { createListingSearch, toCount, type ListingRead } from "./listing-search";
import { ratingFrom, type PackageReviewsPage, type Rating } from "../../domain/reviews";
import { firstReviewPage, firstReviewPageColumns } from "../reviews/review-service";
import { createPlaces, type Places } from "../places/place-service";
import type { TravelPackage } from "../../domain/package";
import type { ExchangeRates } from "../../domain/currency";
import type { ListingQuery } from "../../domain/listing-query";
import {
  cardColumns,
  listedColumns,
  packageProviderColumns,
  packageColumns,
  packageToRow,
  rowToCard,
  rowToListedPackage,
  rowToPackage,
  toIsoTimestamp,
  type CardRow,
  type ListedRow,
  type PackageInput,
} from "./package-row";

export type { PackageInput } from "./package-row";
export type { ListingPage } from "./listing-search";

export const LAST_MINUTE_LIMIT = 60;
export const PROVIDER_PAGE_LIMIT = 60;
export const GET_MANY_LIMIT = 10;
const INSERT_BATCH = 1000;
const VACUUM_AFTER_ROWS = 1000;
/** 20 URL-safe characters (120 random bits), like the old document ids. */
export function newPackageId(): string {
  return crypto.randomBytes(15).toString("base64url");
}

/** A listing card's read (ADR 134): a card's columns, no provider. */
const CARDS = { columns: cardColumns, toItems: (rows: CardRow[]) => rows.map(rowToCard) };

/**
 * A provider's bookable packages as the read makes them, and its rating. The provider is joined
 * as the search joins it (listingQueries): a card read names none of its columns.
 */
async function providerPackages<Columns extends SelectedFields, Item>(
  database: Database,
  read: ListingRead<Columns, Item>,
  providerId: string,
  onDate: string,
): Promise<{ items: Item[]; rating: Rating | null }> {
  const where = and(publicVisibility(onDate), eq(packages.providerId, providerId));
  const [rows, [sums]] = await Promise.all([
    database.db
      .select(read.columns as SelectedFields)
      .from(packages)
      .leftJoin(providers, withProvider)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(PROVIDER_PAGE_LIMIT),
    database.rows<{ n: unknown; total: unknown }>(
      sql`SELECT sum(rating_count) AS n, sum(rating_sum) AS total FROM ${packages} WHERE ${where}`,
    ),
  ]);
  // The rows hold the read's columns: typed by them here, where both are in hand.
  return { items: await read.toItems(rows as SelectResultFields<Columns>[]), rating: ratingFrom(toCount(sums?.n), toCount(sums?.total)) };
}

/**
 * The catalogue's reads, and the bulk insert of seed and import. Filtering, counting and paging
 * happen in SQL. A single package is saved or deleted only through the admin's package service
 * (package-service.ts), which validates it; both write through packageToRow, so the derived
 * columns (search text, offer percentage) stay right.
 */
export function createCatalogue(
  database: Database,
  config: Config,
  places: Places = createPlaces({ database, timeZone: config.timeZone }),
) {
  const { db } = database;
  const today = () => todayIn(config.timeZone);

  const getById = (id: string) => selectPackage(db, id);
  // A cold package page's queries, built once (ADR 060): drizzle otherwise assembles their SQL from
  // the column list on every call. PostgreSQL prepares each once per connection by its name.
  // A row by its key: planned once for all ids (ADR 066). The detail page shows anything but
  // Draft, of a provider not suspended.
  const shownById = and(eq(packages.id, sql.placeholder("id")), ne(packages.status, "Draft"), notSuspended);
  const visiblePackage = database.named(
    db
      .select({ row: listedColumns, provider: packageProviderColumns })
      .from(packages)
      .leftJoin(providers, withProvider)
      .where(shownById)
      .limit(1)
      .prepare("visible_package"),
  );
  // The package page's read (ADR 073): the same row, and its first page of approved reviews with
  // their counts by stars, in one round trip instead of two.
  const reviewColumns = firstReviewPageColumns(db);
  const visiblePackageWithReviews = database.named(
    db
      .select({ row: listedColumns, provider: packageProviderColumns, ...reviewColumns })
      .from(packages)
      .leftJoin(providers, withProvider)
      .where(shownById)
      .limit(1)
      .prepare("visible_package_with_reviews"),
  );
  /** A row of either read by id, with its provider, as the package shown. */
  const shownPackage = (found: { row: ListedRow; provider: Parameters<typeof toPackageProvider>[0] | null }) =>
    rowToListedPackage(found.row, found.provider ? toPackageProvider(found.provider, today()) : null);
  /** Rows become packages with their provider, read in one query for the whole list. */
  async function toPackages(rows: ListedRow[]): Promise<ListedPackage[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.providerId ? [r.providerId] : [])))];
    const found = ids.length > 0 ? await db.select(packageProviderColumns).from(providers).where(inArray(providers.id, ids)) : [];
    const onDay = today();
    const byId = new Map(found.map((p) => [p.id, toPackageProvider(p, onDay)]));
    return rows.map((r) => rowToListedPackage(r, (r.providerId && byId.get(r.providerId)) || null));
  }

  const search = createListingSearch({ database, today, places });
  const wholePackages = {
    columns: { row: listedColumns, provider: packageProviderColumns },
    toItems: (rows: Parameters<typeof shownPackage>[0][]) => rows.map(shownPackage),
  };

  return {
    /** The public listing's search, as whole packages with their providers (the API's items). */
    search: (query: ListingQuery, onDate?: string, rates?: ExchangeRates) => search(wholePackages, query, onDate, rates),
    /** The same search reading only what a card shows (a listing page: no descriptions, itinerary or provider). */
    searchCards: (query: ListingQuery, onDate?: string, rates?: ExchangeRates) => search(CARDS, query, onDate, rates),

    /** Detail page: anything but Draft. Paused, Expired and closed packages show as closed. */
    async getVisiblePackage(id: string): Promise<ListedPackage | null> {
      // One round trip with its provider: a cold package page pays for each query (ADR 073).
      const [found] = await visiblePackage.execute({ id });
      return found ? shownPackage(found) : null;
    },

    /**
     * The package page: what getVisiblePackage reads, and the first page of the package's approved
     * reviews (null when it has none), in one read (ADR 073).
     */
    async getVisiblePackageWithReviews(id: string): Promise<{ pkg: ListedPackage; reviews: PackageReviewsPage | null } | null> {
      const [found] = await visiblePackageWithReviews.execute({ id });
      if (!found) return null;
      const pkg = shownPackage(found);
      return { pkg, reviews: firstReviewPage(pkg.id, pkg.rating, found) };
    },

    /** Last-minute deals: soonest end date first, then newest. */
    async lastMinute(onDate: string = today()): Promise<ListedPackage[]> {
      const rows = await db
        .select(listedColumns)
        .from(packages)
        .where(lastMinuteCondition(onDate))
        .orderBy(sql`${packages.endDate} ASC NULLS LAST`, ...NEWEST_FIRST)
        .limit(LAST_MINUTE_LIMIT);
      return toPackages(rows);
    },

    /** Home: up to `limit` featured packages bookable today, newest first. */
    async featured(limit: number, onDate: string = today()): Promise<ListedPackage[]> {
      const rows = await db
        .select(listedColumns)
        .from(packages)
        .where(featuredCondition(onDate))
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
      return toPackages(rows);
    },

    /** Category cards: each category's lowest bookable adult price, per currency (minor units). */
    async categoryFromPrices(onDate: string = today()): Promise<{ category: string; currency: string; price: number }[]> {
      const rows = await database.rows<{ category: string; currency: string; price: unknown }>(categoryFromPricesQuery(onDate));
      return rows.map((r) => ({ category: r.category, currency: r.currency, price: toCount(r.price) }));
    },

    /** Non-Draft packages in the order asked for (compare page); unknown ids are left out. */
    async getMany(ids: string[]): Promise<ListedPackage[]> {
      const wanted = [...new Set(ids.filter((id) => typeof id === "string" && id.length > 0 && id.length <= 200))].slice(0, GET_MANY_LIMIT);
      if (wanted.length === 0) return [];
      const rows = await db
        .select(listedColumns)
        .from(packages)
        .where(and(inArray(packages.id, wanted), ne(packages.status, "Draft"), notSuspended));
      const byId = new Map((await toPackages(rows)).map((p) => [p.id, p]));
      return wanted.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * A provider's bookable packages (newest first, at most PROVIDER_PAGE_LIMIT) and the rating
     * over all of them, summed from the precomputed counts (ADR 028): whole packages for the API.
     */
    byProvider: (providerId: string, onDate: string = today()) => providerPackages(database, wholePackages, providerId, onDate),
    /** The same as cards only, for the provider's page (ADR 134). */
    byProviderCards: (providerId: string, onDate: string = today()) => providerPackages(database, CARDS, providerId, onDate),

    /**
     * Every bookable package, newest first, of one provider when given, or the one package `id`
     * when it is bookable: what the open feeds publish (ADR 103).
     */
    async bookable(options: { providerId?: string; id?: string } = {}, onDate: string = today()): Promise<ListedPackage[]> {
      const rows = await db
        .select(listedColumns)
        .from(packages)
        .where(
          and(
            publicVisibility(onDate),
            options.providerId === undefined ? undefined : eq(packages.providerId, options.providerId),
            options.id === undefined ? undefined : eq(packages.id, options.id),
          ),
        )
        .orderBy(...NEWEST_FIRST);
      return toPackages(rows);
    },

    /**
     * The package pages worth indexing: those the listing shows (`publicVisibility`). A package
     * whose booking has closed keeps its page, marked Expired, but is no page to send searchers to.
     */
    async sitemapEntries(onDate: string = today()): Promise<{ id: string; updatedAt: string }[]> {
      const rows = await db
        .select({ id: packages.id, updatedAt: packages.updatedAt })
        .from(packages)
        .where(publicVisibility(onDate))
        .orderBy(...NEWEST_FIRST);
      return rows.map((r) => ({ id: r.id, updatedAt: toIsoTimestamp(r.updatedAt) }));
    },

    /** Admin list: every status, newest first. */
    async listAll(): Promise<ListedPackage[]> {
      const rows = await db
        .select(listedColumns)
        .from(packages)
        .orderBy(...NEWEST_FIRST);
      return toPackages(rows);
    },

    getById,

    /** Every package, any status. */
    async count(): Promise<number> {
      const [row] = await database.rows<{ n: unknown }>(sql`SELECT count(*) AS n FROM ${packages}`);
      return toCount(row?.n);
    },

    /**
     * Bulk insert (seed, import, benchmark): each batch of rows travels as one JSON parameter and
     * is expanded by json_populate_recordset, which is many times faster than binding thousands
     * of parameters. With `replaceExisting`, a package whose id exists is overwritten instead of
     * failing. Returns the ids in input order.
     */
    async insertMany(
      list: readonly (PackageInput & { id?: string; createdAt?: string })[],
      options: { replaceExisting?: boolean } = {},
    ): Promise<string[]> {
      const now = new Date().toISOString();
      const rows = list.map((p) =>
        packageToRow(p, { id: p.id ?? newPackageId(), createdAt: p.createdAt ?? now, updatedAt: p.createdAt ?? now }),
      );
      const conflict = options.replaceExisting ? sql.raw(` ON CONFLICT (id) DO UPDATE SET ${UPSERT_SET}`) : sql``;
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const batchRows = rows.slice(i, i + INSERT_BATCH);
        const batch = batchRows.map(toColumnNames);
        await db.execute(
          sql`INSERT INTO ${packages} (${WRITTEN_COLUMNS}) SELECT ${WRITTEN_COLUMNS} FROM json_populate_recordset(NULL::${packages}, ${JSON.stringify(batch)}::json)${conflict}`,
        );
        // An imported package that is public has gone live, as one saved public does
        // (writePackageVersion): a partner archives it rather than deletes it, with its reviews,
        // should it ever be set back to Draft.
        await db.execute(sql`INSERT INTO ${packageWorkflow} (package_id, provider_id, went_live_at)
          SELECT id, provider_id, updated_at FROM ${packages}
          WHERE status <> 'Draft' AND id IN (SELECT json_array_elements_text(${JSON.stringify(batchRows.map((r) => r.id))}::json))
          ON CONFLICT (package_id) DO UPDATE
          SET provider_id = excluded.provider_id, went_live_at = coalesce(${packageWorkflow}.went_live_at, excluded.went_live_at)`);
      }
      // Fresh statistics for the planner and a fresh visibility map for index-only counts
      // (PGlite has no autovacuum).
      if (rows.length >= VACUUM_AFTER_ROWS) await db.execute(sql`VACUUM ANALYZE ${packages}`);
      return rows.map((r) => r.id);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;

/** A package to insert; a given id (imports keep old links working) and createdAt are kept. */
export type NewPackage = PackageInput & { id?: string; createdAt?: string };

// Single-package reads and writes on a database handle: the database itself or an open transaction
// (catalogue writes that must commit together with other rows go through package-service.ts).

export async function selectPackage(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<TravelPackage | null> {
  const query = db.select(packageColumns).from(packages).where(eq(packages.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ? rowToPackage(row) : null;
}

export async function insertPackage(db: Db, p: NewPackage): Promise<TravelPackage> {
  const now = new Date().toISOString();
  const createdAt = p.createdAt ?? now;
  const row = packageToRow(p, { id: p.id ?? newPackageId(), createdAt, updatedAt: createdAt });
  const [saved] = await db.insert(packages).values(row).returning(packageColumns);
  return rowToPackage(saved!);
}

export async function updatePackage(db: Db, id: string, p: PackageInput, updatedAt?: string): Promise<TravelPackage | null> {
  const now = updatedAt ?? new Date().toISOString();
  const { id: _id, ...row } = packageToRow(p, { id, createdAt: now, updatedAt: now });
  const [saved] = await db.update(packages).set(row).where(eq(packages.id, id)).returning(packageColumns);
  return saved ? rowToPackage(saved) : null;
}

export async function removePackage(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(packages).where(eq(packages.id, id)).returning({ id: packages.id });
  return deleted.length > 0;
}

/** Columns a bulk insert writes: not the generated ones, nor those the database keeps (ADR 026, 028). */
const COLUMN_NAME: Record<string, string> = Object.fromEntries(
  Object.entries(getTableColumns(packages))
    .filter(([key, column]) => !column.generated && !(PACKAGE_MAINTAINED_COLUMNS as readonly string[]).includes(key))
    .map(([key, column]) => [key, column.name]),
);
const WRITTEN_COLUMNS = sql.raw(
  Object.values(COLUMN_NAME)
    .map((name) => `"${name}"`)
    .join(", "),
);
// A replaced package's updated_at still moves forward, so an admin editor holding the version
// before the import cannot save over it unnoticed (ADR 019). A document carrying the very version
// stored (re-importing an export) keeps it, so import → export → import stays lossless.
const UPSERT_SET = Object.values(COLUMN_NAME)
  .filter((name) => name !== "id")
  .map((name) =>
    name === "updated_at"
      ? `"updated_at" = CASE WHEN excluded."updated_at" = "packages"."updated_at" THEN "packages"."updated_at" ELSE GREATEST(excluded."updated_at", "packages"."updated_at" + interval '1 millisecond') END`
      : `"${name}" = excluded."${name}"`,
  )
  .join(", ");

function toColumnNames(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const name = COLUMN_NAME[key];
    if (name) out[name] = value;
  }
  return out;
}
