import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** Messages as the root loader sends them (ADR 051): plain text as a string, the rest as syntax trees. */
export type WireMessages = Record<string, string | MessageFormatElement[]>;

/**
 * A message set as loaders send it: the URL of its file for a document request (ADR 062), the
 * JSON text of its WireMessages for React Router's data requests (client navigations, ADR 060).
 * Either is made once per language and set of namespaces on the server.
 */
export type MessagesText = string;

/** Where message files are served (ADR 062): `/assets/messages/<language>/<namespaces>.<hash>.json`. */
export const MESSAGES_FILE_PREFIX = "/assets/messages/";

/** Whether a loader's messages name a file (a document request) rather than carry the text. */
export function isMessagesFile(messages: MessagesText): boolean {
  return messages.startsWith(MESSAGES_FILE_PREFIX);
}

/** Sets by text, decoded or encoded here: the server holds every language × page set (about 60), a browser a few; the bound is only a guard. */
const decoded = new Map<MessagesText, WireMessages>();
const MAX_DECODED = 256;
/**
 * Sets by file URL: the server's own (made by loaders, a few dozen) and those a browser fetched
 * before hydrating (app/entry.client.tsx). Never cleared: a page's render must find its set.
 */
const files = new Map<string, WireMessages>();

/** The text a loader sends for a message set; decoding it gives back this very object, unparsed. */
export function encodeMessages(messages: WireMessages): MessagesText {
  const text = JSON.stringify(messages);
  remember(text, messages);
  return text;
}

/** Records the set a file URL names: on the server when it names it, in the browser once fetched. */
export function rememberMessagesFile(url: string, messages: WireMessages) {
  files.set(url, messages);
}

/**
 * The message set of a loader's text, or of a file URL already fetched (undefined when it was
 * not: the page then falls back as without data); the same text gives the same object.
 */
export function decodeMessages(text: MessagesText): WireMessages | undefined {
  if (isMessagesFile(text)) return files.get(text);
  let messages = decoded.get(text);
  if (!messages) {
    messages = JSON.parse(text) as WireMessages;
    remember(text, messages);
  }
  return messages;
}

function remember(text: MessagesText, messages: WireMessages) {
  if (decoded.size >= MAX_DECODED) decoded.clear();
  decoded.set(text, messages);
}

const expanded = new WeakMap<WireMessages, Record<string, MessageFormatElement[]>>();

/** The syntax trees react-intl runs on, rebuilt once per message set (a string is one literal). */
export function expandMessages(messages: WireMessages): Record<string, MessageFormatElement[]> {
  let trees = expanded.get(messages);
  if (!trees) {
    trees = {};
    for (const [id, message] of Object.entries(messages)) {
      trees[id] = typeof message === "string" ? (message === "" ? [] : [{ type: TYPE.literal, value: message }]) : message;
    }
    expanded.set(messages, trees);
  }
  return trees;
}
