import { PREFIXED_LANGUAGES } from "./site-language";

/**
 * The site's pages, as the route table (app/routes.ts) serves them in every language: English
 * unprefixed, the others under /ml/, /hi/ and /ar/, and the home page at '/' and '/{language}'.
 * `:name` stands for one path segment, a final `*` for one or more (a destination's chain of
 * place slugs, `destinations/india/kerala/idukki`).
 */
export const PAGE_PATHS = [
  "about",
  "packages",
  "package/:id",
  "contact",
  "favorites",
  "terms",
  "last-minute-deals",
  "categories",
  "compare",
  "provider/:slug",
  "my-bookings",
  "review/:token",
  // The partner portal: sign-in and the portal, and the invitation link beside it.
  "partner",
  "partner/join",
  // Destinations (ADR 109): the map and lists, and a place's page at its chain of slugs.
  "destinations",
  "destinations/*",
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

/** The language prefixes of pages other than English (domain/site-language.ts), for the route table. */
export { PREFIXED_LANGUAGES };

/**
 * Whether a URL path (as a URL serialises it: percent-encoded, starting with '/') is one of the
 * site's pages, matched as the router matches: ignoring case and a trailing slash.
 */
export function isSitePagePath(pathname: string): boolean {
  if (!pathname.startsWith("/")) return false;
  const segments = pathname.toLowerCase().slice(1).split("/");
  if (segments.length > 1 && segments[segments.length - 1] === "") segments.pop();
  if ((PREFIXED_LANGUAGES as readonly string[]).includes(segments[0]!)) segments.shift();
  if (segments.length === 0 || (segments.length === 1 && segments[0] === "")) return true;
  return PAGE_PATHS.some((page) => {
    const parts = page.split("/");
    if (parts[parts.length - 1] === "*") {
      const fixed = parts.slice(0, -1);
      return (
        segments.length > fixed.length &&
        fixed.every((part, i) => part === segments[i]) &&
        segments.slice(fixed.length).every((s) => s !== "")
      );
    }
    return parts.length === segments.length && parts.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]));
  });
}

/** A package page's path (without a language prefix). */
export function packageHref(id: string): string {
  return `/package/${encodeURIComponent(id)}`;
}

/** A provider page's path (without a language prefix). */
export function providerHref(slug: string): string {
  return `/provider/${encodeURIComponent(slug)}`;
}

/** An absolute URL for a path of the site on `origin`; an absolute URL stays as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
