import { sql } from "drizzle-orm";
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { CURRENCIES, PACKAGE_STATUSES, type Assert, type CustomizationOptions, type Equals, type PackageField } from "../../domain/package";

export const packages = pgTable(
  "packages",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    packageCode: text("package_code").notNull(),
    providerName: text("provider_name").notNull().default(""),
    meshId: text("mesh_id").notNull().default(""),
    location: text("location").notNull().default(""),
    googleReviewScreenshot: text("google_review_screenshot"),
    startingLocation: text("starting_location").notNull(),
    destinations: text("destinations").notNull(),
    durationDays: integer("duration_days").notNull().default(1),
    durationNights: integer("duration_nights").notNull().default(0),
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("INR"),
    originalPriceAdult: bigint("original_price_adult", { mode: "number" }).notNull(),
    originalPriceChild: bigint("original_price_child", { mode: "number" }),
    hasOffer: boolean("has_offer").notNull().default(false),
    offerPriceAdult: bigint("offer_price_adult", { mode: "number" }),
    offerPriceChild: bigint("offer_price_child", { mode: "number" }),
    offerPercentage: integer("offer_percentage").notNull().default(0),
    effectiveAdultPrice: bigint("effective_adult_price", { mode: "number" }).generatedAlwaysAs(
      sql`CASE WHEN has_offer AND offer_price_adult IS NOT NULL AND offer_price_adult > 0 THEN offer_price_adult ELSE original_price_adult END`,
    ),
    bannerImage: text("banner_image"),
    galleryImages: text("gallery_images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pdfFile: text("pdf_file"),
    minGroupSize: integer("min_group_size").notNull().default(1),
    maxGroupSize: integer("max_group_size").notNull().default(10),
    description: text("description").notNull().default(""),
    highlights: text("highlights")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status", { enum: PACKAGE_STATUSES }).notNull().default("Draft"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    endDate: date("end_date", { mode: "string" }),
    bookingOpeningDate: date("booking_opening_date", { mode: "string" }),
    bookingClosingDate: date("booking_closing_date", { mode: "string" }),
    mainPlaces: text("main_places")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attractions: text("attractions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customizationOptions: jsonb("customization_options").$type<CustomizationOptions>().notNull().default({}),
    /** Lower-cased title, destinations, starting location, location, main places and attractions; written by the app on every save, trigram-indexed. */
    searchText: text("search_text").notNull().default(""),
    /** Slug of domain/districts.ts; null only on rows saved before districts existed. */
    district: text("district"),
  },
  (t) => [
    index("packages_categories_gin").using("gin", t.categories),
    index("packages_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("packages_public_listing").on(t.status, t.bookingClosingDate),
    index("packages_effective_price").on(t.effectiveAdultPrice),
    index("packages_duration").on(t.durationDays),
    index("packages_created_order").on(t.createdAt.desc(), t.id),
    // Narrow copy of the filter columns of bookable packages: counting a filtered listing reads
    // this index alone (index-only scan) instead of the wide rows.
    index("packages_active_filters")
      .on(t.bookingClosingDate, t.bookingOpeningDate, t.effectiveAdultPrice, t.durationDays, t.currency, t.categories)
      .where(sql`${t.status} = 'Active'`),
    // The price filter's own copy, price first, so a price (and duration) count reads one range.
    index("packages_active_price")
      .on(t.effectiveAdultPrice, t.durationDays, t.bookingClosingDate, t.currency)
      .where(sql`${t.status} = 'Active'`),
    // Sort orders of the listing (ADR 029): each is read in index order, so page 1 costs about a
    // dozen index entries whatever the catalogue size. Prices sort rupees before dollars.
    index("packages_active_price_asc")
      .on(t.currency, t.effectiveAdultPrice, t.id)
      .where(sql`${t.status} = 'Active'`),
    index("packages_active_price_desc")
      .on(t.currency, t.effectiveAdultPrice.desc(), t.id.desc())
      .where(sql`${t.status} = 'Active'`),
    index("packages_active_duration")
      .on(t.durationDays, t.id)
      .where(sql`${t.status} = 'Active'`),
    // District filter in the default order, and its count as an index-only scan.
    index("packages_active_district")
      .on(t.district, t.createdAt.desc().nullsLast(), t.id, t.bookingClosingDate)
      .where(sql`${t.status} = 'Active'`),
  ],
);

/**
 * Derived from each package's open departures (seats left), rewritten on every save, for the
 * "soonest departure" sort. `previousOpenDate` is the package's open departure before this one:
 * the row with date >= today and previousOpenDate < today (or null) is a package's next open
 * departure, so walking the date index finds each package once, in order (ADR 029).
 */
export const packageDepartures = pgTable(
  "package_departures",
  {
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    previousOpenDate: date("previous_open_date", { mode: "string" }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.departureDate] }),
    index("package_departures_next").on(t.departureDate, t.previousOpenDate, t.packageId),
  ],
);

/**
 * Columns that are not fields of the domain's travelPackageSchema: the search text and effective
 * price only the database needs, and district, whose column landed before its package field (move
 * it into travelPackageSchema when the field lands, ADR 018).
 */
export const PACKAGE_DATABASE_ONLY_COLUMNS = ["searchText", "effectiveAdultPrice", "district"] as const;
export type PackageDatabaseOnlyColumn = (typeof PACKAGE_DATABASE_ONLY_COLUMNS)[number];
// The table has exactly the domain package's fields (plus the database-only columns): a field added
// to domain/package.ts without its column here, or the other way round, fails to compile.
export type _PackageTableMatchesDomain = Assert<
  Equals<Exclude<keyof typeof packages.$inferSelect, PackageDatabaseOnlyColumn>, PackageField>
>;

export const adminSessions = pgTable(
  "admin_sessions",
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("admin_sessions_expires").on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    succeeded: boolean("succeeded").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_email_at").on(t.email, t.at), index("login_attempts_ip_at").on(t.ip, t.at)],
);

export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    /** Storage key, e.g. images/1732170000000_banner.jpg */
    key: text("key").primaryKey(),
    /** Public URL the package refers to. */
    url: text("url").notNull(),
    kind: text("kind", { enum: ["image", "pdf"] }).notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    /** Other stored objects derived from this one (responsive WebP widths). */
    variants: jsonb("variants").$type<string[]>().notNull().default([]),
    /** Set when a saved package refers to the file; unattached files older than a grace period are swept. */
    packageId: text("package_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_files_package").on(t.packageId), index("uploaded_files_created").on(t.createdAt)],
);

/** Small key/value settings, e.g. the admin password hash when not configured by env. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * The admin's exchange rates (ADR 035): rupees per one unit of each display currency but INR,
 * with the day they were set. Prices shown in these currencies are approximate ("≈").
 */
export const exchangeRates = pgTable("exchange_rates", {
  currency: text("currency").primaryKey(),
  rupeesPerUnit: doublePrecision("rupees_per_unit").notNull(),
  /** YYYY-MM-DD in APP_TIMEZONE, shown as "approx., rates of <date>". */
  setOn: date("set_on", { mode: "string" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
