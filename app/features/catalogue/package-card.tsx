import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { adultPercentOff, adultUnitPrice, reservationAmount } from "../../../domain/money";
import type { TravelPackage } from "../../../domain/package";
import { CardTitleLink, PackageCardFrame, PercentOffBadge } from "../../components/package/package-card-frame";
import { PriceTag } from "../../components/package/price-tag";
import { siteCopy } from "../../i18n/copy/site";
import { useDurationLabel, useReserveAtLabel } from "../../i18n/formatters";
import { packageHref } from "../../paths";
import { HighlightList } from "./highlight-list";

export type CardPackage = Pick<
  TravelPackage,
  | "id"
  | "title"
  | "bannerImage"
  | "destinations"
  | "startingLocation"
  | "durationDays"
  | "durationNights"
  | "highlights"
  | "currency"
  | "originalPriceAdult"
  | "originalPriceChild"
  | "hasOffer"
  | "offerPriceAdult"
  | "offerPriceChild"
>;

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
  return (
    <PackageCardFrame image={pkg.bannerImage} eager={eager} badge={<PercentOffBadge percent={adultPercentOff(pkg)} />} corner={favorite}>
      <CardTitleLink to={packageHref(pkg.id)}>{pkg.title}</CardTitleLink>
      <p className="text-sm text-slate-600">
        <span>{pkg.destinations}</span>
        <span aria-hidden="true"> · </span>
        <span className="whitespace-nowrap">{duration(pkg.durationDays, pkg.durationNights)}</span>
      </p>
      {pkg.highlights.length > 0 ? <HighlightList items={pkg.highlights.slice(0, 4)} /> : null}
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
