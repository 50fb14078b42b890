import { useIntl } from "react-intl";
import { Form, Link, data, redirect, useSubmit } from "react-router";
import { todayIn } from "../../domain/dates";
import { DEFAULT_SORT, LISTING_SORTS, emptyListingQuery, parseListingQuery } from "../../domain/listing-query";
import { languageMarks } from "../../domain/package-translations";
import { LANGUAGE_INFO, languagePath, splitLanguagePath, type SiteLanguage } from "../../domain/site-language";
import { Breadcrumbs } from "../components/breadcrumbs";
import { NoscriptSubmit } from "../components/ui/button";
import { RouteErrorPage } from "../components/error-page";
import { EmptyState } from "../components/empty-state";
import { absoluteUrl, pageMeta, siteOrigin } from "../components/page-meta";
import { loadListing } from "../features/catalogue/listing-loader.server";
import { CompareTray } from "../features/compare/compare-tray";
import { loadDestination } from "../features/destinations/destination-data.server";
import { destinationCopy } from "../i18n/copy/destination";
import { useSortLabel } from "../i18n/formatters";
import { useLocalizedPath } from "../i18n/localized-path";
import { metaIntl } from "../i18n/meta-intl";
import { usePageLanguage } from "../i18n/page-locale";
import { pageMessages, requestLanguage } from "../i18n/page-context.server";
import { listingHref, PATHS } from "../paths";
import { ListedPackageCard } from "./listed-package-card";
import type { Route } from "./+types/destination";

/** Packages shown on a destination page; past this the page links to the listing filtered to it. */
export const DESTINATION_PAGE_SIZE = 24;

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["category", "destination", "district", "listing", "package", "review"] as const;
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const found = await loadDestination(context.services, segments, language);
  // A path that is not a place's full chain of slugs is no page (ADR 109).
  if (!found) throw data(null, { status: 404 });
  const url = new URL(request.url);
  // Capitals, a trailing slash or an empty segment still find the place, but each place has one
  // URL: any other spelling moves there for good, in its language and with its query (ADR 109).
  if (splitLanguagePath(url.pathname).path !== found.place.path)
    throw redirect(`${languagePath(found.place.path, language)}${url.search}`, 301);
  const parsed = parseListingQuery(url.searchParams);
  const sort = parsed.ok ? parsed.query.sort : undefined;
  const today = todayIn(context.services.config.timeZone);
  const listing = await loadListing(
    context.services,
    { ...emptyListingQuery(), sort, destination: found.place.slug, pageSize: DESTINATION_PAGE_SIZE },
    today,
    language,
  );
  return {
    ...found,
    items: listing.items,
    matched: listing.matched,
    sort: sort ?? DEFAULT_SORT,
    messages: pageMessages(request, context, OWN_MESSAGES),
  };
}

const SCHEMA_TYPE = { country: "Country", state: "State", district: "AdministrativeArea", place: "TouristDestination" } as const;

/**
 * schema.org TouristDestination for the page's place, `containedInPlace` up the chain to its
 * country (ADR 109); each link of the chain with its own page's URL.
 */
export function destinationStructuredData(
  chain: readonly { name: string; path: string; level: keyof typeof SCHEMA_TYPE }[],
  origin: string,
  languagePath: (path: string) => string,
): Record<string, unknown> {
  const node = (i: number): Record<string, unknown> => {
    const p = chain[i]!;
    return {
      "@type": i === chain.length - 1 ? "TouristDestination" : SCHEMA_TYPE[p.level],
      name: p.name,
      url: absoluteUrl(origin, languagePath(p.path)),
      ...(i > 0 ? { containedInPlace: node(i - 1) } : {}),
    };
  };
  return { "@context": "https://schema.org", ...node(chain.length - 1) };
}

export function meta(args: Route.MetaArgs) {
  const loaderData = args.loaderData;
  if (!loaderData) return [];
  const intl = metaIntl(args.matches);
  const { place, chain, matched } = loaderData;
  const origin = siteOrigin(args);
  const prefix = args.location.pathname.slice(0, args.location.pathname.indexOf("/destinations"));
  return [
    ...pageMeta(args, {
      title: intl.formatMessage(destinationCopy.metaTitle, { name: place.name }),
      description: intl.formatMessage(destinationCopy.metaDescription, { name: place.name, count: matched }),
      path: place.path,
      // A place with nothing bookable is a real page, but not one for search engines (ADR 109).
      noindex: matched === 0,
    }),
    { "script:ld+json": destinationStructuredData(chain, origin, (path) => `${prefix}${path}`) },
  ];
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { place, chain, inside, items, matched, sort } = loaderData;
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  const sortLabel = useSortLabel();
  const submit = useSubmit();
  const language = usePageLanguage();
  // A place with no name in the page's language shows its English one, marked as English.
  const marks = (p: { nameLanguage: SiteLanguage }) => languageMarks(p.nameLanguage, language);
  const named = (p: { name: string; nameLanguage: SiteLanguage }) => <bdi {...marks(p)}>{p.name}</bdi>;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6">
      <Breadcrumbs
        label={t(destinationCopy.breadcrumbs)}
        above={[
          { name: t(destinationCopy.home), path: PATHS.destinations },
          ...chain.slice(0, -1).map((p) => ({ name: named(p), path: p.path })),
        ]}
        current={place.name}
        currentMarks={marks(place)}
      />

      <h1 className="mt-4 text-3xl font-bold text-slate-900" {...marks(place)}>
        {place.name}
      </h1>
      <p className="mt-1 text-slate-600">{t(destinationCopy.count, { count: matched })}</p>
      {place.intro ? (
        <p
          lang={LANGUAGE_INFO[place.introLanguage].tag}
          dir={LANGUAGE_INFO[place.introLanguage].dir}
          className="mt-4 max-w-3xl whitespace-pre-line leading-relaxed text-slate-700"
        >
          {place.intro}
        </p>
      ) : null}

      <section aria-labelledby="destination-packages" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="destination-packages" className="text-xl font-semibold text-slate-900">
            {t(destinationCopy.packagesHeading, { name: named(place) })}
          </h2>
          {matched > 1 ? (
            <Form method="get" className="flex min-w-0 max-w-full flex-wrap items-center gap-2" preventScrollReset>
              <label htmlFor="destination-sort" className="text-sm font-medium text-slate-700">
                {t(destinationCopy.sortBy)}
              </label>
              <select
                id="destination-sort"
                name="sort"
                defaultValue={sort}
                onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true, replace: true })}
                className="h-11 min-w-0 max-w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
              >
                {LISTING_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {sortLabel(s)}
                  </option>
                ))}
              </select>
              <NoscriptSubmit className="h-11 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white">
                {t(destinationCopy.apply)}
              </NoscriptSubmit>
            </Form>
          ) : null}
        </div>
        {items.length === 0 ? (
          <EmptyState
            className="mt-6"
            title={t(destinationCopy.nothingYet)}
            detail={t(destinationCopy.nothingYetDetail, {
              name: named(place),
              // Somewhere to go on from a page with nothing to book: the place it lies in (a country, the maps) and the maps.
              around: (text) => (
                <Link to={localized(chain.at(-2)?.path ?? PATHS.destinations)} className="font-semibold text-brand-700 underline">
                  {text}
                </Link>
              ),
              all: (text) => (
                <Link to={localized(PATHS.destinations)} className="font-semibold text-brand-700 underline">
                  {text}
                </Link>
              ),
            })}
          />
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((pkg, i) => (
              <li key={pkg.id}>
                <ListedPackageCard pkg={pkg} eager={i < 2} />
              </li>
            ))}
          </ul>
        )}
        {matched > items.length ? (
          <p className="mt-6">
            <Link
              to={localized(listingHref({ ...emptyListingQuery(), destination: place.slug }))}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t(destinationCopy.seeAll, { count: matched, name: named(place) })}
            </Link>
          </p>
        ) : null}
      </section>

      {inside.length > 0 ? (
        <section aria-labelledby="destination-inside" className="mt-10">
          <h2 id="destination-inside" className="text-xl font-semibold text-slate-900">
            {t(destinationCopy.placesInside, { name: named(place) })}
          </h2>
          <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
            {inside.map((p) => (
              <li key={p.slug}>
                <Link to={localized(p.path)} className="text-brand-700 hover:underline" {...marks(p)}>
                  {p.name}
                </Link>{" "}
                <span className="text-slate-600">({p.count})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CompareTray />
    </div>
  );
}
