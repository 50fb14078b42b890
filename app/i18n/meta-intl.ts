import type { IntlShape } from "react-intl";
import { DEFAULT_LOCALE } from "../../domain/locale";
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from "../../domain/site-language";
import { englishFallback } from "./english-fallback";
import { intlFor } from "./i18n-provider";
import { pageMessages } from "./page-messages";
import { expandMessages } from "./wire-messages";

/** The page language from the root loader's data in `matches` (English when there is none). */
export function metaLanguage(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteLanguage {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: string } | undefined;
  return isSiteLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE;
}

/** The page locale from the root loader's data, as usePageLocale reads it inside React. */
function metaLocale(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { locale?: string } | undefined;
  return typeof root?.locale === "string" ? root.locale : DEFAULT_LOCALE;
}

/**
 * react-intl outside React (meta functions, JSON-LD): the page language's messages from the
 * loaders' data in `matches`; the English catalogue when there is none (error pages, ADR 042).
 */
export function metaIntl(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): IntlShape {
  // The root loader's messages and the page's own (ADR 058), or English on an error page.
  const wire = pageMessages(matches);
  return intlFor(metaLocale(matches), wire ? expandMessages(wire) : englishFallback());
}
