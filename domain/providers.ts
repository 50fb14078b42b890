import { messageCoder, type CodedMessage, type CodeOf, type MessageParams } from "./coded-message";
import { z } from "zod";
import { addDays, daysBetween, isValidIsoDate } from "./dates";
import { DISTRICTS, isDistrictSlug } from "./districts";
import type { TravelPackage } from "./package";
import type { Rating } from "./reviews";
import { whatsappDigits, whatsappNumberProblem } from "./whatsapp-number";

/**
 * A provider is the business behind packages. Its verification block is what the site's
 * "Verified Provider" promise rests on (ADR 026).
 */
export const PROVIDER_STATUSES = ["Unverified", "Verified", "Suspended"] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** The fixed list of checks an admin can record; the reference numbers are never shown publicly. */
const VERIFICATION_CHECK_LABELS = {
  "tourism-registration": "Tourism department registration",
  "gst-registration": "GST registration",
  "trade-licence": "Trade licence",
  "office-visited": "Office visited",
  "owner-identity": "Identity of the owner",
  "bank-account": "Bank account in the business's name",
  "houseboat-classification": "Houseboat classification",
} as const;
export type VerificationCheckId = keyof typeof VERIFICATION_CHECK_LABELS;
export const CHECK_IDS = Object.keys(VERIFICATION_CHECK_LABELS) as [VerificationCheckId, ...VerificationCheckId[]];
export const VERIFICATION_CHECKS = CHECK_IDS.map((id) => ({ id, label: VERIFICATION_CHECK_LABELS[id] }));

export interface VerificationCheck {
  id: VerificationCheckId;
  /** Registration or document number; admin only. */
  reference: string;
  /** 'YYYY-MM-DD' the check was made; null on records from before checks had dates (the provider's verifiedOn stands in). */
  checkedOn: string | null;
  /** 'YYYY-MM-DD', the last day the check counts; null: it does not expire. */
  expiresOn: string | null;
}

/**
 * Checks that run out after a fixed time unless the admin gives another date: Kerala Tourism's
 * approvals and houseboat classifications are granted for two years.
 */
export const CHECK_VALIDITY_YEARS: Partial<Record<VerificationCheckId, number>> = {
  "tourism-registration": 2,
  "houseboat-classification": 2,
};

/** From this many days before its expiry a check shows "expires in N days" to the admin and the partner. */
export const EXPIRY_NOTICE_DAYS = 30;

/** The date `years` years after `isoDate` (29 February gives 1 March in a year without one). */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** The last day a check made on `checkedOn` counts when the admin gives none: its fixed validity, or no end. */
export function defaultExpiry(id: VerificationCheckId, checkedOn: string): string | null {
  const years = CHECK_VALIDITY_YEARS[id];
  return years ? addDays(addYears(checkedOn, years), -1) : null;
}

export type CheckStanding = { state: "valid" } | { state: "expiring"; daysLeft: number } | { state: "expired" };

/** Whether a check still counts on `today` (the site's date in APP_TIMEZONE) and how long it has left. */
export function checkStanding(check: Pick<VerificationCheck, "expiresOn">, today: string): CheckStanding {
  if (!check.expiresOn) return { state: "valid" };
  const daysLeft = daysBetween(today, check.expiresOn);
  if (daysLeft < 0) return { state: "expired" };
  return daysLeft <= EXPIRY_NOTICE_DAYS ? { state: "expiring", daysLeft } : { state: "valid" };
}

/** The checks that still count on `today`: an expired one drops out by itself, no job needed. */
export function liveChecks<T extends Pick<VerificationCheck, "expiresOn">>(checks: readonly T[], today: string): T[] {
  return checks.filter((c) => checkStanding(c, today).state !== "expired");
}

export interface Provider {
  id: string;
  slug: string;
  name: string;
  /** The name the business is registered under, which the bank account and registrations carry; admin and the provider's people only. */
  legalName: string;
  description: string;
  logo: string | null;
  baseLocation: string;
  /** A district slug of domain/districts.ts, or "" when not recorded. */
  district: string;
  meshId: string;
  /** Digits with country code, e.g. 919876543210; "" when the provider has none. */
  whatsappNumber: string;
  email: string;
  yearEstablished: number | null;
  status: ProviderStatus;
  /** 'YYYY-MM-DD' the provider was (last) verified; null unless Verified. */
  verifiedOn: string | null;
  checks: VerificationCheck[];
  /** Seeded demo record: marked in the admin. */
  isDemo: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What travellers may see of a provider (no reference numbers, no e-mail of an unverified one). */
export interface PublicProvider extends Pick<
  Provider,
  "slug" | "name" | "description" | "logo" | "baseLocation" | "district" | "yearEstablished" | "verifiedOn"
> {
  verified: boolean;
  /** Labels of the checks that count today, in the fixed list's order; empty unless Verified. */
  checks: string[];
  /** The same checks with the date each was made. */
  checksDone: CheckDone[];
}

/** A check as travellers see it: its label and the day it was made (never its reference number). */
export interface CheckDone {
  label: string;
  checkedOn: string | null;
}

/** The provider as a package carries it (cards, package page, API items). */
export interface PackageProvider {
  slug: string;
  name: string;
  verified: boolean;
  verifiedOn: string | null;
  checks: string[];
  checksDone: CheckDone[];
  /** Where enquiries go: the provider's own WhatsApp when it is Verified and has one (ADR 026). */
  enquiryWhatsapp: string | null;
}

/** What a traveller is told about trust beside a package: its provider and its approved reviews. */
export interface PackageTrust {
  /** The provider record the package belongs to (null when no provider name is given). */
  provider: PackageProvider | null;
  /** Approved reviews, null when there is none (ADR 028). */
  rating: Rating | null;
}
/** A package as public pages and the API see it. */
export type ListedPackage = TravelPackage & PackageTrust;

/** What a provider's page and its packages' cards say of its verification on `today`. */
function trustOf(p: Pick<Provider, "status" | "verifiedOn" | "checks">, today: string) {
  const verified = p.status === "Verified";
  const done = verified ? checksDone(p, today) : [];
  return { verified, verifiedOn: verified ? p.verifiedOn : null, checks: done.map((c) => c.label), checksDone: done };
}

export function toPackageProvider(
  p: Pick<Provider, "slug" | "name" | "status" | "verifiedOn" | "checks" | "whatsappNumber">,
  today: string,
): PackageProvider {
  const trust = trustOf(p, today);
  return {
    slug: p.slug,
    name: p.name,
    ...trust,
    enquiryWhatsapp: trust.verified && p.whatsappNumber ? p.whatsappNumber : null,
  };
}

export function toPublicProvider(p: Provider, today: string): PublicProvider {
  return {
    slug: p.slug,
    name: p.name,
    description: p.description,
    logo: p.logo,
    baseLocation: p.baseLocation,
    district: p.district,
    yearEstablished: p.yearEstablished,
    ...trustOf(p, today),
  };
}

/** The checks that count on `today`, in the fixed list's order, with the day each was made. */
function checksDone(p: Pick<Provider, "checks" | "verifiedOn">, today: string): CheckDone[] {
  const live = new Map(liveChecks(p.checks, today).map((c) => [c.id, c]));
  return VERIFICATION_CHECKS.flatMap((c) => {
    const check = live.get(c.id);
    return check ? [{ label: c.label, checkedOn: check.checkedOn ?? p.verifiedOn }] : [];
  });
}

/** URL slug from a name: lower-case ASCII words joined by hyphens ("Green Hills Travels" → "green-hills-travels"). */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "provider";
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const PROVIDER_MESSAGES = {
  nameRequired: "Provider name is required.",
  slugInvalid: "URL name may use lower-case letters, digits and single hyphens (e.g. green-hills-travels).",
  slugTaken: "Another provider already uses this URL name.",
  nameAndMeshTaken: "Another provider already has this name and MESH ID.",
  districtUnknown: `District must be one of ${DISTRICTS.map((d) => d.slug).join(", ")}.`,
  whatsappInvalid: "WhatsApp number must be a whole number with its country code, e.g. 919876543210.",
  whatsappNoCountryCode: "Add the country code to the WhatsApp number: 91 for India, e.g. 91 98765 43210.",
  emailInvalid: "E-mail address is not valid.",
  yearInvalid: ({ max }: { max: number }) => `Year established must be a year from 1900 to ${max}.`,
  verifiedNeedsCheck: "A Verified provider needs at least one check done.",
  verifiedOnInvalid: "Verified on must be a real date (YYYY-MM-DD).",
  checkedOnInvalid: "A check's date must be a real date (YYYY-MM-DD), not in the future.",
  expiresOnInvalid: "A check's expiry must be a real date (YYYY-MM-DD) on or after the day it was made.",
  unknownCheck: `Checks must be from: ${VERIFICATION_CHECKS.map((c) => c.label).join(", ")}.`,
  tooLong: ({ label, max }: { field: string; label: string; max: number }) => `${label} is too long (at most ${max} characters).`,
  invalid: ({ label }: { field: string; label: string }) => `${label} is not valid.`,
  notAnObject: "Provider details must be a JSON object.",
  notFound: "Provider not found",
  mergeTargetRequired: "Choose the provider record to merge into.",
  mergeIntoItself: "A provider cannot be merged into itself.",
  merged: (from: string, into: string, packages: number, people: number) =>
    `${from} merged into ${into}: ${packages} package${packages === 1 ? "" : "s"} and ${people} ${people === 1 ? "person" : "people"} moved.`,
  hasPackages: (n: number) => `This provider still has ${n} package${n === 1 ? "" : "s"}; move or delete them first.`,
} as const;

/** What the admin form sends. */
export interface ProviderDraft {
  name: string;
  slug?: string;
  legalName?: string;
  description?: string;
  logo?: string | null;
  baseLocation?: string;
  district?: string;
  meshId?: string;
  whatsappNumber?: string;
  email?: string;
  yearEstablished?: number | string | null;
  status?: ProviderStatus;
  verifiedOn?: string | null;
  checks?: { id: string; reference?: string; checkedOn?: string | null; expiresOn?: string | null }[];
}

export type ProviderInput = Omit<Provider, "id" | "createdAt" | "updatedAt" | "isDemo">;

/** A refused provider draft: the field, the English `error`, and the rule's code and params (`provider.<key>`). */
export type ProviderRefusal = { ok: false; error: string; field: string; code?: string; params?: MessageParams };
export type ProviderValidation = { ok: true; value: ProviderInput } | ProviderRefusal;

/** A provider rule's refusal with its code, for the partner portal to say in its language. */
export const providerRefusal = messageCoder("provider", PROVIDER_MESSAGES);
export type ProviderCode = CodeOf<"provider", typeof PROVIDER_MESSAGES>;

/** A refused draft as a validation result: the English words as `error`, beside their code and params. */
export function refusedField(
  field: string,
  refusal: CodedMessage,
): { ok: false; error: string; field: string; code: string; params?: MessageParams } {
  const { message, ...coded } = refusal;
  return { ok: false, error: message, field, ...coded };
}

/**
 * The most characters each text of a provider may have: the one definition the rule below checks
 * and the forms' boxes take as their `maxLength` (the admin's editor, the partner's profile).
 */
export const PROVIDER_TEXT_MAX = {
  name: 200,
  slug: 80,
  legalName: 200,
  description: 2000,
  baseLocation: 200,
  district: 40,
  meshId: 100,
  whatsappNumber: 40,
  email: 200,
  /** A check's reference (registration or account) number. */
  reference: 100,
} as const;

/**
 * The digits of the year a provider was established: the rule below accepts exactly so many, and the
 * admin's editor's box stops there (its `maxLength`).
 */
export const YEAR_ESTABLISHED_DIGITS = 4;
const YEAR_PATTERN = new RegExp(`^\\d{${YEAR_ESTABLISHED_DIGITS}}$`);

const text = (max: number) => z.string().max(max).optional().default("");
const draftSchema = z.object({
  name: z.string().max(PROVIDER_TEXT_MAX.name),
  slug: z.string().max(PROVIDER_TEXT_MAX.slug).optional(),
  legalName: text(PROVIDER_TEXT_MAX.legalName),
  description: z.string().max(PROVIDER_TEXT_MAX.description).optional().default(""),
  logo: z.string().max(2000).nullable().optional().default(null),
  baseLocation: text(PROVIDER_TEXT_MAX.baseLocation),
  district: text(PROVIDER_TEXT_MAX.district),
  meshId: text(PROVIDER_TEXT_MAX.meshId),
  whatsappNumber: text(PROVIDER_TEXT_MAX.whatsappNumber),
  email: text(PROVIDER_TEXT_MAX.email),
  yearEstablished: z.union([z.number(), z.string(), z.null()]).optional().default(null),
  status: z.enum(PROVIDER_STATUSES).optional().default("Unverified"),
  verifiedOn: z.string().nullable().optional().default(null),
  checks: z
    .array(
      z.object({
        id: z.string(),
        reference: z.string().max(PROVIDER_TEXT_MAX.reference).optional().default(""),
        checkedOn: z.string().max(20).nullable().optional().default(null),
        expiresOn: z.string().max(20).nullable().optional().default(null),
      }),
    )
    .max(VERIFICATION_CHECKS.length * 2)
    .optional()
    .default([]),
});

const FIELD_LABELS: Record<string, string> = {
  name: "Provider name",
  slug: "URL name",
  legalName: "Legal name",
  description: "Description",
  logo: "Logo",
  baseLocation: "Base location",
  district: "District",
  meshId: "MESH ID",
  whatsappNumber: "WhatsApp number",
  email: "E-mail",
  checks: "Checks",
};

/**
 * Checks a provider draft in a fixed order and returns the clean record. `today` fills
 * "verified on" when a provider becomes Verified without a date.
 */
export function validateProvider(input: unknown, today: string): ProviderValidation {
  if (!input || typeof input !== "object" || Array.isArray(input)) return refusedField("", providerRefusal("notAnObject"));
  const parsed = draftSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "");
    const label = FIELD_LABELS[field] ?? field;
    if (field === "checks") return refusedField(field, providerRefusal("unknownCheck"));
    if (issue.code === "too_big") return refusedField(field, providerRefusal("tooLong", { field, label, max: Number(issue.maximum) }));
    return refusedField(field, providerRefusal("invalid", { field, label }));
  }
  const d = parsed.data;
  const name = d.name.replace(/\s+/g, " ").trim();
  if (!name) return refusedField("name", providerRefusal("nameRequired"));
  const slug = d.slug?.trim() ? d.slug.trim() : slugify(name);
  if (!SLUG_PATTERN.test(slug) || slug.length > 60) return refusedField("slug", providerRefusal("slugInvalid"));
  const district = d.district.trim();
  if (district && !isDistrictSlug(district)) return refusedField("district", providerRefusal("districtUnknown"));
  const whatsappNumber = whatsappDigits(d.whatsappNumber);
  const numberProblem = whatsappNumber ? whatsappNumberProblem(whatsappNumber) : null;
  if (numberProblem)
    return refusedField("whatsappNumber", providerRefusal(numberProblem === "noCountryCode" ? "whatsappNoCountryCode" : "whatsappInvalid"));
  const email = d.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return refusedField("email", providerRefusal("emailInvalid"));
  const maxYear = Number(today.slice(0, 4));
  let yearEstablished: number | null = null;
  const yearText = d.yearEstablished === null ? "" : String(d.yearEstablished).trim();
  if (yearText) {
    const year = YEAR_PATTERN.test(yearText) ? Number(yearText) : NaN;
    if (!(year >= 1900 && year <= maxYear)) return refusedField("yearEstablished", providerRefusal("yearInvalid", { max: maxYear }));
    yearEstablished = year;
  }
  const checks: VerificationCheck[] = [];
  for (const c of d.checks) {
    if (!(CHECK_IDS as readonly string[]).includes(c.id)) return refusedField("checks", providerRefusal("unknownCheck"));
    if (checks.some((k) => k.id === c.id)) continue;
    const id = c.id as VerificationCheckId;
    const checkedOn = c.checkedOn?.trim() || today;
    if (!isValidIsoDate(checkedOn) || checkedOn > today) return refusedField("checks", providerRefusal("checkedOnInvalid"));
    const expiresOn = c.expiresOn?.trim() || defaultExpiry(id, checkedOn);
    if (expiresOn !== null && (!isValidIsoDate(expiresOn) || expiresOn < checkedOn))
      return refusedField("checks", providerRefusal("expiresOnInvalid"));
    checks.push({ id, reference: c.reference.trim(), checkedOn, expiresOn });
  }
  checks.sort((a, b) => CHECK_IDS.indexOf(a.id) - CHECK_IDS.indexOf(b.id));
  let verifiedOn: string | null = null;
  if (d.status === "Verified") {
    if (checks.length === 0) return refusedField("checks", providerRefusal("verifiedNeedsCheck"));
    const given = d.verifiedOn?.trim();
    if (given && !isValidIsoDate(given)) return refusedField("verifiedOn", providerRefusal("verifiedOnInvalid"));
    verifiedOn = given || today;
  } else if (d.status === "Suspended") {
    // A suspended provider keeps the record of its last verification for the admin.
    const given = d.verifiedOn?.trim();
    verifiedOn = given && isValidIsoDate(given) ? given : null;
  }
  return {
    ok: true,
    value: {
      name,
      slug,
      legalName: d.legalName.replace(/\s+/g, " ").trim(),
      description: d.description.trim(),
      logo: d.logo?.trim() || null,
      baseLocation: d.baseLocation.trim(),
      district,
      meshId: d.meshId.trim(),
      whatsappNumber,
      email,
      yearEstablished,
      status: d.status,
      verifiedOn,
      checks,
    },
  };
}
