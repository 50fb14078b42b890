import { formatDate, isValidIsoDate } from "./dates";
import { isDistrictSlug, type DistrictSlug } from "./districts";
import type { Assert, Equals } from "./package";

/**
 * What a traveller decides on besides the price (ADR 030): the day-by-day itinerary,
 * what is and is not included, GST, the package's own cancellation terms and fixed departures.
 * Pure rules; the package shape (domain/package.ts) holds the fields.
 */

export const MEALS = ["breakfast", "lunch", "dinner"] as const;
export type Meal = (typeof MEALS)[number];
export const MEAL_LABELS: Record<Meal, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner" };

export interface ItineraryDay {
  title: string;
  description: string;
  /** Where the night is spent; empty on the last day or a day trip. */
  overnight: string;
  meals: Meal[];
}

export interface Departure {
  /** 'YYYY-MM-DD' */
  date: string;
  seatsTotal: number;
  seatsLeft: number;
  /** Adult price for this departure in minor units; null means the package's own adult price. */
  priceAdult: number | null;
}

export const ITINERARY_MAX_DAYS = 60;
export const DEPARTURES_MAX = 100;
export const SEATS_MAX = 1000;
export const INCLUSIONS_MAX = 50;
export const GST_RATE_PERCENT = 5;

/**
 * A price (minor units) as a traveller pays it, GST in, and the GST it holds: a price set without
 * GST has GST_RATE_PERCENT added; one set with it holds rate / (100 + rate) of it. Rounded to the
 * nearest minor unit. For the open feeds, whose prices are what the traveller pays, taxes in.
 */
export function priceWithGst(price: number, gstIncluded: boolean): { total: number; gst: number } {
  if (gstIncluded) return { total: price, gst: Math.round((price * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT)) };
  const gst = Math.round((price * GST_RATE_PERCENT) / 100);
  return { total: price + gst, gst };
}

/** The marketplace's own promise, shown on every package page and before payment. */
export const BOOKING_GUARANTEE_TEXT =
  "48-hour Booking Guarantee: the provider confirms your booking within 48 hours of your advance payment, or the advance is refunded in full.";

/**
 * Messages of the content checks, in the order they are checked, after the spec's ten and the
 * existing consistency checks of package-validation.ts.
 */
export const CONTENT_MESSAGES = {
  districtRequired: "Choose the district the package is in (or Outside Kerala).",
  tooManyDays: `The itinerary can have at most ${ITINERARY_MAX_DAYS} days.`,
  dayTitleRequired: (day: number) => `Day ${day} needs a title.`,
  dayLongerThanTrip: (days: number, duration: number) =>
    `The itinerary has ${days} days but the package lasts ${duration} ${duration === 1 ? "day" : "days"}.`,
  tooManyDepartures: `A package can have at most ${DEPARTURES_MAX} departures.`,
  departureDate: (n: number) => `Departure ${n} needs a real date (YYYY-MM-DD).`,
  departureTwice: (date: string) => `The departure on ${formatDate(date)} is listed twice.`,
  seatsTotal: (date: string) => `Seats in total on ${formatDate(date)} must be a whole number from 1 to ${SEATS_MAX}.`,
  seatsLeftWhole: "Seats left must be a whole number, 0 or more.",
  seatsLeftOverTotal: "Seats left cannot exceed seats in total.",
  departurePrice: (date: string) => `The adult price on ${formatDate(date)} must be above 0, or left empty to use the package price.`,
} as const;

export interface PackageContent {
  district: DistrictSlug | null;
  itinerary: ItineraryDay[];
  inclusions: string[];
  exclusions: string[];
  gstIncluded: boolean;
  cancellationPolicy: string;
  departures: Departure[];
  featured: boolean;
}

/** Each content message's code (its CONTENT_MESSAGES key) and the values a translation of it needs. */
export interface ContentIssueParams {
  districtRequired: Record<string, never>;
  tooManyDays: { max: number };
  dayTitleRequired: { day: number };
  dayLongerThanTrip: { days: number; duration: number };
  tooManyDepartures: { max: number };
  departureDate: { n: number };
  /** 'YYYY-MM-DD', for the page to write in its own language. */
  departureTwice: { date: string };
  seatsTotal: { date: string; max: number };
  seatsLeftWhole: Record<string, never>;
  seatsLeftOverTotal: Record<string, never>;
  departurePrice: { date: string };
}
export type ContentIssueCode = keyof ContentIssueParams;
export type _ContentCodesAreMessages = Assert<Equals<ContentIssueCode, keyof typeof CONTENT_MESSAGES>>;

/** The codes whose message takes params (a function in CONTENT_MESSAGES); every other code's message is its text. */
type ParameterisedContentCode = {
  [C in ContentIssueCode]: (typeof CONTENT_MESSAGES)[C] extends string ? never : C;
}[ContentIssueCode];

/** Each message that takes params, in English from the issue's params: the one place the params meet CONTENT_MESSAGES. */
const CONTENT_ENGLISH: { [C in ParameterisedContentCode]: (p: ContentIssueParams[C]) => string } = {
  dayTitleRequired: (p) => CONTENT_MESSAGES.dayTitleRequired(p.day),
  dayLongerThanTrip: (p) => CONTENT_MESSAGES.dayLongerThanTrip(p.days, p.duration),
  departureDate: (p) => CONTENT_MESSAGES.departureDate(p.n),
  departureTwice: (p) => CONTENT_MESSAGES.departureTwice(p.date),
  seatsTotal: (p) => CONTENT_MESSAGES.seatsTotal(p.date),
  departurePrice: (p) => CONTENT_MESSAGES.departurePrice(p.date),
};

/** A content rule broken: the field, the English message, and the code and params to translate it. */
export type ContentIssue<C extends ContentIssueCode = ContentIssueCode> = C extends ContentIssueCode
  ? { field: keyof PackageContent; message: string; code: C; params: ContentIssueParams[C] }
  : never;

/** A content message in English from its code and params: its text, or made from the params for one that takes them. */
export function contentMessage<C extends ContentIssueCode>(code: C, params: ContentIssueParams[C]): string {
  const text = CONTENT_MESSAGES[code];
  return typeof text === "string"
    ? text
    : (CONTENT_ENGLISH[code as ParameterisedContentCode] as (p: ContentIssueParams[C]) => string)(params);
}

function contentIssue<C extends ContentIssueCode>(field: keyof PackageContent, code: C, params: ContentIssueParams[C]): ContentIssue<C> {
  return { field, message: contentMessage(code, params), code, params: { ...params } } as ContentIssue<C>;
}

/** The params of a message that names no value. */
export const NO_PARAMS: Record<string, never> = Object.freeze({});
/** The params of the content messages that state a limit (the draft schema gives them too). */
export const CONTENT_LIMITS = { tooManyDays: { max: ITINERARY_MAX_DAYS }, tooManyDepartures: { max: DEPARTURES_MAX } } as const;

export type ContentCheck = { ok: true } | ({ ok: false } & ContentIssue);

/**
 * The content checks in their stated order: district, itinerary (count, each day's title, length
 * against the duration), departures (count, then per departure in date order: date, duplicate,
 * seats in total, seats left not negative, seats left not above the total, price).
 */
export function validatePackageContent(p: PackageContent & { durationDays: number }, priceMax: number): ContentCheck {
  const fail = <C extends ContentIssueCode>(field: keyof PackageContent, code: C, params: ContentIssueParams[C]): ContentCheck =>
    ({ ok: false, ...contentIssue(field, code, params) }) as ContentCheck;
  if (!p.district || !isDistrictSlug(p.district)) return fail("district", "districtRequired", NO_PARAMS);
  if (p.itinerary.length > ITINERARY_MAX_DAYS) return fail("itinerary", "tooManyDays", CONTENT_LIMITS.tooManyDays);
  for (const [i, day] of p.itinerary.entries()) {
    if (!day.title.trim()) return fail("itinerary", "dayTitleRequired", { day: i + 1 });
  }
  if (p.itinerary.length > p.durationDays)
    return fail("itinerary", "dayLongerThanTrip", { days: p.itinerary.length, duration: p.durationDays });
  if (p.departures.length > DEPARTURES_MAX) return fail("departures", "tooManyDepartures", CONTENT_LIMITS.tooManyDepartures);
  const seen = new Set<string>();
  for (const [i, d] of p.departures.entries()) {
    if (!isValidIsoDate(d.date)) return fail("departures", "departureDate", { n: i + 1 });
    if (seen.has(d.date)) return fail("departures", "departureTwice", { date: d.date });
    seen.add(d.date);
    if (!Number.isInteger(d.seatsTotal) || d.seatsTotal < 1 || d.seatsTotal > SEATS_MAX)
      return fail("departures", "seatsTotal", { date: d.date, max: SEATS_MAX });
    if (!Number.isInteger(d.seatsLeft) || d.seatsLeft < 0) return fail("departures", "seatsLeftWhole", NO_PARAMS);
    if (d.seatsLeft > d.seatsTotal) return fail("departures", "seatsLeftOverTotal", NO_PARAMS);
    if (d.priceAdult !== null && !(d.priceAdult > 0 && d.priceAdult <= priceMax))
      return fail("departures", "departurePrice", { date: d.date });
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Departures as a traveller sees them.

export const isOpenDeparture = (d: Departure, today: string) => d.date >= today && d.seatsLeft > 0;

/** Departures from today on (sold-out ones included, so the page can say "Sold out"), by date. */
export function upcomingDepartures(departures: readonly Departure[], today: string): Departure[] {
  return departures.filter((d) => d.date >= today).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Departures a traveller can still book, soonest first. */
export function openDepartures(departures: readonly Departure[], today: string): Departure[] {
  return upcomingDepartures(departures, today).filter((d) => d.seatsLeft > 0);
}

export function nextOpenDeparture(departures: readonly Departure[], today: string): Departure | undefined {
  return openDepartures(departures, today)[0];
}

/**
 * The rows the `departure` sort reads (ADR 029): one per open departure (seats left), each with
 * the package's open departure before it. Sold-out departures are not open and are left out.
 */
export function departureSortRows(departures: readonly Departure[]): { departureDate: string; previousOpenDate: string | null }[] {
  const open = departures
    .filter((d) => d.seatsLeft > 0)
    .map((d) => d.date)
    .sort();
  return open.map((date, i) => ({ departureDate: date, previousOpenDate: i === 0 ? null : open[i - 1]! }));
}

/** 'Munnar → Thekkady → Alappuzha': the overnight places of the itinerary, repeated nights once. */
export function overnightRoute(itinerary: readonly ItineraryDay[]): string[] {
  const places: string[] = [];
  for (const day of itinerary) {
    const place = day.overnight.trim();
    if (place && places[places.length - 1] !== place) places.push(place);
  }
  return places;
}
