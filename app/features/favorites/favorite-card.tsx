import type { ReactNode } from "react";
import { Link } from "react-router";
import { durationLabel } from "../../../domain/dates";
import { adultPercentOff, adultUnitPrice } from "../../../domain/money";
import { PackageCardFrame, PercentOffBadge } from "../../components/package/package-card-frame";
import { PriceTag } from "../../components/package/price-tag";
import { packageHref } from "../../paths";
import { HeartIcon } from "./favorite-button";
import { removeFavorite, type FavoriteSnapshot } from "./favorites-store";

const priceFields = (f: FavoriteSnapshot) => ({ ...f, originalPriceChild: null, offerPriceChild: null });

/**
 * A saved favourite, drawn from its stored snapshot (no server call). `compare` (the route passes
 * the compare toggle: features stay apart) sits inside the card, beside View Details.
 */
export function FavoriteCard({ favorite, eager = false, compare }: { favorite: FavoriteSnapshot; eager?: boolean; compare?: ReactNode }) {
  const percent = adultPercentOff(priceFields(favorite));
  const href = packageHref(favorite.id);
  return (
    <PackageCardFrame
      image={favorite.bannerImage}
      eager={eager}
      linked={false}
      bodyClassName="gap-2"
      badge={<PercentOffBadge percent={percent} />}
      corner={
        <button
          type="button"
          aria-label={`Remove ${favorite.title} from favourites`}
          onClick={() => removeFavorite(favorite.id)}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-slate-200 hover:bg-rose-50"
        >
          <HeartIcon filled />
        </button>
      }
    >
      <h2 className="text-lg font-semibold leading-snug text-slate-900">{favorite.title}</h2>
      <p className="text-sm text-slate-600">{favorite.destinations}</p>
      <p className="text-sm text-slate-600">{durationLabel(favorite.durationDays, favorite.durationNights)}</p>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-3">
        <PriceTag
          currency={favorite.currency}
          price={adultUnitPrice(priceFields(favorite))}
          original={favorite.hasOffer ? favorite.originalPriceAdult : null}
          suffix="per adult"
        />
        <div className="flex flex-wrap items-center gap-2">
          {compare}
          <Link
            to={href}
            className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={`View Details: ${favorite.title}`}
          >
            View Details
          </Link>
        </div>
      </div>
    </PackageCardFrame>
  );
}
