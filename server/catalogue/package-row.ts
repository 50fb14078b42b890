import { isCategorySlug, type CategorySlug } from "../../domain/categories";
import { offerPercentage } from "../../domain/money";
import {
  CURRENCIES,
  CUSTOMIZATION_GROUPS,
  PACKAGE_STATUSES,
  type Currency,
  type CustomizationOption,
  type CustomizationOptions,
  type PackageStatus,
  type TravelPackage,
} from "../../domain/package";
import type { NormalisedPackage } from "../../domain/package-validation";
import { packages } from "../db/schema";

/** The writable fields of a package: everything but id and timestamps. */
export type PackageInput = NormalisedPackage;

export type PackageRow = typeof packages.$inferSelect;
export type PackageInsert = typeof packages.$inferInsert;

/** Every column but the search text, which only the database needs. */
export const packageColumns = {
  id: packages.id,
  title: packages.title,
  packageCode: packages.packageCode,
  providerName: packages.providerName,
  meshId: packages.meshId,
  location: packages.location,
  googleReviewScreenshot: packages.googleReviewScreenshot,
  startingLocation: packages.startingLocation,
  destinations: packages.destinations,
  durationDays: packages.durationDays,
  durationNights: packages.durationNights,
  categories: packages.categories,
  currency: packages.currency,
  originalPriceAdult: packages.originalPriceAdult,
  originalPriceChild: packages.originalPriceChild,
  hasOffer: packages.hasOffer,
  offerPriceAdult: packages.offerPriceAdult,
  offerPriceChild: packages.offerPriceChild,
  offerPercentage: packages.offerPercentage,
  bannerImage: packages.bannerImage,
  galleryImages: packages.galleryImages,
  pdfFile: packages.pdfFile,
  minGroupSize: packages.minGroupSize,
  maxGroupSize: packages.maxGroupSize,
  description: packages.description,
  highlights: packages.highlights,
  status: packages.status,
  createdAt: packages.createdAt,
  updatedAt: packages.updatedAt,
  endDate: packages.endDate,
  bookingOpeningDate: packages.bookingOpeningDate,
  bookingClosingDate: packages.bookingClosingDate,
  mainPlaces: packages.mainPlaces,
  attractions: packages.attractions,
  customizationOptions: packages.customizationOptions,
};

export type SelectedPackageRow = Omit<PackageRow, "searchText" | "effectiveAdultPrice" | "district">;

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

/** The one place a database row becomes a TravelPackage. Unknown stored values never throw. */
export function rowToPackage(row: SelectedPackageRow): TravelPackage {
  const categories = stringList(row.categories).filter((c): c is CategorySlug => isCategorySlug(c));
  return {
    id: row.id,
    title: row.title,
    packageCode: row.packageCode,
    providerName: row.providerName,
    meshId: row.meshId,
    location: row.location,
    googleReviewScreenshot: row.googleReviewScreenshot,
    startingLocation: row.startingLocation,
    destinations: row.destinations,
    durationDays: row.durationDays,
    durationNights: row.durationNights,
    categories,
    currency: (CURRENCIES as readonly string[]).includes(row.currency) ? (row.currency as Currency) : "INR",
    originalPriceAdult: Number(row.originalPriceAdult),
    originalPriceChild: row.originalPriceChild === null ? null : Number(row.originalPriceChild),
    hasOffer: row.hasOffer,
    offerPriceAdult: row.offerPriceAdult === null ? null : Number(row.offerPriceAdult),
    offerPriceChild: row.offerPriceChild === null ? null : Number(row.offerPriceChild),
    offerPercentage: row.offerPercentage,
    bannerImage: row.bannerImage,
    galleryImages: stringList(row.galleryImages),
    pdfFile: row.pdfFile,
    minGroupSize: row.minGroupSize,
    maxGroupSize: row.maxGroupSize,
    description: row.description,
    highlights: stringList(row.highlights),
    status: (PACKAGE_STATUSES as readonly string[]).includes(row.status) ? (row.status as PackageStatus) : "Draft",
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
    endDate: dateOnly(row.endDate),
    bookingOpeningDate: dateOnly(row.bookingOpeningDate),
    bookingClosingDate: dateOnly(row.bookingClosingDate),
    mainPlaces: stringList(row.mainPlaces),
    attractions: stringList(row.attractions),
    customizationOptions: customizationOptionsFrom(row.customizationOptions),
  };
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * What the listing search looks through: title, destinations, starting location, location, main
 * places and attractions, lower-cased, one field per line so a search never spans two fields.
 */
export function searchTextOf(
  p: Pick<PackageInput, "title" | "destinations" | "startingLocation" | "location" | "mainPlaces" | "attractions">,
): string {
  return [p.title, p.destinations, p.startingLocation, p.location, ...p.mainPlaces, ...p.attractions]
    .map(squash)
    .filter(Boolean)
    .join("\n")
    .toLowerCase();
}

/** Columns written on every save; the derived ones (offer percentage, search text) are computed here. */
export function packageToRow(p: PackageInput, meta: { id: string; createdAt: string; updatedAt: string }): PackageInsert {
  return {
    id: meta.id,
    title: p.title,
    packageCode: p.packageCode,
    providerName: p.providerName,
    meshId: p.meshId,
    location: p.location,
    googleReviewScreenshot: p.googleReviewScreenshot,
    startingLocation: p.startingLocation,
    destinations: p.destinations,
    durationDays: p.durationDays,
    durationNights: p.durationNights,
    categories: [...new Set(p.categories)],
    currency: p.currency,
    originalPriceAdult: p.originalPriceAdult,
    originalPriceChild: p.originalPriceChild,
    hasOffer: p.hasOffer,
    offerPriceAdult: p.offerPriceAdult,
    offerPriceChild: p.offerPriceChild,
    offerPercentage: p.hasOffer ? offerPercentage(p.originalPriceAdult, p.offerPriceAdult) : 0,
    bannerImage: p.bannerImage,
    galleryImages: p.galleryImages,
    pdfFile: p.pdfFile,
    minGroupSize: p.minGroupSize,
    maxGroupSize: p.maxGroupSize,
    description: p.description,
    highlights: p.highlights,
    status: p.status,
    createdAt: meta.createdAt,
    updatedAt: meta.updatedAt,
    endDate: p.endDate,
    bookingOpeningDate: p.bookingOpeningDate,
    bookingClosingDate: p.bookingClosingDate,
    mainPlaces: p.mainPlaces,
    attractions: p.attractions,
    customizationOptions: p.customizationOptions,
    searchText: searchTextOf(p),
  };
}
