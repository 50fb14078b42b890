import type { ReactNode } from "react";
import { Link } from "react-router";
import { useIntl } from "react-intl";
import { siteCopy } from "../../i18n/copy/site";
import { useLocalizedPath } from "../../i18n/localized-path";
import { CARD_IMAGE_SIZES, PackageImage } from "./package-image";

interface PackageCardFrameProps {
  image: string | null;
  eager?: boolean;
  sizes?: string;
  /** The whole card is one link (its title's link covers it): it shows hover and focus. */
  linked?: boolean;
  /** Badges over the photo's top-left corner. */
  badge?: ReactNode;
  /** Over the photo's top-right corner, above the covering link (a button may sit here). */
  corner?: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
}

/** The frame every package card shares: photo with its corners, then the card's body. */
export function PackageCardFrame({
  image,
  eager = false,
  sizes = CARD_IMAGE_SIZES,
  linked = true,
  badge,
  corner,
  bodyClassName = "gap-3",
  children,
}: PackageCardFrameProps) {
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm${
        linked ? " transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600" : ""
      }`}
    >
      <div className="relative">
        <PackageImage src={image} alt="" eager={eager} sizes={sizes} className="aspect-[16/10] w-full bg-slate-100 object-cover" />
        {badge}
        {corner ? <div className="absolute end-3 top-3 z-10 flex">{corner}</div> : null}
      </div>
      <div className={`flex flex-1 flex-col p-4 ${bodyClassName}`}>{children}</div>
    </article>
  );
}

/** The card's title; its link stretches over the whole card. */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  const localized = useLocalizedPath();
  return (
    <h2 className="text-lg font-semibold leading-snug text-slate-900">
      <Link to={localized(to)} prefetch="intent" className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
        {children}
      </Link>
    </h2>
  );
}

/** 'NN% OFF' over the photo, when there is an offer. */
export function PercentOffBadge({ percent }: { percent: number }) {
  const intl = useIntl();
  if (percent <= 0) return null;
  return (
    <span className="absolute start-3 top-3 rounded-full bg-rose-700 px-2.5 py-1 text-xs font-bold text-white">
      {intl.formatMessage(siteCopy.percentOffBadge, { percent })}
    </span>
  );
}
