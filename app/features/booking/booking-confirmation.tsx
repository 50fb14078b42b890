import { createPortal } from "react-dom";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { formatDeadline } from "../../../domain/booking-reference";
import { formatDate } from "../../../domain/dates";
import { formatMoney, type PriceSummary } from "../../../domain/money";
import { bookingCopy } from "../../i18n/copy/booking";
import { useLocalizedPath } from "../../i18n/localized-path";
import { usePageLocale } from "../../i18n/page-locale";
import { PATHS } from "../../paths";
import { Button } from "../../components/ui/button";
import { CancellationPolicy } from "./cancellation-policy";

export interface SentRequest {
  reference: string;
  mode: "book" | "enquire";
  /** The wa.me link with the message, to tap when the browser blocked the window or to send again. */
  whatsappHref: string;
  /** window.open returned null: the browser (a popup blocker) did not open WhatsApp. */
  blocked: boolean;
  sentAt: Date;
  deadline: Date;
  travelDate: string;
  /** The advance was paid by UPI (book mode with a transaction code). */
  advancePaid: boolean;
}

interface ConfirmationProps {
  sent: SentRequest;
  pkg: { title: string; packageCode: string; cancellationPolicy: string };
  summary: PriceSummary;
  headingId: string;
  onClose: () => void;
}

/** The traveller's own zone: the deadline is read where they are (unit-tested in domain/booking-reference). */
function travellerZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Kolkata";
  } catch {
    return "Asia/Kolkata";
  }
}

function Details({ sent, pkg, summary, headingId }: Omit<ConfirmationProps, "onClose">) {
  const t = useIntl().formatMessage;
  const locale = usePageLocale();
  const zone = travellerZone();
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const deadline = formatDeadline(sent.deadline, zone, locale);
  const row = "flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5";
  return (
    <>
      <div className="rounded-xl border-2 border-brand-700 p-4 text-center">
        <p className="text-sm font-medium text-slate-700">{t(bookingCopy.referenceLabel)}</p>
        <p className="font-mono text-3xl font-bold tracking-wider text-slate-900" data-testid="booking-reference">
          {sent.reference}
        </p>
      </div>
      <section aria-labelledby={`${headingId}-details`}>
        <h3 id={`${headingId}-details`} className="text-base font-semibold text-slate-900">
          {t(bookingCopy.confirmationDetails)}
        </h3>
        <dl className="mt-1 divide-y divide-slate-200 text-sm text-slate-700">
          <div className={row}>
            <dt>{t(bookingCopy.packageLabel)}</dt>
            <dd className="text-end font-medium text-slate-900">
              <bdi>{pkg.title}</bdi> <bdi className="whitespace-nowrap font-mono">({pkg.packageCode})</bdi>
            </dd>
          </div>
          <div className={row}>
            <dt>{t(bookingCopy.travelDateLabel)}</dt>
            <dd className="font-medium text-slate-900" data-testid="confirmation-travel-date">
              {sent.travelDate ? formatDate(sent.travelDate, locale) : t(bookingCopy.travelDateNotGiven)}
            </dd>
          </div>
          <div className={row}>
            <dt>{t(bookingCopy.travellersLabel)}</dt>
            <dd className="font-medium text-slate-900">
              {t(bookingCopy.travellersValue, { adults: summary.adults, children: summary.children })}
            </dd>
          </div>
          <div className={row}>
            <dt>{t(bookingCopy.totalLabel)}</dt>
            <dd className="whitespace-nowrap font-semibold text-slate-900" data-testid="confirmation-total">
              {money(summary.total)}
            </dd>
          </div>
          <div className={row}>
            <dt>{t(sent.advancePaid ? bookingCopy.advancePaidLabel : bookingCopy.advanceDueLabel)}</dt>
            <dd className="whitespace-nowrap font-semibold text-brand-800" data-testid="confirmation-advance">
              {money(summary.advance)}
            </dd>
          </div>
          <div className={row}>
            <dt>{t(bookingCopy.sentAtLabel)}</dt>
            <dd className="font-medium text-slate-900">{formatDeadline(sent.sentAt, zone, locale)}</dd>
          </div>
          <div className={row}>
            <dt>{t(bookingCopy.guaranteeLabel)}</dt>
            <dd className="font-semibold text-slate-900" data-testid="guarantee-deadline">
              {deadline}
            </dd>
          </div>
        </dl>
        <p className="mt-1 text-sm text-slate-700">{t(bookingCopy.guaranteeExplain, { deadline })}</p>
      </section>
      <CancellationPolicy policy={pkg.cancellationPolicy} headingId={`${headingId}-policy`} />
    </>
  );
}

/**
 * The confirmation after a booking request or enquiry is sent (ADR 038): the reference, the
 * amounts, the Booking Guarantee deadline and the cancellation policy, a WhatsApp link to tap
 * (prominent when the browser blocked the window), and "Save as PDF / Print". Printing prints a
 * copy placed straight under <body> (app.css hides the rest of the page), so no server is asked.
 */
export function BookingConfirmation(props: ConfirmationProps) {
  const { sent, onClose } = props;
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  const whatsapp = (
    <a
      href={sent.whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
      className={
        sent.blocked
          ? "flex h-12 w-full items-center justify-center rounded-full bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800"
          : "inline-flex min-h-11 items-center font-semibold text-emerald-800 underline"
      }
      data-testid="whatsapp-link"
    >
      {t(sent.blocked ? bookingCopy.openWhatsApp : bookingCopy.openWhatsAppAgain)}
    </a>
  );
  return (
    <div className="space-y-5" data-testid="booking-confirmation">
      {sent.blocked ? (
        <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-medium">{t(bookingCopy.popupBlocked)}</p>
          {whatsapp}
        </div>
      ) : (
        <p role="status" className="text-slate-700">
          {t(bookingCopy.sentIntro)}
        </p>
      )}
      <Details {...props} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        {sent.blocked ? null : whatsapp}
        <Link to={localized(PATHS.myBookings)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t(bookingCopy.myBookingsLink)}
        </Link>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="pillQuiet" className="h-11 px-5" onClick={onClose}>
          {t(bookingCopy.done)}
        </Button>
        <Button variant="pill" className="h-11 px-5" onClick={() => window.print()}>
          {t(bookingCopy.print)}
        </Button>
      </div>
      {typeof document === "undefined" ? null : createPortal(<PrintSheet {...props} />, document.body)}
    </div>
  );
}

/** What "Save as PDF / Print" prints: hidden on screen, alone on paper (app.css, ADR 038). */
function PrintSheet(props: ConfirmationProps) {
  const t = useIntl().formatMessage;
  return (
    <div data-print-sheet="" className="hidden space-y-4 p-6 text-slate-900 print:block">
      <p className="text-lg font-bold">Kerala Trips</p>
      <h2 className="text-2xl font-bold">{t(props.sent.mode === "book" ? bookingCopy.sentBookTitle : bookingCopy.sentEnquireTitle)}</h2>
      <Details {...props} headingId={`${props.headingId}-print`} />
    </div>
  );
}
