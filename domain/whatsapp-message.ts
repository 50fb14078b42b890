import { ADD_ON_KEYS, ADD_ON_LABELS, BOOKING_MESSAGES, type BookingFormState, type BookingMode } from "./booking";
import { formatDate } from "./dates";
import { ADVANCE_PERCENT, formatMoney, formatSignedMoney, type PriceSummary } from "./money";
import { CUSTOMIZATION_GROUPS, type TravelPackage } from "./package";
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type SiteLanguage } from "./site-language";

export interface WhatsAppMessageInput {
  mode: BookingMode;
  pkg: Pick<TravelPackage, "title" | "packageCode" | "currency">;
  packageUrl: string;
  form: BookingFormState;
  summary: PriceSummary;
  /** The booking reference made in the browser (domain/booking-reference.ts, ADR 038). */
  reference?: string;
  /** The travel date is one of the package's fixed departures (ADR 030). */
  fixedDeparture?: boolean;
  /** Book mode: the last 5 characters of the UPI transaction ID. */
  transactionCode?: string;
  /** Locale for dates; the traveller's browser locale in the app. */
  locale?: string;
  /**
   * The traveller's site language in English ("Malayalam") when it is not English: the message
   * itself stays English for the business, and notes the language to reply in.
   */
  preferredLanguage?: string;
}

const HEADINGS: Record<BookingMode, string> = { book: "New Booking Request", enquire: "New Package Enquiry" };

/** The line of every message to the business that names the language to reply in (replyLanguage). */
const PREFERRED_LANGUAGE = "Preferred language";

function line(label: string, value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? `${label}: ${v}` : null;
}

function section(title: string, lines: (string | null)[]): string | null {
  const kept = lines.filter((l): l is string => l !== null);
  return kept.length ? [`*${title}*`, ...kept].join("\n") : null;
}

/** The readable text of the booking / enquiry message. Optional fields left empty are left out. */
export function buildWhatsAppMessage(input: WhatsAppMessageInput): string {
  const { mode, pkg, form, summary } = input;
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const date = (iso: string) => (iso ? formatDate(iso, input.locale) : "");
  const emergency = [form.emergencyContactName.trim(), form.emergencyContactPhone.trim()].filter(Boolean).join(", ");

  const customizations = CUSTOMIZATION_GROUPS.flatMap((group) => {
    const option = form.selectedCustomizations[group];
    return option ? [`${group}: ${option.name} (${formatSignedMoney(option.price, summary.currency)})`] : [];
  });
  const addOns = ADD_ON_KEYS.filter((key) => form.addOns[key]).map((key) => ADD_ON_LABELS[key]);
  const insurance = form.travelInsurance === "yes" ? "Yes" : form.travelInsurance === "no" ? "No" : "";
  const childPriceMissing = summary.children > 0 && summary.childUnit === null;

  const blocks = [
    `*${HEADINGS[mode]}*`,
    line("Reference", input.reference),
    section("Package", [line("Title", pkg.title), line("Code", pkg.packageCode), line("Link", input.packageUrl)]),
    section("Traveller", [
      line(mode === "book" ? "Full name (as per ID)" : "Full name", form.fullName),
      line("Date of birth", date(form.dateOfBirth)),
      line("Gender", form.gender),
      line("Nationality", form.nationality),
      line("Email", form.email),
      line("Phone", form.phone),
      line("Emergency contact", emergency),
      line(PREFERRED_LANGUAGE, input.preferredLanguage),
    ]),
    section("Travel", [
      `Adults: ${summary.adults}`,
      `Children: ${summary.children}`,
      line(input.fixedDeparture ? "Travel date (fixed departure)" : "Travel date", date(form.travelDate)),
    ]),
    section("Customizations", customizations),
    section("Preferences", [
      insurance ? `Travel insurance: ${insurance}${insurance === "Yes" ? ` (${BOOKING_MESSAGES.costTbd})` : ""}` : null,
      addOns.length ? `Add-ons: ${addOns.join(", ")} (${BOOKING_MESSAGES.costTbd})` : null,
      line("Special requirements", form.specialRequirements),
    ]),
    section("Price summary", [
      `Adults: ${summary.adults} × ${money(summary.adultUnit)} = ${money(summary.adultsSubtotal)}`,
      summary.childUnit !== null && summary.children > 0
        ? `Children: ${summary.children} × ${money(summary.childUnit)} = ${money(summary.childrenSubtotal)}`
        : null,
      childPriceMissing ? "Children: price to be confirmed by the provider" : null,
      customizations.length ? `Customizations: ${formatSignedMoney(summary.customizationsTotal, summary.currency)}` : null,
      `Total: ${money(summary.total)}`,
      summary.saving > 0 ? `Original total: ${money(summary.originalTotal)}` : null,
      summary.saving > 0 ? `You save: ${money(summary.saving)}` : null,
      `Advance (${ADVANCE_PERCENT}%): ${money(summary.advance)}`,
    ]),
    mode === "book" ? section("Payment", [line("Transaction ID (last 5)", input.transactionCode)]) : null,
  ];
  return blocks.filter((b): b is string => b !== null).join("\n\n");
}

/**
 * The language a message to the business asks it to reply in: the page's, named in English, when it
 * is not English. The messages stay English for the business (ADR 041) and say it on a line of their own.
 */
export function replyLanguage(language: SiteLanguage): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : LANGUAGE_INFO[language].englishName;
}

function withReplyLanguage(text: string, language: SiteLanguage): string {
  const reply = line(PREFERRED_LANGUAGE, replyLanguage(language));
  return reply ? `${text}\n${reply}` : text;
}

/** A traveller's question about a package, from its page's help card: its original title and code. */
export function packageQuestion(pkg: Pick<TravelPackage, "title" | "packageCode">, language: SiteLanguage) {
  const named = `${pkg.title} (${pkg.packageCode})`;
  return { whatsapp: withReplyLanguage(`Hi, I have a question about ${named}`, language), emailSubject: `Question about ${named}` };
}

/** A traveller's message when the review link sent to them does not open the form. */
export function reviewLinkHelp(language: SiteLanguage): string {
  return withReplyLanguage("Hi, I would like to review my trip. My review link does not work.", language);
}

/** The one builder of wa.me links: to a number, with the message pre-filled when one is given. */
export function whatsappUrl(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  return text === undefined ? `https://wa.me/${digits}` : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
