/**
 * A page's bytes read as Latin-1, one character per byte (ADR 060): every index into the text is
 * the same index into the bytes, the tags and attributes looked for are ASCII (which no byte of a
 * Malayalam or Arabic character is), and nothing is decoded as UTF-8 and encoded again.
 */
export function byteText(page: Buffer): string {
  return page.toString("latin1");
}

/** A change to a page: bytes [start, end) replaced by `insert`. */
export interface ByteEdit {
  start: number;
  end: number;
  insert: string;
}

/**
 * The page with `edits` (in order, not overlapping) made, copied once; the page itself when there
 * are none. `insert` is ASCII (attribute names and values), so its characters are its bytes.
 */
export function spliceBytes(page: Buffer, edits: readonly ByteEdit[]): Buffer {
  if (edits.length === 0) return page;
  const parts: Buffer[] = [];
  let copied = 0;
  for (const edit of edits) {
    parts.push(page.subarray(copied, edit.start));
    if (edit.insert) parts.push(Buffer.from(edit.insert, "latin1"));
    copied = edit.end;
  }
  parts.push(page.subarray(copied));
  return Buffer.concat(parts);
}
