import type { z } from "zod";
import { isBookingClosed } from "./dates";
import type { travelPackageSchema } from "./package-schema";
import type { Currency, PackageStatus } from "./package-lists";

export {
  CURRENCIES,
  CUSTOMIZATION_GROUPS,
  PACKAGE_STATUSES,
  type Currency,
  type CustomizationGroup,
  type PackageStatus,
} from "./package-lists";

/** The colour of each package status's chip on the admin's package cards. */
export const STATUS_CHIP = {
  Active: "green",
  Draft: "yellow",
  Paused: "blue",
  Expired: "red",
  Archived: "grey",
} as const satisfies Record<PackageStatus, string>;
export type StatusChipColour = (typeof STATUS_CHIP)[PackageStatus];

export const CURRENCY_SYMBOL: Record<Currency, string> = { INR: "₹", USD: "$" };

/** One priced option; price is a signed delta in minor units (paise / cents). */
export type CustomizationOption = { name: string; price: number };
export type CustomizationOptions = TravelPackage["customizationOptions"];

export const GALLERY_MAX = 4;
export const DEFAULT_DURATION_DAYS = 1;
export const DEFAULT_DURATION_NIGHTS = 0;
export const DEFAULT_MIN_GROUP = 1;
export const DEFAULT_MAX_GROUP = 10;

/**
 * A package as the app sees it. Money is in integer minor units (paise / cents); date-only fields
 * are 'YYYY-MM-DD' strings; timestamps are ISO strings. Declared once, by travelPackageSchema in
 * ./package-schema (kept apart so public pages do not load zod); ADR 018 says how to add a field.
 */
export type TravelPackage = z.infer<typeof travelPackageSchema>;
export type PackageField = keyof TravelPackage;

/** Fields the database or the save itself sets; everything else is written from the admin draft. */
export const PACKAGE_META_FIELDS = ["id", "createdAt", "updatedAt"] as const;
/** Fields computed from others on every save. */
export const PACKAGE_DERIVED_FIELDS = ["offerPercentage"] as const;

/** The writable fields of a package, ready for the repository. */
export type NormalisedPackage = Omit<TravelPackage, (typeof PACKAGE_META_FIELDS)[number]>;

/** What a listing card shows: the only fields of a package that travel to the browser for a card. */
export const PACKAGE_CARD_FIELDS = [
  "id",
  "title",
  "bannerImage",
  "destinations",
  "startingLocation",
  "durationDays",
  "durationNights",
  "highlights",
  "currency",
  "originalPriceAdult",
  "originalPriceChild",
  "hasOffer",
  "offerPriceAdult",
  "offerPriceChild",
] as const satisfies readonly PackageField[];
export type PackageCardFields = Pick<TravelPackage, (typeof PACKAGE_CARD_FIELDS)[number]>;
/** A card shows at most this many of a package's highlights (the detail page shows them all). */
export const CARD_HIGHLIGHTS = 4;
/**
 * What a card is made from, and all a listing page reads of each package: the card's fields, the
 * departures (for the next open one) and the translations (for the title and highlights).
 */
export const PACKAGE_CARD_SOURCE_FIELDS = [...PACKAGE_CARD_FIELDS, "departures", "translations"] as const satisfies readonly PackageField[];
export type PackageCardSource = Pick<TravelPackage, (typeof PACKAGE_CARD_SOURCE_FIELDS)[number]>;

/** A copy of the named fields only (what travels to a card, a list, a cache). */
export function pickFields<T extends object, K extends keyof T>(value: T, fields: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const field of fields) out[field] = value[field];
  return out;
}

/** Type-level check that two types are the same (used to tie derived shapes to the package schema). */
export type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** `type _ = Assert<Equals<A, B>>` fails to compile unless A and B are the same type. */
export type Assert<T extends true> = T;

/** The one text for a package that does not exist or is not public (pages and APIs alike). */
export const PACKAGE_NOT_FOUND = "Package not found";
/** A save made from a version of the package that is no longer the stored one (ADR 019). */
export const PACKAGE_CHANGED_ELSEWHERE = "This package was changed elsewhere; reload to see the latest version.";

/**
 * Whether travellers can no longer book a visible package: its booking closing
 * date has passed, or it is paused, expired or archived (kept for its reviews and old links). The detail page shows it as closed.
 */
/**
 * Whether a package is withdrawn for good (archived): unlike a paused or expired one it will not
 * come back, so its page, kept for its reviews and old links, asks search engines not to index it
 * and its structured data offers it as discontinued.
 */
export function isPackageWithdrawn(pkg: Pick<TravelPackage, "status">): boolean {
  return pkg.status === "Archived";
}

export function isPackageClosed(pkg: Pick<TravelPackage, "bookingClosingDate" | "status">, today: string): boolean {
  return isBookingClosed(pkg.bookingClosingDate, today) || pkg.status === "Paused" || pkg.status === "Expired" || pkg.status === "Archived";
}
