import type { ReactNode } from "react";
import { Amount } from "../../components/amount";
import { useIntl, type IntlShape } from "react-intl";
import { Link } from "react-router";
import { formatDate } from "../../../domain/dates";
import { adultPercentOff, adultUnitPrice, childPercentOff, childUnitPrice, formatMoney, formatSignedMoney } from "../../../domain/money";
import { CUSTOMIZATION_GROUPS, type TravelPackage } from "../../../domain/package";
import { overnightRoute } from "../../../domain/package-content";
import { languageMarks, localizedList, ORIGINAL_LANGUAGE, shownTitle, type Shown } from "../../../domain/package-translations";
import type { SiteLanguage } from "../../../domain/site-language";
import { bookingCopy } from "../../i18n/copy/booking";
import { compareCopy } from "../../i18n/copy/compare";
import { packageCopy } from "../../i18n/copy/package";
import { useDurationLabel } from "../../i18n/formatters";
import { useLocalizedPath } from "../../i18n/localized-path";
import { usePageLanguage, usePageLocale } from "../../i18n/page-locale";
import { PackageImage } from "../../components/package/package-image";
import { PriceTag } from "../../components/package/price-tag";
import { RatingBadge } from "../../components/package/rating-badge";
import type { Rating } from "../../../domain/reviews";
import { packageHref } from "../../paths";

// Amounts are isolated left to right (Amount); package content (titles, places) is isolated with
// its own direction found from its first strong character (ADR 044). The title and the lists are
// the page language's where the package has them translated, as on the package page (ADR 041,
// 112); text shown in the original's language on another language's page (the places always,
// the rest when untranslated) carries its own `lang` and `dir` (languageMarks).

interface Row {
  label: string;
  cell: (p: TravelPackage) => ReactNode;
}

/** An element's `lang` and `dir`, as languageMarks gives them. */
type Marks = ReturnType<typeof languageMarks>;

/** A bulleted list in the language it is written in, or "Not listed" when empty. */
function listCell(list: Shown<string[]>, page: SiteLanguage, intl: IntlShape) {
  if (list.value.length === 0) return intl.formatMessage(compareCopy.notListed);
  // The marks go on each item, not the list: the bullets stay on the page's start side.
  const marks = languageMarks(list.language, page);
  return (
    <ul className="list-disc space-y-1 ps-4">
      {list.value.map((item, i) => (
        <li key={i}>
          <bdi {...marks}>{item}</bdi>
        </li>
      ))}
    </ul>
  );
}

/** "4 days planned" and the overnight places in order ("Nights in Munnar → Thekkady"). */
function itineraryCell(p: TravelPackage, intl: IntlShape, original: Marks) {
  if (p.itinerary.length === 0) return intl.formatMessage(compareCopy.notListed);
  const places = overnightRoute(p.itinerary);
  return (
    <>
      <p className="font-semibold">{intl.formatMessage(compareCopy.itineraryDays, { days: p.itinerary.length })}</p>
      {places.length > 0 ? (
        <p>
          {intl.formatMessage(compareCopy.overnights, {
            places: (
              <bdi key="places" {...original}>
                {places.join(" → ")}
              </bdi>
            ),
          })}
        </p>
      ) : null}
    </>
  );
}

function rows(language: SiteLanguage, locale: string, intl: IntlShape, duration: (days: number, nights: number) => string): Row[] {
  const t = intl.formatMessage;
  // The provider's own words that have no translations (places, option names): the original's language.
  const original = languageMarks(ORIGINAL_LANGUAGE, language);
  return [
    {
      label: t(compareCopy.pricePerAdult),
      cell: (p) => (
        <Amount>
          <PriceTag currency={p.currency} price={adultUnitPrice(p)} original={p.hasOffer ? p.originalPriceAdult : null} />
        </Amount>
      ),
    },
    {
      label: t(compareCopy.pricePerChild),
      cell: (p) => {
        const child = childUnitPrice(p);
        return child === null ? (
          t(compareCopy.childNotOffered)
        ) : (
          <Amount>
            <PriceTag currency={p.currency} price={child} original={p.hasOffer ? p.originalPriceChild : null} />
          </Amount>
        );
      },
    },
    {
      label: t(compareCopy.offer),
      cell: (p) => {
        const adult = adultPercentOff(p);
        const child = childPercentOff(p);
        if (adult === 0 && child === 0) return t(compareCopy.noOffer);
        const parts = [
          adult > 0 ? t(compareCopy.offerAdult, { percent: adult }) : null,
          child > 0 ? t(compareCopy.offerChild, { percent: child }) : null,
        ].filter((part): part is string => part !== null);
        return intl.formatList(parts, { type: "unit" });
      },
    },
    {
      // Approved reviews only (ADR 037): "★ 4.6 (12)", a dash without any.
      label: t(compareCopy.rating),
      cell: (p) => {
        const rating = (p as TravelPackage & { rating?: Rating | null }).rating;
        return rating ? (
          <Amount>
            <RatingBadge rating={rating} />
          </Amount>
        ) : (
          "—"
        );
      },
    },
    { label: t(packageCopy.duration), cell: (p) => duration(p.durationDays, p.durationNights) },
    { label: t(compareCopy.itinerary), cell: (p) => itineraryCell(p, intl, original) },
    { label: t(packageCopy.startingPoint), cell: (p) => <bdi {...original}>{p.startingLocation}</bdi> },
    { label: t(packageCopy.destinations), cell: (p) => <bdi {...original}>{p.destinations}</bdi> },
    { label: t(packageCopy.groupSize), cell: (p) => t(packageCopy.groupSizeValue, { min: p.minGroupSize, max: p.maxGroupSize }) },
    {
      label: t(compareCopy.bookingWindow),
      cell: (p) =>
        p.bookingOpeningDate && p.bookingClosingDate
          ? t(compareCopy.bookingWindowValue, {
              from: <bdi key="from">{formatDate(p.bookingOpeningDate, locale)}</bdi>,
              to: <bdi key="to">{formatDate(p.bookingClosingDate, locale)}</bdi>,
            })
          : t(compareCopy.bookingOpen),
    },
    { label: t(compareCopy.included), cell: (p) => listCell(localizedList(p, "inclusions", language), language, intl) },
    { label: t(compareCopy.excluded), cell: (p) => listCell(localizedList(p, "exclusions", language), language, intl) },
    { label: t(packageCopy.highlights), cell: (p) => listCell(localizedList(p, "highlights", language), language, intl) },
    {
      label: t(compareCopy.customization),
      cell: (p) => {
        const groups = CUSTOMIZATION_GROUPS.filter((g) => (p.customizationOptions[g]?.length ?? 0) > 0);
        if (groups.length === 0) return t(bookingCopy.none);
        return (
          <ul className="space-y-2">
            {groups.map((g) => (
              <li key={g}>
                <span className="font-semibold">{t(bookingCopy.customizationGroup, { group: g })}</span>
                <ul className="list-disc ps-4">
                  {p.customizationOptions[g]!.map((o, i) => (
                    <li key={i}>
                      <bdi {...original}>{o.name}</bdi> <Amount>{formatSignedMoney(o.price, p.currency)}</Amount>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        );
      },
    },
  ];
}

/** Packages side by side: one column each, one row per fact. */
export function CompareTable({ packages, onRemove }: { packages: TravelPackage[]; onRemove: (id: string) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const duration = useDurationLabel();
  const language = usePageLanguage();
  const locale = usePageLocale();
  const localized = useLocalizedPath();
  return (
    // Its own horizontal scroll at 360 px: a named region that takes focus, so the keyboard scrolls it.
    <div
      className="relative overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      tabIndex={0}
      role="region"
      aria-label={t(compareCopy.tableLabel)}
    >
      {/* Fixed layout: the label column keeps its width and every package column gets the same share;
          a label longer than its column ("Customization" at 360 px) is hyphenated or broken, never
          drawn over the next cell. Logical sides only (start/end, ADR 044): in Arabic the row
          headers stick to the right. */}
      <table className="w-full min-w-[600px] table-fixed border-collapse text-start text-sm">
        <caption className="sr-only">{t(compareCopy.caption)}</caption>
        <thead>
          <tr>
            <td className="sticky start-0 z-10 w-36 border-b border-slate-200 bg-slate-50 p-3" />
            {packages.map((p) => {
              const title = shownTitle(p, language);
              return (
                <th key={p.id} scope="col" className="border-b border-s border-slate-200 p-3 text-start align-top font-normal">
                  <PackageImage
                    src={p.bannerImage}
                    alt=""
                    sizes="240px"
                    width={480}
                    height={300}
                    className="aspect-[16/10] w-full rounded-lg object-cover"
                  />
                  <Link
                    to={localized(packageHref(p.id))}
                    className="mt-2 block text-base font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    <bdi {...languageMarks(title.language, language)}>{title.value}</bdi>
                  </Link>
                  <p className="text-xs text-slate-600">
                    {t(compareCopy.headerPrice, { price: <Amount key="price">{formatMoney(adultUnitPrice(p), p.currency)}</Amount> })}
                  </p>
                  <button
                    type="button"
                    onClick={() => onRemove(p.id)}
                    className="mt-2 text-sm font-semibold text-rose-700 underline underline-offset-2"
                    aria-label={t(compareCopy.removeLabel, { title: title.value })}
                  >
                    {t(compareCopy.remove)}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows(language, locale, intl, duration).map((row) => (
            <tr key={row.label} className="even:bg-slate-50/60">
              <th
                scope="row"
                className="sticky start-0 z-10 hyphens-auto break-words border-b border-slate-200 bg-slate-50 p-3 text-start align-top font-semibold text-slate-800"
              >
                {row.label}
              </th>
              {packages.map((p) => (
                <td key={p.id} className="border-b border-s border-slate-200 p-3 align-top text-slate-800">
                  {row.cell(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
