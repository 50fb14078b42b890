import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** Messages as the root loader sends them (ADR 051): plain text as a string, the rest as syntax trees. */
export type WireMessages = Record<string, string | MessageFormatElement[]>;

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
