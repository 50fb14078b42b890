import { createHash } from "node:crypto";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { isSiteLanguage, type SiteLanguage } from "../../domain/site-language";
import type { CopyNamespace } from "./copy-of";
import { provideEnglishFallback } from "./english-fallback";
import { encodeMessages, MESSAGES_FILE_PREFIX, rememberMessagesFile, type MessagesText, type WireMessages } from "./wire-messages";
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

type Namespaces = readonly CopyNamespace[];

/** A value made once per language and set of namespaces (pages × languages: a few dozen) and kept. */
type PerSet<T> = ((language: SiteLanguage, namespaces: Namespaces) => T) & {
  /** The value already made for a set, without making it. */
  made(language: SiteLanguage, namespaces: Namespaces): T | undefined;
};

function perSet<T>(make: (language: SiteLanguage, namespaces: Namespaces) => T): PerSet<T> {
  const values = new Map<string, T>();
  const keyOf = (language: SiteLanguage, namespaces: Namespaces) => `${language}:${namespaces.join(",")}`;
  const get = (language: SiteLanguage, namespaces: Namespaces) => {
    const key = keyOf(language, namespaces);
    let value = values.get(key);
    if (value === undefined) {
      value = make(language, namespaces);
      values.set(key, value);
    }
    return value;
  };
  return Object.assign(get, { made: (language: SiteLanguage, namespaces: Namespaces) => values.get(keyOf(language, namespaces)) });
}

/**
 * What a loader sends (ADR 051): a message that is plain text (most of them) as its string, the
 * others as their syntax trees. About 40% fewer values for React Router to encode into every page
 * and for the browser to decode; app/i18n/wire-messages.ts turns it back into trees.
 * Only the namespaces asked for (ADR 058): the root loader sends what every page shows, each
 * page's loader what its own code names, so a page carries none of the other pages' texts.
 */
export const wireMessages = perSet(selectWire);

function selectWire(language: SiteLanguage, namespaces: Namespaces): WireMessages {
  const wanted = new Set<string>(namespaces);
  const messages: WireMessages = {};
  for (const [id, tree] of Object.entries(compiledMessages(language))) {
    if (!wanted.has(id.slice(0, id.indexOf(".")))) continue;
    const only = tree.length === 1 ? tree[0] : undefined;
    messages[id] = tree.length === 0 ? "" : only && only.type === TYPE.literal ? only.value : tree;
  }
  return messages;
}

/**
 * wireMessages as the text loaders send (ADR 060), serialised once per language and namespaces.
 * The server's own render decodes it to the same object without parsing it (encodeMessages).
 */
export const wireMessagesText = perSet((language, namespaces) => encodeMessages(wireMessages(language, namespaces)));

/**
 * The URL of a message set's file (ADR 062): `/assets/messages/en/booking.site.1a2b3c4d.json`,
 * the hash being the first 8 hex digits of the SHA-256 of its text. A document names it instead
 * of carrying the text, so the text is neither encoded into every page the server renders nor
 * downloaded again by a browser (or service worker) that has it: the name changes with the text.
 */
export const messagesFileUrl = perSet((language, namespaces) => {
  const url = fileUrl(language, namespaces, wireMessagesText(language, namespaces));
  rememberMessagesFile(url, wireMessages(language, namespaces));
  return url;
});

function fileUrl(language: SiteLanguage, namespaces: Namespaces, text: MessagesText): string {
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 8);
  return `${MESSAGES_FILE_PREFIX}${language}/${namespaces.join(".")}.${hash}.json`;
}

/** Namespaces that exist: the part before the first dot of the English ids. */
const NAMESPACES = new Set(Object.keys(en).map((id) => id.slice(0, id.indexOf("."))));
const FILE_NAME = /^([a-zA-Z]+(?:\.[a-zA-Z]+)*)\.([0-9a-f]{8})\.json$/;
const MAX_NAMESPACES = 16;

export type MessagesFileAnswer =
  | { kind: "file"; text: string }
  /** A set whose text has changed since the name was made (a page rendered before a deploy). */
  | { kind: "moved"; url: string }
  | { kind: "missing" };

/**
 * What `/assets/messages/<language>/<file>` answers: the set's text when the name is current; the
 * current name when only the hash differs; missing for any language, namespace or name that is
 * not one. Any instance of the same build answers any name another made, without remembering
 * names it did not make itself (so made-up sets cost a request, never memory).
 */
export function messagesFileAnswer(language: string, fileName: string): MessagesFileAnswer {
  const match = FILE_NAME.exec(fileName);
  if (!isSiteLanguage(language) || !match) return { kind: "missing" };
  const namespaces = match[1]!.split(".");
  if (namespaces.length > MAX_NAMESPACES || new Set(namespaces).size !== namespaces.length || !namespaces.every((n) => NAMESPACES.has(n))) {
    return { kind: "missing" };
  }
  const set = namespaces as CopyNamespace[];
  const text = wireMessagesText.made(language, set) ?? JSON.stringify(wireMessages.made(language, set) ?? selectWire(language, set));
  const current = fileUrl(language, set, text);
  return current.endsWith(`/${fileName}`) ? { kind: "file", text } : { kind: "moved", url: current };
}

// Error pages rendered without root data speak English from the same catalogue.
provideEnglishFallback(() => compiledMessages("en"));
