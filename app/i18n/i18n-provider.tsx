import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
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
    byLocale.set(
      locale,
      (intl = withKeptFormats(createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages, onError: reportIntlError }, cache), messages)),
    );
  return intl;
}

/** formatMessage's many typed overloads, as one call that takes what any of them takes. */
type AnyFormatMessage = (descriptor: { id?: string | number }, values?: Record<string, unknown>, opts?: object) => unknown;

/**
 * react-intl's formatMessage with each message's formatter kept by its id. react-intl finds the
 * formatter of a message with values by a key it makes anew on every call: the JSON text of the
 * message's whole syntax tree and of the formats (about 2.5 µs of a 3.3 µs call; a listing page
 * makes about a hundred such calls, on the server and again in the browser as it hydrates). A message of
 * this set is the same tree for the life of the object, so its formatter is asked for once. Only
 * messages of the set with plain values (texts and numbers) take this path; rich text (React
 * elements, tag functions), options, unknown ids and any error go to react-intl's own call, which
 * reports what went wrong as before.
 */
function withKeptFormats(intl: IntlShape, messages: Record<string, MessageFormatElement[]>): IntlShape {
  const formats = new Map<string, ReturnType<IntlShape["formatters"]["getMessageFormat"]>>();
  const original = intl.formatMessage as unknown as AnyFormatMessage;
  const formatMessage: AnyFormatMessage = (descriptor, values, opts) => {
    const id = descriptor.id === undefined ? undefined : String(descriptor.id);
    const message = id !== undefined && Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (!message || message.length === 0 || isLiteral(message) || !values || opts || !plainValues(values))
      return original(descriptor, values, opts);
    let format = formats.get(id!);
    if (!format)
      formats.set(id!, (format = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, { formatters: intl.formatters })));
    try {
      return format.format(values as Record<string, string | number | boolean | null | undefined>);
    } catch {
      return original(descriptor, values, opts);
    }
  };
  const kept = formatMessage as unknown as IntlShape["formatMessage"];
  return { ...intl, formatMessage: kept, $t: kept };
}

const isLiteral = (message: MessageFormatElement[]) => message.length === 1 && message[0]?.type === TYPE.literal;

/** Texts, numbers, booleans and nothing: values whose message formats to one string. */
function plainValues(values: object): boolean {
  for (const value of Object.values(values)) if (typeof value === "function" || (typeof value === "object" && value !== null)) return false;
  return true;
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
