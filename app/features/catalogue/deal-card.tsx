import { COUNTDOWN_ENDED, COUNTDOWN_LAST_DAY, countdownLabel, durationLabel } from "../../../domain/dates";
import { adultUnitPrice, formatMoney, reservationAmount } from "../../../domain/money";
import { CardTitleLink, PackageCardFrame } from "../../components/package/package-card-frame";
import { PriceTag } from "../../components/package/price-tag";
import { packageHref } from "../../paths";
import { HighlightList } from "./highlight-list";
import type { CardPackage } from "./package-card";

export type DealPackage = CardPackage & { endDate: string | null; minGroupSize: number; maxGroupSize: number };

/** 'Reserve at ₹1,235' (spec: currency symbol then 10% of the adult price, rounded). */
export function reserveBadge(pkg: DealPackage): string {
  const amount = reservationAmount(pkg);
  if (amount === null) return "Reserve at N/A";
  return `Reserve at ${formatMoney(amount, pkg.currency)}`;
}

const COUNTDOWN_STYLE: Record<string, string> = {
  [COUNTDOWN_ENDED]: "bg-slate-700 text-white",
  [COUNTDOWN_LAST_DAY]: "bg-rose-700 text-white",
};

/** A last-minute deal card; `today` comes from the server so the countdown matches on hydration. */
export function DealCard({ pkg, today, eager = false }: { pkg: DealPackage; today: string; eager?: boolean }) {
  const countdown = countdownLabel(pkg.endDate, today);
  return (
    <PackageCardFrame
      image={pkg.bannerImage}
      eager={eager}
      badge={
        <>
          <span className="absolute left-3 top-3 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-slate-900">
            {reserveBadge(pkg)}
          </span>
          {countdown ? (
            <span
              className={`absolute right-3 top-3 rounded-full px-3 py-1 text-xs font-bold ${COUNTDOWN_STYLE[countdown] ?? "bg-white text-rose-800"}`}
            >
              {countdown}
            </span>
          ) : null}
        </>
      }
    >
      <CardTitleLink to={packageHref(pkg.id)}>{pkg.title}</CardTitleLink>
      <p className="text-sm text-slate-600">{durationLabel(pkg.durationDays, pkg.durationNights)}</p>
      <p className="text-sm text-slate-700">
        <span className="sr-only">Route: </span>
        {`${pkg.startingLocation} → ${pkg.destinations}`}
      </p>
      <p className="text-sm text-slate-600">
        Group size: {pkg.minGroupSize} - {pkg.maxGroupSize}
      </p>
      {pkg.highlights.length > 0 ? <HighlightList items={pkg.highlights.slice(0, 4)} /> : null}
      <div className="mt-auto border-t border-slate-100 pt-3">
        <PriceTag
          currency={pkg.currency}
          price={adultUnitPrice(pkg)}
          original={pkg.hasOffer ? pkg.originalPriceAdult : null}
          suffix="per adult"
          showPercent
        />
      </div>
    </PackageCardFrame>
  );
}
