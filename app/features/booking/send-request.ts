import { fieldsForMode, type BookingFormState, type BookingMode } from "../../../domain/booking";
import { guaranteeDeadline } from "../../../domain/booking-reference";
import type { PriceSummary } from "../../../domain/money";
import type { TravelPackage } from "../../../domain/package";
import { buildWhatsAppMessage, whatsappUrl } from "../../../domain/whatsapp-message";
import type { SentRequest } from "./booking-confirmation";
import { clearDraft } from "./booking-drafts";
import { saveMyBooking } from "./my-bookings-store";

export interface RequestToSend {
  mode: BookingMode;
  pkg: TravelPackage;
  form: BookingFormState;
  summary: PriceSummary;
  reference: string;
  packageUrl: string;
  whatsappNumber: string;
  /** The travel date is one of the package's fixed departures. */
  fixedDeparture: boolean;
  /** The UPI transaction code of the advance, in book mode once paid. */
  transactionCode?: string;
  /** Dates in the message (English, for the business). */
  locale: string;
  /** The traveller's language in English ("Malayalam"), when the page is not in English. */
  preferredLanguage?: string;
}

/**
 * Opens WhatsApp with the request's message; must run inside the click that sent it (a popup
 * blocker lets a window opened there through). Not "noopener": with it window.open always returns
 * null, so a blocked window could not be told apart; the opener is cut by hand instead. The
 * request is kept in "My bookings"; the draft is cleared only when the window opened (a blocked
 * one has sent nothing yet). Returns what the confirmation shows.
 */
export function sendToWhatsApp(request: RequestToSend): SentRequest {
  const { mode, pkg, form, summary, reference, transactionCode } = request;
  const text = buildWhatsAppMessage({
    mode,
    pkg,
    packageUrl: request.packageUrl,
    form: fieldsForMode(form, mode),
    summary,
    reference,
    fixedDeparture: request.fixedDeparture,
    transactionCode,
    locale: request.locale,
    preferredLanguage: request.preferredLanguage,
  });
  const href = whatsappUrl(request.whatsappNumber, text);
  const opened = window.open(href, "_blank");
  if (opened) {
    try {
      opened.opener = null;
    } catch {
      // A window of another origin may refuse the assignment; it has no access to this page's data anyway.
    }
  }
  const sentAt = new Date();
  const deadline = guaranteeDeadline(sentAt);
  saveMyBooking({
    reference,
    mode,
    packageId: pkg.id,
    packageTitle: pkg.title,
    packageCode: pkg.packageCode,
    sentAt: sentAt.toISOString(),
    deadline: deadline.toISOString(),
    travelDate: form.travelDate,
    adults: summary.adults,
    children: summary.children,
    currency: summary.currency,
    total: summary.total,
    advance: summary.advance,
  });
  if (opened) clearDraft(pkg.id);
  return {
    reference,
    mode,
    whatsappHref: href,
    blocked: !opened,
    sentAt,
    deadline,
    travelDate: form.travelDate,
    advancePaid: mode === "book" && !!transactionCode,
  };
}
