import { byteText, spliceBytes, type ByteEdit } from "../server/request/html-bytes";
import { DEFERRED } from "./deferred-scripts";

// Only inside a tag, whatever the attributes' order.
const PRELOAD_TAG = new RegExp(`<link\\b[^>]*?\\b${DEFERRED.preload.from}`, "g");
const MODULE_TAG = new RegExp(`<script\\b[^>]*?\\b${DEFERRED.module.from}`);
// A message file's preload: the whole tag, its `rel` found inside it (root.tsx writes it first).
const MESSAGES_TAG = /<link\b[^>]*?\bdata-messages=""[^>]*>/g;

/**
 * A rendered page with React Router's module preloads and module script, and the message files'
 * preloads, made inert (ADR 059): `rel="modulepreload"` of every link, `rel="preload"` of every
 * link with `data-messages` and `type="module"` of the first module script are renamed.
 * The page comes whole (the renderer's output is collected first, ADR 060) and is searched as
 * Latin-1 text (server/request/html-bytes.ts); the answer is its bytes with the attributes replaced,
 * copied once.
 */
export function deferScripts(page: Buffer): Buffer {
  const text = byteText(page);
  const edits: ByteEdit[] = [];
  const rename = (tagEnd: number, from: string, to: string) => edits.push({ start: tagEnd - from.length, end: tagEnd, insert: to });
  for (const match of text.matchAll(PRELOAD_TAG)) rename(match.index + match[0].length, DEFERRED.preload.from, DEFERRED.preload.to);
  for (const match of text.matchAll(MESSAGES_TAG)) {
    const at = match[0].indexOf(DEFERRED.messages.from);
    if (at >= 0) rename(match.index + at + DEFERRED.messages.from.length, DEFERRED.messages.from, DEFERRED.messages.to);
  }
  const module = MODULE_TAG.exec(text);
  if (module) rename(module.index + module[0].length, DEFERRED.module.from, DEFERRED.module.to);
  return spliceBytes(
    page,
    edits.sort((a, b) => a.start - b.start),
  );
}
