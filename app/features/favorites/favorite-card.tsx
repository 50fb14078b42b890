import { Link } from "react-router";
import { durationLabel } from "../../../domain/dates";
import { adultPercentOff, adultUnitPrice } from "../../../domain/money";
import { packageHref } from "../catalogue/package-card";
import { PackageImage } from "../catalogue/package-image";
import { PriceTag } from "../catalogue/price-tag";
import { HeartIcon } from "./favorite-button";
import { removeFavorite, type FavoriteSnapshot } from "./favorites-store";

const priceFields = (f: FavoriteSnapshot) => ({ ...f, originalPriceChild: null, offerPriceChild: null });

/** A saved favourite, drawn from its stored snapshot (no server call). */
export function FavoriteCard({ favorite, eager = false }: { favorite: FavoriteSnapshot; eager?: boolean }) {
  const percent = adultPercentOff(priceFields(favorite));
  const href = packageHref(favorite.id);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <PackageImage
          src={favorite.bannerImage}
          alt=""
          eager={eager}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/10] w-full bg-slate-100 object-cover"
        />
        {percent > 0 ? (
          <span className="absolute left-3 top-3 rounded-full bg-rose-700 px-2.5 py-1 text-xs font-bold text-white">{percent}% OFF</span>
        ) : null}
        <button
          type="button"
          aria-label={`Remove ${favorite.title} from favourites`}
          onClick={() => removeFavorite(favorite.id)}
          className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-slate-200 hover:bg-rose-50"
        >
          <HeartIcon filled />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
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
          <Link
            to={href}
            className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={`View Details: ${favorite.title}`}
          >
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}
