import { redirect } from "react-router";
import { isDisplayCurrency } from "../../domain/currency";
import { CHOICE_COOKIE_MAX_AGE, CURRENCY_COOKIE } from "../../domain/site-language";
import { isSitePagePath } from "../../domain/site-pages";
import type { Route } from "./+types/preferences";

/**
 * The page to return to: `back` resolved as a URL against our own origin, the way a browser
 * would follow it (tabs and line breaks dropped, backslashes read as slashes, dot segments
 * removed), kept only when the origin is still ours and the path is one of the site's pages;
 * else '/'. The result is the URL's own serialisation (percent-encoded, so any text is a valid
 * header value) and never starts with '//'.
 */
export function safeBackPath(back: string | null, origin: string): string {
  if (!back) return "/";
  let url: URL;
  try {
    url = new URL(back, origin);
  } catch {
    return "/";
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== origin || path.startsWith("//") || path.length > 2000 || !isSitePagePath(url.pathname)) return "/";
  return path;
}

/**
 * GET /preferences?currency=AED&back=/ml/packages: remembers the display currency in a cookie
 * (ADR 035) and goes back. A bad currency changes nothing.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const currency = url.searchParams.get("currency");
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (isDisplayCurrency(currency)) {
    const secure = context.services.config.publicBaseUrl?.startsWith("https://") ? "; Secure" : "";
    headers.append("Set-Cookie", `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${CHOICE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`);
  }
  return redirect(safeBackPath(url.searchParams.get("back"), url.origin), { status: 303, headers });
}
