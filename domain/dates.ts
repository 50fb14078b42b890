import { DEFAULT_LOCALE } from "./locale";

/**
 * Date-only values are 'YYYY-MM-DD' strings. They are compared as strings and turned into
 * Date objects only at UTC midnight, so no time zone can shift them by a day.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function utcMs(isoDate: string): number | null {
  const m = ISO_DATE.exec(isoDate);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.getTime();
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A real calendar date in 'YYYY-MM-DD' form ('2028-02-29' yes, '2026-02-29' no). */
export function isValidIsoDate(s: string): boolean {
  return typeof s === "string" && utcMs(s) !== null;
}

// Building an Intl formatter costs far more than using one (about 0.6 ms a page): one
// per time zone, and one per locale and options below. A bad time zone throws before it is kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The site's time zone when APP_TIMEZONE does not name another: the days the site counts are India's. */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** Today's date in a time zone, e.g. Asia/Kolkata at 2026-11-20T20:00Z is '2026-11-21'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // Asked by nearly every request: the day found for a zone is kept for the rest of its second
  // (every zone's day starts on a whole second).
  const second = Math.floor(now.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  const day = dayIn(timeZone, now);
  lastDays.set(timeZone, { second, day });
  return day;
}

const lastDays = new Map<string, { second: number; day: string }>();

function dayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year").padStart(4, "0")}-${get("month")}-${get("day")}`;
}

/** Closed when the closing date is before today (the closing day itself still books); no (or no valid) date means open. */
export function isBookingClosed(bookingClosingDate: string | null | undefined, today: string): boolean {
  if (!bookingClosingDate || !isValidIsoDate(bookingClosingDate)) return false;
  return bookingClosingDate < today;
}

/** Whole days from one date to another (negative when `to` is earlier); NaN for an invalid date. */
export function daysBetween(from: string, to: string): number {
  const a = utcMs(from);
  const b = utcMs(to);
  if (a === null || b === null) return Number.NaN;
  return Math.round((b - a) / DAY_MS);
}

export function addDays(date: string, n: number): string {
  const ms = utcMs(date);
  if (ms === null) throw new RangeError(`Not a date: ${date}`);
  return fromUtcMs(ms + Math.trunc(n) * DAY_MS);
}

export const COUNTDOWN_ENDED = "Offer Ended";
export const COUNTDOWN_LAST_DAY = "Last Day!";

export type DealCountdown = { kind: "ended" } | { kind: "lastDay" } | { kind: "daysLeft"; days: number };

/** Where a last-minute deal stands on `today`: ended, its last day, or N days left; null without a (valid) end date. */
export function dealCountdown(endDate: string | null | undefined, today: string): DealCountdown | null {
  if (!endDate) return null;
  const days = daysBetween(today, endDate);
  if (Number.isNaN(days)) return null;
  if (days < 0) return { kind: "ended" };
  if (days === 0) return { kind: "lastDay" };
  return { kind: "daysLeft", days };
}

/** Last-minute countdown in the spec's English: 'Offer Ended', 'Last Day!', '1 Day Left', 'N Days Left'; null without an end date. */
export function countdownLabel(endDate: string | null | undefined, today: string): string | null {
  const countdown = dealCountdown(endDate, today);
  if (!countdown) return null;
  if (countdown.kind === "ended") return COUNTDOWN_ENDED;
  if (countdown.kind === "lastDay") return COUNTDOWN_LAST_DAY;
  return `${countdown.days} ${countdown.days === 1 ? "Day" : "Days"} Left`;
}

/**
 * A date formatter in UTC for a locale and options, built once and kept (64 at most); an unknown
 * or malformed locale gets DEFAULT_LOCALE's. Format UTC instants of calendar dates with it.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = newDateFormat(locale, options);
    // The locale comes from a request's Accept-Language: never let strangers grow this without end.
    if (dateFormats.size >= 64) dateFormats.clear();
    dateFormats.set(key, format);
  }
  return format;
}

function newDateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let chosen: string = DEFAULT_LOCALE;
  try {
    // A well-formed but unknown tag ('zz') does not throw; it would quietly use the runtime's locale.
    if (locale && Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0) chosen = locale;
  } catch {
    // Malformed tags ('en_US') throw RangeError: keep the default.
  }
  return new Intl.DateTimeFormat(chosen, { ...options, timeZone: "UTC" });
}

/**
 * A date as every page and message shows it: '2 Nov 2026' in en-IN, 'Nov 2, 2026' in en-US, never
 * the numeric '2/11/2026' that reads as 11 February elsewhere; an invalid date string is returned as it is.
 */
export function formatDate(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  const ms = utcMs(isoDate);
  return ms === null ? isoDate : dateFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(ms);
}

/** A date without its year, for a departure close at hand: '14 Dec' in en-IN, 'Dec 14' in en-US. */
export function formatDayMonth(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  const ms = utcMs(isoDate);
  return ms === null ? isoDate : dateFormat(locale, { day: "numeric", month: "short" }).format(ms);
}

/** '3 Days / 2 Nights', '1 Day / 0 Nights', '2 Days / 1 Night'. */
export function durationLabel(days: number, nights: number): string {
  return `${days} ${days === 1 ? "Day" : "Days"} / ${nights} ${nights === 1 ? "Night" : "Nights"}`;
}

/** A wait given in seconds (as Retry-After says it) in the whole minutes a person is told: rounded up, at least one. */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
