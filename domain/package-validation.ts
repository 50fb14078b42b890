import { z } from "zod";
import { CATEGORIES, LAST_MINUTE_SLUG, slugFromLegacyCategory, type CategorySlug } from "./categories";
import { isValidIsoDate } from "./dates";
import { DISTRICT_SLUGS } from "./districts";
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  contentMessage,
  DEPARTURES_MAX,
  INCLUSIONS_MAX,
  ITINERARY_MAX_DAYS,
  MEALS,
  NO_PARAMS,
  validatePackageContent,
  type ContentIssueCode,
  type ContentIssueParams,
  type Departure,
} from "./package-content";
import { offerPercentage, toMajor, toMinor } from "./money";
import {
  cleanTranslations,
  removeItineraryDays,
  TRANSLATED_LANGUAGES,
  TRANSLATION_DAY_DESCRIPTION_MAX,
  TRANSLATION_DAY_TITLE_MAX,
  TRANSLATION_DESCRIPTION_MAX,
  TRANSLATION_ITEM_MAX,
  TRANSLATION_TITLE_MAX,
} from "./package-translations";
import {
  CURRENCIES,
  CUSTOMIZATION_GROUPS,
  DEFAULT_DURATION_DAYS,
  DEFAULT_DURATION_NIGHTS,
  DEFAULT_MAX_GROUP,
  DEFAULT_MIN_GROUP,
  GALLERY_MAX,
  PACKAGE_STATUSES,
  PACKAGE_DERIVED_FIELDS,
  pickFields,
  type Assert,
  type CustomizationOptions,
  type Currency,
  type Equals,
  type NormalisedPackage,
} from "./package";

const MB = 1024 * 1024;
export const PDF_MAX_BYTES = 6 * MB;
export const DURATION_MAX = 365;
export const GROUP_SIZE_MAX = 1000;
/** ₹100 crore / $1 billion in minor units: far above any package, well inside safe integers. */
export const PRICE_MAX = 100_000_000_000;

/** The admin's save messages (the spec's ten first, in the order they are checked), plus our own. */
export const PACKAGE_MESSAGES = {
  titleRequired: "Package title is required.",
  codeRequired: "Package code is required.",
  startingLocationRequired: "Starting location is required.",
  destinationsRequired: "Destinations are required.",
  adultPriceRequired: "Valid adult price is required.",
  descriptionRequired: "Description is required.",
  bannerRequired: "Banner image is required.",
  openingDateRequired: "Booking opening date is required.",
  closingDateRequired: "Booking closing date is required.",
  endDateRequired: "End date is required for Last-Minute Deals.",
  galleryLimit: (n: number) => `You can upload up to ${n} more ${n === 1 ? "image" : "images"}.`,
  pdfTooLarge: `PDF file size exceeds ${PDF_MAX_BYTES / MB}MB limit.`,
  pdfOnly: "Only PDF files are allowed.",
  closingBeforeOpening: "Booking closing date must be on or after the booking opening date.",
  groupSizeOrder: "Maximum group size must be at least the minimum group size.",
  offerNotBelowPrice: "An offer price must be below the price it is offered against.",
  durationTooLong: `Duration can be at most ${DURATION_MAX} days and ${DURATION_MAX} nights.`,
  groupSizeTooLarge: `Group size can be at most ${GROUP_SIZE_MAX} travelers.`,
  priceTooLarge: `Prices can be at most ${(PRICE_MAX / 100).toLocaleString("en-US")}.`,
  galleryTooMany: `A package can have at most ${GALLERY_MAX} gallery images.`,
  notAnObject: "Package details must be a JSON object.",
  unknownStatus: `Status must be one of ${PACKAGE_STATUSES.join(", ")}.`,
  unknownCurrency: "Currency must be INR (₹) or USD ($).",
  unknownCategory: (value: string) => `Unknown category "${value}".`,
  unknownCustomizationGroup: `Customization groups are ${CUSTOMIZATION_GROUPS.join(", ")}.`,
  badDate: (label: string) => `${label} must be a real date (YYYY-MM-DD).`,
  badFileUrl: (label: string) => `${label} must be a web address (https://…) or an uploaded file path.`,
  tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters).`,
  tooMany: (label: string, max: number) => `${label} can have at most ${max} entries.`,
  invalid: (label: string) => `${label} is not valid.`,
  unknownTranslationLanguage: `Translations are ${TRANSLATED_LANGUAGES.join(", ")}.`,
} as const;

/** The fields the admin form edits: the package's writable fields but the derived ones. */
export type DraftField = Exclude<keyof NormalisedPackage, (typeof PACKAGE_DERIVED_FIELDS)[number]>;

/** Each form field's English name (messages, the admin's comparison of a revision). */
export const FIELD_LABELS: Record<DraftField, string> = {
  title: "Package title",
  packageCode: "Package code",
  providerName: "Provider name",
  meshId: "Mesh ID",
  location: "Location",
  googleReviewScreenshot: "Google review screenshot",
  startingLocation: "Starting location",
  destinations: "Destinations",
  durationDays: "Duration (days)",
  durationNights: "Duration (nights)",
  categories: "Categories",
  currency: "Currency",
  originalPriceAdult: "Adult price",
  originalPriceChild: "Child price",
  hasOffer: "Offer",
  offerPriceAdult: "Adult offer price",
  offerPriceChild: "Child offer price",
  bannerImage: "Banner image",
  galleryImages: "Gallery images",
  pdfFile: "PDF file",
  minGroupSize: "Minimum group size",
  maxGroupSize: "Maximum group size",
  description: "Description",
  highlights: "Highlights",
  status: "Status",
  endDate: "End date",
  bookingOpeningDate: "Booking opening date",
  bookingClosingDate: "Booking closing date",
  mainPlaces: "Main places",
  attractions: "Attractions",
  customizationOptions: "Customization options",
  district: "District",
  itinerary: "Itinerary",
  inclusions: "Inclusions",
  exclusions: "Exclusions",
  gstIncluded: "Prices include GST",
  cancellationPolicy: "Cancellation policy",
  departures: "Departures",
  featured: "Featured on the home page",
  translations: "Translation",
};

/** A number field as typed in the admin form: a number, or text such as "12999", "12,999.50" or "". */
export type NumberInput = number | string;

/** One customization option as typed: a signed delta in MAJOR units. */
export type DraftCustomizationOption = { name: string; price: NumberInput };

export { type NormalisedPackage } from "./package";

/**
 * Each message's code (its PACKAGE_MESSAGES key) and the values a translation of it needs: the
 * numbers, and `field`, the draft field a message names (each language has its own label for it).
 */
export interface PackageIssueParams {
  titleRequired: NoParams;
  codeRequired: NoParams;
  startingLocationRequired: NoParams;
  destinationsRequired: NoParams;
  adultPriceRequired: NoParams;
  descriptionRequired: NoParams;
  bannerRequired: NoParams;
  openingDateRequired: NoParams;
  closingDateRequired: NoParams;
  endDateRequired: NoParams;
  galleryLimit: { n: number };
  /** In MB. */
  pdfTooLarge: { max: number };
  pdfOnly: NoParams;
  closingBeforeOpening: NoParams;
  groupSizeOrder: NoParams;
  offerNotBelowPrice: NoParams;
  durationTooLong: { max: number };
  groupSizeTooLarge: { max: number };
  /** In major units (rupees, dollars). */
  priceTooLarge: { max: number };
  galleryTooMany: { max: number };
  notAnObject: NoParams;
  unknownStatus: { choices: string };
  unknownCurrency: NoParams;
  unknownCategory: { value: string };
  unknownCustomizationGroup: { choices: string };
  badDate: { field: DraftField };
  badFileUrl: { field: DraftField };
  tooLong: { field: DraftField; max: number };
  tooMany: { field: DraftField; max: number };
  invalid: { field: DraftField };
  unknownTranslationLanguage: { choices: string };
}
type NoParams = Record<string, never>;
export type _PackageCodesAreMessages = Assert<Equals<keyof PackageIssueParams, keyof typeof PACKAGE_MESSAGES>>;

/** Every issue's code and params: the package's own and the content checks' (domain/package-content.ts). */
export type IssueParamsByCode = PackageIssueParams & ContentIssueParams;
export type PackageIssueCode = keyof IssueParamsByCode;

/**
 * A broken rule: the field ("" for the whole draft), the English message (the admin's, the API's
 * and the import's words) and, for a translation, its code and params.
 */
export type PackageIssue<C extends PackageIssueCode = PackageIssueCode> = C extends PackageIssueCode
  ? { field: string; message: string; code: C; params: IssueParamsByCode[C] }
  : never;
export type PackageCheck = { ok: true } | ({ ok: false } & PackageIssue);
export type PackageParse = { ok: true; value: NormalisedPackage } | ({ ok: false } & PackageIssue);

/** The codes whose message takes params (a function in PACKAGE_MESSAGES); every other code's message is its text. */
type ParameterisedPackageCode = {
  [C in keyof typeof PACKAGE_MESSAGES]: (typeof PACKAGE_MESSAGES)[C] extends string ? never : C;
}[keyof typeof PACKAGE_MESSAGES];

/** Each message that takes params, in English from the issue's params: the one place the params meet PACKAGE_MESSAGES. */
const PACKAGE_ENGLISH: { [C in ParameterisedPackageCode]: (p: PackageIssueParams[C]) => string } = {
  galleryLimit: (p) => PACKAGE_MESSAGES.galleryLimit(p.n),
  unknownCategory: (p) => PACKAGE_MESSAGES.unknownCategory(p.value),
  badDate: (p) => PACKAGE_MESSAGES.badDate(FIELD_LABELS[p.field]),
  badFileUrl: (p) => PACKAGE_MESSAGES.badFileUrl(FIELD_LABELS[p.field]),
  tooLong: (p) => PACKAGE_MESSAGES.tooLong(FIELD_LABELS[p.field], p.max),
  tooMany: (p) => PACKAGE_MESSAGES.tooMany(FIELD_LABELS[p.field], p.max),
  invalid: (p) => PACKAGE_MESSAGES.invalid(FIELD_LABELS[p.field]),
};

/** A package message in English: its text, or made from the params for one that takes them. */
function packageEnglish<C extends keyof PackageIssueParams>(code: C, params: PackageIssueParams[C]): string {
  const text = PACKAGE_MESSAGES[code];
  return typeof text === "string"
    ? text
    : (PACKAGE_ENGLISH[code as ParameterisedPackageCode] as (p: PackageIssueParams[C]) => string)(params);
}

/** The issue of a broken rule by its code and params; its English message from PACKAGE_MESSAGES or CONTENT_MESSAGES. */
export function packageIssue<C extends PackageIssueCode>(field: string, code: C, params: IssueParamsByCode[C]): PackageIssue<C> {
  const message = Object.hasOwn(PACKAGE_MESSAGES, code)
    ? packageEnglish(code as keyof PackageIssueParams, params as never)
    : contentMessage(code as ContentIssueCode, params as never);
  return { field, message, code, params: { ...params } } as PackageIssue<C>;
}

/** The params of the messages that state a fixed limit or list (the same values the English messages show). */
const LIMITS = {
  pdfTooLarge: { max: PDF_MAX_BYTES / MB },
  durationTooLong: { max: DURATION_MAX },
  groupSizeTooLarge: { max: GROUP_SIZE_MAX },
  priceTooLarge: { max: PRICE_MAX / 100 },
  galleryTooMany: { max: GALLERY_MAX },
  unknownStatus: { choices: PACKAGE_STATUSES.join(", ") },
  unknownCustomizationGroup: { choices: CUSTOMIZATION_GROUPS.join(", ") },
  unknownTranslationLanguage: { choices: TRANSLATED_LANGUAGES.join(", ") },
} as const;

// ---------------------------------------------------------------------------------------------
// Schema: lenient about types (the form sends text), strict about shape.

const absent = (v: unknown) => v === undefined || v === null;

/** What a refinement of the schema keeps in its zod issue's params: the code and params of its package issue. */
type SchemaIssueParams = { issue: { code: PackageIssueCode; params: object } };
const issueParams = <C extends PackageIssueCode>(code: C, params: IssueParamsByCode[C]): SchemaIssueParams => ({ issue: { code, params } });

function text(max: number) {
  return z.preprocess((v) => (absent(v) ? "" : typeof v === "number" ? String(v) : v), z.string().max(max));
}

const numberInput = z.preprocess(
  (v) => (absent(v) || (typeof v === "number" && !Number.isFinite(v)) ? "" : v),
  z.union([z.number(), z.string().max(40)]),
);

// Only web addresses and site paths: a `javascript:` or `data:` URL must never reach an href.
const FILE_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

function fileUrl(field: DraftField) {
  return z.preprocess(
    (v) => (absent(v) || (typeof v === "string" && v.trim() === "") ? null : typeof v === "string" ? v.trim() : v),
    z
      .string()
      .max(2048)
      .refine((v) => FILE_URL.test(v), {
        error: PACKAGE_MESSAGES.badFileUrl(FIELD_LABELS[field]),
        params: issueParams("badFileUrl", { field }),
      })
      .nullable(),
  );
}

function dateInput(field: DraftField) {
  return z.preprocess(
    (v) => (absent(v) ? "" : typeof v === "string" ? v.trim() : v),
    z.string().refine((v) => v === "" || isValidIsoDate(v), {
      error: PACKAGE_MESSAGES.badDate(FIELD_LABELS[field]),
      params: issueParams("badDate", { field }),
    }),
  );
}

const LIST_MAX = 50;

/** A list of short texts; a single text is split into lines. */
function textList(itemMax: number, max = LIST_MAX) {
  return z.preprocess((v) => (absent(v) ? [] : typeof v === "string" ? v.split(/\r?\n/) : v), z.array(z.string().max(itemMax)).max(max));
}

const category = z.string().transform((v, ctx): CategorySlug => {
  const slug = slugFromLegacyCategory(v);
  if (!slug) {
    ctx.addIssue({ code: "custom", message: PACKAGE_MESSAGES.unknownCategory(v), params: issueParams("unknownCategory", { value: v }) });
    return z.NEVER;
  }
  return slug;
});

const booleanInput = z.preprocess((v) => {
  if (absent(v) || v === "" || v === "false" || v === "off" || v === "0" || v === 0) return false;
  if (v === "true" || v === "on" || v === "1" || v === 1) return true;
  return v;
}, z.boolean());

const CURRENCY_ALIASES: Record<string, Currency> = { INR: "INR", "₹": "INR", USD: "USD", $: "USD" };
const currencyInput = z.preprocess(
  (v) => (absent(v) || v === "" ? "INR" : typeof v === "string" ? (CURRENCY_ALIASES[v.trim().toUpperCase()] ?? v) : v),
  z.enum(CURRENCIES, { error: PACKAGE_MESSAGES.unknownCurrency }),
);

const statusInput = z.preprocess(
  (v) => (absent(v) || v === "" ? "Draft" : v),
  z.enum(PACKAGE_STATUSES, { error: PACKAGE_MESSAGES.unknownStatus }),
);

const customizationOption = z.object({ name: text(200), price: numberInput });
const customizationList = z.preprocess((v) => (absent(v) ? [] : v), z.array(customizationOption).max(LIST_MAX));
/** An object with some of the fixed keys, each holding `item`; absent = {}, another key = `unknownKey`. */
function keyedBy<K extends string, T extends z.ZodType>(keys: readonly K[], item: T, unknownKey: string) {
  return z.preprocess(
    (v) => (absent(v) ? {} : v),
    z.strictObject(Object.fromEntries(keys.map((k) => [k, item.optional()])) as Record<K, z.ZodOptional<T>>, {
      error: (iss) => (iss.code === "unrecognized_keys" ? unknownKey : undefined),
    }),
  );
}
const customizationOptionsInput = keyedBy(CUSTOMIZATION_GROUPS, customizationList, PACKAGE_MESSAGES.unknownCustomizationGroup);

const districtInput = z.preprocess(
  (v) => (absent(v) || (typeof v === "string" && v.trim() === "") ? null : typeof v === "string" ? v.trim() : v),
  z.enum(DISTRICT_SLUGS, { error: CONTENT_MESSAGES.districtRequired }).nullable(),
);
const itineraryDayInput = z.object({
  title: text(200),
  description: text(5_000),
  overnight: text(200),
  meals: z.preprocess((v) => (absent(v) ? [] : v), z.array(z.enum(MEALS))),
});
const departureInput = z.object({ date: text(20), seatsTotal: numberInput, seatsLeft: numberInput, priceAdult: numberInput });
const listOf = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess((v) => (absent(v) ? [] : v), z.array(item).max(max, { error: message }));
// A translation's lists and days have the original's limits (ADR 112).
const translationInput = z.object({
  title: text(TRANSLATION_TITLE_MAX),
  description: text(TRANSLATION_DESCRIPTION_MAX),
  highlights: textList(TRANSLATION_ITEM_MAX).optional(),
  inclusions: textList(TRANSLATION_ITEM_MAX, INCLUSIONS_MAX).optional(),
  exclusions: textList(TRANSLATION_ITEM_MAX, INCLUSIONS_MAX).optional(),
  itinerary: listOf(
    z.object({ title: text(TRANSLATION_DAY_TITLE_MAX), description: text(TRANSLATION_DAY_DESCRIPTION_MAX) }),
    ITINERARY_MAX_DAYS,
    CONTENT_MESSAGES.tooManyDays,
  ).optional(),
});
const translationsInput = keyedBy(TRANSLATED_LANGUAGES, translationInput, PACKAGE_MESSAGES.unknownTranslationLanguage);

/**
 * What the admin form sends and the server accepts: one entry per writable field of the package
 * (domain/package.ts). Prices are in MAJOR units (rupees / dollars) as typed; empty text means
 * "not given"; dates are 'YYYY-MM-DD' or ''; file fields hold URLs of already uploaded files.
 */
export const packageDraftSchema = z.object(
  {
    title: text(200),
    packageCode: text(60),
    providerName: text(200),
    meshId: text(100),
    location: text(200),
    googleReviewScreenshot: fileUrl("googleReviewScreenshot"),
    startingLocation: text(200),
    destinations: text(1000),
    durationDays: numberInput,
    durationNights: numberInput,
    categories: z.preprocess((v) => (absent(v) ? [] : v), z.array(category).max(CATEGORIES.length)),
    currency: currencyInput,
    originalPriceAdult: numberInput,
    originalPriceChild: numberInput,
    hasOffer: booleanInput,
    offerPriceAdult: numberInput,
    offerPriceChild: numberInput,
    bannerImage: fileUrl("bannerImage"),
    galleryImages: z.preprocess(
      (v) => (absent(v) ? [] : Array.isArray(v) ? v.filter((x) => !(typeof x === "string" && x.trim() === "")) : v),
      z.array(fileUrl("galleryImages").refine((x) => x !== null)).max(GALLERY_MAX, { error: PACKAGE_MESSAGES.galleryTooMany }),
    ) as z.ZodType<string[]>,
    pdfFile: fileUrl("pdfFile"),
    minGroupSize: numberInput,
    maxGroupSize: numberInput,
    description: text(20_000),
    highlights: textList(500),
    status: statusInput,
    endDate: dateInput("endDate"),
    bookingOpeningDate: dateInput("bookingOpeningDate"),
    bookingClosingDate: dateInput("bookingClosingDate"),
    mainPlaces: textList(300),
    attractions: textList(300),
    customizationOptions: customizationOptionsInput,
    district: districtInput,
    itinerary: listOf(itineraryDayInput, ITINERARY_MAX_DAYS, CONTENT_MESSAGES.tooManyDays),
    inclusions: textList(300, INCLUSIONS_MAX),
    exclusions: textList(300, INCLUSIONS_MAX),
    gstIncluded: booleanInput,
    cancellationPolicy: text(5_000),
    departures: listOf(departureInput, DEPARTURES_MAX, CONTENT_MESSAGES.tooManyDepartures),
    featured: booleanInput,
    translations: translationsInput,
  },
  { error: (iss) => (iss.code === "invalid_type" && iss.path?.length === 0 ? PACKAGE_MESSAGES.notAnObject : undefined) },
);

export type PackageDraft = z.output<typeof packageDraftSchema>;
// The draft has exactly the package's writable fields but the derived ones: a field added to the
// package without its draft entry here (or the other way round) fails to compile.
export type _DraftMatchesPackage = Assert<Equals<keyof PackageDraft, DraftField>>;

/** Messages the schema itself gives, by their code; any other zod message is replaced by one naming the field. */
const SCHEMA_MESSAGES = new Map<string, (field: string) => PackageIssue>([
  [PACKAGE_MESSAGES.unknownStatus, (f) => packageIssue(f, "unknownStatus", LIMITS.unknownStatus)],
  [PACKAGE_MESSAGES.unknownCurrency, (f) => packageIssue(f, "unknownCurrency", NO_PARAMS)],
  [PACKAGE_MESSAGES.galleryTooMany, (f) => packageIssue(f, "galleryTooMany", LIMITS.galleryTooMany)],
  [PACKAGE_MESSAGES.unknownCustomizationGroup, (f) => packageIssue(f, "unknownCustomizationGroup", LIMITS.unknownCustomizationGroup)],
  [PACKAGE_MESSAGES.unknownTranslationLanguage, (f) => packageIssue(f, "unknownTranslationLanguage", LIMITS.unknownTranslationLanguage)],
  [PACKAGE_MESSAGES.notAnObject, (f) => packageIssue(f, "notAnObject", NO_PARAMS)],
  [CONTENT_MESSAGES.districtRequired, (f) => packageIssue(f, "districtRequired", NO_PARAMS)],
  [CONTENT_MESSAGES.tooManyDays, (f) => packageIssue(f, "tooManyDays", CONTENT_LIMITS.tooManyDays)],
  [CONTENT_MESSAGES.tooManyDepartures, (f) => packageIssue(f, "tooManyDepartures", CONTENT_LIMITS.tooManyDepartures)],
]);

function issueMessage(issue: z.core.$ZodIssue): PackageIssue {
  const field = typeof issue.path[0] === "string" ? issue.path[0] : "";
  if (field === "" || !Object.hasOwn(FIELD_LABELS, field)) return packageIssue("", "notAnObject", NO_PARAMS);
  const named = field as DraftField;
  const own = issue.code === "custom" ? (issue.params as Partial<SchemaIssueParams> | undefined)?.issue : undefined;
  if (own) return packageIssue(field, own.code, own.params as never);
  const schema = SCHEMA_MESSAGES.get(issue.message);
  if (schema) return schema(field);
  if (issue.code === "too_big") {
    const max = Number(issue.maximum);
    return packageIssue(field, issue.origin === "string" ? "tooLong" : "tooMany", { field: named, max });
  }
  return packageIssue(field, "invalid", { field: named });
}

// ---------------------------------------------------------------------------------------------
// Normalising: trimming, numbers from text, and the fields a choice makes irrelevant.

function parseNumber(v: NumberInput | null | undefined): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v !== "string") return null;
  const s = v.replace(/[\s,_]/g, "");
  if (s === "") return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const wholeAtLeast = (v: NumberInput, min: number, fallback: number) => Math.max(min, Math.round(parseNumber(v) ?? fallback));
const priceOrNull = (v: NumberInput) => {
  const n = parseNumber(v);
  return n === null ? null : toMinor(Math.max(0, n));
};
const cleanList = (list: readonly string[]) => list.map((s) => s.trim()).filter((s) => s !== "");
const cleanUrl = (v: string | null) => (v === null || v.trim() === "" ? null : v.trim());

function normaliseCustomizations(options: PackageDraft["customizationOptions"]): CustomizationOptions {
  const out: CustomizationOptions = {};
  for (const group of CUSTOMIZATION_GROUPS) {
    const list = (options[group] ?? [])
      .map((o) => ({ name: o.name.trim(), price: toMinor(parseNumber(o.price) ?? 0) }))
      .filter((o) => o.name !== "");
    if (list.length > 0) out[group] = list;
  }
  return out;
}

/** Text fields are trimmed; every other field passes as it is unless normalised below. */
function trimmedTexts<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v])) as T;
}

/**
 * Days with nothing typed are dropped, and with them the translated days in their place; meals
 * keep the breakfast, lunch, dinner order.
 */
function normaliseItinerary(
  draft: Pick<PackageDraft, "itinerary" | "translations">,
): Pick<NormalisedPackage, "itinerary" | "translations"> {
  const kept = removeItineraryDays(draft, (d) => !(d.title.trim() || d.description.trim() || d.overnight.trim() || d.meals.length > 0));
  return {
    itinerary: kept.itinerary.map((d) => ({
      title: d.title.trim(),
      description: d.description.trim(),
      overnight: d.overnight.trim(),
      meals: MEALS.filter((m) => d.meals.includes(m)),
    })),
    translations: cleanTranslations(kept.translations),
  };
}

/**
 * Departures by date; a blank row is dropped. Seats stay as typed numbers (NaN when not a
 * number) so validatePackageContent can name the problem; an empty price means the package price.
 */
function normaliseDepartures(rows: PackageDraft["departures"]): Departure[] {
  const seats = (v: NumberInput) => parseNumber(v) ?? Number.NaN;
  return rows
    .filter(
      (r) =>
        !(
          r.date.trim() === "" &&
          parseNumber(r.seatsTotal) === null &&
          parseNumber(r.seatsLeft) === null &&
          parseNumber(r.priceAdult) === null
        ),
    )
    .map((r) => {
      const price = parseNumber(r.priceAdult);
      return {
        date: r.date.trim(),
        seatsTotal: seats(r.seatsTotal),
        seatsLeft: seats(r.seatsLeft),
        priceAdult: price === null ? null : toMinor(price),
      };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function normalisePackageDraft(draft: PackageDraft): NormalisedPackage {
  const categories = [...new Set(draft.categories)];
  const originalPriceAdult = priceOrNull(draft.originalPriceAdult) ?? 0;
  const offerPriceAdult = draft.hasOffer ? priceOrNull(draft.offerPriceAdult) : 0;
  const endDate = draft.endDate.trim();
  return {
    ...trimmedTexts(draft),
    googleReviewScreenshot: cleanUrl(draft.googleReviewScreenshot),
    durationDays: wholeAtLeast(draft.durationDays, 1, DEFAULT_DURATION_DAYS),
    durationNights: wholeAtLeast(draft.durationNights, 0, DEFAULT_DURATION_NIGHTS),
    categories,
    originalPriceAdult,
    originalPriceChild: priceOrNull(draft.originalPriceChild),
    offerPriceAdult,
    offerPriceChild: draft.hasOffer ? priceOrNull(draft.offerPriceChild) : 0,
    offerPercentage: offerPercentage(originalPriceAdult, offerPriceAdult),
    bannerImage: cleanUrl(draft.bannerImage),
    galleryImages: cleanList(draft.galleryImages),
    pdfFile: cleanUrl(draft.pdfFile),
    minGroupSize: wholeAtLeast(draft.minGroupSize, 1, DEFAULT_MIN_GROUP),
    maxGroupSize: wholeAtLeast(draft.maxGroupSize, 1, DEFAULT_MAX_GROUP),
    highlights: cleanList(draft.highlights),
    endDate: categories.includes(LAST_MINUTE_SLUG) && endDate !== "" ? endDate : null,
    bookingOpeningDate: draft.bookingOpeningDate.trim() || null,
    bookingClosingDate: draft.bookingClosingDate.trim() || null,
    mainPlaces: cleanList(draft.mainPlaces),
    attractions: cleanList(draft.attractions),
    customizationOptions: normaliseCustomizations(draft.customizationOptions),
    ...normaliseItinerary(draft),
    inclusions: cleanList(draft.inclusions),
    exclusions: cleanList(draft.exclusions),
    departures: normaliseDepartures(draft.departures),
  };
}

// ---------------------------------------------------------------------------------------------
// Validation, checked in this order: the first broken rule is the one reported.

const fail = <C extends PackageIssueCode>(field: keyof NormalisedPackage, code: C, params: IssueParamsByCode[C]): PackageCheck =>
  ({ ok: false, ...packageIssue(field, code, params) }) as PackageCheck;

/**
 * The spec's ten checks in order, then our own consistency checks.
 * The banner check passes whenever `bannerImage` is set. The admin page validates before uploading, so
 * when a new banner file is chosen but not yet uploaded it passes a draft whose bannerImage is a
 * placeholder (e.g. PENDING_UPLOAD); the server only ever sees the uploaded file's URL.
 */
export function validatePackage(p: NormalisedPackage): PackageCheck {
  const none = NO_PARAMS;
  if (!p.title.trim()) return fail("title", "titleRequired", none);
  if (!p.packageCode.trim()) return fail("packageCode", "codeRequired", none);
  if (!p.startingLocation.trim()) return fail("startingLocation", "startingLocationRequired", none);
  if (!p.destinations.trim()) return fail("destinations", "destinationsRequired", none);
  if (!(Number.isFinite(p.originalPriceAdult) && p.originalPriceAdult > 0)) return fail("originalPriceAdult", "adultPriceRequired", none);
  if (!p.description.trim()) return fail("description", "descriptionRequired", none);
  if (!p.bannerImage) return fail("bannerImage", "bannerRequired", none);
  if (!p.bookingOpeningDate) return fail("bookingOpeningDate", "openingDateRequired", none);
  if (!p.bookingClosingDate) return fail("bookingClosingDate", "closingDateRequired", none);
  if (p.categories.includes(LAST_MINUTE_SLUG) && !p.endDate) return fail("endDate", "endDateRequired", none);

  // The schema already refuses these; checked again for callers that normalise a draft themselves.
  for (const field of ["bookingOpeningDate", "bookingClosingDate", "endDate"] as const) {
    const value = p[field];
    if (value !== null && !isValidIsoDate(value)) return fail(field, "badDate", { field });
  }
  if (p.bookingClosingDate < p.bookingOpeningDate) return fail("bookingClosingDate", "closingBeforeOpening", none);
  if (p.durationDays > DURATION_MAX) return fail("durationDays", "durationTooLong", LIMITS.durationTooLong);
  if (p.durationNights > DURATION_MAX) return fail("durationNights", "durationTooLong", LIMITS.durationTooLong);
  if (p.minGroupSize > GROUP_SIZE_MAX) return fail("minGroupSize", "groupSizeTooLarge", LIMITS.groupSizeTooLarge);
  if (p.maxGroupSize > GROUP_SIZE_MAX) return fail("maxGroupSize", "groupSizeTooLarge", LIMITS.groupSizeTooLarge);
  if (p.maxGroupSize < p.minGroupSize) return fail("maxGroupSize", "groupSizeOrder", none);
  const prices = [
    ["originalPriceAdult", p.originalPriceAdult],
    ["originalPriceChild", p.originalPriceChild],
    ["offerPriceAdult", p.offerPriceAdult],
    ["offerPriceChild", p.offerPriceChild],
  ] as const;
  for (const [field, value] of prices) if (value !== null && value > PRICE_MAX) return fail(field, "priceTooLarge", LIMITS.priceTooLarge);
  // An offer is a lower price: one at or above the original would be shown as the price paid
  // with the original struck through beside it, a discount that is not one.
  if (p.hasOffer && p.offerPriceAdult !== null && p.offerPriceAdult > 0 && p.offerPriceAdult >= p.originalPriceAdult)
    return fail("offerPriceAdult", "offerNotBelowPrice", none);
  const childOriginal = p.originalPriceChild;
  if (
    p.hasOffer &&
    p.offerPriceChild !== null &&
    p.offerPriceChild > 0 &&
    childOriginal !== null &&
    childOriginal > 0 &&
    p.offerPriceChild >= childOriginal
  )
    return fail("offerPriceChild", "offerNotBelowPrice", none);
  for (const list of Object.values(p.customizationOptions)) {
    if (list?.some((o) => Math.abs(o.price) > PRICE_MAX)) return fail("customizationOptions", "priceTooLarge", LIMITS.priceTooLarge);
  }
  // The content checks (ADR 030), in their own stated order (domain/package-content.ts).
  return validatePackageContent(p, PRICE_MAX);
}

/** A placeholder banner URL for validating in the browser before the chosen file is uploaded. */
export const PENDING_UPLOAD = "/pending-upload";

/** What the server calls: shape check, normalise, validate; one message for people on failure. */
export function parsePackageDraft(input: unknown): PackageParse {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, ...packageIssue("", "notAnObject", NO_PARAMS) };
  }
  const parsed = packageDraftSchema.safeParse(input);
  if (!parsed.success) return { ok: false, ...issueMessage(parsed.error.issues[0]!) };
  const value = normalisePackageDraft(parsed.data);
  const check = validatePackage(value);
  return check.ok ? { ok: true, value } : check;
}

// ---------------------------------------------------------------------------------------------
// Editing.

const majorOrEmpty = (minor: number | null): NumberInput => (minor === null ? "" : toMajor(minor));

/** The form's starting values for a new package: each field's empty value from the schema, plus the form's defaults. */
export function emptyPackageDraft(): PackageDraft {
  return {
    ...packageDraftSchema.parse({}),
    durationDays: DEFAULT_DURATION_DAYS,
    durationNights: DEFAULT_DURATION_NIGHTS,
    minGroupSize: DEFAULT_MIN_GROUP,
    maxGroupSize: DEFAULT_MAX_GROUP,
    customizationOptions: Object.fromEntries(CUSTOMIZATION_GROUPS.map((g) => [g, []])),
  };
}

/** The fields the form edits, in the package's order. */
export const DRAFT_FIELDS = Object.keys(FIELD_LABELS) as DraftField[];

/** A package (stored or about to be) as form values; normalisePackageDraft(packageToDraft(p)) gives p back. */
export function packageToDraft(pkg: NormalisedPackage): PackageDraft {
  const customizationOptions: PackageDraft["customizationOptions"] = {};
  for (const group of CUSTOMIZATION_GROUPS) {
    customizationOptions[group] = (pkg.customizationOptions[group] ?? []).map((o) => ({ name: o.name, price: toMajor(o.price) }));
  }
  return {
    ...structuredClone(pickFields(pkg, DRAFT_FIELDS)),
    originalPriceAdult: toMajor(pkg.originalPriceAdult),
    originalPriceChild: majorOrEmpty(pkg.originalPriceChild),
    offerPriceAdult: majorOrEmpty(pkg.offerPriceAdult),
    offerPriceChild: majorOrEmpty(pkg.offerPriceChild),
    endDate: pkg.endDate ?? "",
    bookingOpeningDate: pkg.bookingOpeningDate ?? "",
    bookingClosingDate: pkg.bookingClosingDate ?? "",
    customizationOptions,
    departures: pkg.departures.map((d) => ({ ...d, priceAdult: majorOrEmpty(d.priceAdult) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Files chosen in the admin form.
/** Gallery: at most GALLERY_MAX in total; adding more is refused as a whole (nothing is added). */
export function galleryCapacityError(existing: number, adding: number): PackageIssue<"galleryLimit"> | null {
  const room = Math.max(0, GALLERY_MAX - existing);
  return adding > room ? packageIssue("galleryImages", "galleryLimit", { n: room }) : null;
}

/**
 * The type is checked before the size: telling someone who picked a 20 MB video to make it
 * smaller would send them the wrong way, since no size of video would be accepted.
 */
export function pdfFileError(file: { size: number; isPdf: boolean }): PackageIssue<"pdfOnly" | "pdfTooLarge"> | null {
  if (!file.isPdf) return packageIssue("pdfFile", "pdfOnly", NO_PARAMS);
  if (file.size > PDF_MAX_BYTES) return packageIssue("pdfFile", "pdfTooLarge", LIMITS.pdfTooLarge);
  return null;
}
