import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from "react-intl";
import { LANGUAGE_INFO, type SiteLanguage } from "../../domain/site-language";
import { EnglishFallbackData, englishFallback } from "./english-fallback";
import { expandMessages, type WireMessages } from "./wire-messages";

/**
 * The Intl locale of a page language. Arabic numbers keep Latin digits (`-u-nu-latn`), like its
 * prices (ADR 035), so a count or a date never switches digit systems within a page.
 */
export function intlLocale(language: SiteLanguage): string {
  return language === "ar" ? "ar-u-nu-latn" : LANGUAGE_INFO[language].tag;
}

const cache = createIntlCache();
const made = new WeakMap<object, Partial<Record<SiteLanguage, IntlShape>>>();

/**
 * The react-intl object of a language and message set, made once and shared by every render and
 * meta function that uses the same set (ADR 060): its message and number formatters are built once,
 * not on each page a server renders.
 */
export function intlFor(language: SiteLanguage, messages: Record<string, MessageFormatElement[]>): IntlShape {
  let byLanguage = made.get(messages);
  if (!byLanguage) made.set(messages, (byLanguage = {}));
  return (byLanguage[language] ??= createIntl(
    { locale: intlLocale(language), defaultLocale: "en-IN", messages, onError: reportIntlError },
    cache,
  ));
}

/**
 * react-intl for one page language; messages come pre-parsed from the root loader (ADR 034). None
 * at all means the root loader failed: the page is in English, from the English catalogue (ADR 042).
 */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: SiteLanguage;
  messages: WireMessages;
  children: React.ReactNode;
}) {
  const withoutData = hasNoMessages(messages);
  return (
    <RawIntlProvider value={intlFor(language, withoutData ? englishFallback() : expandMessages(messages))}>
      {children}
      {withoutData ? <EnglishFallbackData /> : null}
    </RawIntlProvider>
  );
}

/** Whether a set is empty, without listing its few hundred keys on every render. */
function hasNoMessages(messages: WireMessages): boolean {
  for (const _id in messages) return false;
  return true;
}

/** A missing or broken message is a bug the catalogue test should have caught: say so loudly. */
function reportIntlError(error: { code?: string; message: string }) {
  console.error(`[i18n] ${error.code ?? "ERROR"}: ${error.message}`);
}
