import { isValidIsoDate } from "./dates";

/**
 * The free travel date of a booking or enquiry (ADR 044): a package without open fixed
 * departures is booked on a date the traveller chooses, from today (in APP_TIMEZONE) up to the
 * package's booking closing date, both included. A package without a (valid) closing date has no
 * upper limit. The field is optional: an empty date is no problem.
 */
export interface TravelDateWindow {
  /** 'YYYY-MM-DD': today where the marketplace is. */
  min: string;
  /** 'YYYY-MM-DD': the booking closing date, or null when the package has none. */
  max: string | null;
}

export function travelDateWindow(pkg: { bookingClosingDate?: string | null }, today: string): TravelDateWindow {
  const closing = pkg.bookingClosingDate;
  return { min: today, max: closing && isValidIsoDate(closing) ? closing : null };
}

/** What is wrong with a typed travel date: not a real date, before today, or after the closing date. */
export type TravelDateProblem = "invalid" | "beforeMin" | "afterMax";

export function travelDateProblem(date: string, window: TravelDateWindow): TravelDateProblem | null {
  if (date.trim() === "") return null;
  if (!isValidIsoDate(date)) return "invalid";
  if (date < window.min) return "beforeMin";
  if (window.max !== null && date > window.max) return "afterMax";
  return null;
}
