import { isbot } from "isbot";
import { remembered } from "./remembered";
import { z } from "zod";
import { DISPLAY_CURRENCIES } from "./currency";
import { todayIn } from "./dates";
import { ACTION_EVENTS, MAX_BEACON_BYTES, type PageKind } from "./insight-events";
import { SITE_LANGUAGES, splitLanguagePath, type SiteLanguage } from "./site-language";

/**
 * The rules of anonymous counting (ADR 106): what a beacon may say, what a page view is, and
 * what is never counted. Only the server imports this module; the browser's beacon needs only
 * domain/insight-events.ts.
 */

export * from "./insight-events";

/** A package id as the catalogue writes them: letters, digits, dot, underscore, hyphen. */
const PACKAGE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** What the browser may send to POST /api/v1/events, and nothing more (unknown fields are refused). */
export const beaconSchema = z
  .object({
    event: z.enum(ACTION_EVENTS, { message: `event must be one of ${ACTION_EVENTS.join(", ")}` }),
    package: z.string().regex(PACKAGE_ID, { message: "package must be a package id" }).optional(),
    language: z.enum(SITE_LANGUAGES, { message: `language must be one of ${SITE_LANGUAGES.join(", ")}` }),
    currency: z.enum(DISPLAY_CURRENCIES, { message: "currency must be a display currency" }).optional(),
  })
  .strict();
export type Beacon = z.infer<typeof beaconSchema>;

/** A beacon's body read as text: the beacon, or one line saying what is wrong with it. */
export function parseBeacon(body: string): { ok: true; beacon: Beacon } | { ok: false; error: string } {
  if (new TextEncoder().encode(body).length > MAX_BEACON_BYTES) return { ok: false, error: `The body is over ${MAX_BEACON_BYTES} bytes.` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: "The body is not JSON." };
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const message = issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : `${issue.message}.`;
    return { ok: false, error: issue.code === "invalid_type" && issue.path.length === 0 ? "The body must be a JSON object." : message };
  }
  return { ok: true, beacon: parsed.data };
}

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Android(?!.*Mobile)/i;
const PHONE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|Android.*Mobile/i;

/** The device class of a user agent; the user agent itself is then dropped. */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? "";
  if (TABLET.test(ua)) return "tablet";
  if (PHONE.test(ua)) return "phone";
  return "desktop";
}

const withoutWww = (host: string) => host.replace(/^www\./, "");
/** An IPv4 address, or an IPv6 one as URL writes it (in brackets). */
const IP_ADDRESS = /^(\d{1,3}\.){3}\d{1,3}$|^\[/;

/**
 * A Referer header as a URL, or null when there is none or it is not a URL. A counted page reads
 * its Referer twice (`isSamePageAgain`, then `referrerDomain`): it parses it once with this and
 * hands both the result; either still takes the header's text.
 */
export function parseReferrer(referrer: string | URL | null | undefined): URL | null {
  if (referrer instanceof URL) return referrer;
  if (!referrer) return null;
  try {
    return new URL(referrer);
  } catch {
    return null;
  }
}

/**
 * A referrer reduced to its domain ('https://www.Google.com/search?q=x' → 'google.com'), or null:
 * no referrer, not http(s), or our own site (`ownHost`, the Host a page was served under).
 */
export function referrerDomain(referrer: string | URL | null | undefined, ownHost: string | null | undefined): string | null {
  const url = parseReferrer(referrer);
  if (!url) return null;
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = withoutWww(url.hostname.toLowerCase());
  // An address is not a site's name, and could be someone's own machine: not kept.
  if (!host || host.length > 253 || IP_ADDRESS.test(host)) return null;
  const own = ownHost ? withoutWww(ownHost.toLowerCase().replace(/:\d+$/, "")) : null;
  return host === own ? null : host;
}

export interface Campaign {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** Percent-decoded until it no longer changes (mail tools encode twice: `%2540` is an '@'), at most three times. */
function fullyDecoded(raw: string): string {
  let value = raw;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(value);
    } catch {
      break;
    }
    if (next === value) break;
    value = next;
  }
  return value;
}

/** An e-mail's at sign however written: '@' (NFKC folds the full-width '＠' into it), "(at)", "[at]". */
const AT_SIGN = /@|[([{<]\s*at\s*[)\]}>]/i;
/** Seven digits of any script in a row once everything but letters and digits is taken out: a phone number. */
const PHONE_DIGITS = /\p{Nd}{7}/u;

/**
 * A UTM value as kept: decoded, NFKC-normalised, trimmed, lower case, at most 100 characters;
 * null when absent or when it could carry a person (an e-mail's at sign, or a phone number's
 * seven digits, in any script and whatever separates them).
 */
function utmValue(raw: string | null): string | null {
  if (raw === null) return null;
  const value = fullyDecoded(raw)
    .normalize("NFKC")
    // eslint-disable-next-line no-control-regex -- control characters are what is taken out
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .toLowerCase();
  // The whole value is checked before it is cut: a cut could leave "…priya.shar" of an address
  // whose at sign came later, or four digits of a phone number. Cut by characters, so an emoji is
  // never halved.
  if (value === "" || AT_SIGN.test(value) || PHONE_DIGITS.test(value.replace(/[^\p{L}\p{Nd}]/gu, ""))) return null;
  return Array.from(value).slice(0, 100).join("").trim();
}

/** utm_source, utm_medium and utm_campaign of a landing URL's query ('?utm_source=x&…' or a whole URL). */
export function campaignOf(urlOrQuery: string): Campaign {
  const at = urlOrQuery.indexOf("?");
  const params = new URLSearchParams(at < 0 ? "" : urlOrQuery.slice(at + 1).split("#")[0]);
  return {
    source: utmValue(params.get("utm_source")),
    medium: utmValue(params.get("utm_medium")),
    campaign: utmValue(params.get("utm_campaign")),
  };
}

/** The day an instant is counted on: its date in APP_TIMEZONE. */
export function insightDay(instant: Date, timeZone: string): string {
  return todayIn(timeZone, instant);
}

export interface PageOfPath {
  kind: PageKind;
  language: SiteLanguage;
  /** The package of a package page (its id as the URL spells it; the server keeps it only if such a package exists). */
  packageId?: string;
  /** The provider of a provider page, by its slug. */
  providerSlug?: string;
}

const LISTING = new Set(["packages", "last-minute-deals", "categories"]);
const STATIC = new Set(["about", "contact", "terms", "favorites", "compare", "my-bookings"]);
const DESTINATION = new Set(["destination", "destinations", "place", "places"]);

/** The document a path is, whether it asks for the document or its `.data` twin; no trailing slash. */
function documentPath(pathname: string): string {
  let path = pathname;
  // React Router names the home page's data '/_root.data'.
  if (path.endsWith(".data")) path = path.slice(0, -".data".length).replace(/\/_root$/, "") || "/";
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/** A query as the page's address has it: React Router's own parameters of a `.data` request left out, the rest in order. */
function pageQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("_routes");
  params.delete("index");
  params.sort();
  return params.toString();
}

/**
 * Whether a request asks again for the page its Referer already shows on this site, with another
 * query (the listing's filters and search as typed, the next page of reviews, the compare list)
 * or after a currency change: the same page view, not a new one. A reload keeps the page's first
 * Referer, so it still counts. So does Back or Forward to a page of this site: the browser shows
 * the page's address before the page's `.data` is fetched, so that request's Referer is the very
 * address it asks for, query and all, where a change of filters comes from the address before it.
 */
export function isSamePageAgain(
  pathname: string,
  referrer: string | URL | null | undefined,
  ownHost: string | null | undefined,
  search = "",
): boolean {
  if (!ownHost) return false;
  const url = parseReferrer(referrer);
  if (!url) return false;
  if (url.host.toLowerCase() !== ownHost.toLowerCase() || documentPath(url.pathname) !== documentPath(pathname)) return false;
  return !(pathname.endsWith(".data") && pageQuery(url.search) === pageQuery(search));
}

/**
 * The counted page a request path is (a document or its `.data` twin, which a client navigation
 * fetches instead), or null: not a public page (the partner portal, review links, files, APIs).
 */
export function pageOfPath(pathname: string): PageOfPath | null {
  const path = documentPath(pathname);
  const { language, path: rest } = splitLanguagePath(path);
  const segments = rest === "/" ? [] : rest.slice(1).split("/");
  if (segments.length === 0) return { kind: "home", language };
  const [head, second, ...more] = segments as [string, string | undefined, ...string[]];
  const first = head.toLowerCase();
  // A place's page is the path of its place in the tree: /destinations/india/kerala/idukki/munnar.
  if (DESTINATION.has(first) && segments.slice(1).every((s) => /^[a-z0-9-]{1,100}$/i.test(s))) return { kind: "destination", language };
  if (more.length > 0) return null;
  if (second === undefined) {
    if (LISTING.has(first)) return { kind: "listing", language };
    if (STATIC.has(first)) return { kind: "static", language };
    return null;
  }
  let id: string;
  try {
    id = decodeURIComponent(second);
  } catch {
    return null;
  }
  if (first === "package" && PACKAGE_ID.test(id)) return { kind: "package", language, packageId: id };
  if (first === "provider" && /^[a-z0-9-]{1,100}$/.test(id)) return { kind: "provider", language, providerSlug: id };
  return null;
}

export interface CountingRequest {
  path: string;
  userAgent: string | null | undefined;
  /** The DNT and Sec-GPC headers. */
  doNotTrack: string | null | undefined;
  globalPrivacyControl: string | null | undefined;
  /** The request carries an admin or partner session cookie. */
  signedIn: boolean;
  /** ADMIN_PATH. */
  adminPath: string;
  /** PREVIEW_MODE: the whole site is a preview, nobody's real visit. */
  previewMode: boolean;
}

export type NotCountedReason = "preview" | "bot" | "do-not-track" | "global-privacy-control" | "signed-in" | "portal";

/** isbot's answer per user agent: its one large regular expression, asked on every page view. */
const isBotAgent = remembered(isbot);

/** Why a request is not counted, or null when it is (ADR 106). */
export function notCountedReason(r: CountingRequest): NotCountedReason | null {
  if (r.previewMode) return "preview";
  const path = r.path.toLowerCase();
  const admin = r.adminPath.toLowerCase();
  const portal =
    path === admin ||
    path.startsWith(`${admin}/`) ||
    /^\/api\/(admin|partner)(\/|$)/.test(path) ||
    /^(\/(ml|hi|ar))?\/partner(\/|\.data|$)/.test(path);
  if (portal) return "portal";
  if (r.signedIn) return "signed-in";
  if (r.doNotTrack?.trim() === "1") return "do-not-track";
  if (r.globalPrivacyControl?.trim() === "1") return "global-privacy-control";
  if (!r.userAgent || isBotAgent(r.userAgent)) return "bot";
  return null;
}
