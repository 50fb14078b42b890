import { useId } from "react";
import { useIntl } from "react-intl";
import { formatDate } from "../../../domain/dates";
import { adultUnitPrice, formatMoney, type PriceFields } from "../../../domain/money";
import type { Departure } from "../../../domain/package-content";
import { bookingCopy } from "../../i18n/copy/booking";
import { packageCopy } from "../../i18n/copy/package";
import { usePageLocale } from "../../i18n/page-locale";

interface DeparturePickerProps {
  /** The upcoming departures, sold-out ones included (shown, not choosable). */
  departures: readonly Departure[];
  pkg: PriceFields;
  value: string;
  onChange: (date: string) => void;
  /** The radio group's name, unique in its form (the booking form's: "travelDate"). */
  name: string;
}

/**
 * The travel date of a package with fixed departures (ADR 030): one radio per departure with its
 * date, seats left and adult price; sold-out ones are disabled. A native radio group, so arrow
 * keys move between the open ones and a screen reader reads each whole line.
 */
export function DeparturePicker({ departures, pkg, value, onChange, name }: DeparturePickerProps) {
  const t = useIntl().formatMessage;
  const locale = usePageLocale();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-800">
        {t(bookingCopy.departureLegend)}{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </legend>
      <p id={hintId} className="text-xs text-slate-600">
        {t(bookingCopy.departureHint)}
      </p>
      <div className="mt-2 space-y-2" data-testid="departure-options">
        {departures.map((d) => {
          const soldOut = d.seatsLeft <= 0;
          const price = formatMoney(d.priceAdult ?? adultUnitPrice(pkg), pkg.currency);
          return (
            <label
              key={d.date}
              className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-sm ${
                soldOut
                  ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-600"
                  : "cursor-pointer border-slate-300 text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={d.date}
                required
                disabled={soldOut}
                checked={!soldOut && value === d.date}
                onChange={() => onChange(d.date)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-semibold text-slate-900">{formatDate(d.date, locale)}</span>
                <span className={soldOut ? "font-semibold" : ""}>
                  {soldOut ? t(bookingCopy.departureSoldOut) : t(packageCopy.seatsLeft, { seats: d.seatsLeft })}
                </span>
                <span className="whitespace-nowrap font-medium">{t(bookingCopy.departurePrice, { price })}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
