import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PAGE_PATHS, PREFIXED_LANGUAGES, type PagePath } from "../domain/site-pages";

// Every public URL, listed explicitly (no file-system routing). The admin panel lives at the runtime-configured
// ADMIN_PATH, so it is served by the catch-all route, which otherwise renders the 404 page.
// The paths are domain/site-pages.ts (the preference setter returns only to them); each has its module here.
const PAGE_FILES: Record<PagePath, string> = {
  about: "routes/about.tsx",
  packages: "routes/packages.tsx",
  "package/:id": "routes/package-detail.tsx",
  contact: "routes/contact.tsx",
  favorites: "routes/favorites.tsx",
  terms: "routes/terms.tsx",
  "last-minute-deals": "routes/last-minute-deals.tsx",
  categories: "routes/categories.tsx",
  compare: "routes/compare.tsx",
  "provider/:slug": "routes/provider.tsx",
  "my-bookings": "routes/my-bookings.tsx",
  "review/:token": "routes/review.tsx",
  partner: "routes/partner.tsx",
  "partner/join": "routes/partner.tsx",
  destinations: "routes/destinations.tsx",
  "destinations/*": "routes/destination.tsx",
};
const PAGES = PAGE_PATHS.map((path) => [path, PAGE_FILES[path]] as const);

/** A route's id: its file, and its path too when one file serves several paths (the partner portal). */
function routeId(prefix: string, path: PagePath, file: string): string {
  const shared = PAGE_PATHS.filter((other) => PAGE_FILES[other] === file).length > 1;
  return `${prefix}${file.replace(/\.tsx$/, "")}${shared ? `:${path}` : ""}`;
}

// The same pages in Malayalam, Hindi and Arabic under /ml/, /hi/, /ar/ (ADR 036); English keeps
// today's unprefixed URLs. Explicit prefixes, not an optional ":lang?" segment, so "/admin" and
// other one-segment paths still reach the catch-all.
const OTHER_LANGUAGES = PREFIXED_LANGUAGES;

// Pages match their paths' words case by case (a package id or review token, a parameter, keeps its
// own case): `/Ar/destinations` or `/DESTINATIONS` is not a second copy of a page, with a canonical
// link of its own and the wrong language, but the 404 page.
const EXACT = { caseSensitive: true } as const;

export default [
  index("routes/home.tsx"),
  ...PAGES.map(([path, file]) => route(path, file, { id: routeId("", path, file), ...EXACT })),
  ...OTHER_LANGUAGES.flatMap((language) => [
    route(language, "routes/home.tsx", { id: `${language}/routes/home`, ...EXACT }),
    ...PAGES.map(([path, file]) => route(`${language}/${path}`, file, { id: routeId(`${language}/`, path, file), ...EXACT })),
  ]),
  route("preferences", "routes/preferences.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Message sets as files, named by the pages that use them (ADR 062).
  route("assets/messages/:language/:file", "routes/messages-file.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
