import type { Currency } from "./package";

/** name@handle, as accepted by UPI apps (and by server/config.ts for UPI_VPA). */
export const UPI_VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
/** UPI apps cut or reject long notes; keep ours well inside what they show. */
export const UPI_NOTE_MAX = 50;

export function isValidVpa(vpa: string): boolean {
  return UPI_VPA_PATTERN.test(vpa);
}

/** Minor units (paise) to the 'am' parameter: rupees with exactly 2 decimals, no grouping. */
export function formatUpiAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor <= 0) throw new RangeError("UPI amount must be a positive whole number of paise");
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

/**
 * Percent-encodes a parameter value: spaces as %20 (several UPI apps show '+' literally) and
 * every reserved character encoded, except '@' in the payee address, which some apps fail to
 * decode.
 */
function encodeValue(value: string, keepAt = false): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepAt ? encoded.replace(/%40/g, "@") : encoded;
}

export interface UpiPayment {
  /** Payee address (VPA), e.g. keralatrips@okaxis */
  vpa: string;
  payeeName: string;
  /** Amount in paise. */
  amountMinor: number;
  /** Transaction note shown in the payer's app. */
  note: string;
}

/** A UPI payment URI (NPCI deep-link format) that opens the payer's app with the exact amount. */
export function buildUpiUri(payment: UpiPayment): string {
  if (!isValidVpa(payment.vpa)) throw new RangeError("UPI address must look like name@bank");
  const payeeName = payment.payeeName.trim();
  if (!payeeName) throw new RangeError("UPI payee name is required");
  const note = firstCharacters(payment.note.replace(/\s+/g, " ").trim(), UPI_NOTE_MAX);
  const params = [
    `pa=${encodeValue(payment.vpa, true)}`,
    `pn=${encodeValue(payeeName)}`,
    `am=${formatUpiAmount(payment.amountMinor)}`,
    "cu=INR",
    ...(note ? [`tn=${encodeValue(note)}`] : []),
  ];
  return `upi://pay?${params.join("&")}`;
}

/**
 * 'Advance KT-GRD-801 KT-7F3Q9K': the package code, then the booking reference when there is one.
 * Within UPI_NOTE_MAX, a long code is shortened, never the reference, which is what matches the
 * payment to the booking (a 40-character code once cut it to "KT-7").
 */
export function upiNote(packageCode: string, reference?: string): string {
  const tail = reference?.trim() ? ` ${reference.trim()}` : "";
  const code = firstCharacters(packageCode.trim(), UPI_NOTE_MAX - "Advance ".length - Array.from(tail).length).trim();
  return `${["Advance", code].filter(Boolean).join(" ")}${tail}`;
}

/** The first `max` characters of a text, counted as code points: an emoji is never cut in half. */
function firstCharacters(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, Math.max(0, max)).join("");
}

export type PaymentQrSource =
  | { kind: "upi-uri"; uri: string }
  | { kind: "static-image"; src: string }
  /** UPI settles in rupees only; a $ package's advance is settled with the provider. */
  | { kind: "settle-with-provider" };

/** What the payment step shows for the advance: a generated UPI QR, the configured static image, or none. */
export function paymentQrSource(args: {
  currency: Currency;
  advanceMinor: number;
  packageCode: string;
  /** The booking reference (ADR 038), put in the note so the payment can be matched to the booking. */
  reference?: string;
  upi: { vpa?: string; payeeName: string; qrImage: string };
}): PaymentQrSource {
  if (args.currency !== "INR") return { kind: "settle-with-provider" };
  if (args.upi.vpa && isValidVpa(args.upi.vpa) && args.advanceMinor > 0) {
    return {
      kind: "upi-uri",
      uri: buildUpiUri({
        vpa: args.upi.vpa,
        payeeName: args.upi.payeeName,
        amountMinor: args.advanceMinor,
        note: upiNote(args.packageCode, args.reference),
      }),
    };
  }
  return { kind: "static-image", src: args.upi.qrImage };
}
