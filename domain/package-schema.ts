import { z } from "zod";
import { CATEGORY_SLUGS } from "./categories";
import { DISTRICT_SLUGS } from "./districts";
import { MEALS } from "./package-content";
import { TRANSLATED_LANGUAGES } from "./package-translations";
import { CURRENCIES, CUSTOMIZATION_GROUPS, PACKAGE_STATUSES } from "./package-lists";

const minor = z.number().int();
const dateOnly = z.string().nullable();
const customizationOptionSchema = z.object({ name: z.string(), price: minor });
const itineraryDaySchema = z.object({ title: z.string(), description: z.string(), overnight: z.string(), meals: z.array(z.enum(MEALS)) });
/** A package's own title and description in one of the site's other languages ('' = not given). */
const packageTranslationSchema = z.object({
  title: z.string(),
  description: z.string(),
  highlights: z.array(z.string()).optional(),
  inclusions: z.array(z.string()).optional(),
  exclusions: z.array(z.string()).optional(),
  itinerary: z.array(z.object({ title: z.string(), description: z.string() })).optional(),
});
const departureSchema = z.object({
  date: z.string(),
  seatsTotal: z.number().int(),
  seatsLeft: z.number().int(),
  priceAdult: minor.nullable(),
});

/**
 * THE package shape: a package as the app sees it, and the one list of its fields (ADR 018 says
 * how to add one). Only server code and the admin load this module (zod); everything else uses
 * the TravelPackage type from ./package. Money is in integer minor units (paise / cents); date-only fields are
 * 'YYYY-MM-DD' strings; timestamps are ISO strings. TravelPackage, the writable fields, the
 * Drizzle table (server/db/schema.ts), the admin draft and the legacy document are derived from
 * or checked against it.
 */
export const travelPackageSchema = z.object({
  id: z.string(),
  title: z.string(),
  packageCode: z.string(),
  providerName: z.string(),
  meshId: z.string(),
  location: z.string(),
  googleReviewScreenshot: z.string().nullable(),
  startingLocation: z.string(),
  destinations: z.string(),
  durationDays: z.number().int(),
  durationNights: z.number().int(),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  currency: z.enum(CURRENCIES),
  originalPriceAdult: minor,
  originalPriceChild: minor.nullable(),
  hasOffer: z.boolean(),
  offerPriceAdult: minor.nullable(),
  offerPriceChild: minor.nullable(),
  offerPercentage: z.number().int(),
  bannerImage: z.string().nullable(),
  galleryImages: z.array(z.string()),
  pdfFile: z.string().nullable(),
  minGroupSize: z.number().int(),
  maxGroupSize: z.number().int(),
  description: z.string(),
  highlights: z.array(z.string()),
  status: z.enum(PACKAGE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  endDate: dateOnly,
  bookingOpeningDate: dateOnly,
  bookingClosingDate: dateOnly,
  mainPlaces: z.array(z.string()),
  attractions: z.array(z.string()),
  customizationOptions: z.partialRecord(z.enum(CUSTOMIZATION_GROUPS), z.array(customizationOptionSchema)),
  // Content (ADR 030): what a traveller decides on besides the price; rules in ./package-content.
  /** Kerala district or 'outside-kerala'; null only on packages saved before districts existed. */
  district: z.enum(DISTRICT_SLUGS).nullable(),
  itinerary: z.array(itineraryDaySchema),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  /** Whether the prices include the 5% GST on tour packages. */
  gstIncluded: z.boolean(),
  /** The package's own cancellation terms, shown next to the Booking Guarantee; '' for none. */
  cancellationPolicy: z.string(),
  /** Fixed departures; empty means a free travel date within the booking window. */
  departures: z.array(departureSchema),
  /** Marked by the admin for the home page. */
  featured: z.boolean(),
  /**
   * Translations (ADR 041): optional Malayalam, Hindi and Arabic title and description written by the
   * admin, shown on the public pages in that language instead of the original; a language with
   * nothing written is left out.
   */
  translations: z.partialRecord(z.enum(TRANSLATED_LANGUAGES), packageTranslationSchema),
});

/** Every field of a package, in declaration order. */
export const PACKAGE_FIELDS = travelPackageSchema.keyof().options;
