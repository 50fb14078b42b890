/**
 * The languages of the public site and how they appear in URLs: English unprefixed (every URL
 * from before languages keeps working), the others under /ml/, /hi/ and /ar/.
 */

import { acceptLanguageTags } from "./accept-language";
import { PARTNER_JOIN_PATH } from "./partner-path";
import type { RequestCookies } from "./request-cookies";

export const SITE_LANGUAGES = ["en", "ml", "hi", "ar"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = "en";

export interface LanguageInfo {
  /** BCP 47 tag for `<html lang>`, hreflang and Intl date formatting. */
  tag: string;
  dir: "ltr" | "rtl";
  /** The language's name in itself, for the switcher. */
  nativeName: string;
  /** English name, for the WhatsApp note to the business. */
  englishName: string;
}

export const LANGUAGE_INFO = {
  en: { tag: "en-IN", dir: "ltr", nativeName: "English", englishName: "English" },
  ml: { tag: "ml-IN", dir: "ltr", nativeName: "മലയാളം", englishName: "Malayalam" },
  hi: { tag: "hi-IN", dir: "ltr", nativeName: "हिन्दी", englishName: "Hindi" },
  ar: { tag: "ar", dir: "rtl", nativeName: "العربية", englishName: "Arabic" },
} as const satisfies Record<SiteLanguage, LanguageInfo>;

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === "string" && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** The languages whose pages live under a prefix ('/ml/…'): all but English. */
export const PREFIXED_LANGUAGES = SITE_LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);
const PREFIX = `/(${PREFIXED_LANGUAGES.join("|")})`;
const LANGUAGE_PATH = new RegExp(`^${PREFIX}(/.*)?$`);

/** The language a path is in and the path without its prefix: '/ml/packages' → ml, '/packages'. */
export function splitLanguagePath(pathname: string): { language: SiteLanguage; path: string } {
  const match = LANGUAGE_PATH.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname || "/" };
  return { language: match[1] as SiteLanguage, path: match[2] || "/" };
}

/**
 * A pattern for an unprefixed path in every language, for the server's own handlers of a page
 * ('/review/([^/]+)' matches '/review/abc' and '/ar/review/abc/', the token its first group).
 */
export function pathInEveryLanguage(pattern: string): RegExp {
  return new RegExp(`^(?:/(?:${PREFIXED_LANGUAGES.join("|")}))?${pattern}/?$`);
}

/**
 * A site path in a language: ('/packages?x=1', 'ml') → '/ml/packages?x=1', ('/', 'ar') → '/ar/'
 * is written '/ar', English paths unchanged. `path` is unprefixed and starts with '/'.
 */
export function languagePath(path: string, language: SiteLanguage): string {
  if (language === DEFAULT_LANGUAGE) return path;
  if (path === "/" || path === "") return `/${language}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${language}${path.slice(1)}`;
  return `/${language}${path}`;
}

/**
 * The site language an Accept-Language header prefers (q order, first match by primary
 * subtag: 'ml-IN,en;q=0.8' → ml), or null when it names none of ours.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): SiteLanguage | null {
  for (const tag of acceptLanguageTags(header)) {
    const primary = tag.split("-")[0]!;
    if (isSiteLanguage(primary)) return primary;
  }
  return null;
}

/** Cookie names of the traveller's remembered choices (not personal: a language and a currency). */
export const LANGUAGE_COOKIE = "kt_lang";
export const CURRENCY_COOKIE = "kt_currency";
/** One year, in seconds. */
export const CHOICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The English pages a visit may be redirected from to the visitor's own language (ADR 036, 168):
 * the home page, where people arrive by themselves, and the invitation page, whose link the admin
 * sends to a provider's person in English. No other path redirects, and a redirect lands on a
 * prefixed path, so none can loop.
 */
const NEGOTIATED_PATHS: ReadonlySet<string> = new Set(["/", PARTNER_JOIN_PATH]);

/** Whether a visit to `pathname` may be redirected to the visitor's language (firstVisitRedirect). */
export function isNegotiatedPath(pathname: string): boolean {
  return NEGOTIATED_PATHS.has(pathname);
}

/**
 * Where a request for a negotiated page ('/', the invitation page) should go: the language
 * remembered in the cookie, else the Accept-Language choice; null (stay on the English page) for
 * bots, for English, and when the visitor chose English (cookie 'en'), so a redirect can never
 * loop. The page in that language keeps its path: '/partner/join' goes to '/ml/partner/join'.
 */
export function firstVisitRedirect(input: {
  pathname: string;
  /** The request's cookies as domain/request-cookies.ts reads them. */
  cookies: RequestCookies;
  acceptLanguage: string | null;
  isBot: boolean;
}): SiteLanguage | null {
  if (!isNegotiatedPath(input.pathname) || input.isBot) return null;
  const remembered = input.cookies[LANGUAGE_COOKIE];
  const language = isSiteLanguage(remembered) ? remembered : languageFromAcceptLanguage(input.acceptLanguage);
  return language && language !== DEFAULT_LANGUAGE ? language : null;
}
