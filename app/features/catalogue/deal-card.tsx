import { Link } from "react-router";
import { COUNTDOWN_ENDED, COUNTDOWN_LAST_DAY, countdownLabel, durationLabel } from "../../../domain/dates";
import { adultUnitPrice, formatMoney, reservationAmount } from "../../../domain/money";
import { CARD_IMAGE_SIZES, packageHref, type CardPackage } from "./package-card";
import { HighlightList } from "./highlight-list";
import { PackageImage } from "./package-image";
import { PriceTag } from "./price-tag";

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
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative">
        <PackageImage
          src={pkg.bannerImage}
          alt=""
          eager={eager}
          sizes={CARD_IMAGE_SIZES}
          className="aspect-[16/10] w-full bg-slate-100 object-cover"
        />
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
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-lg font-semibold leading-snug text-slate-900">
          <Link to={packageHref(pkg.id)} prefetch="intent" className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
            {pkg.title}
          </Link>
        </h2>
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
      </div>
    </article>
  );
}
