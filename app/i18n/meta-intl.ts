import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from "../../domain/site-language";
import { englishFallback } from "./english-fallback";
import { intlLocale } from "./i18n-provider";

const cache = createIntlCache();
const made = new WeakMap<object, IntlShape>();

/**
 * react-intl outside React (meta functions, JSON-LD): the page language's messages from the root
 * loader's data in `matches`; the English catalogue when there is none (error pages, ADR 042).
 */
/** The page language from the root loader's data in `matches` (English when there is none). */
export function metaLanguage(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteLanguage {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: string } | undefined;
  return isSiteLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE;
}

export function metaIntl(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): IntlShape {
  const root = matches.find((m) => m?.id === "root")?.data as
    { language?: string; messages?: Record<string, MessageFormatElement[]> } | undefined;
  const language = isSiteLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE;
  const messages = root?.messages ?? englishFallback();
  let intl = made.get(messages);
  if (!intl) {
    intl = createIntl({ locale: intlLocale(language), defaultLocale: "en-IN", messages }, cache);
    made.set(messages, intl);
  }
  return intl;
}
