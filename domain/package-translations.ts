/**
 * Per-package translations (ADR 041): the admin may write a package's title and
 * description in Malayalam, Hindi and Arabic; a page in one of those languages shows them when
 * present, else the package's original text. Everything else about a package stays as written.
 */

/** The site languages a package may carry its own title and description in (English is the original). */
export const TRANSLATED_LANGUAGES = ["ml", "hi", "ar"] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export interface PackageTranslation {
  title: string;
  description: string;
}
export type PackageTranslations = Partial<Record<TranslatedLanguage, PackageTranslation>>;

export const TRANSLATION_TITLE_MAX = 200;
export const TRANSLATION_DESCRIPTION_MAX = 20_000;

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
  const title = own?.title.trim() ?? "";
  const description = own?.description.trim() ?? "";
  return {
    title: title || pkg.title,
    description: description || pkg.description,
    titleTranslated: title !== "",
    descriptionTranslated: description !== "",
  };
}

/**
 * The translations as stored: text trimmed, a language with neither title nor description left
 * out, languages in TRANSLATED_LANGUAGES order. Unknown languages and odd values are dropped.
 */
export function cleanTranslations(value: unknown): PackageTranslations {
  const out: PackageTranslations = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  const source = value as Record<string, unknown>;
  for (const language of TRANSLATED_LANGUAGES) {
    const entry = source[language];
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) continue;
    const { title, description } = entry as { title?: unknown; description?: unknown };
    const t = typeof title === "string" ? title.trim() : "";
    const d = typeof description === "string" ? description.trim() : "";
    if (t || d) out[language] = { title: t, description: d };
  }
  return out;
}
