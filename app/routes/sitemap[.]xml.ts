import { todayIn } from "../../domain/dates";
import { destinationPath, indexPlaces } from "../../domain/places";
import { SITE_LANGUAGES, languagePath } from "../../domain/site-language";
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

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, catalogue, providers, places } = context.services;
  const origin = config.publicBaseUrl ?? new URL(request.url).origin;
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
  const destinationPages = placeList.filter((p) => (placeCounts.get(p.slug) ?? 0) > 0).map((p) => destinationPath(placeIndex, p.slug));
  // Every public URL in every language (ADR 036); pages name their alternates with hreflang.
  const urls = SITE_LANGUAGES.flatMap((language) => [
    ...SITEMAP_PAGES.map((p) => `  <url><loc>${escapeXml(origin + languagePath(p, language))}</loc></url>`),
    ...destinationPages.map((p) => `  <url><loc>${escapeXml(origin + languagePath(p, language))}</loc></url>`),
    ...packages.map(
      (p) =>
        `  <url><loc>${escapeXml(origin + languagePath(packageHref(p.id), language))}</loc><lastmod>${escapeXml(p.updatedAt)}</lastmod></url>`,
    ),
    ...providerPages.map(
      (p) =>
        `  <url><loc>${escapeXml(origin + languagePath(providerHref(p.slug), language))}</loc><lastmod>${escapeXml(p.updatedAt)}</lastmod></url>`,
    ),
  ]);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
