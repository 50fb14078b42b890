import crypto from "node:crypto";
import { byteText, spliceBytes, type ByteEdit } from "../request/html-bytes";

/**
 * An HTML page made fit to be served many times (ADR 040): the CSP nonce it was rendered with is
 * taken out of its `nonce` attributes and its policy names the SHA-256 hashes of its inline
 * scripts instead. Every visitor then gets the same bytes, so they are compressed once, carry one
 * ETag, and a browser's stored copy always matches the policy it is revalidated with; the policy
 * still lets run exactly the inline scripts the server rendered and nothing injected.
 *
 * Answers undefined when the page cannot be made so (the nonce also appears elsewhere in it, or
 * the policy does not carry it): such a page is sent as rendered and not kept.
 *
 * Works on the page's bytes, searched as Latin-1 text (ADR 060, server/request/html-bytes.ts): the
 * page is copied once, without the nonce, and a script's hash is taken over its very bytes, as
 * the browser takes it.
 */
export function nonceFreeHtml(page: Buffer, nonce: string, csp: string | undefined): { html: Buffer; csp: string | undefined } | undefined {
  if (!nonce) return csp && /'nonce-/.test(csp) ? undefined : { html: page, csp };
  const token = `'nonce-${nonce}'`;
  if (csp !== undefined && !csp.includes(token)) return undefined;
  const text = byteText(page);
  const attribute = ` nonce="${nonce}"`;
  const edits: ByteEdit[] = [];
  for (let at = text.indexOf(attribute); at >= 0; at = text.indexOf(attribute, at + attribute.length)) {
    edits.push({ start: at, end: at + attribute.length, insert: "" });
  }
  // The nonce anywhere else (in a text, say) would be given to every visitor: not kept.
  if (text.split(nonce).length - 1 !== edits.length) return undefined;
  const stripped = spliceBytes(page, edits);
  if (csp === undefined) return { html: stripped, csp };
  // The scripts hashed are the inline ones that carried the nonce: those the server rendered to
  // run. A script without it (one injected into the page, or a data block such as JSON-LD, which
  // no policy governs) is not named, so it stays blocked in the cached page as the nonce blocked
  // it in the page as rendered. A place in the rendered page, once the attributes before it are
  // out, is where it is in the stripped page, whose bytes are hashed.
  const inStripped = (at: number) => at - attribute.length * edits.filter((edit) => edit.start < at).length;
  const hashes = [
    ...new Set(
      noncedScripts(text, edits).map(([start, end]) => {
        const script = stripped.subarray(inStripped(start), inStripped(end));
        return `'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`;
      }),
    ),
  ];
  // Hashes replace the nonce in script-src; no inline script at all leaves 'self' alone.
  const next = csp.split(token).join(hashes.join(" ")).replace(/ {2,}/g, " ").replace(/ ;/g, ";");
  return { html: stripped, csp: next };
}

const SCRIPT_END = /<\/script/gi;

/**
 * Where the text of each inline script that carries the nonce starts and ends, in the page as
 * rendered; `edits` are the nonce attributes, in order. Only the attribute's own tag is read: a
 * `<script` tag without `src`, its text running to the first `</script` after it, as the browser
 * reads it. A nonce on another tag (a module preload, say) or on a script with `src` names no
 * inline script.
 */
function noncedScripts(html: string, edits: readonly ByteEdit[]): [start: number, end: number][] {
  const out: [number, number][] = [];
  for (const edit of edits) {
    const tagStart = html.lastIndexOf("<", edit.start);
    const tagEnd = html.indexOf(">", edit.end);
    if (tagStart < 0 || tagEnd < 0 || html.slice(tagStart, tagStart + 7).toLowerCase() !== "<script") continue;
    if (!/^[\s/>]/.test(html.charAt(tagStart + 7)) || /\ssrc\s*=/i.test(html.slice(tagStart, tagEnd))) continue;
    SCRIPT_END.lastIndex = tagEnd + 1;
    const end = SCRIPT_END.exec(html);
    if (end) out.push([tagEnd + 1, end.index]);
  }
  return out;
}
