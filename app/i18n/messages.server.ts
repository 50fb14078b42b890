import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { SiteLanguage } from "../../domain/site-language";
import { provideEnglishFallback } from "./english-fallback";
import ar from "./messages/ar.json";
import en from "./messages/en.json";
import hi from "./messages/hi.json";
import ml from "./messages/ml.json";

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** The catalogues as written: ICU MessageFormat strings by id (en.json is the source of the English texts, ADR 042). */
export const CATALOGUES: Record<SiteLanguage, Record<string, string>> = { en, ml, hi, ar };

const compiled = new Map<SiteLanguage, CompiledMessages>();

/**
 * One language's messages, parsed once per process into the ICU syntax trees react-intl runs on.
 * Only these reach the browser (root loader data), which therefore needs no ICU parser (ADR 034).
 */
export function compiledMessages(language: SiteLanguage): CompiledMessages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = {};
    for (const [id, text] of Object.entries(CATALOGUES[language])) messages[id] = parse(text);
    compiled.set(language, messages);
  }
  return messages;
}

// Error pages rendered without root data speak English from the same catalogue.
provideEnglishFallback(() => compiledMessages("en"));
