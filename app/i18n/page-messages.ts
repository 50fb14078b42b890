import { decodeMessages, isMessagesFile, type WireMessages } from "./wire-messages";

type Match = { id: string; data?: unknown } | undefined;

type Merged = { merged?: WireMessages; next: WeakMap<WireMessages, Merged> };
const made: Merged = { next: new WeakMap() };

/**
 * The page's messages (ADR 058): the root loader's (what every page shows) and those the matched
 * page's loader sent for its own code, as one set. The same parts give the same object, so
 * react-intl and the meta functions keep their formatters between renders.
 * Undefined when the root loader's data is missing (an error page speaks English, ADR 042).
 */
export function pageMessages(matches: ReadonlyArray<Match>): WireMessages | undefined {
  const root = matches.find((m) => m?.id === "root");
  const rootMessages = messagesOf(root?.data);
  if (!rootMessages) return undefined;
  const parts = [rootMessages];
  for (const match of matches) {
    const own = match && match !== root ? messagesOf(match.data) : undefined;
    if (own) parts.push(own);
  }
  if (parts.length === 1) return rootMessages;
  // One merged object per sequence of parts (each part is one object per language on the server).
  let node = made;
  for (const part of parts) {
    let next = node.next.get(part);
    if (!next) node.next.set(part, (next = { next: new WeakMap() }));
    node = next;
  }
  node.merged ??= Object.assign({}, ...parts) as WireMessages;
  return node.merged;
}

/**
 * The message files the loaders of a document named (ADR 062), root first: the page preloads them
 * and the browser fetches them before it hydrates (app/entry.client.tsx).
 */
export function messageFiles(matches: ReadonlyArray<Match>): string[] {
  const urls: string[] = [];
  for (const match of matches) {
    const messages = sentMessages(match?.data);
    if (messages !== undefined && isMessagesFile(messages)) urls.push(messages);
  }
  return urls;
}

function sentMessages(data: unknown): string | undefined {
  const messages = data && typeof data === "object" && "messages" in data ? (data as { messages: unknown }).messages : undefined;
  return typeof messages === "string" ? messages : undefined;
}

function messagesOf(data: unknown): WireMessages | undefined {
  const messages = sentMessages(data);
  return messages === undefined ? undefined : decodeMessages(messages);
}
