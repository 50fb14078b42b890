import { Suspense, lazy, useState } from "react";
import { Amount } from "../components/amount";
import { Link, data, isRouteErrorResponse } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs";
import { RouteErrorPage } from "../components/error-page";
import { StaticMarkup } from "../components/static-markup";
import { CATEGORIES } from "../../domain/categories";
import { formatDate, todayIn } from "../../domain/dates";
import { DEFAULT_BANNER, imageAtWidth } from "../../domain/images";
import { adultPercentOff, adultUnitPrice, childUnitPrice, formatMoney, formatSignedMoney } from "../../domain/money";
import { CUSTOMIZATION_GROUPS, isPackageClosed, isPackageWithdrawn, type TravelPackage } from "../../domain/package";
import { absoluteUrl, canonicalUrl, pageMeta, siteOrigin } from "../components/page-meta";
import type { BookingMode } from "../features/booking/booking-dialog";
import { HighlightList } from "../features/catalogue/highlight-list";
import {
  DeparturesSection,
  GstNote,
  InclusionsSection,
  ItinerarySection,
  PolicySection,
} from "../features/itinerary/package-content-sections";
import { PackageGallery } from "../features/catalogue/package-gallery";
import { isPackageIdFormat } from "../components/package/package-id";
import { packageHref, PATHS, providerHref } from "../paths";
import { PACKAGE_DOES_NOT_EXIST, PACKAGE_LOAD_FAILED, PACKAGE_NOT_FOUND, PackageNotFound } from "../features/catalogue/package-not-found";
import { packageStructuredData } from "../features/catalogue/package-structured-data";
import { PdfDownloadButton } from "../features/catalogue/pdf-download-button";
import { PriceTag } from "../components/package/price-tag";
import { ShareButton } from "../features/catalogue/share-button";
import { CompareToggle } from "../features/compare/compare-toggle";
import { CompareTray } from "../features/compare/compare-tray";
import { FavoriteButton } from "../features/favorites/favorite-button";
import { favoriteSnapshot } from "../features/favorites/favorites-store";
import { useRootData } from "../components/root-data";
import { Button } from "../components/ui/button";
import { useIntl } from "react-intl";
import { bookingCopy } from "../i18n/copy/booking";
import { packageCopy } from "../i18n/copy/package";
import { providerCopy } from "../i18n/copy/provider";
import { siteCopy } from "../i18n/copy/site";
import { useCategoryLabel, useDurationLabel } from "../i18n/formatters";
import { useLocalizedPath } from "../i18n/localized-path";
import { usePageLocale } from "../i18n/page-locale";
import { metaIntl, metaLanguage } from "../i18n/meta-intl";
import { languageMarks, localizedContent, localizedLists, ORIGINAL_LANGUAGE } from "../../domain/package-translations";
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type SiteLanguage } from "../../domain/site-language";
import type { Route } from "./+types/package-detail";
import { ProviderStanding } from "../features/providers/provider-standing";
import { PackageReviews, type PackageReviewsData } from "../features/reviews/package-reviews";
import type { ListedPackage } from "../../domain/providers";
import type { PackageReviewsPage } from "../../domain/reviews";
import { packageQuestion, whatsappUrl } from "../../domain/whatsapp-message";
import { pageMessages, requestLanguage } from "../i18n/page-context.server";

// The booking dialog's code is fetched only when a traveller opens it.
const BookingDialog = lazy(() => import("../features/booking/booking-dialog"));

/** What the loader throws when there is no package to show; the error boundary renders it. */
export interface PackageMissing {
  message: string;
}

const missing = (message: string, status: number) => data<PackageMissing>({ message }, { status });

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["category", "district", "listing", "package", "provider", "review"] as const;
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { catalogue, config, logger } = context.services;
  if (!isPackageIdFormat(params.id)) throw missing(PACKAGE_DOES_NOT_EXIST, 404);
  // ?reviews=N pages past the first 10 (ADR 037); anything else is the first page.
  const asked = new URL(request.url).searchParams.get("reviews") ?? "";
  const reviewsPage = /^[1-9]\d{0,3}$/.test(asked) ? Number(asked) : 1;
  let pkg: ListedPackage | null;
  // Approved reviews, newest first, only when there is one (ADR 028). The first page comes with
  // the package, in the same read (ADR 073).
  let reviews: PackageReviewsPage | null = null;
  try {
    if (reviewsPage === 1) {
      const read = await catalogue.getVisiblePackageWithReviews(params.id);
      pkg = read?.pkg ?? null;
      reviews = read?.reviews ?? null;
    } else {
      pkg = await catalogue.getVisiblePackage(params.id);
    }
  } catch (error) {
    if (error instanceof Response) throw error; // the catalogue's 503 outage answer (ADR 023): never an empty or missing result
    logger.error({ err: error, packageId: params.id }, "package detail read failed");
    throw missing(PACKAGE_LOAD_FAILED, 500);
  }
  if (!pkg) throw missing(PACKAGE_NOT_FOUND, 404);
  const today = todayIn(config.timeZone);
  const closed = isPackageClosed(pkg, today);
  // A later page: the package was just read as shown, with its rating; only the reviews are read.
  if (reviewsPage > 1 && pkg.rating) reviews = await context.services.reviews.forShownPackage(pkg, reviewsPage);
  // The page shows its own language's translation (or the original): the others stay on the
  // server instead of riding in every page's data (a translated package carries three).
  const language = requestLanguage(request);
  const own = language === "en" ? undefined : pkg.translations?.[language];
  const shown: ListedPackage = { ...pkg, translations: language !== "en" && own ? { [language]: own } : {} };
  return { pkg: shown, closed, today, reviews, messages: pageMessages(request, context, OWN_MESSAGES) };
}

/** The message a thrown PackageMissing carries, or null for any other error. */
function missingMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const message = (error.data as Partial<PackageMissing> | null)?.message;
  return typeof message === "string" ? message : null;
}

export function meta(args: Route.MetaArgs) {
  const loaderData = args.loaderData;
  if (!loaderData) {
    const intl = metaIntl(args.matches);
    return pageMeta(args, {
      title: intl.formatMessage(siteCopy.packageNotFoundTitle),
      description: missingMessage(args.error) ?? intl.formatMessage(siteCopy.packageNotFound),
      noindex: true,
    });
  }
  const { pkg, closed, reviews } = loaderData;
  const origin = siteOrigin(args);
  const path = packageHref(pkg.id);
  const image = absoluteUrl(origin, imageAtWidth(pkg.bannerImage || DEFAULT_BANNER, 1200));
  // Title, description and JSON-LD in the page language: the admin's translation when written (ADR 041).
  const intl = metaIntl(args.matches);
  const language = metaLanguage(args.matches);
  const shown = { ...pkg, ...localizedContent(pkg, language) };
  const line = [
    `${formatMoney(adultUnitPrice(pkg), pkg.currency)} ${intl.formatMessage(siteCopy.perAdult)}`,
    intl.formatMessage(siteCopy.duration, { days: pkg.durationDays, nights: pkg.durationNights }),
    pkg.destinations,
  ].join(" · ");
  return [
    ...pageMeta(args, {
      title: shown.title,
      description: line,
      image,
      imageAlt: shown.title,
      path,
      type: "product",
      noindex: isPackageWithdrawn(pkg),
    }),
    {
      "script:ld+json": packageStructuredData(
        shown,
        canonicalUrl(args, path),
        image,
        closed,
        reviews?.items ?? [],
        LANGUAGE_INFO[shown.descriptionTranslated ? language : ORIGINAL_LANGUAGE].tag,
      ),
    },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PackageDetail pkg={loaderData.pkg} closed={loaderData.closed} today={loaderData.today} reviews={loaderData.reviews} />;
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage
      page={(error) => {
        const message = missingMessage(error);
        return message === null ? null : <PackageNotFound message={message} />;
      }}
    />
  );
}

function PackageDetail({
  pkg,
  closed,
  today,
  reviews,
}: {
  pkg: ListedPackage;
  closed: boolean;
  today: string;
  reviews: PackageReviewsData | null;
}) {
  const root = useRootData();
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  const [mode, setMode] = useState<BookingMode | null>(null);
  // The admin's Malayalam, Hindi or Arabic title and description when written, else the original (ADR 041),
  // marked with the language it is written in when that is not the page's (ADR 112).
  const language = root?.language ?? DEFAULT_LANGUAGE;
  const { title, description, titleTranslated, descriptionTranslated } = localizedContent(pkg, language);
  const titleMarks = languageMarks(titleTranslated ? language : ORIGINAL_LANGUAGE, language);
  const descriptionMarks = languageMarks(descriptionTranslated ? language : ORIGINAL_LANGUAGE, language);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6">
      <Breadcrumbs
        label={t(packageCopy.breadcrumb)}
        above={[{ name: t(siteCopy.navPackages), path: PATHS.packages }]}
        current={title}
        currentMarks={titleMarks}
      />

      {/* Phones read: photos and title, price and booking, details, then provider and help. */}
      <div className="mt-4 grid gap-8 lg:grid-cols-3">
        <PhotosAndTitle pkg={pkg} title={title} titleMarks={titleMarks} closed={closed} />
        <PriceAndBooking pkg={pkg} title={title} closed={closed} onOpen={setMode} />
        <div className="min-w-0 space-y-8 lg:col-span-2 lg:col-start-1 lg:row-start-2">
          <PackageDetails
            pkg={pkg}
            description={description}
            descriptionMarks={descriptionMarks}
            language={language}
            today={today}
            reviews={reviews}
          />
        </div>
        <ProviderAndHelp pkg={pkg} language={language} original={languageMarks(ORIGINAL_LANGUAGE, language)} />
      </div>

      {mode && root ? (
        <Suspense
          fallback={
            <p role="status" className="fixed inset-x-0 bottom-4 z-50 mx-auto w-fit rounded-full bg-slate-900 px-4 py-2 text-sm text-white">
              {t(packageCopy.opening)}
            </p>
          }
        >
          <BookingDialog
            pkg={pkg}
            mode={mode}
            onClose={() => setMode(null)}
            contact={{ whatsappNumber: root.publicConfig.contact.whatsappNumber }}
            upi={root.publicConfig.upi}
            packageUrl={`${root.origin}${localized(packageHref(pkg.id))}`}
          />
        </Suspense>
      ) : null}
      <CompareTray />
    </div>
  );
}

/** A paused package is closed for now, not over: it says so rather than "Expired". */
const isPaused = (pkg: ListedPackage) => pkg.status === "Paused";

/** The gallery with its offer and closed badges, then the title, share, favourite, compare and code. */
function PhotosAndTitle({
  pkg,
  title,
  titleMarks,
  closed,
}: {
  pkg: ListedPackage;
  title: string;
  titleMarks: ReturnType<typeof languageMarks>;
  closed: boolean;
}) {
  const t = useIntl().formatMessage;
  const percentOff = adultPercentOff(pkg);
  const images = [pkg.bannerImage || DEFAULT_BANNER, ...pkg.galleryImages];
  return (
    <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
      <PackageGallery title={title} images={images}>
        {percentOff > 0 ? (
          <span className="rounded-full bg-rose-700 px-3 py-1 text-sm font-bold text-white">
            {t(siteCopy.percentOffBadge, { percent: percentOff })}
          </span>
        ) : null}
        {closed ? (
          <span className="rounded-full bg-slate-900 px-3 py-1 text-sm font-bold text-white" data-testid="closed-badge">
            {t(isPaused(pkg) ? packageCopy.paused : packageCopy.expired)}
          </span>
        ) : null}
      </PackageGallery>

      <header className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" {...titleMarks}>
            {title}
          </h1>
          <div className="flex items-center gap-2">
            <ShareButton title={title} text={`${title}: ${pkg.destinations}`} packageId={pkg.id} />
            <FavoriteButton snapshot={favoriteSnapshot(pkg)} />
            <CompareToggle id={pkg.id} title={title} />
          </div>
        </div>
        <p className="text-sm text-slate-600">
          {t(packageCopy.code)} <span className="font-mono font-semibold text-slate-800">{pkg.packageCode}</span>
        </p>
      </header>
    </div>
  );
}

/** Prices per adult and child, the advance note, and Book / Enquire, or the closed notice. */
function PriceAndBooking({
  pkg,
  title,
  closed,
  onOpen,
}: {
  pkg: ListedPackage;
  title: string;
  closed: boolean;
  onOpen: (mode: BookingMode) => void;
}) {
  const t = useIntl().formatMessage;
  const paused = isPaused(pkg);
  return (
    <aside aria-label={t(packageCopy.priceAndBooking)} className="lg:col-start-3 lg:row-start-1">
      <div className="space-y-6">
        <div className="rounded-2xl border border-slate-200 p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">{t(packageCopy.price)}</h2>
          <PriceRow label={t(packageCopy.perAdult)} pkg={pkg} price={adultUnitPrice(pkg)} original={pkg.originalPriceAdult} />
          {childUnitPrice(pkg) !== null ? (
            <PriceRow label={t(packageCopy.perChild)} pkg={pkg} price={childUnitPrice(pkg)!} original={pkg.originalPriceChild} />
          ) : null}
          <GstNote gstIncluded={pkg.gstIncluded} className="mt-2" />
          {closed ? null : (
            <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">{t(packageCopy.payAdvance)}</p>
          )}
          <div className="mt-4 space-y-3">
            {closed ? (
              <div role="status" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-center" data-testid="closed-notice">
                <p className="font-semibold text-rose-800">{t(paused ? packageCopy.paused : packageCopy.closedTitle)}</p>
                <p className="mt-1 text-sm text-rose-800">{t(paused ? packageCopy.pausedText : packageCopy.closedText)}</p>
              </div>
            ) : (
              <>
                <Button variant="pill" className="w-full px-4 py-3" onClick={() => onOpen("book")}>
                  {t(packageCopy.bookNow)}
                </Button>
                <Button variant="pillOutline" className="w-full px-4 py-3" onClick={() => onOpen("enquire")}>
                  {t(packageCopy.enquireNow)}
                </Button>
              </>
            )}
            {pkg.pdfFile ? <PdfDownloadButton title={title} pdfUrl={pkg.pdfFile} packageId={pkg.id} /> : null}
          </div>
        </div>
      </div>
    </aside>
  );
}

/** Facts, highlights, description, departures, itinerary, inclusions, policy, reviews, places and options. */
function PackageDetails({
  pkg,
  description,
  descriptionMarks,
  language,
  today,
  reviews,
}: {
  pkg: ListedPackage;
  description: string;
  descriptionMarks: ReturnType<typeof languageMarks>;
  language: SiteLanguage;
  today: string;
  reviews: PackageReviewsData | null;
}) {
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  const categoryLabel = useCategoryLabel();
  const categories = CATEGORIES.filter((c) => pkg.categories.includes(c.slug));
  const highlights = localizedLists(pkg, language).highlights;
  // The provider's own words that have no translations (places, destinations): the original's language.
  const original = languageMarks(ORIGINAL_LANGUAGE, language);
  // The package's facts and texts have nothing to hydrate: they keep the server's markup (ADR 162), keyed by
  // the package so that another package opened within the page draws its own. The reviews stay hydrated (a
  // photo opens in a viewer).
  return (
    <>
      <StaticMarkup key={pkg.id} className="space-y-8">
        <PackageFacts pkg={pkg} original={original} />

        {highlights.value.length > 0 ? (
          <Section title={t(packageCopy.highlights)}>
            <HighlightList
              items={highlights.value}
              {...languageMarks(highlights.language, language)}
              className="grid gap-2 text-slate-700 sm:grid-cols-2"
            />
          </Section>
        ) : null}

        <Section title={t(packageCopy.about)}>
          <p className="whitespace-pre-line leading-relaxed text-slate-700" {...descriptionMarks}>
            {description}
          </p>
        </Section>

        <DeparturesSection pkg={pkg} today={today} />
        <ItinerarySection pkg={pkg} language={language} />
        <InclusionsSection pkg={pkg} language={language} />
        <PolicySection pkg={pkg} language={language} />
      </StaticMarkup>
      <PackageReviews data={reviews} pagePath={localized(packageHref(pkg.id))} />

      <StaticMarkup key={`${pkg.id} places`} className="space-y-8">
        <Section title={t(packageCopy.destinations)}>
          <p className="text-slate-700" {...original}>
            {pkg.destinations}
          </p>
        </Section>

        <ChipList title={t(packageCopy.mainPlaces)} items={pkg.mainPlaces} marks={original} />
        <ChipList title={t(packageCopy.attractions)} items={pkg.attractions} marks={original} />
        <ChipList title={t(packageCopy.categories)} items={categories.map((c) => categoryLabel(c.slug))} />
        <CustomizationsSection pkg={pkg} original={original} />
      </StaticMarkup>
    </>
  );
}

/** Duration, starting point, group size and the booking window. */
function PackageFacts({ pkg, original }: { pkg: ListedPackage; original: Marks }) {
  const t = useIntl().formatMessage;
  const duration = useDurationLabel();
  const locale = usePageLocale();
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-3">
      <Fact label={t(packageCopy.duration)} value={duration(pkg.durationDays, pkg.durationNights)} />
      <Fact label={t(packageCopy.startingPoint)} value={pkg.startingLocation} marks={original} />
      <Fact label={t(packageCopy.groupSize)} value={t(packageCopy.groupSizeValue, { min: pkg.minGroupSize, max: pkg.maxGroupSize })} />
      {pkg.bookingOpeningDate && pkg.bookingClosingDate ? (
        <>
          <Fact label={t(packageCopy.bookingOpens)} value={formatDate(pkg.bookingOpeningDate, locale)} />
          <Fact label={t(packageCopy.bookingCloses)} value={formatDate(pkg.bookingClosingDate, locale)} />
        </>
      ) : null}
    </dl>
  );
}

/** Each customization group's options with their signed prices (a discount in green). */
function CustomizationsSection({ pkg, original }: { pkg: ListedPackage; original: Marks }) {
  const t = useIntl().formatMessage;
  const groups = CUSTOMIZATION_GROUPS.filter((g) => (pkg.customizationOptions[g]?.length ?? 0) > 0);
  if (groups.length === 0) return null;
  return (
    <Section title={t(packageCopy.customizations)}>
      <div className="grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <div key={group} className="rounded-xl border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{t(bookingCopy.customizationGroup, { group })}</h3>
            <ul className="mt-2 space-y-1 text-sm">
              {pkg.customizationOptions[group]!.map((o, i) => (
                <li key={i} className="flex justify-between gap-3">
                  <span className="text-slate-700" {...original}>
                    {o.name}
                  </span>
                  <span
                    className={
                      o.price < 0 ? "whitespace-nowrap font-semibold text-emerald-700" : "whitespace-nowrap font-semibold text-slate-900"
                    }
                  >
                    <Amount>{formatSignedMoney(o.price, pkg.currency)}</Amount>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

/**
 * The provider's standing and details, then WhatsApp and email for a question. `original` marks
 * the provider's own words (the location), as the page's other untranslated fields are marked.
 */
function ProviderAndHelp({ pkg, language, original }: { pkg: ListedPackage; language: SiteLanguage; original: Marks }) {
  const root = useRootData();
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  const question = packageQuestion(pkg, language);
  return (
    // Nothing to hydrate here either (ADR 162): the provider's link is followed within the page by StaticMarkup.
    <StaticMarkup as="aside" key={pkg.id} aria-label={t(packageCopy.providerAndHelp)} className="space-y-6 lg:col-start-3 lg:row-start-2">
      <div className="rounded-2xl border border-slate-200 p-5">
        <ProviderStanding provider={pkg.provider} />
        {pkg.provider ? (
          <p className="mt-3 text-sm">
            <Link
              to={localized(providerHref(pkg.provider.slug))}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t(providerCopy.viewProvider, { name: <bdi key="name">{pkg.provider.name}</bdi> })}
            </Link>
          </p>
        ) : null}
        <dl className="mt-3 space-y-2 text-sm">
          {pkg.providerName ? <Fact label={t(packageCopy.provider)} value={pkg.providerName} /> : null}
          {pkg.meshId ? <Fact label={t(packageCopy.meshId)} value={pkg.meshId} /> : null}
          {pkg.location ? <Fact label={t(packageCopy.location)} value={pkg.location} marks={original} /> : null}
        </dl>
        {pkg.googleReviewScreenshot ? (
          <img
            src={imageAtWidth(pkg.googleReviewScreenshot, 480)}
            alt={t(packageCopy.googleReviews, { provider: pkg.providerName || t(packageCopy.theProvider) })}
            width={480}
            height={300}
            loading="lazy"
            decoding="async"
            className="mt-3 h-auto w-full rounded-lg border border-slate-200"
          />
        ) : null}
      </div>

      {root ? (
        <div className="rounded-2xl border border-slate-200 p-5">
          <h2 className="text-lg font-semibold text-slate-900">{t(packageCopy.needHelp)}</h2>
          <p className="mt-1 text-sm text-slate-600">{t(packageCopy.askUs)}</p>
          <div className="mt-3 flex flex-col gap-2 text-sm font-semibold">
            <a
              href={whatsappUrl(root.publicConfig.contact.whatsappNumber, question.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full bg-emerald-700 px-4 py-2.5 text-center text-white hover:bg-emerald-800"
            >
              {t(siteCopy.chatOnWhatsApp)}
            </a>
            <a
              href={`mailto:${root.publicConfig.contact.email}?subject=${encodeURIComponent(question.emailSubject)}`}
              className="rounded-full border border-slate-300 px-4 py-2.5 text-center text-slate-800 hover:border-brand-700"
            >
              {t(packageCopy.emailUs, { email: <bdi key="email">{root.publicConfig.contact.email}</bdi> })}
            </a>
          </div>
        </div>
      ) : null}
    </StaticMarkup>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** `marks`: the value's own lang and dir when it is the provider's text in another language (ADR 112). */
type Marks = ReturnType<typeof languageMarks>;

function Fact({ label, value, marks }: { label: string; value: string; marks?: Marks }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900" {...marks}>
        {value}
      </dd>
    </div>
  );
}

function ChipList({ title, items, marks }: { title: string; items: string[]; marks?: Marks }) {
  if (items.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item, i) => (
          <li key={i} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800" {...marks}>
            {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A price row: its label, and below it the price with the original struck through and the percent off. */
function PriceRow({ label, pkg, price, original }: { label: string; pkg: TravelPackage; price: number; original: number | null }) {
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-600">{label}</p>
      <PriceTag currency={pkg.currency} price={price} original={pkg.hasOffer ? original : null} size="lg" showPercent />
    </div>
  );
}
