import { isBookingReference } from "./booking-reference";
import { isValidIsoDate } from "./dates";
import { CURRENCIES, type Currency } from "./package";

/**
 * "My bookings" (ADR 038): the last few references this browser sent, kept in
 * localStorage so a traveller can find a reference again and go back to the package. Only what
 * the confirmation screen showed about the trip: never the traveller's name, phone, email or
 * date of birth (those stay in the page only, ADR 013).
 */
export interface SavedBooking {
  reference: string;
  mode: "book" | "enquire";
  packageId: string;
  packageTitle: string;
  packageCode: string;
  /** ISO instant the request was sent. */
  sentAt: string;
  /** ISO instant the 48-hour Booking Guarantee ends. */
  deadline: string;
  /** 'YYYY-MM-DD' or '' when none was given. */
  travelDate: string;
  adults: number;
  children: number;
  currency: Currency;
  /** Minor units. */
  total: number;
  advance: number;
}

export const MY_BOOKINGS_KEY = "myBookings";
/** How many references are kept, newest first. */
export const MY_BOOKINGS_MAX = 10;

const isInstant = (v: unknown): v is string => typeof v === "string" && !Number.isNaN(Date.parse(v));
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1000;
const isAmount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isText = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;

/** One stored entry, or undefined when anything in it is not what this browser wrote. */
export function parseSavedBooking(raw: unknown): SavedBooking | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  if (!isBookingReference(r.reference)) return undefined;
  if (r.mode !== "book" && r.mode !== "enquire") return undefined;
  if (!isText(r.packageId, 200) || r.packageId === "" || !isText(r.packageTitle, 300) || !isText(r.packageCode, 100)) return undefined;
  if (!isInstant(r.sentAt) || !isInstant(r.deadline)) return undefined;
  if (typeof r.travelDate !== "string" || (r.travelDate !== "" && !isValidIsoDate(r.travelDate))) return undefined;
  if (!isCount(r.adults) || !isCount(r.children)) return undefined;
  if (!(CURRENCIES as readonly unknown[]).includes(r.currency)) return undefined;
  if (!isAmount(r.total) || !isAmount(r.advance)) return undefined;
  return {
    reference: r.reference,
    mode: r.mode,
    packageId: r.packageId,
    packageTitle: r.packageTitle,
    packageCode: r.packageCode,
    sentAt: r.sentAt,
    deadline: r.deadline,
    travelDate: r.travelDate,
    adults: r.adults,
    children: r.children,
    currency: r.currency as Currency,
    total: r.total,
    advance: r.advance,
  };
}

/** The list with `entry` first (a reference already in it moves up), at most MY_BOOKINGS_MAX long. */
export function rememberBooking(list: readonly SavedBooking[], entry: SavedBooking): SavedBooking[] {
  return [entry, ...list.filter((b) => b.reference !== entry.reference)].slice(0, MY_BOOKINGS_MAX);
}
