import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { homeCategoryCards, type CategoryFromPrices } from "../../domain/categories";
import { todayIn } from "../../domain/dates";
import { imageAtWidth, imageSrcSet } from "../../domain/images";
import { CategoryCardGrid } from "../components/category-card";
import { SectionIntro } from "../components/page-sections";
import { messagesMeta } from "../components/page-meta";
import { useRootData } from "../components/root-data";
import { homeCopy } from "../i18n/copy/home";
import { siteCopy } from "../i18n/copy/site";
import { useLocalizedPath } from "../i18n/localized-path";
import { pageMessages, requestLanguage } from "../i18n/page-context.server";
import { ListedPackageCard } from "./listed-package-card";
import type { Route } from "./+types/home";
import { PATHS } from "../paths";
import { Icon } from "../components/ui/icon";
import { whatsappUrl } from "../../domain/whatsapp-message";
import { loadCategoryFromPrices } from "../features/catalogue/category-prices.server";
import { toCardPackage } from "../features/catalogue/listing-loader.server";
import type { CardPackage } from "../features/catalogue/package-card";
import { loadMaps } from "../features/destinations/destination-data.server";
import { MapLegend, TileMap, type MapData } from "../features/destinations/tile-map";
import { StaticMarkup } from "../components/static-markup";
import { destinationCopy } from "../i18n/copy/destination";

/** How many running deals and featured packages the home strips show. */
export const HOME_DEALS = 6;
export const HOME_FEATURED = 6;

/**
 * Real packages for the home page (ADR 039): running last-minute deals (soonest end first), the
 * admin's featured packages, and each category's "From" price from its bookable packages. The
 * response cache keeps the rendered page for one catalogue version (ADR 031), so these queries
 * run once per catalogue change and day, not per visit.
 */

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["category", "contact", "destination", "district", "home", "listing", "package", "review"] as const;
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue, config, logger } = context.services;
  const today = todayIn(config.timeZone);
  const language = requestLanguage(request);
  try {
    const [deals, featured, fromPrices, maps] = await Promise.all([
      catalogue.lastMinute(today),
      catalogue.featured(HOME_FEATURED, today),
      loadCategoryFromPrices(context.services, today),
      loadMaps(context.services, language),
    ]);
    const running = deals.filter((p) => p.endDate === null || p.endDate >= today).slice(0, HOME_DEALS);
    return {
      deals: running.map((p) => toCardPackage(p, today, language)),
      featured: featured.map((p) => toCardPackage(p, today, language)),
      fromPrices,
      maps,
      messages: pageMessages(request, context, OWN_MESSAGES),
    };
  } catch (error) {
    if (error instanceof Response) throw error; // the catalogue's 503 outage answer (ADR 023)
    // The home page still works without the strips; the category cards fall back to the spec's prices.
    logger.error({ err: error }, "home page packages read failed");
    return {
      deals: [] as CardPackage[],
      featured: [] as CardPackage[],
      fromPrices: {} as CategoryFromPrices,
      maps: [] as MapData[],
      messages: pageMessages(request, context, OWN_MESSAGES),
    };
  }
}

export const HERO_IMAGES = [1, 2, 3, 4].map((n) => `/assets/hero/hero-${n}.w1600.webp`);
export const HERO_INTERVAL_MS = 5000;
const HERO_SIZES = "100vw";

// No `links` preload export: React 19 already hoists a <link rel="preload" as="image" imagesrcset>
// for the first hero <img fetchPriority="high"> into the <head>, and a second one would duplicate it.

export const meta: Route.MetaFunction = (args) => messagesMeta(args, homeCopy.metaTitle, homeCopy.metaDescription, { exactTitle: true });

const FEATURES = [
  {
    title: homeCopy.featureProvidersTitle,
    text: homeCopy.featureProvidersText,
    icon: "shield-solid",
  },
  {
    title: homeCopy.featureReviewsTitle,
    text: homeCopy.featureReviewsText,
    icon: "star",
  },
  {
    title: homeCopy.featureCompareTitle,
    text: homeCopy.featureCompareText,
    icon: "columns",
  },
  {
    title: homeCopy.featureGuaranteeTitle,
    text: homeCopy.featureGuaranteeText,
    icon: "clock",
  },
] as const;

const PROMISES = [homeCopy.promiseLastMinute, homeCopy.promiseCancellation, homeCopy.promiseAdvance, homeCopy.promiseNoFees];

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/** Cycles through the hero images every 5 s; never moves when the traveller prefers reduced motion. */
function useHeroRotation(count: number): { index: number; rotating: boolean } {
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (reduced) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [reduced, count]);
  return { index: reduced ? 0 : index, rotating: !reduced };
}

function Hero({ whatsappNumber }: { whatsappNumber: string }) {
  const t = useIntl().formatMessage;
  // Only the first image is in the server HTML (and preloaded); the rest load once rotation starts.
  const { index, rotating } = useHeroRotation(HERO_IMAGES.length);

  const exploreCategories = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById("categories");
    if (!target) return;
    event.preventDefault();
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    history.replaceState(history.state, "", "#categories");
  };

  return (
    <section
      aria-labelledby="hero-heading"
      data-hero-index={index}
      className="relative isolate flex min-h-[calc(100svh-61px)] items-center overflow-hidden bg-slate-900 text-white"
    >
      {HERO_IMAGES.map((src, i) =>
        i === 0 || rotating ? (
          <img
            key={src}
            src={imageAtWidth(src, 960)}
            srcSet={imageSrcSet(src)}
            sizes={HERO_SIZES}
            alt=""
            width={1600}
            height={1000}
            fetchPriority={i === 0 ? "high" : "low"}
            decoding={i === 0 ? "sync" : "async"}
            data-active={i === index ? "true" : "false"}
            className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${
              i === index ? "opacity-100" : "opacity-0"
            }`}
          />
        ) : null,
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/70 via-slate-950/55 to-slate-950/80" />
      <div className="mx-auto w-full max-w-5xl px-4 pb-28 pt-16 text-center sm:pb-16">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/30 bg-white/15 px-4 py-1.5 text-sm font-semibold backdrop-blur">
          <Icon name="star" fill="#fbbf24" />
          {t(homeCopy.badge)}
        </p>
        <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl lg:text-7xl">
          <span className="text-amber-300">{t(homeCopy.heroDiscover)}</span> <span>{t(homeCopy.heroConnect)}</span>{" "}
          <span className="text-emerald-300">{t(homeCopy.heroExplore)}</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">{t(homeCopy.heroText)}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a
            href="#categories"
            onClick={exploreCategories}
            className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-amber-400 px-7 py-3.5 text-base font-bold text-slate-900 shadow-lg hover:bg-amber-300 sm:w-auto"
          >
            {t(homeCopy.exploreCategories)}
            <Icon name="arrow-down" size={18} strokeWidth={2.5} />
          </a>
          <a
            href={whatsappUrl(whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-full items-center justify-center gap-2 rounded-full border-2 border-white bg-white/10 px-7 py-3 text-base font-bold text-white backdrop-blur hover:bg-white hover:text-slate-900 sm:w-auto"
          >
            {t(homeCopy.whatsappUs)}
            <span className="sr-only"> {t(siteCopy.opensInNewTab)}</span>
          </a>
        </div>
        <p className="mx-auto mt-10 inline-flex max-w-xl items-center gap-2 rounded-xl bg-emerald-700 px-5 py-3 text-sm font-semibold text-white shadow-lg sm:text-base">
          <Icon name="tick" size={20} className="shrink-0" />
          {t(homeCopy.freeForTravellers)}
        </p>
      </div>
    </section>
  );
}

/**
 * The sections under the hero wait to be drawn until they near the viewport (.below-fold in
 * app.css, ADR 131). Their heights until then, measured with the demo catalogue at 360, 640 and
 * 1024 px wide (the three layouts): close to the real ones, so the scrollbar and a restored scroll
 * position are about right before a section is drawn.
 */
const BELOW_FOLD = {
  categories: "below-fold [--fold-height:1650px] sm:[--fold-height:1640px] lg:[--fold-height:1100px]",
  deals: "below-fold [--fold-height:2900px] sm:[--fold-height:1780px] lg:[--fold-height:1290px]",
  featured: "below-fold [--fold-height:2560px] sm:[--fold-height:1430px] lg:[--fold-height:1370px]",
  destinations: "below-fold [--fold-height:2300px] sm:[--fold-height:2000px] lg:[--fold-height:1250px]",
  trust: "below-fold [--fold-height:1480px] sm:[--fold-height:910px] lg:[--fold-height:600px]",
  cta: "below-fold [--fold-height:440px] sm:[--fold-height:350px] lg:[--fold-height:320px]",
} as const;

/** The two strips of package cards: [heading, text, see-all link text, see-all path, background]. */
const STRIPS = {
  deals: [homeCopy.dealsHeading, homeCopy.dealsText, homeCopy.dealsAll, PATHS.lastMinuteDeals, "bg-amber-50"],
  featured: [homeCopy.featuredHeading, homeCopy.featuredText, homeCopy.featuredAll, PATHS.packages, ""],
} as const;

/** A titled row of package cards with a link to see them all; nothing when there are none. */
function PackageStrip({ id, packages }: { id: keyof typeof STRIPS; packages: CardPackage[] }) {
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  const [headingMessage, text, seeAll, seeAllPath, tone] = STRIPS[id];
  const heading = t(headingMessage);
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={`py-14 ${tone} ${BELOW_FOLD[id]}`}>
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={`${id}-heading`} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
              {heading}
            </h2>
            <p className="mt-1 text-slate-600">{t(text)}</p>
          </div>
          <Link
            to={localized(seeAllPath)}
            className="inline-flex items-center gap-1.5 font-bold text-brand-700 underline-offset-2 hover:underline"
          >
            {t(seeAll)}
            <Icon name="arrow-right" size={18} strokeWidth={2.5} />
          </Link>
        </div>
        <ul aria-label={heading} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <ListedPackageCard pkg={pkg} compare={false} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The centred link under a section of the home page to the whole of what it samples. */
function SeeAllLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="mt-10 text-center">
      <Link
        to={to}
        className="inline-flex items-center gap-2 rounded-full border-2 border-brand-700 px-6 py-3 font-bold text-brand-700 hover:bg-brand-700 hover:text-white"
      >
        {children}
        <Icon name="arrow-right" size={18} strokeWidth={2.5} />
      </Link>
    </p>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { deals, featured, fromPrices, maps } = loaderData;
  const root = useRootData();
  const contact = root?.publicConfig.contact;
  const cards = homeCategoryCards(fromPrices);
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  return (
    <>
      <Hero whatsappNumber={contact?.whatsappNumber ?? ""} />

      <section
        id="categories"
        tabIndex={-1}
        aria-labelledby="categories-heading"
        className={`scroll-mt-16 bg-slate-50 py-16 outline-none ${BELOW_FOLD.categories}`}
      >
        <div className="mx-auto max-w-7xl px-4">
          <SectionIntro id="categories-heading" title={t(homeCopy.byCategory)} intro={t(homeCopy.byCategoryText)} />
          <CategoryCardGrid cards={cards} />
          <SeeAllLink to={localized(PATHS.categories)}>{t(homeCopy.allCategories)}</SeeAllLink>
        </div>
      </section>

      <PackageStrip id="deals" packages={deals} />
      <PackageStrip id="featured" packages={featured} />

      {maps.length > 0 ? (
        <StaticMarkup as="section" aria-labelledby="destinations-heading" className={`py-16 ${BELOW_FOLD.destinations}`}>
          <div className="mx-auto max-w-7xl px-4">
            <SectionIntro id="destinations-heading" title={t(destinationCopy.indexTitle)} intro={t(destinationCopy.indexIntro)} />
            <div className="mt-4 flex justify-center">
              <MapLegend />
            </div>
            <div className="mt-8 grid gap-10 lg:grid-cols-3">
              {maps.map((map) => (
                <TileMap key={map.view} map={map} headingLevel={3} />
              ))}
            </div>
            <SeeAllLink to={localized(PATHS.destinations)}>{t(destinationCopy.allDestinations)}</SeeAllLink>
          </div>
        </StaticMarkup>
      ) : null}

      <StaticMarkup as="section" aria-labelledby="trust-heading" className={`bg-slate-50 py-16 ${BELOW_FOLD.trust}`}>
        <div className="mx-auto max-w-7xl px-4">
          <SectionIntro id="trust-heading" title={t(homeCopy.trustHeading)} intro={t(homeCopy.trustText)} />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((f) => (
              <li key={f.title.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={f.icon} size={26} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{t(f.title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(f.text)}</p>
              </li>
            ))}
          </ul>
          <ul className="mt-8 flex flex-wrap justify-center gap-2" aria-label={t(homeCopy.alsoIncluded)}>
            {PROMISES.map((p) => (
              <li key={p.id} className="rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900">
                {t(p)}
              </li>
            ))}
          </ul>
        </div>
      </StaticMarkup>

      <StaticMarkup as="section" aria-labelledby="cta-heading" className={`bg-brand-800 py-16 text-white ${BELOW_FOLD.cta}`}>
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="cta-heading" className="text-3xl font-extrabold sm:text-4xl">
            {t(homeCopy.ctaHeading)}
          </h2>
          <p className="mt-3 text-emerald-50">{t(homeCopy.ctaText)}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={localized(PATHS.packages)}
              className="rounded-full bg-amber-400 px-7 py-3.5 font-bold text-slate-900 hover:bg-amber-300"
            >
              {t(siteCopy.browsePackages)}
            </Link>
            <a
              href={`mailto:${contact?.email ?? ""}`}
              className="rounded-full border-2 border-white px-7 py-3 font-bold text-white hover:bg-white hover:text-brand-800"
            >
              {t(homeCopy.contactUs)}
            </a>
          </div>
        </div>
      </StaticMarkup>

      {contact ? (
        <a
          href={contact.communityGroupUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(homeCopy.communityGroup)}
          className="fixed bottom-4 end-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-xl ring-4 ring-white hover:bg-green-800"
        >
          <Icon name="whatsapp" size={30} />
        </a>
      ) : null}
    </>
  );
}
