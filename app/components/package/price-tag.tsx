import { formatMoney, offerPercentage } from "../../../domain/money";
import type { Currency } from "../../../domain/package";
import { useIntl } from "react-intl";
import { ApproxPrice } from "../../i18n/approx-price";
import { siteCopy } from "../../i18n/copy/site";

interface PriceTagProps {
  currency: Currency;
  /** The price paid (offer price when there is an offer), minor units. */
  price: number;
  /** The original price, shown struck through when above the price paid. */
  original?: number | null;
  suffix?: string;
  size?: "sm" | "lg";
  showPercent?: boolean;
}

/** Offer price with the original struck through (and the percent off), or the plain price. */
export function PriceTag({ currency, price, original, suffix, size = "sm", showPercent = false }: PriceTagProps) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={size === "lg" ? "text-2xl font-bold text-slate-900" : "text-lg font-bold text-slate-900"}>
        {formatMoney(price, currency)}
      </span>
      <OriginalPrice currency={currency} price={price} original={original} showPercent={showPercent} />
      {suffix ? <span className="text-sm text-slate-600">{suffix}</span> : null}
      {/* The price in the traveller's currency, "≈ AED 330", beside the package's own (ADR 035). */}
      <ApproxPrice minor={price} currency={currency} className="basis-full text-sm font-medium text-slate-700" />
    </span>
  );
}

/**
 * The original price struck through, read out as "Original price", and the percent off beside it
 * when asked for; nothing when the price paid is not below the original.
 */
export function OriginalPrice({
  currency,
  price,
  original,
  showPercent,
  className = "",
}: {
  currency: Currency;
  price: number;
  original?: number | null;
  showPercent: boolean;
  className?: string;
}) {
  const intl = useIntl();
  if (typeof original !== "number" || original <= price) return null;
  const percent = offerPercentage(original, price);
  return (
    <>
      <s className={`text-sm text-slate-600 ${className}`}>
        <span className="sr-only">{intl.formatMessage(siteCopy.originalPrice)} </span>
        {formatMoney(original, currency)}
      </s>
      {showPercent && percent > 0 ? (
        <span className="whitespace-nowrap text-sm font-semibold text-emerald-700">
          {intl.formatMessage(siteCopy.percentOff, { percent })}
        </span>
      ) : null}
    </>
  );
}
