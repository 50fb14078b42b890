import { parse } from "cookie";

/** The cookies of a request, by name (a name the request did not send is undefined). */
export type RequestCookies = Readonly<Record<string, string | undefined>>;

/**
 * The one reading of a Cookie header, for everything that decides an answer by a cookie (the
 * page's language redirect and currency, the shared cache's key, the admin session): the `cookie`
 * package's parser. A name sent twice keeps its first value, as browsers put the cookie of the
 * longest path first; a name without '=' is no cookie; a value is percent-decoded when it can be.
 */
export function parseCookies(header: string | null | undefined): RequestCookies {
  return header ? parse(header) : {};
}

/**
 * Whether the header sends one of `names` twice or bare (`kt_currency` without '='). A browser
 * sends neither for cookies set on one path, so such a request is answered but its answer is
 * never shared: a crafted header must not choose what other visitors get.
 */
export function hasAmbiguousCookie(header: string | null | undefined, names: readonly string[]): boolean {
  if (!header) return false;
  const seen = new Set<string>();
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    const name = (at < 0 ? part : part.slice(0, at)).trim();
    if (!names.includes(name)) continue;
    if (at < 0 || seen.has(name)) return true;
    seen.add(name);
  }
  return false;
}
