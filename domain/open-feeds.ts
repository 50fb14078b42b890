// What other systems read of the catalogue (ADR 103): the read-only part of the OCTO API
// (supplier, products with the content and pricing capabilities, an availability calendar) and
// Google's "Things to do" product feed. Pure mappings from a package and its provider; the server
// reads the packages and answers.
import { addDays, isValidIsoDate } from "./dates";
import { priceFieldsFor, smallestGroup, travelDateChoice } from "./booking";
import { adultUnitPrice, unitPrices, type PriceFields } from "./money";
import type { TravelPackage } from "./package";
import { priceWithGst } from "./package-content";
import { absoluteUrl, packageHref, providerHref } from "./site-pages";

/** The OCTO capabilities served; a request names the ones it wants in `Octo-Capabilities`. */
export const OCTO_CAPABILITIES = ["octo/content", "octo/pricing"] as const;
export type OctoCapability = (typeof OCTO_CAPABILITIES)[number];

/**
 * The language of the content OCTO is served in: the English catalogue, the source every
 * translation is made from (ADR 042). The only one, so it is also every language available.
 */
export const OCTO_CONTENT_LANGUAGE = "en";

/** The one option each product has: a package is sold as one thing. */
export const OCTO_OPTION_ID = "DEFAULT";
/** The longest calendar one request may ask for. */
export const OCTO_CALENDAR_MAX_DAYS = 366;

/** OCTO's day statuses: FREESALE is a day open without a seat limit (vacancies and capacity null). */
export type OctoAvailabilityStatus = "AVAILABLE" | "FREESALE" | "LIMITED" | "SOLD_OUT" | "CLOSED";

/** Where the OCTO API is served: /octo/<provider-slug>/… (server/feeds/feed-routes.ts). */
export const OCTO_PATH_PREFIX = "/octo/";

/**
 * OCTO's error codes the API answers with (its BaseError's `error`); only codes OCTO defines, so
 * an address that is not there is BAD_REQUEST with HTTP's 404.
 */
export type OctoErrorCode =
  "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "INVALID_PRODUCT_ID" | "INVALID_OPTION_ID" | "INVALID_UNIT_ID" | "INTERNAL_SERVER_ERROR";

/**
 * OCTO's error answer: a code and a sentence (its BaseError), with the id it names where there is
 * one. Every refusal of the OCTO API has this shape, the busy and outage answers included, so a
 * reseller's client reads them all the same way.
 */
export function octoErrorBody(error: OctoErrorCode, errorMessage: string, extra: Record<string, string> = {}) {
  return { error, errorMessage, ...extra };
}

/**
 * A reseller's key as the admin's API answers it and its screen shows it: never the key itself,
 * only its first characters (the key is shown once, when issued).
 */
export interface ResellerKey {
  id: string;
  name: string;
  keyStart: string;
  createdAt: string;
  revokedAt: string | null;
}

/** The capabilities a request asked for, of those served, from its `Octo-Capabilities` header. */
export function requestedCapabilities(header: string | undefined): OctoCapability[] {
  const asked = (header ?? "").split(",").map((c) => c.trim());
  return OCTO_CAPABILITIES.filter((c) => asked.includes(c));
}

export interface OctoProvider {
  slug: string;
  name: string;
  description: string;
  email: string;
  whatsappNumber: string;
  baseLocation: string;
  logo: string | null;
}

/** Where the site serves a JPEG copy of one of its own WebP pictures (server/feeds/feed-media.ts). */
export const JPEG_COPY_PREFIX = "/media/jpeg/";
/** The site's own WebP pictures: the demo's and those the local storage serves (one folder deep). */
const OWN_WEBP = /^\/(assets\/packages|uploads\/[a-z]+)\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.webp$/;

/** The JPEG copy's path of one of our WebP pictures (`/assets/packages/x.w1600.webp` → `/media/jpeg/assets/packages/x.w1600.jpg`), else null. */
export function jpegCopyPath(src: string): string | null {
  return OWN_WEBP.test(src) ? `${JPEG_COPY_PREFIX}${src.slice(1, -".webp".length)}.jpg` : null;
}

/** The WebP picture a JPEG copy's path is made from, or null for any other path. */
export function webpOfJpegCopy(path: string): string | null {
  if (!path.startsWith(JPEG_COPY_PREFIX) || !path.endsWith(".jpg")) return null;
  const webp = `/${path.slice(JPEG_COPY_PREFIX.length, -".jpg".length)}.webp`;
  return OWN_WEBP.test(webp) ? webp : null;
}

/**
 * A picture as OCTO media, or none: OCTO names JPEG and PNG only. Our pictures are WebP renditions
 * (domain/images.ts): those the site holds itself are listed by their JPEG copy, made on request
 * (ADR 118); a WebP elsewhere (an S3 bucket's) is left out rather than mislabelled.
 */
function mediaOf(origin: string, src: string, rel: "LOGO" | "COVER" | "GALLERY", title: string) {
  const type = /\.png(\?|$)/i.test(src) ? "image/png" : /\.jpe?g(\?|$)/i.test(src) ? "image/jpeg" : null;
  const copy = type ? null : jpegCopyPath(src);
  if (!type && !copy) return [];
  return [{ src: absoluteUrl(origin, copy ?? src), type: type ?? "image/jpeg", rel, title, caption: null, copyright: null }];
}

/**
 * OCTO's supplier: who the provider is and how to reach it; its description and logo are the
 * octo/content capability's fields, sent only to a request that names it (as a product's are).
 */
export function octoSupplier(provider: OctoProvider, origin: string, capabilities: readonly OctoCapability[]) {
  return {
    id: provider.slug,
    name: provider.name,
    endpoint: `${origin}/octo/${provider.slug}`,
    contact: {
      website: absoluteUrl(origin, providerHref(provider.slug)),
      email: provider.email || null,
      telephone: provider.whatsappNumber ? `+${provider.whatsappNumber.replace(/^\+/, "")}` : null,
      address: provider.baseLocation || null,
    },
    ...(capabilities.includes("octo/content")
      ? {
          shortDescription: provider.description || null,
          media: provider.logo ? mediaOf(origin, provider.logo, "LOGO", provider.name) : [],
        }
      : {}),
  };
}

/**
 * Money in minor units as OCTO prices it: `retail` what the traveller pays (the offer applied, GST
 * in: OCTO's retail is the total cost, all taxes included), `original` the advertised price before
 * the offer, which resellers strike through (OCTO wants it never below `retail`), and the GST each
 * holds; no net price known to us.
 */
function pricing(original: number, retail: number, currency: string, gstIncluded: boolean) {
  const paid = priceWithGst(retail, gstIncluded);
  const advertised = priceWithGst(Math.max(original, retail), gstIncluded);
  return {
    original: advertised.total,
    retail: paid.total,
    net: null,
    currency,
    currencyPrecision: 2,
    includedTaxes: [{ name: "GST", original: advertised.gst, retail: paid.gst, net: null }],
  };
}

/**
 * The units a product sells: adults, and children when the package has a child price. A child is
 * booked with an adult (the booking form counts one adult at least, MIN_ADULTS): OCTO's accompaniedBy.
 */
const UNITS = {
  adult: { type: "ADULT", internalName: "Adult", minAge: 12, maxAge: 99, accompaniedBy: [] },
  child: { type: "CHILD", internalName: "Child", minAge: 0, maxAge: 11, accompaniedBy: ["adult"] },
} as const;

/**
 * Each unit's price, as `pricingPer: "UNIT"` has OCTO read it: per unit, never one price for the
 * booking. A departure's own adult price is passed in through `priceFieldsFor` (ADR 030).
 */
function unitPricingFrom(p: PriceFields & Pick<TravelPackage, "gstIncluded">) {
  const { adultUnit, adultOriginalUnit, childUnit, childOriginalUnit } = unitPrices(p);
  return [
    { unitId: "adult" as const, ...pricing(adultOriginalUnit, adultUnit, p.currency, p.gstIncluded) },
    ...(childUnit === null
      ? []
      : [{ unitId: "child" as const, ...pricing(childOriginalUnit ?? childUnit, childUnit, p.currency, p.gstIncluded) }]),
  ];
}

function unitsOf(pkg: TravelPackage, withPricing: boolean) {
  return unitPricingFrom(pkg).map(({ unitId, ...price }) => {
    const { type, internalName, minAge, maxAge, accompaniedBy } = UNITS[unitId];
    return {
      id: unitId,
      internalName,
      reference: null,
      type,
      restrictions: {
        minAge,
        maxAge,
        idRequired: false,
        minQuantity: null,
        maxQuantity: null,
        paxCount: 1,
        accompaniedBy: [...accompaniedBy],
      },
      requiredContactFields: [],
      ...(withPricing ? { pricingFrom: [price] } : {}),
    };
  });
}

function features(pkg: TravelPackage) {
  return [
    ...pkg.highlights.map((text) => ({ shortDescription: text, type: "HIGHLIGHT" as const })),
    ...pkg.inclusions.map((text) => ({ shortDescription: text, type: "INCLUSION" as const })),
    ...pkg.exclusions.map((text) => ({ shortDescription: text, type: "EXCLUSION" as const })),
    ...(pkg.cancellationPolicy.trim() ? [{ shortDescription: pkg.cancellationPolicy.trim(), type: "CANCELLATION_TERM" as const }] : []),
  ];
}

/**
 * One package as an OCTO product: one option (the package as sold), adult and child units, the
 * text and pictures under octo/content, prices "from" (offer included) under octo/pricing.
 * Booking happens with the provider (WhatsApp), so nothing is instant and nothing is delivered.
 */
export function octoProduct(
  pkg: TravelPackage,
  { origin, timeZone, capabilities }: { origin: string; timeZone: string; capabilities: readonly OctoCapability[] },
) {
  const content = capabilities.includes("octo/content");
  const withPricing = capabilities.includes("octo/pricing");
  const minutes = Math.max(pkg.durationDays, 1) * 24 * 60;
  const option = {
    id: OCTO_OPTION_ID,
    default: true,
    internalName: pkg.title,
    reference: null,
    availabilityLocalStartTimes: ["00:00"],
    cancellationCutoff: "0 hours",
    cancellationCutoffAmount: 0,
    cancellationCutoffUnit: "hour",
    requiredContactFields: ["firstName", "lastName", "phoneNumber"],
    restrictions: { minUnits: pkg.minGroupSize, maxUnits: pkg.maxGroupSize },
    units: unitsOf(pkg, withPricing),
    ...(content
      ? { title: pkg.title, shortDescription: null, description: null, durationMinutesFrom: minutes, durationMinutesTo: minutes }
      : {}),
  };
  return {
    id: pkg.id,
    internalName: pkg.title,
    reference: pkg.packageCode || null,
    locale: OCTO_CONTENT_LANGUAGE,
    timeZone,
    allowFreesale: false,
    instantConfirmation: false,
    instantDelivery: false,
    availabilityRequired: true,
    availabilityType: "START_TIME",
    deliveryFormats: [],
    deliveryMethods: [],
    redemptionMethod: "MANIFEST",
    options: [option],
    ...(withPricing ? { defaultCurrency: pkg.currency, availableCurrencies: [pkg.currency], pricingPer: "UNIT" } : {}),
    ...(content
      ? {
          title: pkg.title,
          shortDescription: pkg.highlights[0] ?? null,
          description: pkg.description,
          features: features(pkg),
          faqs: [],
          media: [
            ...(pkg.bannerImage ? mediaOf(origin, pkg.bannerImage, "COVER", pkg.title) : []),
            ...pkg.galleryImages.flatMap((src) => mediaOf(origin, src, "GALLERY", pkg.title)),
          ],
          categoryLabels: pkg.durationDays > 1 ? ["multi-day"] : [],
        }
      : {}),
  };
}

/** The most of one unit a calendar request may ask for: far above any group, well inside a number. */
export const OCTO_MAX_UNIT_QUANTITY = 10_000;

/**
 * How many travellers a calendar request's `units` ask for (OCTO's `[{ id, quantity }]`; each of
 * our units is one person, `paxCount: 1`), 0 when it names none, or why it is refused: a unit id
 * the product does not sell (a child where the package has no child price) is OCTO's
 * INVALID_UNIT_ID, anything else malformed a BAD_REQUEST.
 */
export function requestedTravellers(
  pkg: TravelPackage,
  units: unknown,
): { ok: true; travellers: number } | { ok: false; error: "BAD_REQUEST" | "INVALID_UNIT_ID"; message: string; unitId?: string } {
  if (units === undefined || units === null) return { ok: true, travellers: 0 };
  const malformed = { ok: false as const, error: "BAD_REQUEST" as const, message: "units must be a list of { id, quantity }." };
  if (!Array.isArray(units)) return malformed;
  const sold = new Set(unitPricingFrom(pkg).map((u) => u.unitId as string));
  let travellers = 0;
  for (const unit of units as unknown[]) {
    if (!unit || typeof unit !== "object") return malformed;
    const { id, quantity } = unit as { id?: unknown; quantity?: unknown };
    if (typeof id !== "string") return malformed;
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 0 || quantity > OCTO_MAX_UNIT_QUANTITY)
      return { ok: false, error: "BAD_REQUEST", message: `A unit's quantity must be a whole number from 0 to ${OCTO_MAX_UNIT_QUANTITY}.` };
    if (!sold.has(id)) return { ok: false, error: "INVALID_UNIT_ID", message: "This product sells no unit with this id.", unitId: id };
    travellers += quantity;
  }
  return { ok: true, travellers };
}

/**
 * The status of one day for a package, by the booking dialog's rule (`travelDateChoice`, ADR 038):
 * a package with a departure still open is booked on its departures' dates only (SOLD_OUT with no
 * seat left, LIMITED with less than half of its seats left, as OCTO defines LIMITED; ADR 143); one
 * without (none listed, or all past or sold out) is open every day from today to its booking
 * closing date (the free date of ADR 044), seats not counted: FREESALE, OCTO's status for a day
 * without a seat limit, vacancies and capacity null. Days before today are CLOSED.
 *
 * `travellers` is the party a request asks about (its `units`, 0 for none): a departure with fewer
 * seats left than that is SOLD_OUT for it, its vacancies still the seats left, so a reseller can
 * offer a smaller party the day (ADR 142). A free date counts no seats, so it takes any party.
 */
export function dayAvailability(
  pkg: Pick<TravelPackage, "departures" | "bookingClosingDate">,
  date: string,
  today: string,
  travellers = 0,
): { status: OctoAvailabilityStatus; vacancies: number | null; capacity: number | null } {
  const closed = { status: "CLOSED" as const, vacancies: null, capacity: null };
  if (date < today) return closed;
  if (travelDateChoice(pkg.departures, today, date).upcoming.length > 0) {
    const departure = pkg.departures.find((d) => d.date === date);
    if (!departure) return closed;
    const vacancies = Math.max(departure.seatsLeft, 0);
    const status = vacancies === 0 || vacancies < travellers ? "SOLD_OUT" : vacancies * 2 < departure.seatsTotal ? "LIMITED" : "AVAILABLE";
    return { status, vacancies, capacity: departure.seatsTotal };
  }
  const closing = pkg.bookingClosingDate && isValidIsoDate(pkg.bookingClosingDate) ? pkg.bookingClosingDate : null;
  if (closing !== null && date > closing) return closed;
  return { status: "FREESALE", vacancies: null, capacity: null };
}

/** The calendar from `start` to `end` (both included) as OCTO's availability calendar answers it. */
export function octoCalendar(
  pkg: TravelPackage,
  {
    start,
    end,
    today,
    capabilities,
    travellers = 0,
  }: {
    start: string;
    end: string;
    today: string;
    capabilities: readonly OctoCapability[];
    /** The request's units counted by `requestedTravellers`; 0 when it names none. */
    travellers?: number;
  },
) {
  const days = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const { status, vacancies, capacity } = dayAvailability(pkg, date, today, travellers);
    days.push({
      localDate: date,
      available: status === "AVAILABLE" || status === "FREESALE" || status === "LIMITED",
      status,
      vacancies,
      capacity,
      openingHours: [],
      // Per unit, as the product's pricingPer UNIT says; OCTO's pricingFrom is for BOOKING pricing
      // (or a request's units priced together, which this calendar does not do).
      ...(capabilities.includes("octo/pricing")
        ? {
            unitPricingFrom: unitPricingFrom(
              priceFieldsFor(
                pkg,
                pkg.departures.find((d) => d.date === date),
              ),
            ),
          }
        : {}),
    });
  }
  return days;
}

const CALENDAR_FIRST_DAY = "2000-01-01";
const CALENDAR_LAST_DAY = "2099-12-31";

/**
 * Why a calendar request is refused, or its dates. OCTO's calendar body requires both dates (its
 * validator asks without localDateStart and expects BAD_REQUEST), so neither is guessed.
 */
export function calendarRange(start: unknown, end: unknown): { ok: true; start: string; end: string } | { ok: false; message: string } {
  if (start === undefined || start === null) return { ok: false, message: "localDateStart is required (YYYY-MM-DD)." };
  if (end === undefined || end === null) return { ok: false, message: "localDateEnd is required (YYYY-MM-DD)." };
  if (typeof start !== "string" || !isValidIsoDate(start)) return { ok: false, message: "localDateStart must be a date (YYYY-MM-DD)." };
  if (typeof end !== "string" || !isValidIsoDate(end)) return { ok: false, message: "localDateEnd must be a date (YYYY-MM-DD)." };
  if (end < start) return { ok: false, message: "localDateEnd must not be before localDateStart." };
  // Years a date can spell but no departure has: past 9999 the next day is not a date at all.
  if (start < CALENDAR_FIRST_DAY || end > CALENDAR_LAST_DAY)
    return { ok: false, message: `A calendar's dates fall between ${CALENDAR_FIRST_DAY} and ${CALENDAR_LAST_DAY}.` };
  if (end > addDays(start, OCTO_CALENDAR_MAX_DAYS - 1))
    return { ok: false, message: `A calendar covers at most ${OCTO_CALENDAR_MAX_DAYS} days.` };
  return { ok: true, start, end };
}

/** A Things to do money value: whole units and nanos. */
function money(minor: number, currency: string) {
  return { currency_code: currency, units: Math.floor(minor / 100), nanos: (minor % 100) * 10_000_000 };
}

const localized = (text: string) => ({ localized_texts: [{ language_code: "en", text }] });

/**
 * The price Google shows: what the smallest booking costs, taxes in (its price policy wants the
 * checkout total): adults at the adult price, as many as the package's minimum group (Google asks
 * for a group booking's total, not the price of one of its people), GST added where the price is
 * set without it.
 */
function thingsToDoPrice(pkg: TravelPackage): number {
  return priceWithGst(adultUnitPrice(pkg) * smallestGroup(pkg.minGroupSize), pkg.gstIncluded).total;
}

/**
 * What the one price is for, in words: one adult, or the smallest group of adults a package takes
 * (Google's guide: the default adult price only, and a group booking's total). Children could
 * fill part of a group for less, but the price must be one any party of adults can book at.
 */
function thingsToDoPriceTitle(pkg: TravelPackage): string {
  const group = smallestGroup(pkg.minGroupSize);
  return group === 1 ? "Adult" : `Group of ${group} adults`;
}

/**
 * Google's Things to do product feed (JSON, one shard, a snapshot): each bookable package a
 * product with one option whose landing page is the package page and whose price is the smallest
 * booking's, "from"; the rating where travellers gave one; the cancellation policy as its text.
 */
export function thingsToDoFeed(
  items: readonly (TravelPackage & { rating?: { average: number; count: number } | null })[],
  { origin, nonce }: { origin: string; nonce: number },
) {
  return {
    feed_metadata: { shard_id: 0, total_shards_count: 1, processing_instruction: "PROCESS_AS_SNAPSHOT", nonce },
    products: items.map((pkg) => ({
      id: pkg.id,
      title: localized(pkg.title),
      description: localized(pkg.description),
      ...(pkg.rating && pkg.rating.count > 0
        ? { rating: { average_value: Math.round(pkg.rating.average * 10) / 10, rating_count: pkg.rating.count } }
        : {}),
      product_features: pkg.inclusions.map((text) => ({ feature_type: "TEXT_FEATURE_INCLUSION", value: localized(text) })),
      options: [
        {
          id: OCTO_OPTION_ID,
          title: localized(pkg.title),
          landing_page: { url: absoluteUrl(origin, packageHref(pkg.id)) },
          price_options: [{ id: "adult", title: thingsToDoPriceTitle(pkg), price: money(thingsToDoPrice(pkg), pkg.currency) }],
          duration_sec: Math.max(pkg.durationDays, 1) * 86_400,
          // The policy is free text: a must-know note (the feed's text features are inclusion, exclusion,
          // highlight, must-know and safety information; its structured cancellation_policy wants
          // refund percentages by time before the start, which a written policy does not give).
          ...(pkg.cancellationPolicy.trim()
            ? { option_features: [{ feature_type: "TEXT_FEATURE_MUST_KNOW", value: localized(pkg.cancellationPolicy.trim()) }] }
            : {}),
        },
      ],
    })),
  };
}
