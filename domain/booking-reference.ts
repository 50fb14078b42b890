import { DEFAULT_TIME_ZONE } from "./dates";
import { DEFAULT_LOCALE } from "./locale";
/**
 * The short reference a traveller quotes for a booking or enquiry (ADR 030). Made in
 * the browser from a cryptographically random source; nothing about it is stored on our server.
 */

/** Digits and capitals without the look-alikes 0/O, 1/I/L and U: 30 characters. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PREFIX = "KT-";
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** Fills a byte array with random bytes; crypto.getRandomValues in the browser and in Node. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;
const cryptoRandom: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * 'KT-7F3Q9K': 6 characters of REFERENCE_ALPHABET (30^6, about 729 million references). Bytes of
 * 240 or more are skipped so every character is equally likely (240 = 8 × 30).
 */
export function newBookingReference(random: RandomBytes = cryptoRandom): string {
  let out = "";
  while (out.length < REFERENCE_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte >= 240) continue;
      out += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
      if (out.length === REFERENCE_LENGTH) break;
    }
  }
  return REFERENCE_PREFIX + out;
}

export function isBookingReference(value: unknown): value is string {
  return typeof value === "string" && REFERENCE_PATTERN.test(value);
}

/** The Booking Guarantee: the provider confirms within 48 hours or the advance is refunded. */
export const GUARANTEE_HOURS = 48;

/** The instant the Booking Guarantee ends for a booking sent at `sentAt`. */
export function guaranteeDeadline(sentAt: Date): Date {
  return new Date(sentAt.getTime() + GUARANTEE_HOURS * 60 * 60 * 1000);
}

/**
 * A deadline as the traveller reads it, in their own time zone: 'Wed, 25 Nov 2026, 1:30 am IST'
 * in en-IN (day before month, never '25/11/2026'); 'الأربعاء، 25 نوفمبر 2026، 1:30 ص …' in Arabic,
 * its three parts joined by the mark the locale itself writes between a date and a time. An unknown
 * zone or locale falls back to Asia/Kolkata / en-IN rather than throwing.
 */
export function formatDeadline(at: Date, timeZone: string, locale: string = DEFAULT_LOCALE): string {
  const make = (loc: string, zone: string) => {
    const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(loc, { ...options, timeZone: zone });
    // Formatted apart, since en-IN's own date-and-time pattern writes '25 Nov, 2026'.
    const dateTime = format({ day: "numeric", month: "short", year: "numeric", hour: "numeric" }).formatToParts(at);
    const hour = dateTime.findIndex((p) => p.type === "hour");
    const separator = hour > 0 && dateTime[hour - 1]!.type === "literal" ? dateTime[hour - 1]!.value : ", ";
    return [
      format({ weekday: "short" }).format(at),
      format({ day: "numeric", month: "short", year: "numeric" }).format(at),
      format({ hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(at),
    ].join(separator);
  };
  try {
    return make(locale, timeZone);
  } catch {
    return make(DEFAULT_LOCALE, DEFAULT_TIME_ZONE);
  }
}
