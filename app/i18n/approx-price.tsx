import { useIntl } from "react-intl";
import { siteCopy } from "./copy/site";
import { formatDate } from "../../domain/dates";
import { useApproxPrice, useDisplayCurrency } from "./display-currency";
import { usePageLocale } from "./page-locale";

/**
 * The converted price beside a package's own price: "≈ AED 1,101", left-to-right even in Arabic
 * (Latin digits), or nothing when no conversion applies. Only the text is left-to-right: the
 * element itself keeps the page's direction, so on a line of its own it starts where the price
 * above it starts (the right in Arabic).
 */
export function ApproxPrice({
  minor,
  currency,
  className = "text-sm text-slate-600",
}: {
  minor: number;
  currency: string;
  className?: string;
}) {
  const approx = useApproxPrice()(minor, currency);
  if (!approx) return null;
  return (
    <span className={className} data-approx-price>
      <bdi dir="ltr">{approx}</bdi>
    </span>
  );
}

/** "Prices in AED are approximate, at rates of 20 Nov 2026." Shown where converted prices appear. */
export function RatesNote({ packageCurrency, className = "text-xs text-slate-600" }: { packageCurrency?: string; className?: string }) {
  const intl = useIntl();
  const { currency, rates } = useDisplayCurrency();
  const locale = usePageLocale();
  if (currency === packageCurrency || (packageCurrency === undefined && currency === "INR")) return null;
  if (!rates.setOn) return null;
  return <p className={className}>{intl.formatMessage(siteCopy.ratesNote, { currency, date: formatDate(rates.setOn, locale) })}</p>;
}
