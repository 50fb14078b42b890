/**
 * The traveller's locale for dates and numbers, chosen on the server from the page language and
 * Accept-Language and handed to the browser by the root loader, so both render the same text (no
 * hydration mismatch). Only locales that Node's ICU and every current browser format identically
 * are offered.
 */

import { acceptLanguageTags } from "./accept-language";
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type SiteLanguage } from "./site-language";

/** Indian English: the English page's tag, the default of every date and the rupee's grouping (1,00,000). */
export const DEFAULT_LOCALE = LANGUAGE_INFO.en.tag;

export const SUPPORTED_LOCALES = [
  DEFAULT_LOCALE,
  "en-US",
  "en-GB",
  "en-AE",
  "en-AU",
  "en-CA",
  "en-SG",
  "hi-IN",
  "ml-IN",
  "ta-IN",
  "kn-IN",
  "te-IN",
  "ar-AE",
  "de-DE",
  "fr-FR",
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

const BY_LOWER = new Map<string, SupportedLocale>(SUPPORTED_LOCALES.map((l) => [l.toLowerCase(), l]));
/** A bare language ('ml', 'en') maps to its first listed region. */
const BY_LANGUAGE = new Map<string, SupportedLocale>();
for (const l of SUPPORTED_LOCALES) {
  const lang = l.slice(0, 2).toLowerCase();
  if (!BY_LANGUAGE.has(lang)) BY_LANGUAGE.set(lang, l);
}

/**
 * The first supported tag of an Accept-Language header, in the header's q order
 * ('ml-IN,ml;q=0.9,en;q=0.8' → 'ml-IN'); DEFAULT_LOCALE when none is supported.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): SupportedLocale {
  for (const tag of acceptLanguageTags(header)) {
    const exact = BY_LOWER.get(tag);
    if (exact) return exact;
    const byLanguage = BY_LANGUAGE.get(tag.split("-")[0]!);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

/**
 * The Intl locale of a page language. Arabic numbers keep Latin digits (`-u-nu-latn`), like its
 * prices (ADR 035), so a count or a date never switches digit systems within a page.
 */
export function intlLocale(language: SiteLanguage): string {
  return language === "ar" ? "ar-u-nu-latn" : LANGUAGE_INFO[language].tag;
}

/**
 * The locale a page formats its dates and numbers in, on the server and in the browser alike:
 * an English page keeps the reader's English variant ('en-GB,en;q=0.9' → en-GB, 'Sep 5' for en-US);
 * a page in another language uses that language's locale, whatever the browser prefers.
 */
export function pageLocale(language: SiteLanguage, acceptLanguage: string | null | undefined): string {
  if (language !== DEFAULT_LANGUAGE) return intlLocale(language);
  const preferred = localeFromAcceptLanguage(acceptLanguage);
  return preferred.startsWith("en-") ? preferred : DEFAULT_LOCALE;
}
