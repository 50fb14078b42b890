import { isValidPhoneNumber } from "libphonenumber-js/min";

/**
 * The numbers a wa.me link is made to: a provider's WhatsApp number (enquiries go there) and the
 * traveller's number a review invitation is sent to. wa.me wants the whole international number,
 * so a number without its country code opens a chat with someone else, or no one: 98765 43210 is
 * a valid Indian mobile number, and as an international number it would be Iranian (+98). The
 * check is libphonenumber's (its smallest metadata: each country's lengths and leading digits),
 * not a count of digits, which took that number.
 */

/** The digits of a number as it was typed: spaces, dashes, brackets, dots and a leading + dropped. */
export function whatsappDigits(typed: string): string {
  return typed.replace(/[\s\-().+]/g, "");
}

export type WhatsAppNumberProblem = "invalid" | "noCountryCode";

/**
 * What is wrong with a number's digits for a wa.me link, or null when it is a valid international
 * number. An Indian number written without 91 (the marketplace's most common slip) is named as
 * such, so the form can say what to add.
 */
export function whatsappNumberProblem(digits: string): WhatsAppNumberProblem | null {
  if (!/^\d+$/.test(digits)) return "invalid";
  if (isValidPhoneNumber(`+${digits}`)) return null;
  return isValidPhoneNumber(digits, "IN") ? "noCountryCode" : "invalid";
}
