import { data } from "react-router";
import { useIntl } from "react-intl";
import { todayIn } from "../../domain/dates";
import { OUTSIDE_KERALA } from "../../domain/districts";
import { imageAtWidth } from "../../domain/images";
import { providerPlace, type ProviderPlace } from "../../domain/place-line";
import { toPublicProvider, type PublicProvider } from "../../domain/providers";
import { formatAverage, type Rating } from "../../domain/reviews";
import { RouteErrorPage } from "../components/error-page";
import { absoluteUrl, canonicalUrl, pageMeta, siteOrigin } from "../components/page-meta";
import { toCardPackage } from "../features/catalogue/listing-loader.server";
import { pageMessages, requestLanguage } from "../i18n/page-context.server";
import type { CardPackage } from "../features/catalogue/package-card";
import { CompareTray } from "../features/compare/compare-tray";
import { ProviderStanding } from "../features/providers/provider-standing";
import { districtCopy } from "../i18n/copy/district";
import { providerCopy } from "../i18n/copy/provider";
import { siteCopy } from "../i18n/copy/site";
import { metaIntl } from "../i18n/meta-intl";
import { providerHref } from "../paths";
import { ListedPackageCard } from "./listed-package-card";
import type { Route } from "./+types/provider";

/** Longest slug the admin can give (domain/providers.ts); anything longer is not a provider. */
const MAX_SLUG = 60;

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["category", "district", "listing", "package", "provider", "review"] as const;
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { providers, catalogue, config } = context.services;
  const slug = params.slug;
  // Unknown and suspended providers are the same 404: a suspended provider's page is gone, like its packages (ADR 026).
  const provider = slug.length <= MAX_SLUG ? await providers.getPublicBySlug(slug) : null;
  if (!provider) throw data(null, { status: 404 });
  const today = todayIn(config.timeZone);
  const { items, rating } = await catalogue.byProviderCards(provider.id, today);
  return {
    // Only what travellers may see: no reference numbers, no e-mail, no WhatsApp number.
    provider: toPublicProvider(provider, today),
    // Where it is based, each place once ("Munnar, Idukki" in Idukki is Munnar, then Idukki): the page's
    // line and the JSON-LD address both. Made here, so the place tree stays out of the browser's code.
    place: providerPlace(provider.baseLocation, provider.district),
    rating,
    packages: items.map((p) => toCardPackage(p, today, requestLanguage(request))),
    messages: pageMessages(request, context, OWN_MESSAGES),
  };
}

/** schema.org TravelAgency for search engines; the rating only when it exists. */
export function providerStructuredData(
  provider: PublicProvider,
  place: ProviderPlace,
  rating: Rating | null,
  url: string,
  logo: string | null,
) {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: provider.name,
    url,
    ...(provider.description ? { description: provider.description.slice(0, 500) } : {}),
    ...(logo ? { logo, image: logo } : {}),
    ...(provider.yearEstablished ? { foundingDate: String(provider.yearEstablished) } : {}),
    address: {
      "@type": "PostalAddress",
      ...(place.town ? { addressLocality: place.town } : {}),
      // A Kerala district says the country; a provider outside Kerala (or unrecorded) may be in the Gulf.
      ...(place.region ? { addressRegion: place.region.names.join(", "), addressCountry: place.region.country } : {}),
    },
    ...(rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: formatAverage(rating.average),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function meta(args: Route.MetaArgs) {
  const intl = metaIntl(args.matches);
  const loaderData = args.loaderData;
  // The error page names itself (title, noindex: components/error-page.tsx).
  if (!loaderData) return [];
  const { provider, place, rating } = loaderData;
  const origin = siteOrigin(args);
  const path = providerHref(provider.slug);
  const logo = provider.logo ? absoluteUrl(origin, imageAtWidth(provider.logo, 480)) : null;
  return [
    ...pageMeta(args, {
      title: intl.formatMessage(providerCopy.pageTitle, { name: provider.name }),
      description: provider.description.slice(0, 160) || intl.formatMessage(providerCopy.metaDescription, { name: provider.name }),
      ...(logo ? { image: logo, imageAlt: intl.formatMessage(providerCopy.logoAlt, { name: provider.name }) } : {}),
      path,
    }),
    { "script:ld+json": providerStructuredData(provider, place, rating, canonicalUrl(args, path), logo) },
  ];
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { provider, place, rating, packages } = loaderData;
  const intl = useIntl();
  const t = intl.formatMessage;
  // The base location is the provider's own words, in whatever language they wrote it; the district
  // is named in the page's language, and the pair joined as that language writes a place within
  // another ("Munnar, Idukki"; "Munnar، إدوكي").
  const base = place.town ? <bdi key="base">{place.town}</bdi> : null;
  // "Outside Kerala" is no place of its own: a provider based in Dubai is based in Dubai.
  const district = place.district && !(base && place.district === OUTSIDE_KERALA) ? t(districtCopy[place.district]) : null;
  const based = base && district ? t(siteCopy.placeWithin, { place: base, parent: district }) : (base ?? district);
  // The provider's name, in whatever language and direction it was written, isolated from the
  // page's: on a right-to-left page a name ending in a full stop keeps it at its end, in the heading
  // and inside the page's sentences alike.
  const name = <bdi key="name">{provider.name}</bdi>;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-8">
      <header className="flex flex-wrap items-center gap-4">
        {provider.logo ? (
          <img
            src={imageAtWidth(provider.logo, 480)}
            alt={t(providerCopy.logoAlt, { name: provider.name })}
            width={96}
            height={96}
            className="h-20 w-20 shrink-0 rounded-xl border border-slate-200 bg-white object-contain sm:h-24 sm:w-24"
          />
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
            {based ? <span>{t(providerCopy.based, { place: based })}</span> : null}
            {provider.yearEstablished ? <span>{t(providerCopy.established, { year: provider.yearEstablished })}</span> : null}
          </p>
        </div>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {provider.description ? (
            <section>
              <h2 className="mb-2 text-xl font-semibold text-slate-900">{t(providerCopy.about, { name })}</h2>
              <p dir="auto" className="whitespace-pre-line leading-relaxed text-slate-700">
                {provider.description}
              </p>
            </section>
          ) : null}
          {rating ? (
            <section aria-labelledby="provider-rating">
              <h2 id="provider-rating" className="text-xl font-semibold text-slate-900">
                {t(providerCopy.ratingHeading)}
              </h2>
              <p className="mt-1 flex items-baseline gap-2 text-slate-800">
                <span aria-hidden="true" className="text-2xl font-bold text-amber-700">
                  ★ {formatAverage(rating.average)}
                </span>
                <span>{t(providerCopy.ratingSummary, { average: formatAverage(rating.average), count: rating.count })}</span>
              </p>
            </section>
          ) : null}
        </div>
        <aside className="rounded-2xl border border-slate-200 p-5 lg:col-start-3 lg:row-start-1" aria-label={provider.name}>
          <ProviderStanding provider={{ ...provider, enquiryWhatsapp: null }} />
        </aside>
      </div>

      <section aria-labelledby="provider-packages" className="mt-10">
        <h2 id="provider-packages" className="text-xl font-semibold text-slate-900">
          {t(providerCopy.packagesHeading, { name })}
        </h2>
        {packages.length === 0 ? (
          <p className="mt-3 text-slate-600">{t(providerCopy.noPackages)}</p>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {packages.map((pkg: CardPackage, i) => (
              <li key={pkg.id}>
                <ListedPackageCard pkg={pkg} eager={i < 2} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CompareTray />
    </div>
  );
}
