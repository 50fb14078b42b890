import { LAST_MINUTE_SLUG, legacyCategoryString } from "../../domain/categories";
import { todayIn } from "../../domain/dates";
import { districtFromPlaces, OUTSIDE_KERALA } from "../../domain/districts";
import { toMajor } from "../../domain/money";
import {
  CURRENCY_SYMBOL,
  CUSTOMIZATION_GROUPS,
  type CustomizationGroup,
  type NormalisedPackage,
  type TravelPackage,
} from "../../domain/package";
import { parsePackageDraft } from "../../domain/package-validation";

/** The fields whose legacy form differs from the package's; every other field is written as it is. */
type ReshapedField = "currency" | "categories" | "customizationOptions" | "updatedAt";
/** null becomes a left-out key, as the old system left undefined values out. */
type NullAsAbsent<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

/**
 * One package document as the old system exported it: the package's fields with
 * prices in MAJOR units, currency as a symbol, categories as 'Label (Subtitle)' strings, undefined
 * values left out, and no updatedAt.
 */
export type LegacyDocument = NullAsAbsent<Omit<TravelPackage, ReshapedField>> & {
  currency: "₹" | "$";
  categories: string[];
  customizationOptions: Partial<Record<CustomizationGroup, { name: string; price: number }[]>>;
};

export type ImportedPackage = NormalisedPackage & { id: string; createdAt: string };

export type LegacyConversion = { ok: true; value: ImportedPackage } | { ok: false; reason: string };

export interface LegacyOptions {
  /** Zone whose calendar date a datetime with an offset falls on (the app's APP_TIMEZONE). */
  timeZone?: string;
  /** createdAt for documents that carry none. */
  now?: Date;
}

export const ID_MAX_LENGTH = 200;
const DATE_FIELDS = ["endDate", "bookingOpeningDate", "bookingClosingDate"] as const;
const DATETIME = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Firestore exports write timestamps as { seconds, nanoseconds } or { _seconds, _nanoseconds }. */
function timestampSeconds(v: Record<string, unknown>): number | undefined {
  const s = v.seconds ?? v._seconds;
  return typeof s === "number" && Number.isFinite(s) ? s : undefined;
}

/**
 * A date field to 'YYYY-MM-DD'. A datetime with a zone is read as an instant and given the
 * calendar date it has in the app's zone, so both encodings the old browser could have written
 * for "2 December" in India (UTC midnight of the 2nd, or local midnight = 18:30Z on the 1st)
 * come back as the 2nd. A datetime without a zone keeps its written date. Anything else is left
 * for the domain schema to reject with its message.
 */
export function legacyDate(value: unknown, timeZone: string): unknown {
  if (value === null || value === undefined) return "";
  if (isRecord(value)) {
    const seconds = timestampSeconds(value);
    return seconds === undefined ? value : todayIn(timeZone, new Date(seconds * 1000));
  }
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  const m = DATETIME.exec(trimmed);
  if (!m) return trimmed;
  if (!m[2]) return m[1];
  const instant = new Date(trimmed.replace(" ", "T"));
  return Number.isNaN(instant.getTime()) ? trimmed : todayIn(timeZone, instant);
}

function legacyTimestamp(value: unknown, now: Date): string | null {
  if (value === undefined || value === null || value === "") return now.toISOString();
  let date: Date | null = null;
  if (isRecord(value)) {
    const seconds = timestampSeconds(value);
    if (seconds !== undefined) date = new Date(seconds * 1000);
  } else if (typeof value === "string" || typeof value === "number") {
    date = new Date(value);
  }
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

function legacyId(value: unknown): string | null {
  const id = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : typeof value === "string" ? value.trim() : "";
  return id !== "" && id.length <= ID_MAX_LENGTH && !/[\s/?#]/.test(id) ? id : null;
}

const clip = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s);

/** 'id "abc" ("Munnar Tea Trails")': how a rejected document is named in messages. */
export function describeLegacyDocument(doc: unknown): string {
  if (!isRecord(doc)) return "a value that is not an object";
  const rawId = typeof doc.id === "string" ? doc.id.trim() : typeof doc.id === "number" ? String(doc.id) : "";
  const id = rawId ? `id "${clip(rawId)}"` : "no id";
  const title = typeof doc.title === "string" && doc.title.trim() ? ` ("${clip(doc.title.trim())}")` : " (no title)";
  return `${id}${title}`;
}

/**
 * One old-system document to a package ready to save, checked by the same schema and rules as
 * the admin form (parsePackageDraft), so an import can never hold what the admin could not save.
 */
export function legacyDocumentToPackage(doc: unknown, options: LegacyOptions = {}): LegacyConversion {
  const timeZone = options.timeZone ?? "Asia/Kolkata";
  const reject = (message: string): LegacyConversion => ({ ok: false, reason: `${describeLegacyDocument(doc)}: ${message}` });
  if (!isRecord(doc)) return reject("Package details must be a JSON object.");

  const id = legacyId(doc.id);
  if (id === null) return reject(`The document needs an id (text of 1 to ${ID_MAX_LENGTH} characters without spaces or slashes).`);
  const createdAt = legacyTimestamp(doc.createdAt, options.now ?? new Date());
  if (createdAt === null) return reject("createdAt must be an ISO timestamp.");

  const draft: Record<string, unknown> = { ...doc };
  for (const field of DATE_FIELDS) draft[field] = legacyDate(doc[field], timeZone);
  if (Array.isArray(doc.destinations)) draft.destinations = doc.destinations.filter((d) => typeof d === "string").join(", ");
  // Documents from before districts existed get the district their places name, else Outside Kerala.
  if (doc.district === undefined || doc.district === null || doc.district === "") {
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    draft.district = districtFromPlaces(text(draft.destinations), text(doc.location), text(doc.startingLocation)) ?? OUTSIDE_KERALA;
  }

  const parsed = parsePackageDraft(draft);
  if (!parsed.ok) return reject(parsed.message);
  return { ok: true, value: { ...parsed.value, id, createdAt } };
}

/** Money fields, written in major units (so is each departure's adult price). */
const PRICE_FIELDS = ["originalPriceAdult", "originalPriceChild", "offerPriceAdult", "offerPriceChild"] as const;

/**
 * A saved package back in the old system's shape; legacyDocumentToPackage of the result gives the
 * same package again (the round trip the import/export commands rely on).
 */
export function packageToLegacyDocument(pkg: TravelPackage): LegacyDocument {
  const { updatedAt: _updatedAt, ...fields } = structuredClone(pkg);
  const doc: Record<string, unknown> = {
    ...fields,
    categories: pkg.categories.map(legacyCategoryString),
    currency: CURRENCY_SYMBOL[pkg.currency],
    customizationOptions: Object.fromEntries(
      CUSTOMIZATION_GROUPS.flatMap((group) => {
        const list = pkg.customizationOptions[group];
        return list && list.length > 0 ? [[group, list.map((o) => ({ name: o.name, price: toMajor(o.price) }))]] : [];
      }),
    ),
  };
  for (const field of PRICE_FIELDS) if (pkg[field] !== null) doc[field] = toMajor(pkg[field]);
  doc.departures = pkg.departures.map((d) => ({ ...d, priceAdult: d.priceAdult === null ? null : toMajor(d.priceAdult) }));
  // Offer prices mean something only with an offer, the end date only for a last-minute deal.
  if (!pkg.hasOffer) doc.offerPriceAdult = doc.offerPriceChild = null;
  if (!pkg.categories.includes(LAST_MINUTE_SLUG)) doc.endDate = null;
  // Like the old system, unset values are left out rather than written as null.
  for (const [key, value] of Object.entries(doc)) if (value === null) delete doc[key];
  return doc as LegacyDocument;
}
