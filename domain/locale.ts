/**
 * The traveller's locale for dates and numbers, chosen on the server from Accept-Language and
 * handed to the browser by the root loader, so both render the same text (no hydration mismatch).
 * Only locales that Node's ICU and every current browser format identically are offered.
 */

import { acceptLanguageTags } from "./accept-language";

export const DEFAULT_LOCALE = "en-IN";

export const SUPPORTED_LOCALES = [
  "en-IN",
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
