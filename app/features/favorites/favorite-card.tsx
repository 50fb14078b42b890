import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { adultPercentOff, adultUnitPrice } from "../../../domain/money";
import { PackageCardFrame, PercentOffBadge } from "../../components/package/package-card-frame";
import { PriceTag } from "../../components/package/price-tag";
import { favoritesCopy } from "../../i18n/copy/favorites";
import { siteCopy } from "../../i18n/copy/site";
import { useLocalizedPath } from "../../i18n/localized-path";
import { packageHref } from "../../paths";
import { HeartIcon } from "./favorite-button";
import { favoriteTitle, removeFavorite, type FavoriteSnapshot } from "./favorites-store";
import { languageMarks, ORIGINAL_LANGUAGE } from "../../../domain/package-translations";
import { usePageLanguage } from "../../i18n/page-locale";

const priceFields = (f: FavoriteSnapshot) => ({ ...f, originalPriceChild: null, offerPriceChild: null });

/**
 * A saved favourite, drawn from its stored snapshot (no server call), in the page's language: its
 * link stays in that language. `compare` (the route passes the compare toggle: features stay
 * apart) sits inside the card, beside View Details.
 */
export function FavoriteCard({ favorite, eager = false, compare }: { favorite: FavoriteSnapshot; eager?: boolean; compare?: ReactNode }) {
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  const page = usePageLanguage();
  // The page language's title where one was kept, else the original, marked with its own language.
  const { title, language } = favoriteTitle(favorite, page);
  const percent = adultPercentOff(priceFields(favorite));
  const href = localized(packageHref(favorite.id));
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
          aria-label={t(favoritesCopy.removeOne, { title })}
          onClick={() => removeFavorite(favorite.id)}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-slate-200 hover:bg-rose-50"
        >
          <HeartIcon filled />
        </button>
      }
    >
      {/* The marks on the text, not the heading: an English title on an Arabic page keeps its word
          order but starts on the page's side, as a listing card's does. */}
      <h2 className="text-lg font-semibold leading-snug text-slate-900">
        <span {...(language ? languageMarks(language, page) : {})}>{title}</span>
      </h2>
      <p className="text-sm text-slate-600" {...languageMarks(ORIGINAL_LANGUAGE, page)}>
        {favorite.destinations}
      </p>
      <p className="text-sm text-slate-600">{t(siteCopy.duration, { days: favorite.durationDays, nights: favorite.durationNights })}</p>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-3">
        <PriceTag
          currency={favorite.currency}
          price={adultUnitPrice(priceFields(favorite))}
          original={favorite.hasOffer ? favorite.originalPriceAdult : null}
          suffix={t(siteCopy.perAdult)}
        />
        <div className="flex flex-wrap items-center gap-2">
          {compare}
          <Link
            to={href}
            className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={t(favoritesCopy.viewDetailsOf, { title })}
          >
            {t(favoritesCopy.viewDetails)}
          </Link>
        </div>
      </div>
    </PackageCardFrame>
  );
}
