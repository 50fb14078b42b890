import type { Request } from "express";
import { isbot } from "isbot";
import { todayIn } from "../../domain/dates";
import { regionCurrency } from "../../domain/currency";
import { localeFromAcceptLanguage } from "../../domain/locale";
import { hasAmbiguousCookie, parseCookies, type RequestCookies } from "../../domain/request-cookies";
import { CURRENCY_COOKIE, firstVisitRedirect, isNegotiatedPath, LANGUAGE_COOKIE } from "../../domain/site-language";
import { withoutTrackingParams } from "../../domain/tracking-params";
import type { Config } from "../config";

/**
 * What a public response may depend on besides its path and query (ADR 031). The shared cache
 * keys every entry on these parts and nothing else, so two requests with the same parts get the
 * same bytes. A feature that makes a public page depend on something else of the request
 * (a language or currency chooser, say) MUST add it here, or the cache will serve one traveller's
 * variant to another:
 *  - a cookie that picks a public variant: add its name to VARIANT_COOKIES (its value joins the
 *    key; any other cookie makes the request personal, so it bypasses the cache);
 *  - a header or a path prefix: add a part to KEY_PARTS, computed by the very function the page
 *    decides with (a header reduced another way than the page reads it lets two requests that
 *    get different answers share one entry).
 * Cookies are read by domain/request-cookies.ts, as the page reads them.
 */
export const VARIANT_COOKIES: string[] = [
  // The display currency (ADR 035) and the remembered language, which decides where `/` redirects (ADR 036).
  CURRENCY_COOKIE,
  LANGUAGE_COOKIE,
];

export interface KeyPart {
  name: string;
  value(req: Request, config: Config): string;
}

export const KEY_PARTS: KeyPart[] = [
  // Canonical links and link previews use the request's origin when PUBLIC_BASE_URL is unset.
  { name: "origin", value: (req, config) => config.publicBaseUrl ?? `${req.protocol}://${req.get("host") ?? ""}` },
  // Dates and numbers are formatted in the locale chosen from Accept-Language (app/root.tsx).
  { name: "locale", value: (req) => localeFromAcceptLanguage(req.get("accept-language") ?? null) },
  // The default display currency follows the Accept-Language region (ADR 041).
  { name: "region-currency", value: (req) => regionCurrency(req.get("accept-language") ?? null) ?? "" },
  // The first-visit redirect of '/' and the invitation page (ADR 036, 168): decided by the User-Agent (bots stay), the
  // remembered language and Accept-Language. A redirect is never stored; this part keeps the page
  // a bot or an English reader got from being served to someone who should be redirected.
  {
    name: "home-redirect",
    value: (req) =>
      firstVisitRedirect({
        pathname: req.path,
        cookies: cookiesOf(req),
        acceptLanguage: req.get("accept-language") ?? null,
        isBot: isNegotiatedPath(req.path) && isbot(req.get("user-agent") ?? ""),
      }) ?? "",
  },
  // "Today" in APP_TIMEZONE decides what is listed, closed and counted down: an entry made
  // yesterday is never served after midnight.
  { name: "day", value: (_req, config) => today(config.timeZone) },
];

let memo: { second: number; zone: string; day: string } | undefined;
/** todayIn, computed at most once a second (Intl formatting is not free at thousands of requests a second). */
export function today(timeZone: string): string {
  const second = Math.floor(Date.now() / 1000);
  if (memo?.second !== second || memo.zone !== timeZone) memo = { second, zone: timeZone, day: todayIn(timeZone) };
  return memo.day;
}

/** The request's cookies, read as the page reads them (domain/request-cookies.ts). */
export function cookiesOf(req: Request): RequestCookies {
  return parseCookies(req.headers.cookie);
}

/**
 * Personal state: credentials or any cookie that does not only pick a public variant (the admin
 * session cookie among them). Such a request is neither served from nor stored in the cache.
 */
export function isPersonal(req: Request): boolean {
  if (req.headers.authorization) return true;
  for (const name of Object.keys(cookiesOf(req))) if (!VARIANT_COOKIES.includes(name)) return true;
  return false;
}

/**
 * A variant cookie sent twice or without a value: a browser does not, and which copy counts is
 * exactly what an attacker would like two readers to disagree on. Answered, never shared.
 */
export function hasAmbiguousVariant(req: Request): boolean {
  return hasAmbiguousCookie(req.headers.cookie, VARIANT_COOKIES);
}

/**
 * The query string with its parameters sorted, so `?b=2&a=1` and `?a=1&b=2` share an entry, and
 * without the tracking parameters no page reads (domain/tracking-params.ts), so a page shared with
 * a new click id on every click is rendered once.
 */
export function normalisedQuery(originalUrl: string): string {
  const at = originalUrl.indexOf("?");
  if (at < 0) return "";
  const params = new URLSearchParams(withoutTrackingParams(originalUrl.slice(at)));
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function cacheKey(req: Request, config: Config): string {
  const at = req.originalUrl.indexOf("?");
  const path = at < 0 ? req.originalUrl : req.originalUrl.slice(0, at);
  const parts = KEY_PARTS.map((p) => `${p.name}=${p.value(req, config)}`);
  // Quoted: a decoded value may hold a line break, which must not read as another part.
  if (VARIANT_COOKIES.length > 0) {
    const cookies = cookiesOf(req);
    for (const name of VARIANT_COOKIES) parts.push(`cookie:${name}=${JSON.stringify(cookies[name] ?? "")}`);
  }
  return `${path}${normalisedQuery(req.originalUrl)}\n${parts.join("\n")}`;
}
