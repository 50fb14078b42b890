import { formatMoney, offerPercentage } from "../../../domain/money";
import type { Currency } from "../../../domain/package";

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
  const reduced = typeof original === "number" && original > price;
  const percent = reduced ? offerPercentage(original, price) : 0;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={size === "lg" ? "text-2xl font-bold text-slate-900" : "text-lg font-bold text-slate-900"}>
        {formatMoney(price, currency)}
      </span>
      {reduced ? (
        <>
          <s className="text-sm text-slate-600">
            <span className="sr-only">Original price </span>
            {formatMoney(original, currency)}
          </s>
          {showPercent && percent > 0 ? <span className="text-sm font-semibold text-emerald-700">{percent}% off</span> : null}
        </>
      ) : null}
      {suffix ? <span className="text-sm text-slate-600">{suffix}</span> : null}
    </span>
  );
}
