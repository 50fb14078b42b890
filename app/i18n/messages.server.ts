import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { SiteLanguage } from "../../domain/site-language";
import type { CopyNamespace } from "./copy-of";
import { provideEnglishFallback } from "./english-fallback";
import { encodeMessages, type MessagesText, type WireMessages } from "./wire-messages";
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

const wire = new Map<string, WireMessages>();

/**
 * What a loader sends (ADR 051): a message that is plain text (most of them) as its string, the
 * others as their syntax trees. About 40% fewer values for React Router to encode into every page
 * and for the browser to decode; app/i18n/wire-messages.ts turns it back into trees.
 * Only the namespaces asked for (ADR 058): the root loader sends what every page shows, each
 * page's loader what its own code names, so a page carries none of the other pages' texts.
 */
export function wireMessages(language: SiteLanguage, namespaces: readonly CopyNamespace[]): WireMessages {
  const key = `${language}:${namespaces.join(",")}`;
  let messages = wire.get(key);
  if (!messages) {
    const wanted = new Set<string>(namespaces);
    messages = {};
    for (const [id, tree] of Object.entries(compiledMessages(language))) {
      if (!wanted.has(id.slice(0, id.indexOf(".")))) continue;
      const only = tree.length === 1 ? tree[0] : undefined;
      messages[id] = tree.length === 0 ? "" : only && only.type === TYPE.literal ? only.value : tree;
    }
    wire.set(key, messages);
  }
  return messages;
}

const texts = new Map<string, MessagesText>();

/**
 * wireMessages as the text loaders send (ADR 060), serialised once per language and namespaces.
 * The server's own render decodes it to the same object without parsing it (encodeMessages).
 */
export function wireMessagesText(language: SiteLanguage, namespaces: readonly CopyNamespace[]): MessagesText {
  const key = `${language}:${namespaces.join(",")}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = encodeMessages(wireMessages(language, namespaces));
    texts.set(key, text);
  }
  return text;
}

// Error pages rendered without root data speak English from the same catalogue.
provideEnglishFallback(() => compiledMessages("en"));
