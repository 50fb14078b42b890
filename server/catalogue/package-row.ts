import { isCategorySlug, type CategorySlug } from "../../domain/categories";
import { districtSearchWords, isDistrictSlug } from "../../domain/districts";
import { offerPercentage } from "../../domain/money";
import { MEALS, type Departure, type ItineraryDay } from "../../domain/package-content";
import { changedFields } from "../../domain/package-review";
import { cleanTranslations } from "../../domain/package-translations";
import { getTableColumns, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import {
  CURRENCIES,
  PACKAGE_CARD_FIELDS,
  PACKAGE_META_FIELDS,
  pickFields,
  CUSTOMIZATION_GROUPS,
  PACKAGE_STATUSES,
  type Currency,
  type CustomizationOption,
  type CustomizationOptions,
  type PackageCardSource,
  type PackageStatus,
  type NormalisedPackage,
  type TravelPackage,
} from "../../domain/package";
import { PACKAGE_FIELDS } from "../../domain/package-schema";
import type { ListedPackage, PackageProvider } from "../../domain/providers";
import { ratingFrom, type Rating } from "../../domain/reviews";
import { PACKAGE_DATABASE_ONLY_COLUMNS, packages, providers, type PackageDatabaseOnlyColumn } from "../db/schema";

/** The writable fields of a package: everything but id and timestamps. */
export type PackageInput = NormalisedPackage;

export type PackageRow = typeof packages.$inferSelect;
export type PackageInsert = typeof packages.$inferInsert;

type PackageColumns = Omit<ReturnType<typeof getTableColumns<typeof packages>>, PackageDatabaseOnlyColumn>;
/** Every column but the database-only ones (search text, effective price…): the domain package's fields. */
export const packageColumns = Object.fromEntries(
  Object.entries(getTableColumns(packages)).filter(([key]) => !(PACKAGE_DATABASE_ONLY_COLUMNS as readonly string[]).includes(key)),
) as PackageColumns;

export type SelectedPackageRow = Omit<PackageRow, PackageDatabaseOnlyColumn>;

/** The package's columns plus what trust needs beside it: provider link and precomputed rating (ADR 026, 028). */
export const listedColumns = {
  ...packageColumns,
  providerId: packages.providerId,
  ratingCount: packages.ratingCount,
  ratingSum: packages.ratingSum,
};
export type ListedRow = SelectedPackageRow & Pick<PackageRow, "providerId" | "ratingCount" | "ratingSum">;

/** What a package shown in public carries of its provider, read beside it by a join. */
export const packageProviderColumns = {
  id: providers.id,
  slug: providers.slug,
  name: providers.name,
  status: providers.status,
  verifiedOn: providers.verifiedOn,
  checks: providers.checks,
  whatsappNumber: providers.whatsappNumber,
};

/**
 * What a listing page reads of each package: a card's source fields and its rating, nothing a
 * card does not show (no descriptions, itinerary, options or provider). Of the translations only
 * each language's title and highlights come back, trimmed by the database.
 */
export const cardColumns = {
  ...pickFields(packageColumns, PACKAGE_CARD_FIELDS),
  departures: packages.departures,
  translations: sql<SelectedPackageRow["translations"]>`(
    SELECT coalesce(jsonb_object_agg(t.key, jsonb_build_object('title', t.value -> 'title', 'highlights', t.value -> 'highlights')), '{}'::jsonb)
    FROM jsonb_each(CASE WHEN jsonb_typeof(${packages.translations}) = 'object' THEN ${packages.translations} ELSE '{}'::jsonb END) AS t
  )`.mapWith(packages.translations),
  ratingCount: packages.ratingCount,
  ratingSum: packages.ratingSum,
};
export type CardRow = SelectResultFields<typeof cardColumns>;
export type ListedCard = PackageCardSource & { rating: Rating | null };

/** A card's row as what the card is made from, narrowed like rowToPackage. */
export function rowToCard(row: CardRow): ListedCard {
  return { ...cardSourceFrom(row), rating: ratingFrom(row.ratingCount, row.ratingSum) };
}

/** A row with its provider (read by the catalogue in one query per list) as a ListedPackage. */
export function rowToListedPackage(row: ListedRow, provider: PackageProvider | null): ListedPackage {
  return { ...rowToPackage(row), provider, rating: ratingFrom(row.ratingCount, row.ratingSum) };
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * Drivers hand timestamptz back as PostgreSQL text ('2026-11-21 05:51:47.123+05:30', zone per the
 * session); turn it into an ISO instant ('2026-11-21T00:21:47.123Z').
 */
export function toIsoTimestamp(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const m = TIMESTAMP.exec(value.trim());
  if (!m) {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
  }
  let zone = m[3] ?? "Z";
  if (zone !== "Z") zone = zone.length === 3 ? `${zone}:00` : zone.includes(":") ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const fraction = /\.(\d+)/.exec(m[2]!)?.[1];
  const time = fraction ? m[2]!.replace(/\.\d+/, `.${fraction.slice(0, 3).padEnd(3, "0")}`) : m[2]!;
  return new Date(`${m[1]}T${time}${zone}`).toISOString();
}

const isString = (v: unknown): v is string => typeof v === "string";
const stringList = (v: unknown): string[] => (Array.isArray(v) ? v.filter(isString) : []);
const dateOnly = (v: string | null): string | null => (v ? v.slice(0, 10) : null);
const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown): string => (typeof v === "string" ? v : "");
const whole = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? Math.round(v) : 0);

function itineraryFrom(value: unknown): ItineraryDay[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const day = record(item);
    if (!day) return [];
    const meals = Array.isArray(day.meals) ? MEALS.filter((m) => (day.meals as unknown[]).includes(m)) : [];
    return [{ title: text(day.title), description: text(day.description), overnight: text(day.overnight), meals }];
  });
}

function departuresFrom(value: unknown): Departure[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const d = record(item);
    if (!d || typeof d.date !== "string") return [];
    const price = typeof d.priceAdult === "number" && Number.isFinite(d.priceAdult) ? Math.round(d.priceAdult) : null;
    return [{ date: d.date.slice(0, 10), seatsTotal: whole(d.seatsTotal), seatsLeft: whole(d.seatsLeft), priceAdult: price }];
  });
}
const numberOrNull = (v: number | null): number | null => (v === null ? null : Number(v));

function customizationOptionsFrom(value: unknown): CustomizationOptions {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const source = value as Record<string, unknown>;
  const result: CustomizationOptions = {};
  for (const group of CUSTOMIZATION_GROUPS) {
    const list = source[group];
    if (!Array.isArray(list)) continue;
    const options: CustomizationOption[] = [];
    for (const item of list) {
      if (!item || typeof item !== "object") continue;
      const { name, price } = item as { name?: unknown; price?: unknown };
      if (!isString(name)) continue;
      options.push({ name, price: typeof price === "number" && Number.isFinite(price) ? Math.round(price) : 0 });
    }
    if (options.length > 0) result[group] = options;
  }
  return result;
}

/** The card's source columns narrowed to the domain's types: the part of rowToPackage a card reads. */
function cardSourceFrom(row: Omit<CardRow, "ratingCount" | "ratingSum">): PackageCardSource {
  return {
    ...pickFields(row, PACKAGE_CARD_FIELDS),
    currency: (CURRENCIES as readonly string[]).includes(row.currency) ? (row.currency as Currency) : "INR",
    originalPriceAdult: Number(row.originalPriceAdult),
    originalPriceChild: numberOrNull(row.originalPriceChild),
    offerPriceAdult: numberOrNull(row.offerPriceAdult),
    offerPriceChild: numberOrNull(row.offerPriceChild),
    highlights: stringList(row.highlights),
    departures: departuresFrom(row.departures),
    translations: cleanTranslations(row.translations),
  };
}

/**
 * The one place a database row becomes a TravelPackage. Columns whose stored type is wider than
 * the domain's (enums, bigints, lists, JSON, dates) are narrowed here (a card's columns by
 * cardSourceFrom); the rest pass through. Unknown stored values never throw.
 */
export function rowToPackage(row: SelectedPackageRow): TravelPackage {
  return {
    ...pickFields(row, PACKAGE_FIELDS),
    ...cardSourceFrom(row),
    categories: stringList(row.categories).filter((c): c is CategorySlug => isCategorySlug(c)),
    galleryImages: stringList(row.galleryImages),
    status: (PACKAGE_STATUSES as readonly string[]).includes(row.status) ? (row.status as PackageStatus) : "Draft",
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
    endDate: dateOnly(row.endDate),
    bookingOpeningDate: dateOnly(row.bookingOpeningDate),
    bookingClosingDate: dateOnly(row.bookingClosingDate),
    mainPlaces: stringList(row.mainPlaces),
    attractions: stringList(row.attractions),
    customizationOptions: customizationOptionsFrom(row.customizationOptions),
    district: isDistrictSlug(row.district) ? row.district : null,
    itinerary: itineraryFrom(row.itinerary),
    inclusions: stringList(row.inclusions),
    exclusions: stringList(row.exclusions),
  };
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * What the listing search looks through: title, destinations, starting location, location, main
 * places, attractions and the district's search words (its name, and "Kerala" for the 14 Kerala
 * districts) and the admin's translated titles (ADR 041), lower-cased, one field per line so a
 * search never spans two fields.
 */
export function searchTextOf(
  p: Pick<PackageInput, "title" | "destinations" | "startingLocation" | "location" | "mainPlaces" | "attractions" | "district"> &
    Partial<Pick<PackageInput, "translations">>,
): string {
  const translatedTitles = Object.values(p.translations ?? {}).map((t) => t.title);
  return [
    p.title,
    p.destinations,
    p.startingLocation,
    p.location,
    ...p.mainPlaces,
    ...p.attractions,
    ...districtSearchWords(p.district),
    ...translatedTitles,
  ]
    .map(squash)
    .filter(Boolean)
    .join("\n")
    .toLowerCase();
}

/** Columns written on every save; the derived ones (offer percentage, search text) are computed here. */
export function packageToRow(p: PackageInput, meta: { id: string; createdAt: string; updatedAt: string }): PackageInsert {
  return {
    ...pickFields(p, WRITABLE_FIELDS),
    ...meta,
    categories: [...new Set(p.categories)],
    offerPercentage: p.hasOffer ? offerPercentage(p.originalPriceAdult, p.offerPriceAdult) : 0,
    searchText: searchTextOf(p),
  };
}

/**
 * Whether writing `next` over the stored package `before` would store what is already there: no
 * column the save writes from its input (packageToRow's, derived ones included) differs, by the
 * rule the audit log names changed fields with. In doubt (a value read back in another form) it
 * counts as a change, and the save writes as it always did.
 */
export function writesSamePackage(before: TravelPackage, next: PackageInput): boolean {
  const meta = { id: before.id, createdAt: before.createdAt, updatedAt: before.updatedAt };
  const stored: Record<string, unknown> = packageToRow(before, meta);
  const written: Record<string, unknown> = packageToRow(next, meta);
  return Object.keys(changedFields(stored, written, Object.keys({ ...stored, ...written }))).length === 0;
}

/** Every field a save writes from its input: the package's fields but id and the timestamps. */
const WRITABLE_FIELDS = PACKAGE_FIELDS.filter((f): f is keyof PackageInput => !(PACKAGE_META_FIELDS as readonly string[]).includes(f));
