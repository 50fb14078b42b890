import { useIntl } from "react-intl";
import { dealCountdown, type DealCountdown } from "../../../domain/dates";
import { adultUnitPrice, reservationAmount } from "../../../domain/money";
import { CardTitleLink, PackageCardFrame } from "../../components/package/package-card-frame";
import { PriceTag } from "../../components/package/price-tag";
import { dealsCopy } from "../../i18n/copy/deals";
import { siteCopy } from "../../i18n/copy/site";
import { useDurationLabel, useReserveAtLabel } from "../../i18n/formatters";
import { packageHref } from "../../paths";
import { HighlightList } from "./highlight-list";
import type { CardPackage } from "./package-card";
import { useRootData } from "../../components/root-data";
import { languageMarks, ORIGINAL_LANGUAGE } from "../../../domain/package-translations";
import { DEFAULT_LANGUAGE } from "../../../domain/site-language";

export type DealPackage = CardPackage & { endDate: string | null; minGroupSize: number; maxGroupSize: number };

/**
 * What the deal offers to reserve: 10% of the adult price (spec; `amount` null when the package has
 * no price: 'Reserve at N/A'), or null once the offer has ended, so an ended deal offers no amount to
 * reserve at (its countdown says 'Offer Ended').
 */
export function dealReservation(pkg: DealPackage, today: string): { amount: number | null } | null {
  if (dealCountdown(pkg.endDate, today)?.kind === "ended") return null;
  return { amount: reservationAmount(pkg) };
}

const COUNTDOWN_STYLE: Record<DealCountdown["kind"], string> = {
  ended: "bg-slate-700 text-white",
  lastDay: "bg-rose-700 text-white",
  daysLeft: "bg-white text-rose-800",
};

/** A last-minute deal card; `today` comes from the server so the countdown matches on hydration. */
export function DealCard({ pkg, today, eager = false }: { pkg: DealPackage; today: string; eager?: boolean }) {
  const intl = useIntl();
  const duration = useDurationLabel();
  const reserveAt = useReserveAtLabel();
  const page = useRootData()?.language ?? DEFAULT_LANGUAGE;
  const countdown = dealCountdown(pkg.endDate, today);
  const reservation = dealReservation(pkg, today);
  const countdownText =
    countdown === null
      ? null
      : countdown.kind === "ended"
        ? intl.formatMessage(dealsCopy.countdownEnded)
        : countdown.kind === "lastDay"
          ? intl.formatMessage(dealsCopy.countdownLastDay)
          : intl.formatMessage(dealsCopy.countdownDaysLeft, { days: countdown.days });
  return (
    <PackageCardFrame
      image={pkg.bannerImage}
      eager={eager}
      badge={
        <>
          {reservation ? (
            <span className="absolute start-3 top-3 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-slate-900">
              {reserveAt(reservation.amount, pkg.currency)}
            </span>
          ) : null}
          {countdown ? (
            <span className={`absolute end-3 top-3 rounded-full px-3 py-1 text-xs font-bold ${COUNTDOWN_STYLE[countdown.kind]}`}>
              {countdownText}
            </span>
          ) : null}
        </>
      }
    >
      <CardTitleLink to={packageHref(pkg.id)}>
        <span {...languageMarks(pkg.titleLanguage ?? page, page)}>{pkg.title}</span>
      </CardTitleLink>
      <p className="text-sm text-slate-600">{duration(pkg.durationDays, pkg.durationNights)}</p>
      <p className="text-sm text-slate-700">
        <span className="sr-only">{intl.formatMessage(dealsCopy.route)} </span>
        <bdi {...languageMarks(ORIGINAL_LANGUAGE, page)}>{`${pkg.startingLocation} → ${pkg.destinations}`}</bdi>
      </p>
      <p className="text-sm text-slate-600">{intl.formatMessage(dealsCopy.groupSize, { min: pkg.minGroupSize, max: pkg.maxGroupSize })}</p>
      {pkg.highlights.length > 0 ? <HighlightList items={pkg.highlights} {...languageMarks(pkg.highlightsLanguage ?? page, page)} /> : null}
      <div className="mt-auto border-t border-slate-100 pt-3">
        <PriceTag
          currency={pkg.currency}
          price={adultUnitPrice(pkg)}
          original={pkg.hasOffer ? pkg.originalPriceAdult : null}
          suffix={intl.formatMessage(siteCopy.perAdult)}
          showPercent
        />
      </div>
    </PackageCardFrame>
  );
}
