import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { homeCategoryCards } from "../../domain/categories";
import { imageAtWidth, imageSrcSet } from "../../domain/images";
import { CategoryCard } from "../components/category-card";
import { pageMeta } from "../components/page-meta";
import { useRootData } from "../components/root-data";
import { homeCopy } from "../i18n/copy/home";
import { siteCopy } from "../i18n/copy/site";
import { useLocalizedPath } from "../i18n/localized-path";
import { metaIntl } from "../i18n/meta-intl";
import type { Route } from "./+types/home";
import { PATHS } from "../paths";
import { Icon } from "../components/ui/icon";
import { whatsappUrl } from "../../domain/whatsapp-message";

export const HERO_IMAGES = [1, 2, 3, 4].map((n) => `/assets/hero/hero-${n}.w1600.webp`);
export const HERO_INTERVAL_MS = 5000;
const HERO_SIZES = "100vw";

// No `links` preload export: React 19 already hoists a <link rel="preload" as="image" imagesrcset>
// for the first hero <img fetchPriority="high"> into the <head>, and a second one would duplicate it.

export const meta: Route.MetaFunction = (args) => {
  const intl = metaIntl(args.matches);
  return pageMeta(args, {
    title: intl.formatMessage(homeCopy.metaTitle),
    exactTitle: true,
    description: intl.formatMessage(homeCopy.metaDescription),
  });
};

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
      <div className="mx-auto w-full max-w-5xl px-4 py-16 text-center">
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

export default function Home() {
  const root = useRootData();
  const contact = root?.publicConfig.contact;
  const cards = homeCategoryCards();
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  return (
    <>
      <Hero whatsappNumber={contact?.whatsappNumber ?? ""} />

      <section id="categories" tabIndex={-1} aria-labelledby="categories-heading" className="scroll-mt-16 bg-slate-50 py-16 outline-none">
        <div className="mx-auto max-w-7xl px-4">
          <div className="text-center">
            <h2 id="categories-heading" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
              {t(homeCopy.byCategory)}
            </h2>
            <p className="mt-3 text-slate-600">{t(homeCopy.byCategoryText)}</p>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
            {cards.map((card) => (
              <li key={card.slug}>
                <CategoryCard card={card} />
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <Link
              to={localized(PATHS.categories)}
              className="inline-flex items-center gap-2 rounded-full border-2 border-brand-700 px-6 py-3 font-bold text-brand-700 hover:bg-brand-700 hover:text-white"
            >
              {t(homeCopy.allCategories)}
              <Icon name="arrow-right" size={18} strokeWidth={2.5} />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="trust-heading" className="py-16">
        <div className="mx-auto max-w-7xl px-4">
          <div className="text-center">
            <h2 id="trust-heading" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
              {t(homeCopy.trustHeading)}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t(homeCopy.trustText)}</p>
          </div>
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
      </section>

      <section aria-labelledby="cta-heading" className="bg-brand-800 py-16 text-white">
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
      </section>

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
