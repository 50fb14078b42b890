import { todayIn } from "../../domain/dates";
import { destinationPath, indexPlaces } from "../../domain/places";
import { SITE_LANGUAGES } from "../../domain/site-language";
import { SITEMAP_PART_PARAM, SITEMAP_URL_LIMIT, sitemapXml, type SitemapPage } from "../../domain/sitemap";
import { PATHS, packageHref, providerHref } from "../paths";
import type { Route } from "./+types/sitemap[.]xml";

/** Public pages in the sitemap; the admin route is never listed. */
export const SITEMAP_PAGES = [
  PATHS.home,
  PATHS.packages,
  PATHS.lastMinuteDeals,
  PATHS.categories,
  PATHS.about,
  PATHS.contact,
  PATHS.terms,
  PATHS.destinations,
] as const;

/**
 * `/sitemap.xml`, or one numbered file of it (`?part=N`) when the site has more URLs than one
 * file may hold (domain/sitemap.ts). `limit` is SITEMAP_URL_LIMIT; a test passes a small one.
 */
export async function sitemapResponse({ request, context }: Pick<Route.LoaderArgs, "request" | "context">, limit = SITEMAP_URL_LIMIT) {
  const { config, catalogue, providers, places } = context.services;
  const url = new URL(request.url);
  const origin = config.publicBaseUrl ?? url.origin;
  // Pages the listing shows today: a package whose booking closed, or a provider left with only such, is not listed.
  const today = todayIn(config.timeZone);
  const [packages, providerPages, placeList, placeCounts] = await Promise.all([
    catalogue.sitemapEntries(today),
    providers.sitemapEntries(today),
    places.all(),
    places.counts(),
  ]);
  // Destination pages with something bookable; the others answer "nothing here yet" with noindex (ADR 109).
  const placeIndex = indexPlaces(placeList);
  const pages: SitemapPage[] = [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...placeList.filter((p) => (placeCounts.get(p.slug) ?? 0) > 0).map((p) => ({ path: destinationPath(placeIndex, p.slug) })),
    ...packages.map((p) => ({ path: packageHref(p.id), lastmod: p.updatedAt })),
    ...providerPages.map((p) => ({ path: providerHref(p.slug), lastmod: p.updatedAt })),
  ];
  // Every public URL in every language (ADR 036); pages name their alternates with hreflang.
  const body = sitemapXml({ origin, languages: SITE_LANGUAGES, pages, part: url.searchParams.get(SITEMAP_PART_PARAM), limit });
  if (body === null) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

export function loader(args: Route.LoaderArgs) {
  return sitemapResponse(args);
}
