import { isValidIsoDate } from "./dates";
import { openDepartures, upcomingDepartures, type Departure } from "./package-content";
import type { PriceFields } from "./money";
import type { CustomizationGroup, CustomizationOption } from "./package";

export type BookingMode = "book" | "enquire";

export const GENDERS = ["Male", "Female", "Other"] as const;
export type Gender = (typeof GENDERS)[number];

export const ADD_ON_KEYS = ["airportPickup", "localGuide", "activities", "others"] as const;
export type AddOnKey = (typeof ADD_ON_KEYS)[number];
export const ADD_ON_LABELS: Record<AddOnKey, string> = {
  airportPickup: "Airport Pickup",
  localGuide: "Local Guide",
  activities: "Activities",
  others: "Others",
};

export type TravelInsuranceChoice = "yes" | "no";

/** The booking / enquiry form. Never stored on a server; it only feeds the WhatsApp message (ADR 013). */
export interface BookingFormState {
  fullName: string;
  /** 'YYYY-MM-DD' or '' */
  dateOfBirth: string;
  gender: Gender | "";
  nationality: string;
  email: string;
  phone: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  adults: number;
  children: number;
  /** 'YYYY-MM-DD' or '' */
  travelDate: string;
  specialRequirements: string;
  /** Unset ('') until the traveller picks yes or no. */
  travelInsurance: TravelInsuranceChoice | "";
  addOns: Record<AddOnKey, boolean>;
  /** Per group the chosen option; a group left out means none chosen. */
  selectedCustomizations: Partial<Record<CustomizationGroup, CustomizationOption>>;
  termsAccepted: boolean;
}

export const MIN_ADULTS = 1;
export const MIN_CHILDREN = 0;
/** The pause before the payment step (spec); an enquiry opens WhatsApp at once, inside the click. */
export const SIMULATED_DELAY_MS = 1000;
export const TRANSACTION_CODE_LENGTH = 5;

const travellers = (n: number) => `${n} ${n === 1 ? "traveller" : "travellers"}`;

export const BOOKING_MESSAGES = {
  bookTitle: "Book Package",
  enquireTitle: "Enquire Package",
  paymentTitle: "Complete Payment",
  bookSubmit: "Proceed to Payment",
  enquireSubmit: "Submit Enquiry",
  processing: "Processing...",
  continueToWhatsApp: "Continue to WhatsApp",
  close: "Close",
  costTbd: "Cost TBD",
  transactionCode: "Please enter the last 5 characters of your transaction ID",
  groupTooSmall: (min: number) => `Total group size must be at least ${travellers(min)}`,
  groupTooLarge: (max: number) => `Total group size must be at most ${travellers(max)}`,
} as const;

/** The adults of the smallest booking a package takes: its minimum group, at least one. */
export function smallestGroup(minGroupSize: number): number {
  return Math.max(MIN_ADULTS, Number.isInteger(minGroupSize) ? minGroupSize : MIN_ADULTS);
}

/**
 * A blank form. `minGroupSize` is the package's minimum group: the adults stepper starts there
 * rather than at 1 and a message the traveller must first get past.
 */
export function emptyBookingForm(minGroupSize = MIN_ADULTS): BookingFormState {
  return {
    fullName: "",
    dateOfBirth: "",
    gender: "",
    nationality: "",
    email: "",
    phone: "",
    emergencyContactName: "",
    emergencyContactPhone: "",
    adults: smallestGroup(minGroupSize),
    children: MIN_CHILDREN,
    travelDate: "",
    specialRequirements: "",
    travelInsurance: "",
    addOns: { airportPickup: false, localGuide: false, activities: false, others: false },
    selectedCustomizations: {},
    termsAccepted: false,
  };
}

type RequiredField = "fullName" | "dateOfBirth" | "gender" | "nationality" | "email" | "phone" | "travelInsurance" | "termsAccepted";

/** The fields each mode requires: a booking needs the traveller's details, an enquiry only a way to reply. */
export const REQUIRED_FIELDS: Record<BookingMode, readonly RequiredField[]> = {
  book: ["fullName", "dateOfBirth", "gender", "nationality", "email", "phone", "travelInsurance", "termsAccepted"],
  enquire: ["fullName", "email", "phone", "termsAccepted"],
};

export function isRequired(mode: BookingMode, field: keyof BookingFormState): boolean {
  return (REQUIRED_FIELDS[mode] as readonly string[]).includes(field);
}

export function missingRequiredFields(form: BookingFormState, mode: BookingMode): RequiredField[] {
  return REQUIRED_FIELDS[mode].filter((field) => {
    const value = form[field];
    return typeof value === "boolean" ? !value : value.trim() === "";
  });
}

/** The filled-in fields whose value cannot be what it is for, in the form's order. */
export const CHECKED_FIELDS = ["dateOfBirth", "email", "phone", "emergencyContactPhone"] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];
export type FieldProblem = "dateOfBirthInvalid" | "emailInvalid" | "phoneInvalid";

/** A phone number as people write one: digits (any script's), spaces, dashes, dots, brackets, a leading +. */
const PHONE_SHAPE = /^\+?[\p{Nd}\s\-().]+$/u;
/** ITU-T E.164 numbers have at most 15 digits; no reachable number has fewer than 7. */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;
/** One @ between a name and a domain with a dot: enough to catch a slip, never a real address refused. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** No traveller was born more than this many years ago. */
const OLDEST_YEARS = 120;

export function isPhoneNumber(value: string): boolean {
  const digits = value.match(/\p{Nd}/gu)?.length ?? 0;
  return PHONE_SHAPE.test(value.trim()) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/**
 * The problems of the fields filled in so far (an empty one is missing, not wrong): a phone that
 * is not a phone number, an e-mail address without its @ and domain, a date of birth that is not a
 * date, is in the future or is more than OLDEST_YEARS ago. The business would get them in the
 * WhatsApp message as typed and could not reply.
 */
export function fieldProblems(form: BookingFormState, today: string): Partial<Record<CheckedField, FieldProblem>> {
  const problems: Partial<Record<CheckedField, FieldProblem>> = {};
  const dob = form.dateOfBirth.trim();
  const oldest = `${Number(today.slice(0, 4)) - OLDEST_YEARS}${today.slice(4)}`;
  if (dob && (!isValidIsoDate(dob) || dob > today || dob < oldest)) problems.dateOfBirth = "dateOfBirthInvalid";
  if (form.email.trim() && !EMAIL_SHAPE.test(form.email.trim())) problems.email = "emailInvalid";
  if (form.phone.trim() && !isPhoneNumber(form.phone)) problems.phone = "phoneInvalid";
  if (form.emergencyContactPhone.trim() && !isPhoneNumber(form.emergencyContactPhone)) problems.emergencyContactPhone = "phoneInvalid";
  return problems;
}

/** What the form still needs before it can be sent: a required field, or the departure of a package with fixed ones. */
export type MissingItem = RequiredField | "travelDate";

/**
 * What the traveller has still to give, in the form's order: the mode's required fields left empty
 * (the terms among them), and on a package with open departures the travel date until one is
 * chosen (its picker sits among the travel details, before the insurance and the terms).
 */
export function missingBeforeSubmit(args: {
  form: BookingFormState;
  mode: BookingMode;
  /** The package's open departures (ADR 030); empty means a free travel date. */
  departures?: readonly Departure[];
}): MissingItem[] {
  const missing: MissingItem[] = missingRequiredFields(args.form, args.mode);
  if (args.departures?.length && !args.departures.some((d) => d.date === args.form.travelDate)) {
    const after = missing.findIndex((field) => field === "travelInsurance" || field === "termsAccepted");
    missing.splice(after < 0 ? missing.length : after, 0, "travelDate");
  }
  return missing;
}

/**
 * Submit is disabled while processing, without a package id, or while anything is missing
 * (missingBeforeSubmit: a required field, the terms, a departure of a package with open ones).
 */
export function canSubmit(args: {
  form: BookingFormState;
  mode: BookingMode;
  processing: boolean;
  packageId: string | null | undefined;
  /** The package's open departures (ADR 030); empty means a free travel date. */
  departures?: readonly Departure[];
}): boolean {
  if (args.processing || !args.packageId) return false;
  return missingBeforeSubmit(args).length === 0;
}

function parseCount(raw: string | number, min: number): number {
  const n = typeof raw === "number" ? Math.trunc(raw) : Number.parseInt(String(raw).trim(), 10);
  if (!Number.isFinite(n)) return min;
  return Math.max(min, n);
}

/** Adults: integer, at least 1; invalid or non-numeric input falls back to 1. */
export function parseAdults(raw: string | number): number {
  return parseCount(raw, MIN_ADULTS);
}

/** Children: integer, at least 0; invalid or non-numeric input falls back to 0. */
export function parseChildren(raw: string | number): number {
  return parseCount(raw, MIN_CHILDREN);
}

export interface GroupBounds {
  minGroupSize: number;
  maxGroupSize: number;
}

/**
 * The group-size limits on a travel date: the package's, and on a departure no more travellers
 * than its seats left (the picker shows them beside the date), so a request for six is not sent
 * for a departure with two seats. A sold-out departure cannot be chosen and sets no limit here.
 */
export function groupBoundsOn(bounds: GroupBounds, departures: readonly Departure[] | undefined, travelDate: string): GroupBounds {
  const departure = departures?.find((d) => d.date === travelDate);
  const maxGroupSize = departure && departure.seatsLeft > 0 ? Math.min(bounds.maxGroupSize, departure.seatsLeft) : bounds.maxGroupSize;
  return { minGroupSize: bounds.minGroupSize, maxGroupSize };
}

/** The group-size message for a total outside the package's range, or null. */
export function groupSizeError(adults: number, children: number, bounds: GroupBounds): string | null {
  const total = adults + children;
  if (total < bounds.minGroupSize) return BOOKING_MESSAGES.groupTooSmall(bounds.minGroupSize);
  if (total > bounds.maxGroupSize) return BOOKING_MESSAGES.groupTooLarge(bounds.maxGroupSize);
  return null;
}

/**
 * Applies a stepper change. A change that moves the group further out of range is refused with
 * its message; a change towards the range (e.g. from a default of 1 adult up to a minimum of 4) is
 * always allowed, so the traveller can never get stuck.
 */
export function changeTravellers(
  current: { adults: number; children: number },
  next: { adults: number; children: number },
  bounds: GroupBounds,
): { adults: number; children: number; error: string | null } {
  const before = current.adults + current.children;
  const after = next.adults + next.children;
  const error = groupSizeError(next.adults, next.children, bounds);
  const worse = (after > bounds.maxGroupSize && after > before) || (after < bounds.minGroupSize && after < before);
  if (error && worse) return { ...current, error };
  return { ...next, error: null };
}

/**
 * The form as the mode asked for it: a draft shared by both modes may hold book-only answers,
 * which an enquiry must not send.
 */
export function fieldsForMode(form: BookingFormState, mode: BookingMode): BookingFormState {
  if (mode === "book") return form;
  const empty = emptyBookingForm();
  return {
    ...form,
    dateOfBirth: empty.dateOfBirth,
    gender: empty.gender,
    nationality: empty.nationality,
    emergencyContactName: empty.emergencyContactName,
    emergencyContactPhone: empty.emergencyContactPhone,
    travelInsurance: empty.travelInsurance,
    addOns: empty.addOns,
  };
}

/** Upper-cased letters and digits only, at most 5. */
export function normaliseTransactionCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, TRANSACTION_CODE_LENGTH);
}

export function transactionCodeError(code: string): string | null {
  return /^[A-Z0-9]{5}$/.test(code) ? null : BOOKING_MESSAGES.transactionCode;
}

// Fixed departures in the dialogs (ADR 030 and 038).

export interface TravelDateChoice {
  /** Upcoming departures, sold-out ones included (shown disabled), by date. */
  upcoming: Departure[];
  /** The ones a traveller can pick: today or later with seats left. */
  open: Departure[];
  /** The open departure the form's travel date names, if any. */
  selected: Departure | undefined;
}

/**
 * What the travel-date field offers. A package with open departures is booked on one of them;
 * one without (none listed, or all past or sold out) keeps the free date.
 */
export function travelDateChoice(departures: readonly Departure[], today: string, travelDate: string): TravelDateChoice {
  const open = openDepartures(departures, today);
  return {
    upcoming: open.length ? upcomingDepartures(departures, today) : [],
    open,
    selected: open.find((d) => d.date === travelDate),
  };
}

/**
 * The travel date a form should start with: the one it holds when that is still an open
 * departure (a draft), else the soonest open departure; a package without open departures keeps
 * what the traveller typed.
 */
export function initialTravelDate(departures: readonly Departure[], today: string, travelDate: string): string {
  const open = openDepartures(departures, today);
  if (open.length === 0) return travelDate;
  return open.some((d) => d.date === travelDate) ? travelDate : open[0]!.date;
}

/**
 * The prices a booking on `departure` uses: its own adult price, when set, replaces the package's
 * adult unit price, offer included (ADR 030), so no adult "% off" is claimed against it; the
 * child price and the offer on it are unchanged.
 */
export function priceFieldsFor<P extends PriceFields>(pkg: P, departure: Departure | undefined): P {
  if (!departure || departure.priceAdult === null || departure.priceAdult <= 0) return pkg;
  return { ...pkg, originalPriceAdult: departure.priceAdult, offerPriceAdult: null };
}
