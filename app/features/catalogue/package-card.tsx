import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { adultPercentOff, adultUnitPrice, reservationAmount } from "../../../domain/money";
import type { PackageCardFields } from "../../../domain/package";
import { CardTitleLink, PackageCardFrame, PercentOffBadge } from "../../components/package/package-card-frame";
import { PriceTag } from "../../components/package/price-tag";
import { RatingBadge } from "../../components/package/rating-badge";
import type { Rating } from "../../../domain/reviews";
import { siteCopy } from "../../i18n/copy/site";
import { useDurationLabel, useNextDepartureLabel, useReserveAtLabel } from "../../i18n/formatters";
import { packageHref } from "../../paths";
import { HighlightList } from "./highlight-list";
import { Icon } from "../../components/ui/icon";
import { useRootData } from "../../components/root-data";
import { languageMarks, ORIGINAL_LANGUAGE, type PackageTitles } from "../../../domain/package-translations";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../../domain/site-language";

/** A card's package as toCardPackage sends it: the card fields, at most CARD_HIGHLIGHTS highlights. */
export type CardPackage = PackageCardFields & {
  /** The next open departure as of the server's today, for packages with fixed departures. */
  nextDeparture?: { date: string; seatsLeft: number } | null;
  /** Approved reviews' average and count; null without one (ADR 037). */
  rating?: Rating | null;
  /** The languages the title and highlights are written in (ADR 112); the page's when left out. */
  titleLanguage?: SiteLanguage;
  highlightsLanguage?: SiteLanguage;
  /**
   * The original title and the page language's translated one, beside `title` (the one shown): a
   * favourite made from the card keeps them, so the favourites page names it in either language.
   */
  titles: PackageTitles;
};

interface PackageCardProps {
  pkg: CardPackage;
  eager?: boolean;
  /** The favourite button, over the photo (the route passes it in: features stay apart). */
  favorite?: ReactNode;
  /** The compare toggle, beside the price. */
  compare?: ReactNode;
}

/** A listing card; the title link covers the card, the heart and Compare sit above it. */
export function PackageCard({ pkg, eager = false, favorite, compare }: PackageCardProps) {
  const reserve = reservationAmount(pkg);
  const intl = useIntl();
  const duration = useDurationLabel();
  const reserveAt = useReserveAtLabel();
  const nextDeparture = useNextDepartureLabel();
  const page = useRootData()?.language ?? DEFAULT_LANGUAGE;
  return (
    <PackageCardFrame image={pkg.bannerImage} eager={eager} badge={<PercentOffBadge percent={adultPercentOff(pkg)} />} corner={favorite}>
      <CardTitleLink to={packageHref(pkg.id)}>
        <span {...languageMarks(pkg.titleLanguage ?? page, page)}>{pkg.title}</span>
      </CardTitleLink>
      <p className="text-sm text-slate-600">
        {/* The provider's own words, never translated: marked with the original's language. */}
        <span {...languageMarks(ORIGINAL_LANGUAGE, page)}>{pkg.destinations}</span>
        <span aria-hidden="true"> · </span>
        <span className="whitespace-nowrap">{duration(pkg.durationDays, pkg.durationNights)}</span>
      </p>
      {pkg.nextDeparture ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800" data-testid="next-departure">
          <Icon name="clock" size={16} className="shrink-0" />
          {nextDeparture(pkg.nextDeparture)}
        </p>
      ) : null}
      <RatingBadge rating={pkg.rating} />
      {pkg.highlights.length > 0 ? <HighlightList items={pkg.highlights} {...languageMarks(pkg.highlightsLanguage ?? page, page)} /> : null}
      <div className="mt-auto flex flex-wrap items-end justify-between gap-2 border-t border-slate-100 pt-3">
        <div>
          <PriceTag
            currency={pkg.currency}
            price={adultUnitPrice(pkg)}
            original={pkg.hasOffer ? pkg.originalPriceAdult : null}
            suffix={intl.formatMessage(siteCopy.perAdult)}
          />
          <p className="text-sm font-medium text-brand-700">{reserveAt(reserve, pkg.currency)}</p>
        </div>
        {compare ? <div className="relative z-10 flex">{compare}</div> : null}
      </div>
    </PackageCardFrame>
  );
}
