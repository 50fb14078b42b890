import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type SiteLanguage } from "./site-language";

/**
 * Per-package translations (ADR 041, 112): the admin or the package's provider may write its
 * title, description, highlights, itinerary days, inclusions and exclusions in Malayalam, Hindi
 * and Arabic; a page in one of those languages shows them when present, else the package's
 * original text, marked as written in the original's language. Everything else stays as written.
 */

/** The site languages a package may carry its own title and description in (English is the original). */
export const TRANSLATED_LANGUAGES = ["ml", "hi", "ar"] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** A translated itinerary day: the n-th entry translates the package's n-th day; "" keeps the original. */
export interface TranslatedDay {
  title: string;
  description: string;
}

export interface PackageTranslation {
  title: string;
  description: string;
  /** Each list replaces the original list as a whole when it has an item; left out when empty. */
  highlights?: string[];
  inclusions?: string[];
  exclusions?: string[];
  /** By day: left out when no day has a translated word. */
  itinerary?: TranslatedDay[];
}

/** The translated lists, in the order the editor shows them. */
export const TRANSLATED_LISTS = ["highlights", "inclusions", "exclusions"] as const;
export type TranslatedList = (typeof TRANSLATED_LISTS)[number];

/** The language a package's own text is written in: the site's source language (ADR 112). */
export const ORIGINAL_LANGUAGE: SiteLanguage = DEFAULT_LANGUAGE;

/** A text (or list) to show, with the language it is written in. */
export interface Shown<T> {
  value: T;
  language: SiteLanguage;
}
export type PackageTranslations = Partial<Record<TranslatedLanguage, PackageTranslation>>;

export const TRANSLATION_TITLE_MAX = 200;
export const TRANSLATION_DESCRIPTION_MAX = 20_000;
/** The limits of a translated list item and day: the original's (domain/package-validation.ts). */
export const TRANSLATION_ITEM_MAX = 500;
export const TRANSLATION_DAY_TITLE_MAX = 200;
export const TRANSLATION_DAY_DESCRIPTION_MAX = 5_000;

function isTranslatedLanguage(language: string): language is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(language);
}

/**
 * A package's title and description in a page language: each one translated when the admin
 * wrote it for that language, else the original; `lang` says which language the shown text is in
 * (a page sets it on the element, so screen readers and fonts treat the text right).
 */
export function localizedContent(
  pkg: { title: string; description: string; translations?: PackageTranslations | null },
  language: string,
): { title: string; description: string; titleTranslated: boolean; descriptionTranslated: boolean } {
  const own = isTranslatedLanguage(language) ? pkg.translations?.[language] : undefined;
  const description = own?.description.trim() ?? "";
  const { title, titleTranslated } = localizedTitle(pkg, language);
  return { title, description: description || pkg.description, titleTranslated, descriptionTranslated: description !== "" };
}

/**
 * The title alone, as localizedContent gives it (a listing card reads no description); `pkg` may be
 * a package or what keeps its titles without it (PackageTitles: a favourite).
 */
export function localizedTitle(
  pkg: { title: string; translations?: TranslatedTitles | null },
  language: string,
): { title: string; titleTranslated: boolean } {
  const title = (isTranslatedLanguage(language) ? pkg.translations?.[language]?.title.trim() : undefined) ?? "";
  return { title: title || pkg.title, titleTranslated: title !== "" };
}

/**
 * The title a page in `language` shows, with the language it is written in (localizedTitle's
 * choice, given as localizedList gives a list), so the page can mark an untranslated one.
 */
export function shownTitle(pkg: { title: string; translations?: TranslatedTitles | null }, language: SiteLanguage): Shown<string> {
  const { title, titleTranslated } = localizedTitle(pkg, language);
  return { value: title, language: titleTranslated ? language : ORIGINAL_LANGUAGE };
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** Just the translated titles, by language (a package's translations have this shape too). */
export type TranslatedTitles = Partial<Record<TranslatedLanguage, { title: string }>>;

/**
 * A package's original title and translated titles (all, or those a page had). What keeps a
 * package to name it later without the server (a favourite in the browser's storage) keeps this,
 * so it can show the title in the language a page is in then, where it was kept.
 */
export interface PackageTitles {
  title: string;
  translations: TranslatedTitles;
}

/**
 * The translated titles of `translations` (a package's, or what storage gave back): each language
 * with a written title, trimmed; descriptions, lists, unknown languages and odd values left out.
 */
export function translatedTitles(translations: unknown): TranslatedTitles {
  const out: TranslatedTitles = {};
  if (!translations || typeof translations !== "object") return out;
  for (const language of TRANSLATED_LANGUAGES) {
    const entry = (translations as Record<string, unknown>)[language];
    const title = entry && typeof entry === "object" ? trimmed((entry as { title?: unknown }).title) : "";
    if (title) out[language] = { title };
  }
  return out;
}

/**
 * The original title and the one translated into `language`, if written: what a page sends beside
 * a package it shows in that language (the other languages' stay on the server, as the package
 * page's loader keeps them).
 */
export function pageTitles(pkg: { title: string; translations?: PackageTranslations | null }, language: SiteLanguage): PackageTitles {
  const own = isTranslatedLanguage(language) ? translatedTitles(pkg.translations)[language] : undefined;
  return { title: pkg.title, translations: own ? { [language]: own } : {} };
}

function cleanList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(trimmed).filter((item) => item !== "") : [];
}

/** Days by position: a day with neither text is kept as blanks while a later one has text, then dropped. */
function cleanDays(value: unknown): TranslatedDay[] {
  if (!Array.isArray(value)) return [];
  const days = value.map((d) => {
    const day = d && typeof d === "object" ? (d as { title?: unknown; description?: unknown }) : {};
    return { title: trimmed(day.title), description: trimmed(day.description) };
  });
  while (days.length > 0 && !days.at(-1)!.title && !days.at(-1)!.description) days.pop();
  return days;
}

/**
 * The translations as stored: text trimmed, empty list items dropped, a list or the days left out
 * when empty, a language with nothing written left out, languages in TRANSLATED_LANGUAGES order.
 * Unknown languages and odd values are dropped.
 */
export function cleanTranslations(value: unknown): PackageTranslations {
  const out: PackageTranslations = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  const source = value as Record<string, unknown>;
  for (const language of TRANSLATED_LANGUAGES) {
    const entry = source[language];
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) continue;
    const given = entry as Record<string, unknown>;
    const cleaned: PackageTranslation = { title: trimmed(given.title), description: trimmed(given.description) };
    for (const list of TRANSLATED_LISTS) {
      const items = cleanList(given[list]);
      if (items.length > 0) cleaned[list] = items;
    }
    const days = cleanDays(given.itinerary);
    if (days.length > 0) cleaned.itinerary = days;
    if (cleaned.title || cleaned.description || Object.keys(cleaned).length > 2) out[language] = cleaned;
  }
  return out;
}

/**
 * The itinerary without the days `remove` picks, and every language's translated days without
 * the same positions: translated days are matched to the original's by position (localizedLists),
 * so removing a day from the original alone would put each later translation on the day before.
 */
export function removeItineraryDays<
  Day,
  Translation extends { title: string; description: string; itinerary?: readonly TranslatedDay[] | undefined },
>(
  content: { itinerary: readonly Day[]; translations: Partial<Record<TranslatedLanguage, Translation>> },
  remove: (day: Day, index: number) => boolean,
): { itinerary: Day[]; translations: Partial<Record<TranslatedLanguage, Translation>> } {
  const removed = new Set(content.itinerary.flatMap((day, i) => (remove(day, i) ? [i] : [])));
  const translations: Partial<Record<TranslatedLanguage, Translation>> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const entry = content.translations[language];
    if (!entry) continue;
    translations[language] = entry.itinerary ? { ...entry, itinerary: entry.itinerary.filter((_, i) => !removed.has(i)) } : entry;
  }
  return { itinerary: content.itinerary.filter((_, i) => !removed.has(i)), translations };
}

/** The package's lists and days as a page in `language` shows them (translated where written). */
export interface LocalizedLists {
  highlights: Shown<string[]>;
  inclusions: Shown<string[]>;
  exclusions: Shown<string[]>;
  /** Each original day's title and description, each in the language it is shown in. */
  itinerary: { title: Shown<string>; description: Shown<string> }[];
}

/**
 * The highlights, inclusions, exclusions and itinerary days a page in `language` shows: a list
 * translated for that language replaces the original list; a day's title and description are
 * each the translation when written, else the original. Each says the language it is in, so the
 * page can mark original text with its own `lang` and direction.
 */
export function localizedLists(
  pkg: {
    highlights: readonly string[];
    inclusions: readonly string[];
    exclusions: readonly string[];
    itinerary: readonly { title: string; description: string }[];
    translations?: PackageTranslations | null;
  },
  language: SiteLanguage,
): LocalizedLists {
  const own = isTranslatedLanguage(language) ? pkg.translations?.[language] : undefined;
  const list = (name: TranslatedList) => localizedList(pkg, name, language);
  const text = (translated: string | undefined, original: string): Shown<string> =>
    translated?.trim() ? { value: translated.trim(), language } : { value: original, language: ORIGINAL_LANGUAGE };
  return {
    highlights: list("highlights"),
    inclusions: list("inclusions"),
    exclusions: list("exclusions"),
    itinerary: pkg.itinerary.map((day, i) => ({
      title: text(own?.itinerary?.[i]?.title, day.title),
      description: text(own?.itinerary?.[i]?.description, day.description),
    })),
  };
}

/** One list as localizedLists gives it: the translation for `language` when written, else the original. */
export function localizedList<Name extends TranslatedList>(
  pkg: { [list in Name]: readonly string[] } & { translations?: PackageTranslations | null },
  name: Name,
  language: SiteLanguage,
): Shown<string[]> {
  const own = isTranslatedLanguage(language) ? pkg.translations?.[language] : undefined;
  const items = own?.[name]?.filter((item) => item.trim() !== "") ?? [];
  return items.length > 0 ? { value: items, language } : { value: [...pkg[name]], language: ORIGINAL_LANGUAGE };
}

/**
 * The `lang` and `dir` of an element showing text written in `shown` on a page in `page`: none when
 * they are the same language, else the text's own, so an English line on an Arabic page keeps its
 * word order ("2 nights…" does not become "nights… 2") and is read out in English.
 */
export function languageMarks(shown: SiteLanguage, page: SiteLanguage): { lang?: string; dir?: "ltr" | "rtl" } {
  if (shown === page) return {};
  const { tag, dir } = LANGUAGE_INFO[shown];
  return { lang: tag, dir };
}
