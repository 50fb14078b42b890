import { useEffect, useId, useRef, useState } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import {
  ADD_ON_KEYS,
  SIMULATED_DELAY_MS,
  canSubmit,
  missingBeforeSubmit,
  parseAdults,
  parseChildren,
  type BookingMode,
} from "../../../domain/booking";
import { newBookingReference } from "../../../domain/booking-reference";
import { DEFAULT_LOCALE } from "../../../domain/locale";
import { adultUnitPrice, childUnitPrice, formatMoney, priceSummary, type PriceFields } from "../../../domain/money";
import type { TravelPackage } from "../../../domain/package";
import { localizedContent } from "../../../domain/package-translations";
import { DEFAULT_LANGUAGE } from "../../../domain/site-language";
import { paymentQrSource } from "../../../domain/upi";
import { replyLanguage } from "../../../domain/whatsapp-message";
import { OriginalPrice } from "../../components/package/price-tag";
import { useSiteToday } from "../../components/root-data";
import { Icon } from "../../components/ui/icon";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { ApproxPrice } from "../../i18n/approx-price";
import { ADD_ON_COPY, bookingCopy } from "../../i18n/booking-labels";
import { siteCopy } from "../../i18n/copy/site";
import { useDurationLabel } from "../../i18n/formatters";
import { usePageLanguage, usePageLocale } from "../../i18n/page-locale";
import { BookingConfirmation, type SentRequest } from "./booking-confirmation";
import { BookingForm } from "./booking-form";
import { useBookingDraft, useTravelDate, useTravellers } from "./booking-state";
import { CancellationPolicy } from "./cancellation-policy";
import { DeparturePicker } from "./departure-picker";
import { PaymentStep } from "./payment-step";
import { PriceSummaryPanel } from "./price-summary-panel";
import { sendToWhatsApp } from "./send-request";
import { useFunnelBeacon } from "../../components/insight-beacon";

export type { BookingMode };

export interface BookingDialogProps {
  pkg: TravelPackage;
  mode: BookingMode;
  onClose: () => void;
  /** Values the browser may know: WhatsApp number, UPI payee (from the root loader). */
  contact: { whatsappNumber: string };
  upi: { vpa?: string; payeeName: string; qrImage: string };
  /** Absolute URL of the package page, put into the WhatsApp message. */
  packageUrl: string;
}

type Step = "form" | "payment" | "sent";

/** One line of the summary: "₹38,999 ≈ AED 1,732 per adult ₹42,999 9% off" (PriceTag's parts, unit first). */
function UnitPrice({
  price,
  original,
  currency,
  unit,
}: {
  price: number;
  original: number | null;
  currency: TravelPackage["currency"];
  unit: "adult" | "child";
}) {
  const intl = useIntl();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="whitespace-nowrap font-semibold text-slate-900">{formatMoney(price, currency)}</span>
      <ApproxPrice minor={price} currency={currency} />
      <span className="text-sm text-slate-600">{intl.formatMessage(unit === "adult" ? siteCopy.perAdult : siteCopy.perChild)}</span>
      <OriginalPrice currency={currency} price={price} original={original} showPercent className="whitespace-nowrap" />
    </p>
  );
}

/** The title of each step: the form's and payment's, then what was sent. */
function stepTitle(step: Step, mode: BookingMode): MessageDescriptor {
  if (step === "sent") return mode === "book" ? bookingCopy.sentBookTitle : bookingCopy.sentEnquireTitle;
  if (step === "payment") return bookingCopy.paymentTitle;
  return mode === "book" ? bookingCopy.bookTitle : bookingCopy.enquireTitle;
}

/** The package above the form and the payment: title, duration, code and the unit prices of the chosen date. */
function PackageSummary({ pkg, title, prices }: { pkg: TravelPackage; title: string; prices: PriceFields }) {
  const t = useIntl().formatMessage;
  const duration = useDurationLabel();
  const childPrice = childUnitPrice(pkg);
  return (
    <section aria-label={t(bookingCopy.packageSummary)} className="rounded-xl bg-brand-50 p-4" data-testid="package-summary">
      <p className="text-lg font-semibold text-slate-900">
        <bdi>{title}</bdi>
      </p>
      <p className="text-sm text-slate-700">
        {duration(pkg.durationDays, pkg.durationNights)} · {t(bookingCopy.codeLabel)} <span className="font-mono">{pkg.packageCode}</span>
      </p>
      <div className="mt-2 space-y-1">
        <UnitPrice price={adultUnitPrice(prices)} original={prices.originalPriceAdult} currency={pkg.currency} unit="adult" />
        {childPrice !== null ? (
          <UnitPrice price={childPrice} original={pkg.originalPriceChild} currency={pkg.currency} unit="child" />
        ) : null}
      </div>
    </section>
  );
}

/** The dialog element with its sticky header (title, Close) around the step's content. */
function DialogFrame({
  modal,
  titleId,
  title,
  headingRef,
  onClose,
  children,
}: {
  modal: ReturnType<typeof useModalDialog>;
  titleId: string;
  title: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const t = useIntl().formatMessage;
  return (
    <dialog
      {...modal.dialogProps}
      aria-labelledby={titleId}
      className="m-auto h-dvh max-h-dvh w-full max-w-full overflow-y-auto overscroll-contain bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-2xl sm:rounded-2xl"
      onClose={onClose}
      data-testid="booking-dialog"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-11 items-center gap-1 rounded-full px-3 font-medium text-slate-700 hover:bg-slate-100"
        >
          <Icon name="close" size={20} />
          {t(bookingCopy.close)}
        </button>
      </div>
      <div className="space-y-6 px-4 py-5 sm:px-6">{children}</div>
    </dialog>
  );
}

/**
 * Book / enquire dialog. Everything typed stays in this page: it only becomes
 * the text of a WhatsApp link the traveller opens; no request carries it. After sending, the
 * dialog shows the confirmation with the booking reference (ADR 038).
 */
export default function BookingDialog({ pkg, mode, onClose, contact, upi, packageUrl }: BookingDialogProps) {
  // "Today" for the date limits, kept while the dialog is open.
  const [today] = useState(useSiteToday());
  const language = usePageLanguage();
  const pageLocale = usePageLocale();
  const t = useIntl().formatMessage;
  // The traveller reads the title in the page language when the admin wrote one (ADR 041); the message keeps the original.
  const shownTitle = localizedContent(pkg, language).title;

  // Focus in, Tab kept inside, Escape, focus back to the opener, page scroll locked.
  // Escape and the Close buttons end the dialog through the page's state at once (onClose unmounts
  // it), not through the browser's close(): its "close" event waits for the next frame, and a Book
  // Now or Enquire Now pressed before then went to a dialog that was already shut and was lost.
  const modal = useModalDialog({ lockScroll: true, onRequestClose: onClose });
  const titleId = useId();
  const [step, setStep] = useState<Step>("form");
  const [form, setForm] = useBookingDraft(pkg, today, step === "sent");
  const [processing, setProcessing] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const processTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(processTimer.current), []);

  // Anonymous counts (ADR 106): the dialog opened, the payment step reached, the hand-off; each
  // once per page view.
  const count = useFunnelBeacon();
  useEffect(() => {
    count(mode === "book" ? "book_opened" : "enquire_opened", pkg.id);
    // Once per opening: the dialog is mounted when opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form that held focus is gone once another step shows: start reading from its heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === "form") return;
    modal.ref.current?.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step, modal.ref]);

  const { changeCounts, groupMessage, groupAccepted } = useTravellers(pkg, form, setForm);
  const { dates, prices, dateWindow, travelDateError } = useTravelDate(pkg, today, form.travelDate);
  const selected = Object.values(form.selectedCustomizations).filter((o) => o !== undefined);
  const summary = priceSummary({ pkg: prices, adults: form.adults, children: form.children, customizations: selected });
  const addOns = ADD_ON_KEYS.filter((k) => form.addOns[k]).map((k) => t(ADD_ON_COPY[k]));
  const summaryPanel = (headingSuffix: string) => (
    <PriceSummaryPanel
      summary={summary}
      insurance={mode === "book" && form.travelInsurance === "yes"}
      addOns={mode === "book" ? addOns : []}
      headingId={`${titleId}-summary-${headingSuffix}`}
    />
  );
  const policy = (headingSuffix: string) => (
    <CancellationPolicy policy={pkg.cancellationPolicy} headingId={`${titleId}-policy-${headingSuffix}`} />
  );

  const send = (transactionCode?: string) => {
    const request = sendToWhatsApp({
      mode,
      pkg,
      form,
      summary,
      reference: reference ?? newBookingReference(),
      packageUrl,
      whatsappNumber: contact.whatsappNumber,
      fixedDeparture: dates.selected !== undefined,
      transactionCode,
      // The message is for the business and stays English (dates too), noting the traveller's
      // language: an English page's own variant, Indian English from the other languages.
      locale: language === DEFAULT_LANGUAGE ? pageLocale : DEFAULT_LOCALE,
      preferredLanguage: replyLanguage(language),
    });
    count(mode === "book" ? "whatsapp_book" : "whatsapp_enquire", pkg.id);
    setReference(request.reference);
    setSent(request);
    setStep("sent");
  };

  const submit = () => {
    if (travelDateError || !groupAccepted()) return;
    if (mode === "enquire") {
      send();
      return;
    }
    // The reference exists before the payment step, so the UPI note carries it.
    setReference((r) => r ?? newBookingReference());
    setProcessing(true);
    processTimer.current = window.setTimeout(() => {
      setProcessing(false);
      setStep("payment");
      count("payment_step", pkg.id);
    }, SIMULATED_DELAY_MS);
  };

  return (
    <DialogFrame modal={modal} titleId={titleId} title={t(stepTitle(step, mode))} headingRef={headingRef} onClose={onClose}>
      {step !== "sent" ? <PackageSummary pkg={pkg} title={shownTitle} prices={prices} /> : null}
      {step === "form" ? (
        <BookingForm
          mode={mode}
          pkg={pkg}
          form={form}
          update={setForm}
          today={today}
          travelDateMax={dateWindow.max}
          travelDateError={travelDateError}
          groupMessage={groupMessage}
          travelDate={
            dates.open.length ? (
              <DeparturePicker
                departures={dates.upcoming}
                pkg={pkg}
                value={form.travelDate}
                onChange={(date) => setForm((f) => ({ ...f, travelDate: date }))}
                // The form's own name for its travel date: radios are grouped within their form.
                name="travelDate"
              />
            ) : null
          }
          onAdultsChange={(raw) => changeCounts({ adults: parseAdults(raw), children: form.children })}
          onChildrenChange={(raw) => changeCounts({ adults: form.adults, children: parseChildren(raw) })}
          processing={processing}
          submitEnabled={canSubmit({ form, mode, processing, packageId: pkg.id, departures: dates.open })}
          missing={missingBeforeSubmit({ form, mode, departures: dates.open })}
          priceSummary={
            <>
              {summaryPanel("form")}
              {mode === "book" ? policy("form") : null}
            </>
          }
          onSubmit={submit}
        />
      ) : step === "payment" ? (
        <PaymentStep
          currency={pkg.currency}
          summary={summary}
          qr={paymentQrSource({
            currency: pkg.currency,
            advanceMinor: summary.advance,
            packageCode: pkg.packageCode,
            reference: reference ?? undefined,
            upi,
          })}
          upi={upi}
          priceSummary={
            <>
              {summaryPanel("payment")}
              {policy("payment")}
            </>
          }
          onContinue={send}
          onClose={onClose}
        />
      ) : sent ? (
        <BookingConfirmation
          sent={sent}
          pkg={{ ...pkg, title: shownTitle }}
          summary={summary}
          headingId={`${titleId}-sent`}
          onClose={onClose}
        />
      ) : null}
    </DialogFrame>
  );
}
