import { Link } from "react-router";
import { durationLabel } from "../../../domain/dates";
import { adultPercentOff, adultUnitPrice, formatMoney, reservationAmount } from "../../../domain/money";
import type { TravelPackage } from "../../../domain/package";
import { CompareToggle } from "../compare/compare-toggle";
import { FavoriteButton } from "../favorites/favorite-button";
import { favoriteSnapshot } from "../favorites/favorites-store";
import { HighlightList } from "./highlight-list";
import { PackageImage } from "./package-image";
import { PriceTag } from "./price-tag";

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

export const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export function packageHref(id: string): string {
  return `/package/${encodeURIComponent(id)}`;
}

/** A listing card; the title link covers the card, the heart and Compare sit above it. */
export function PackageCard({ pkg, eager = false }: { pkg: CardPackage; eager?: boolean }) {
  const price = adultUnitPrice(pkg);
  const reserve = reservationAmount(pkg);
  const percentOff = adultPercentOff(pkg);
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
        {percentOff > 0 ? (
          <span className="absolute left-3 top-3 rounded-full bg-rose-700 px-2.5 py-1 text-xs font-bold text-white">{percentOff}% OFF</span>
        ) : null}
        <FavoriteButton snapshot={favoriteSnapshot(pkg)} className="absolute right-3 top-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-lg font-semibold leading-snug text-slate-900">
          <Link to={packageHref(pkg.id)} prefetch="intent" className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
            {pkg.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          <span>{pkg.destinations}</span>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap">{durationLabel(pkg.durationDays, pkg.durationNights)}</span>
        </p>
        {pkg.highlights.length > 0 ? <HighlightList items={pkg.highlights.slice(0, 4)} /> : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 border-t border-slate-100 pt-3">
          <div>
            <PriceTag currency={pkg.currency} price={price} original={pkg.hasOffer ? pkg.originalPriceAdult : null} suffix="per adult" />
            <p className="text-sm font-medium text-brand-700">Reserve at {reserve === null ? "N/A" : formatMoney(reserve, pkg.currency)}</p>
          </div>
          <CompareToggle id={pkg.id} title={pkg.title} className="relative z-10" />
        </div>
      </div>
    </article>
  );
}
