/**
 * Query parameters that tag a link for its sender's analytics: campaign tags, and the click ids
 * that ads, social apps and search engines add to a link (a shared link carries a new one on
 * every click). No page reads them. The response cache keys a page without them, and the page's
 * own links back to itself (the language switcher, the currency picker's return path) leave them
 * out, so one rendered page serves every tagged link to it; Insight reads a visit's campaign from
 * the landing URL before the cache answers (`campaignOf`, domain/insight.ts).
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "igshid",
  "twclid",
  "ttclid",
  "yclid",
  "srsltid",
  "mc_cid",
  "mc_eid",
  "_gl",
]);

/** Whether a parameter (as decoded from a query string) is one of TRACKING_PARAMS, in any letter case. */
export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAMS.has(name.toLowerCase());
}

/**
 * A query string (`?…` or empty, as `location.search` has it) without its tracking parameters;
 * the other parameters keep their order and their bytes, and a query without tracking parameters
 * comes back as it was.
 */
export function withoutTrackingParams(search: string): string {
  const body = search.startsWith("?") ? search.slice(1) : search;
  if (body === "") return search;
  const pairs = body.split("&");
  const kept = pairs.filter((pair) => !isTrackingParam(nameOf(pair)));
  if (kept.length === pairs.length) return search;
  return kept.length > 0 ? `?${kept.join("&")}` : "";
}

/** A pair's name, decoded as URLSearchParams decodes it (or as written when it is not valid encoding). */
function nameOf(pair: string): string {
  const at = pair.indexOf("=");
  const raw = (at < 0 ? pair : pair.slice(0, at)).replace(/\+/g, " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
