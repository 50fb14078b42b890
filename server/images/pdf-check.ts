/**
 * A small structural check of an uploaded PDF (beyond the `%PDF-` prefix): the bytes that a PDF reader
 * needs first. It does not parse the document; it refuses what is plainly not one, such as a
 * file that merely starts with "%PDF-", or a download that was cut off before its end.
 */

/** How far from the end the trailer (startxref and %%EOF) may be; readers look about as far. */
const TAIL_BYTES = 1024;

export function looksLikePdf(body: Buffer): boolean {
  const text = body.toString("latin1");
  if (!/^%PDF-1\.\d/.test(text)) return false;
  const tail = text.slice(-TAIL_BYTES);
  if (!tail.includes("%%EOF")) return false;
  const start = /startxref\s+(\d+)\s/.exec(tail);
  if (!start || Number(start[1]) >= body.length) return false;
  // A cross-reference table ("xref" on its own line) or a cross-reference stream.
  const hasXref = /(^|[\r\n])xref[\r\n ]/.test(text) || /\/Type\s*\/XRef\b/.test(text);
  return hasXref && /\d+\s+\d+\s+obj\b/.test(text);
}
