import { useIntl } from "react-intl";
import { formatAverage, type Rating } from "../../../domain/reviews";
import { reviewCopy } from "../../i18n/copy/review";

/**
 * "★ 4.6 (12)" on cards and in the compare table; read as "Rated 4.6 out of 5 from 12 reviews".
 * Nothing at all without an approved review (no "0 reviews", no invented number).
 */
export function RatingBadge({ rating, className = "" }: { rating: Rating | null | undefined; className?: string }) {
  const intl = useIntl();
  if (!rating || rating.count <= 0) return null;
  const average = formatAverage(rating.average);
  return (
    <p className={`text-sm font-semibold text-slate-800 ${className}`} data-testid="rating">
      <span aria-hidden="true">
        <span className="text-amber-700">★</span> {average} ({intl.formatNumber(rating.count)})
      </span>
      <span className="sr-only">{intl.formatMessage(reviewCopy.cardRating, { average, count: rating.count })}</span>
    </p>
  );
}
