import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CATEGORY_SLUGS, type CategorySlug } from "../../domain/categories";
import {
  CURRENCIES,
  PACKAGE_STATUSES,
  type Assert,
  type CustomizationOptions,
  type Equals,
  type NormalisedPackage,
  type PackageField,
} from "../../domain/package";
import { PACKAGE_REVIEW_KINDS, PACKAGE_REVIEW_STATES } from "../../domain/package-review";
import { DISTRICT_SLUGS } from "../../domain/districts";
import { PLACE_LEVELS } from "../../domain/places";
import type { Departure, ItineraryDay } from "../../domain/package-content";
import type { PackageTranslations } from "../../domain/package-translations";
import { PROVIDER_STATUSES, type VerificationCheck } from "../../domain/providers";
import { PARTNER_PERSON_STATUSES } from "../../domain/partners";
import { PROVIDER_CHANGE_STATUSES, type ProviderChange } from "../../domain/provider-profile";
import { REVIEW_STATUSES, type SubRatings } from "../../domain/reviews";

/** The businesses behind packages (ADR 026). */
export const providers = pgTable(
  "providers",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    legalName: text("legal_name").notNull().default(""),
    description: text("description").notNull().default(""),
    logo: text("logo"),
    baseLocation: text("base_location").notNull().default(""),
    district: text("district").notNull().default(""),
    meshId: text("mesh_id").notNull().default(""),
    whatsappNumber: text("whatsapp_number").notNull().default(""),
    email: text("email").notNull().default(""),
    yearEstablished: integer("year_established"),
    status: text("status", { enum: PROVIDER_STATUSES }).notNull().default("Unverified"),
    verifiedOn: date("verified_on", { mode: "string" }),
    checks: jsonb("checks").$type<VerificationCheck[]>().notNull().default([]),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("providers_slug").on(t.slug), uniqueIndex("providers_name_mesh").on(t.name, t.meshId)],
);

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
    district: text("district", { enum: DISTRICT_SLUGS }),
    /**
     * Every place the package is linked to and every place above them (ADR 108), kept by the
     * database with its links (refresh_package_place_path, migration 0018): "in Kerala" is one
     * GIN-served array test, as categories are.
     */
    placePath: text("place_path")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    itinerary: jsonb("itinerary").$type<ItineraryDay[]>().notNull().default([]),
    inclusions: text("inclusions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclusions: text("exclusions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gstIncluded: boolean("gst_included").notNull().default(false),
    cancellationPolicy: text("cancellation_policy").notNull().default(""),
    departures: jsonb("departures").$type<Departure[]>().notNull().default([]),
    featured: boolean("featured").notNull().default(false),
    /** Admin-written Malayalam, Hindi and Arabic title and description (ADR 041). */
    translations: jsonb("translations").$type<PackageTranslations>().notNull().default({}),
    /**
     * The provider, resolved by a trigger from provider name + MESH id on every save, and the
     * provider's suspension copied onto the row so public queries stay on partial indexes
     * (ADR 026). Never written by the app's package saves.
     */
    providerId: text("provider_id").references(() => providers.id, { onDelete: "restrict" }),
    providerSuspended: boolean("provider_suspended").notNull().default(false),
    /** Approved reviews: count and sum of overall stars, kept in the approval transaction (ADR 028). */
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingAverage: numeric("rating_average", { precision: 3, scale: 2, mode: "number" }).generatedAlwaysAs(
      sql`CASE WHEN rating_count > 0 THEN round(rating_sum::numeric / rating_count, 2) END`,
    ),
  },
  (t) => [
    index("packages_categories_gin").using("gin", t.categories),
    index("packages_place_path_gin").using("gin", t.placePath),
    index("packages_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("packages_public_listing").on(t.status, t.bookingClosingDate),
    index("packages_effective_price").on(t.effectiveAdultPrice),
    index("packages_duration").on(t.durationDays),
    index("packages_created_order").on(t.createdAt.desc(), t.id),
    // Narrow copy of the filter columns of bookable packages: counting a filtered listing reads
    // this index alone (index-only scan) instead of the wide rows.
    // (Predicates include NOT provider_suspended so counts stay index-only, ADR 026.)
    index("packages_active_filters")
      .on(t.bookingClosingDate, t.bookingOpeningDate, t.effectiveAdultPrice, t.durationDays, t.currency, t.categories)
      .where(sql`${t.status} = 'Active' AND NOT ${t.providerSuspended}`),
    // The price filter's own copy, price first, so a price (and duration) count reads one range.
    index("packages_active_price")
      .on(t.effectiveAdultPrice, t.durationDays, t.bookingClosingDate, t.currency)
      .where(sql`${t.status} = 'Active' AND NOT ${t.providerSuspended}`),
    index("packages_provider").on(t.providerId),
    // Sort by rating (count breaks ties) and the minimum-rating filter over bookable packages (ADR 028).
    index("packages_active_rating")
      .on(sql`${t.ratingAverage} DESC NULLS LAST`, sql`${t.ratingCount} DESC`, t.bookingClosingDate, t.id)
      .where(sql`${t.status} = 'Active' AND NOT ${t.providerSuspended}`),
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
    // One per category (the list is fixed in domain/categories.ts), ADR 054: a category's listing
    // in the default order, and its count with any other filter but search, read from this index
    // alone (about 9,000 entries at 100,000 packages) instead of every bookable package. Queries
    // must spell the category as `categories @> ARRAY['<slug>']` (categoriesCondition) to use it.
    ...CATEGORY_SLUGS.map((slug) =>
      index(categoryIndexName(slug))
        .on(
          t.createdAt.desc().nullsLast(),
          t.id,
          t.bookingClosingDate,
          t.ratingAverage,
          t.effectiveAdultPrice,
          t.currency,
          t.durationDays,
          t.bookingOpeningDate,
          t.district,
        )
        .where(sql`${t.status} = 'Active' AND NOT ${t.providerSuspended} AND ${t.categories} @> ${sql.raw(categoryArrayLiteral(slug))}`),
    ),
  ],
);

/** Name of a category's partial listing index (ADR 054): `packages_active_category_<slug with _>`. */
export function categoryIndexName(slug: CategorySlug): string {
  return `packages_active_category_${slug.replaceAll("-", "_")}`;
}

/**
 * A category as an SQL array constant, `ARRAY['camping']::text[]`: spelled the same in each index
 * predicate and in the queries, so the planner can prove the predicate (it cannot from a bound
 * parameter). Only the fixed slugs get here, and they are plain lower-case words and hyphens.
 */
export function categoryArrayLiteral(slug: CategorySlug): string {
  if (!/^[a-z-]+$/.test(slug)) throw new Error(`Not a category slug: ${slug}`);
  return `ARRAY['${slug}']::text[]`;
}

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

/** One-time links a traveller uses to review a trip (ADR 027). Only the token's SHA-256 is kept. */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    travellerName: text("traveller_name").notNull(),
    /** 'YYYY-MM' */
    travelMonth: text("travel_month").notNull(),
    phone: text("phone").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "string" }),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [uniqueIndex("review_invitations_token").on(t.tokenHash), index("review_invitations_created").on(t.createdAt)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    /** One review per invitation, enforced here as well as by the single-use update. */
    invitationId: text("invitation_id").references(() => reviewInvitations.id, { onDelete: "set null" }),
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    travelMonth: text("travel_month").notNull(),
    overall: integer("overall").notNull(),
    subRatings: jsonb("sub_ratings").$type<SubRatings>().notNull().default({}),
    title: text("title").notNull().default(""),
    body: text("body").notNull(),
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("Pending"),
    rejectionReason: text("rejection_reason").notNull().default(""),
    reply: text("reply").notNull().default(""),
    repliedAt: timestamp("replied_at", { withTimezone: true, mode: "string" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true, mode: "string" }),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [
    uniqueIndex("reviews_invitation").on(t.invitationId),
    index("reviews_package_approved")
      .on(t.packageId, t.submittedAt.desc())
      .where(sql`${t.status} = 'Approved'`),
    index("reviews_status").on(t.status, t.submittedAt),
  ],
);

/** Review submissions per IP address, for the hourly limit (shared across instances). */
export const reviewAttempts = pgTable(
  "review_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("review_attempts_ip_at").on(t.ip, t.at)],
);

/** Columns a package save never writes: the trigger keeps the provider link, moderation the ratings. */
export const PACKAGE_MAINTAINED_COLUMNS = ["providerId", "providerSuspended", "ratingCount", "ratingSum", "placePath"] as const;

/** Columns that are not fields of the domain's travelPackageSchema: the search text and effective price only the database needs. */
export const PACKAGE_DATABASE_ONLY_COLUMNS = [
  "searchText",
  "effectiveAdultPrice",
  // Kept by the database and moderation, read beside the package (PACKAGE_TRUST_COLUMNS), never saved from a draft (ADR 026, 028).
  ...PACKAGE_MAINTAINED_COLUMNS,
  "ratingAverage",
] as const;
export type PackageDatabaseOnlyColumn = (typeof PACKAGE_DATABASE_ONLY_COLUMNS)[number];
// The table has exactly the domain package's fields (plus the database-only columns): a field added
// to domain/package.ts without its column here, or the other way round, fails to compile.
export type _PackageTableMatchesDomain = Assert<
  Equals<Exclude<keyof typeof packages.$inferSelect, PackageDatabaseOnlyColumn>, PackageField>
>;

/** Who a session or a sign-in attempt belongs to: the one admin, or a person acting for one provider. */
export const ROLES = ["admin", "partner"] as const;
export type Role = (typeof ROLES)[number];

/** People who act for one provider in the partner portal. Only a password's scrypt hash is kept. */
export const partnerPeople = pgTable(
  "partner_people",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** Lower-cased; one person acts for one provider, so an e-mail is unique across providers. */
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    status: text("status", { enum: PARTNER_PERSON_STATUSES }).notNull().default("Invited"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("partner_people_email").on(t.email), index("partner_people_provider").on(t.providerId)],
);

/** One-time links that let a person set their password (7 days, single use). Only the token's SHA-256 is kept. */
export const partnerInvitations = pgTable(
  "partner_invitations",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    personId: text("person_id")
      .notNull()
      .references(() => partnerPeople.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Set when the link was used, or when a newer link or a revocation made it void. */
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    /** True when a newer link or a revocation ended it (`usedAt` set too), so its page says so rather than "used". */
    voided: boolean("voided").notNull().default(false),
  },
  (t) => [uniqueIndex("partner_invitations_token").on(t.tokenHash), index("partner_invitations_person").on(t.personId)],
);

/** Sessions of every role: the cookie holds a random token, the row only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    role: text("role", { enum: ROLES }).notNull(),
    email: text("email").notNull(),
    /** The partner person, for partner sessions; removing the person removes their sessions. */
    partnerPersonId: text("partner_person_id").references(() => partnerPeople.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_expires").on(t.expiresAt), index("sessions_partner_person").on(t.partnerPersonId)],
);

/**
 * Every change made through the services: who (role, e-mail, provider), what (entity and id) and
 * which fields from what to what. Append-only: the application inserts rows and never updates or
 * deletes one.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    actorRole: text("actor_role", { enum: [...ROLES, "system"] }).notNull(),
    actorEmail: text("actor_email").notNull(),
    providerId: text("provider_id"),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    /** `{ field: [before, after] }` */
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_entity").on(t.entity, t.entityId, t.at.desc()),
    index("audit_log_provider").on(t.providerId, t.at.desc()),
    index("audit_log_at").on(t.at.desc()),
  ],
);

/**
 * A package's review workflow (ADR 098): whether it ever went live, and what waits for the admin
 * (a new package, or one revision of a live package kept as a JSON snapshot beside the public row).
 * One row per package at most; a package that never entered the workflow has none.
 */
export const packageWorkflow = pgTable(
  "package_workflow",
  {
    packageId: text("package_id")
      .primaryKey()
      .references(() => packages.id, { onDelete: "cascade" }),
    providerId: text("provider_id"),
    /** Set the first time the package was public; such a package is archived, never deleted, by a partner. */
    wentLiveAt: timestamp("went_live_at", { withTimezone: true, mode: "string" }),
    reviewKind: text("review_kind", { enum: PACKAGE_REVIEW_KINDS }),
    reviewState: text("review_state", { enum: PACKAGE_REVIEW_STATES }),
    /** A revision's proposed package (every writable field); null for a new package, whose row is the proposal. */
    proposed: jsonb("proposed").$type<NormalisedPackage>(),
    /**
     * The live package's writable fields when the revision was last saved: what the partner's
     * changes are measured from, so approving applies those and keeps the admin's later edits.
     * Null for a revision stored before this column (approved as its whole snapshot).
     */
    base: jsonb("base").$type<NormalisedPackage>(),
    reason: text("reason").notNull().default(""),
    reasonFields: text("reason_fields")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "string" }),
    submittedBy: text("submitted_by").notNull().default(""),
  },
  (t) => [
    // The admin's review queue, oldest first.
    index("package_workflow_queue")
      .on(t.submittedAt, t.packageId)
      .where(sql`${t.reviewState} = 'in-review'`),
    index("package_workflow_provider").on(t.providerId),
  ],
);

/**
 * Changes a provider's people propose to what its verification rests on (legal name, reference
 * numbers): kept here, not applied, until the admin approves; at most one Pending per provider.
 */
export const providerChanges = pgTable(
  "provider_changes",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    status: text("status", { enum: PROVIDER_CHANGE_STATUSES }).notNull().default("Pending"),
    /** `{ field: [before, after] }` as sent. */
    changes: jsonb("changes").$type<ProviderChange["changes"]>().notNull(),
    reason: text("reason").notNull().default(""),
    submittedBy: text("submitted_by").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("provider_changes_one_pending")
      .on(t.providerId)
      .where(sql`status = 'Pending'`),
    index("provider_changes_provider").on(t.providerId, t.submittedAt.desc()),
  ],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    /** Admin and partner attempts are throttled by different rules and never count against each other. */
    role: text("role", { enum: ROLES }).notNull().default("admin"),
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
    /** The provider whose partner person uploaded it; null for the admin's uploads. */
    providerId: text("provider_id"),
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
  /** Entered by the demo seed, not by the admin (shown so in the admin until the admin saves rates). */
  isDemo: boolean("is_demo").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Anonymous counts (ADR 106, 107). Raw events, kept 30 days; on both drivers partitioned by month
 * (`insight_events_YYYY_MM`, made ahead by server/insight/insight-store.ts), so a month goes with
 * one DROP TABLE. No address, user agent, URL or booking field: the visitor is a hash with a
 * salt of its day, and the salt is destroyed after the day ends.
 */
export const insightEvents = pgTable(
  "insight_events",
  {
    /** The day in APP_TIMEZONE; the partition key. */
    day: date("day", { mode: "string" }).notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    event: text("event").notNull(),
    /** The page kind of a page view (domain/insight-events.ts PAGE_KINDS). */
    page: text("page"),
    /** Only ids of packages and providers that exist when the event is written. */
    packageId: text("package_id"),
    providerId: text("provider_id"),
    language: text("language").notNull(),
    currency: text("currency"),
    device: text("device").notNull(),
    /** The referrer's domain only, another site's. */
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** HMAC of the day's salt over the site, address and user agent: the same person on one day, nothing else. */
    visitor: text("visitor").notNull(),
  },
  (t) => [index("insight_events_day").on(t.day)],
);

/**
 * What the dashboards read: one row per day and combination of dimensions, with the count and
 * the distinct visitors of that combination (ADR 106). The source is the visitor's first source
 * of the day (UTM source, else another site's domain), given to all their events that day.
 * Empty string for "none", so the columns can be compared with `=`.
 */
export const insightDaily = pgTable(
  "insight_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    event: text("event").notNull(),
    page: text("page").notNull().default(""),
    packageId: text("package_id").notNull().default(""),
    providerId: text("provider_id").notNull().default(""),
    language: text("language").notNull(),
    currency: text("currency").notNull().default(""),
    device: text("device").notNull(),
    source: text("source").notNull().default(""),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    count: integer("count").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [index("insight_daily_day").on(t.day), index("insight_daily_provider_day").on(t.providerId, t.day)],
);

/** Distinct visitors per day, of the whole site (provider '') and of each provider's pages and packages. */
export const insightDailyVisitors = pgTable(
  "insight_daily_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    providerId: text("provider_id").notNull().default(""),
    visitors: integer("visitors").notNull(),
  },
  // By provider first: the site ('') or one provider over a range of days.
  (t) => [primaryKey({ columns: [t.day, t.providerId] }), index("insight_daily_visitors_provider_day").on(t.providerId, t.day)],
);

/**
 * The whole site's counts per day, event and page kind (of a page view), summed from
 * insight_daily when a day is rolled up: the admin's totals and daily chart read these few rows a
 * day instead of every package's (ADR 115).
 */
export const insightSiteDaily = pgTable(
  "insight_site_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    event: text("event").notNull(),
    page: text("page").notNull().default(""),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.event, t.page] })],
);

/** A breakdown's key and its funnel counts, the columns insight_daily_keys and insight_windows share. */
const funnelByKey = () => ({
  dimension: text("dimension").notNull(),
  key: text("key").notNull(),
  views: integer("views").notNull(),
  dialogs: integer("dialogs").notNull(),
  paymentSteps: integer("payment_steps").notNull(),
  handoffs: integer("handoffs").notNull(),
  events: integer("events").notNull(),
});

/**
 * The whole site's funnel per day and key of one breakdown (`dimension`: package, provider,
 * category, source, language, device), summed from insight_daily when a day is rolled up (ADR
 * 115). A package's categories are the ones it had when its day was rolled up. `events` counts
 * every event, so a key with only other events (a share) is still listed.
 */
export const insightDailyKeys = pgTable(
  "insight_daily_keys",
  {
    day: date("day", { mode: "string" }).notNull(),
    ...funnelByKey(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.key] })],
);

/**
 * insight_daily_keys summed over the `days` days up to `ending` (the last day whose roll-up is
 * final), per dimension and key (ADR 115): the screen's 7 / 30 / 90 days are one of these plus
 * today, so its top packages read one row per package instead of one per package and day.
 */
export const insightWindows = pgTable(
  "insight_windows",
  {
    ending: date("ending", { mode: "string" }).notNull(),
    days: integer("days").notNull(),
    ...funnelByKey(),
  },
  (t) => [
    primaryKey({ columns: [t.ending, t.days, t.dimension, t.key] }),
    // A window's keys in the report's order: its best keys that no added day moved are the first ones.
    index("insight_windows_ranked").on(t.ending, t.days, t.dimension, t.views.desc(), t.handoffs.desc(), t.key),
  ],
);

/** The windows of insight_windows that are whole; a roll-up of a day inside one deletes it (ADR 115). */
export const insightWindowsBuilt = pgTable(
  "insight_windows_built",
  {
    ending: date("ending", { mode: "string" }).notNull(),
    days: integer("days").notNull(),
    builtAt: timestamp("built_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ending, t.days] })],
);

/** The days rolled up, and when: a day is rolled again until a roll-up made after it ended. */
export const insightRollups = pgTable("insight_rollups", {
  day: date("day", { mode: "string" }).primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** One random salt per day, deleted once the day has ended (ADR 106). */
export const insightSalts = pgTable("insight_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/** Times counts were dropped because the queue was full: the admin shows "counts incomplete between …". */
export const insightGaps = pgTable(
  "insight_gaps",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fromAt: timestamp("from_at", { withTimezone: true, mode: "date" }).notNull(),
    toAt: timestamp("to_at", { withTimezone: true, mode: "date" }).notNull(),
    dropped: integer("dropped").notNull(),
  },
  (t) => [index("insight_gaps_to").on(t.toAt)],
);

/**
 * The place tree (ADR 108): country → state/emirate/governorate → district/region → place, slugs
 * unique across the tree, names in the four site languages. Seeded by migration 0015 from
 * domain/place-data.ts; the admin adds places below. `ancestors` is the chain of slugs from the
 * country down to the place itself, written with the row (places never move), so "Kerala and
 * everything inside it" is one array test.
 */
export const places = pgTable(
  "places",
  {
    slug: text("slug").primaryKey(),
    parent: text("parent").references((): AnyPgColumn => places.slug),
    level: text("level", { enum: PLACE_LEVELS }).notNull(),
    code: text("code"),
    nameEn: text("name_en").notNull(),
    nameMl: text("name_ml").notNull().default(""),
    nameHi: text("name_hi").notNull().default(""),
    nameAr: text("name_ar").notNull().default(""),
    aliases: text("aliases")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ancestors: text("ancestors").array().notNull(),
    /** The admin's introduction on the destination page, in English; empty until written. */
    intro: text("intro").notNull().default(""),
    /** The introduction in Malayalam, Hindi and Arabic, where written: `{ "ml": "…" }`. */
    introTranslations: jsonb("intro_translations").$type<Partial<Record<"ml" | "hi" | "ar", string>>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /**
     * When the admin archived it (ADR 155): no longer offered, listed or given a page, its package
     * links kept for a restore; null while it is in use.
     */
    archivedAt: timestamp("archived_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("places_parent").on(t.parent), index("places_ancestors").using("gin", t.ancestors)],
);

/**
 * Which places a package goes to. `derived` links are made by the database from the package's
 * district and destination text (migration 0015's derive_package_places, on every write of those
 * columns); a package someone linked by hand keeps only its chosen links.
 */
export const packagePlaces = pgTable(
  "package_places",
  {
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    placeSlug: text("place_slug")
      .notNull()
      .references(() => places.slug),
    derived: boolean("derived").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.placeSlug] }), index("package_places_place").on(t.placeSlug, t.packageId)],
);

/**
 * Keys the admin issues to resellers for the read-only OCTO API (ADR 103): only the SHA-256 of a
 * key is kept, as for sessions and one-time links; a revoked key stays listed with its date.
 */
export const resellerKeys = pgTable(
  "reseller_keys",
  {
    id: text("id").primaryKey(),
    /** Who holds it, as the admin named it (e.g. the reseller's company). */
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    /** The key's first characters, shown so the admin can tell keys apart without the key. */
    keyStart: text("key_start").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("reseller_keys_hash").on(t.keyHash)],
);
