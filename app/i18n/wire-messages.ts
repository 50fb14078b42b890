import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** Messages as the root loader sends them (ADR 051): plain text as a string, the rest as syntax trees. */
export type WireMessages = Record<string, string | MessageFormatElement[]>;

/**
 * A message set as loaders send it (ADR 060): the JSON text of its WireMessages, made once per
 * language and set of namespaces on the server. React Router encodes one string per page instead
 * of walking hundreds of keys and trees on every render; the browser parses it once per set.
 */
export type MessagesText = string;

/** Sets by text, decoded or encoded here: the server holds every language × page set (about 60), a browser a few; the bound is only a guard. */
const decoded = new Map<MessagesText, WireMessages>();
const MAX_DECODED = 256;

/** The text a loader sends for a message set; decoding it gives back this very object, unparsed. */
export function encodeMessages(messages: WireMessages): MessagesText {
  const text = JSON.stringify(messages);
  remember(text, messages);
  return text;
}

/** The message set of a loader's text; the same text gives the same object. */
export function decodeMessages(text: MessagesText): WireMessages {
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
