import { useEffect, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import {
  changeTravellers,
  groupBoundsOn,
  groupSizeError,
  initialTravelDate,
  priceFieldsFor,
  travelDateChoice,
  type BookingFormState,
} from "../../../domain/booking";
import { formatDate } from "../../../domain/dates";
import type { TravelPackage } from "../../../domain/package";
import { travelDateProblem, travelDateWindow } from "../../../domain/travel-date";
import { bookingCopy } from "../../i18n/booking-labels";
import { useBookingMessage } from "../../i18n/formatters";
import { usePageLocale } from "../../i18n/page-locale";
import { readDraft, saveDraft } from "./booking-drafts";

type SetForm = React.Dispatch<React.SetStateAction<BookingFormState>>;

/**
 * The form's state, started from this package's saved draft (travel date checked against today's
 * departures) and saved back on every change until the request is sent (ADR 013).
 */
export function useBookingDraft(pkg: TravelPackage, today: string, sent: boolean): [BookingFormState, SetForm] {
  const [form, setForm] = useState<BookingFormState>(() => {
    const draft = readDraft(pkg.id, pkg.minGroupSize);
    return { ...draft, travelDate: initialTravelDate(pkg.departures, today, draft.travelDate) };
  });
  useEffect(() => {
    if (pkg.id && !sent) saveDraft(pkg.id, form);
  }, [pkg.id, form, sent]);
  return [form, setForm];
}

/**
 * Adults and children: a stepper change the group size refuses is not applied, and its message
 * stays until the next accepted change (no timer); otherwise the live group-size problem shows.
 */
export function useTravellers(pkg: TravelPackage, form: BookingFormState, setForm: SetForm) {
  const bookingMessage = useBookingMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The package's group sizes, and the chosen departure's seats left.
  const bounds = groupBoundsOn(pkg, pkg.departures, form.travelDate);
  const changeCounts = (next: { adults: number; children: number }) => {
    const result = changeTravellers({ adults: form.adults, children: form.children }, next, bounds);
    if (result.error) {
      setRefusal(bookingMessage(result.error, bounds));
      return;
    }
    setRefusal(null);
    setForm((f) => ({ ...f, adults: result.adults, children: result.children }));
  };
  const liveProblem = groupSizeError(form.adults, form.children, bounds);
  const groupMessage = refusal ?? (liveProblem ? bookingMessage(liveProblem, bounds) : null);
  /** Checks the group before sending: false (with its message shown) when it cannot go. */
  const groupAccepted = () => {
    const problem = groupSizeError(form.adults, form.children, bounds);
    if (problem) setRefusal(bookingMessage(problem, bounds));
    return !problem;
  };
  return { changeCounts, groupMessage, groupAccepted };
}

/**
 * The travel date: one of the open departures (whose price may replace the package's), or a free
 * date from today to the booking closing date, with the message when the typed one is outside.
 */
export function useTravelDate(pkg: TravelPackage, today: string, travelDate: string) {
  const t = useIntl().formatMessage;
  const locale = usePageLocale();
  const dates = useMemo(() => travelDateChoice(pkg.departures, today, travelDate), [pkg.departures, today, travelDate]);
  const prices = useMemo(() => priceFieldsFor(pkg, dates.selected), [pkg, dates.selected]);
  const dateWindow = travelDateWindow(pkg, today);
  const dateProblem = dates.open.length ? null : travelDateProblem(travelDate, dateWindow);
  const travelDateError = dateProblem
    ? dateWindow.max
      ? t(bookingCopy.travelDateRange, { min: formatDate(dateWindow.min, locale), max: formatDate(dateWindow.max, locale) })
      : t(bookingCopy.travelDateFrom, { min: formatDate(dateWindow.min, locale) })
    : null;
  return { dates, prices, dateWindow, travelDateError };
}
