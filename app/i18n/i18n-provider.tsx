import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from "react-intl";
import { DEFAULT_LOCALE } from "../../domain/locale";
import { EnglishFallbackData, englishFallback } from "./english-fallback";
import { expandMessages, type WireMessages } from "./wire-messages";

const cache = createIntlCache();
const made = new WeakMap<object, Map<string, IntlShape>>();

/**
 * The react-intl object of a page locale (domain/locale's pageLocale, one of a fixed few) and
 * message set, made once and shared by every render and meta function that uses the same set (ADR
 * 060): its message and number formatters are built once, not on each page a server renders.
 */
export function intlFor(locale: string, messages: Record<string, MessageFormatElement[]>): IntlShape {
  let byLocale = made.get(messages);
  if (!byLocale) made.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl)
    byLocale.set(locale, (intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages, onError: reportIntlError }, cache)));
  return intl;
}

/**
 * react-intl for one page, in the page's locale (usePageLocale), so its messages format dates and
 * numbers as the rest of the page does; messages come pre-parsed from the root loader (ADR 034). None
 * at all means the root loader failed: the page is in English, from the English catalogue (ADR 042).
 */
export function I18nProvider({ locale, messages, children }: { locale: string; messages: WireMessages; children: React.ReactNode }) {
  const withoutData = hasNoMessages(messages);
  return (
    <RawIntlProvider value={intlFor(locale, withoutData ? englishFallback() : expandMessages(messages))}>
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
