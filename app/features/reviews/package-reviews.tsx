import { useState } from "react";
import { Link } from "react-router";
import { useIntl } from "react-intl";
import { imageAtWidth } from "../../../domain/images";
import { SUB_RATINGS, formatAverage, formatTravelMonth, type PackageReviewsPage } from "../../../domain/reviews";
import { Icon } from "../../components/ui/icon";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { reviewCopy } from "../../i18n/copy/review";
import { usePageLocale } from "../../i18n/page-locale";
import { SUB_LABEL, Stars } from "./star-rating";

/** What the package page's loader passes: the API's page of approved reviews (domain/reviews.ts). */
export type PackageReviewsData = Omit<PackageReviewsPage, "packageId">;

function PhotoDialog({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const modal = useModalDialog({ onRequestClose: onClose, lockScroll: true });
  return (
    <dialog
      {...modal.dialogProps}
      aria-label={alt}
      className="m-auto max-h-[95dvh] w-[min(96vw,1100px)] max-w-none rounded-xl bg-white p-2 backdrop:bg-slate-900/80"
    >
      <div className="flex justify-end">
        <button type="button" onClick={onClose} className="rounded-full p-2 text-slate-700 hover:bg-slate-100">
          <Icon name="close" size={22} />
          <span className="sr-only">{t(reviewCopy.closePhoto)}</span>
        </button>
      </div>
      <img src={imageAtWidth(src, 1600)} alt={alt} className="mx-auto max-h-[82dvh] w-auto rounded-lg object-contain" />
    </dialog>
  );
}

/**
 * The package page's reviews: average, count and 5-to-1 distribution, then approved reviews
 * newest first, 10 a page (?reviews=N). Renders nothing when the package has no approved review.
 */
export function PackageReviews({ data, pagePath }: { data: PackageReviewsData | null; pagePath: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePageLocale();
  const [photo, setPhoto] = useState<{ src: string; alt: string } | null>(null);
  if (!data?.rating) return null;
  const { rating } = data;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const pageHref = (n: number) => `${pagePath}${n > 1 ? `?reviews=${n}` : ""}#reviews`;

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-20">
      <h2 id="reviews-heading" className="mb-3 text-xl font-semibold text-slate-900">
        {t(reviewCopy.reviewsHeading)}
      </h2>
      <div className="grid gap-6 rounded-2xl border border-slate-200 p-4 sm:grid-cols-[auto_1fr]">
        <div>
          <p className="text-4xl font-bold text-slate-900">{formatAverage(rating.average)}</p>
          <Stars value={rating.average} className="text-xl" />
          <p className="text-sm text-slate-600">{t(reviewCopy.reviewCount, { count: rating.count })}</p>
        </div>
        <div>
          <h3 className="sr-only">{t(reviewCopy.distribution)}</h3>
          <ul className="space-y-1">
            {data.distribution.map((d) => (
              <li key={d.stars} className="flex items-center gap-2 text-sm">
                <span className="sr-only">{t(reviewCopy.distributionRow, d)}</span>
                <span aria-hidden="true" className="w-8 text-slate-700">
                  {d.stars}★
                </span>
                {/* An SVG bar: its width is an attribute, not a style, which the CSP would refuse (ADR 074). */}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  className="h-2.5 flex-1 overflow-hidden rounded-full"
                >
                  <rect width="100" height="10" className="fill-slate-200" />
                  <rect width={d.percent} height="10" className="fill-amber-600" />
                </svg>
                <span aria-hidden="true" className="w-8 text-end text-slate-700">
                  {d.count}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <ol className="mt-4 space-y-4" aria-label={t(reviewCopy.reviewsHeading)}>
        {data.items.map((r) => (
          <li key={r.id} className="rounded-2xl border border-slate-200 p-4">
            <article aria-labelledby={`review-${r.id}`}>
              <Stars value={r.overall} />
              {/* A traveller writes in any language: each text takes its direction from its own first letter. */}
              <h3 id={`review-${r.id}`} dir="auto" className="mt-1 font-semibold text-slate-900">
                {r.title || r.firstName}
              </h3>
              {/* Without a title the heading is the traveller's name: it is not said twice. */}
              <p className="text-sm text-slate-600">
                {r.title ? (
                  <>
                    <span className="font-medium text-slate-800">{r.firstName}</span> ·{" "}
                  </>
                ) : null}
                {t(reviewCopy.verifiedTraveller, { month: formatTravelMonth(r.travelMonth, locale) })}
              </p>
              {SUB_RATINGS.some((s) => r.subRatings[s.key]) ? (
                <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {SUB_RATINGS.filter((s) => r.subRatings[s.key]).map((s) => (
                    <div key={s.key} className="flex gap-1">
                      <dt className="text-slate-600">{t(SUB_LABEL[s.key])}</dt>
                      <dd className="font-medium text-slate-900">
                        <span aria-hidden="true">{r.subRatings[s.key]}★</span>
                        <span className="sr-only">{t(reviewCopy.ratedOutOf, { average: r.subRatings[s.key] })}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {/* Plain text: React escapes it, links are not made clickable. */}
              <p dir="auto" className="mt-2 whitespace-pre-line break-words text-slate-800">
                {r.body}
              </p>
              {r.photos.length ? (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {r.photos.map((src, i) => {
                    const alt = t(reviewCopy.photoOf, { index: i + 1, name: r.firstName });
                    return (
                      <li key={src}>
                        <button
                          type="button"
                          onClick={() => setPhoto({ src, alt })}
                          className="block overflow-hidden rounded-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          <img
                            src={imageAtWidth(src, 480)}
                            alt={t(reviewCopy.openPhoto, { index: i + 1, name: r.firstName })}
                            loading="lazy"
                            className="h-20 w-28 object-cover"
                          />
                        </button>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {r.reply ? (
                <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
                  <p className="font-semibold text-slate-900">{t(reviewCopy.providerReply)}</p>
                  <p dir="auto" className="mt-1 whitespace-pre-line break-words text-slate-700">
                    {r.reply.text}
                  </p>
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ol>

      {pages > 1 ? (
        <nav aria-label={t(reviewCopy.reviewsHeading)} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
          {data.page > 1 ? (
            <Link to={pageHref(data.page - 1)} preventScrollReset className="font-semibold text-brand-700 underline">
              {t(reviewCopy.newer)}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">{t(reviewCopy.pageOf, { page: data.page, pages })}</span>
          {data.page < pages ? (
            <Link to={pageHref(data.page + 1)} preventScrollReset className="font-semibold text-brand-700 underline">
              {t(reviewCopy.older)}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {photo ? <PhotoDialog src={photo.src} alt={photo.alt} onClose={() => setPhoto(null)} /> : null}
    </section>
  );
}
