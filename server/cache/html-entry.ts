import crypto from "node:crypto";

/**
 * An HTML page made fit to be served many times (ADR 040): the CSP nonce it was rendered with is
 * taken out of its `nonce` attributes and its policy names the SHA-256 hashes of its inline
 * scripts instead. Every visitor then gets the same bytes, so they are compressed once, carry one
 * ETag, and a browser's stored copy always matches the policy it is revalidated with; the policy
 * still lets run exactly the inline scripts the server rendered and nothing injected.
 *
 * Answers undefined when the page cannot be made so (the nonce also appears elsewhere in it, or
 * the policy does not carry it): such a page is sent as rendered and not kept.
 */
export function nonceFreeHtml(html: string, nonce: string, csp: string | undefined): { html: string; csp: string | undefined } | undefined {
  if (!nonce) return csp && /'nonce-/.test(csp) ? undefined : { html, csp };
  const token = `'nonce-${nonce}'`;
  if (csp !== undefined && !csp.includes(token)) return undefined;
  const stripped = html.split(` nonce="${nonce}"`).join("");
  if (stripped.includes(nonce)) return undefined;
  if (csp === undefined) return { html: stripped, csp };
  const hashes = [
    ...new Set(inlineScripts(stripped).map((text) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`)),
  ];
  // Hashes replace the nonce in script-src; no inline script at all leaves 'self' alone.
  const next = csp.split(token).join(hashes.join(" ")).replace(/ {2,}/g, " ").replace(/ ;/g, ";");
  return { html: stripped, csp: next };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The text of every inline script of a page (those without `src`), as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    out.push(match[2] ?? "");
  }
  return out;
}
