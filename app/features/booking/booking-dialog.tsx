import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  ADD_ON_KEYS,
  SIMULATED_DELAY_MS,
  canSubmit,
  changeTravellers,
  fieldsForMode,
  groupSizeError,
  initialTravelDate,
  parseAdults,
  parseChildren,
  priceFieldsFor,
  travelDateChoice,
  type BookingFormState,
  type BookingMode,
} from "../../../domain/booking";
import { guaranteeDeadline, newBookingReference } from "../../../domain/booking-reference";
import { formatDate, todayIn } from "../../../domain/dates";
import { DEFAULT_LOCALE } from "../../../domain/locale";
import { localizedContent } from "../../../domain/package-translations";
import { travelDateProblem, travelDateWindow } from "../../../domain/travel-date";
import { DEFAULT_LANGUAGE, LANGUAGE_INFO } from "../../../domain/site-language";
import { useIntl } from "react-intl";
import { ApproxPrice } from "../../i18n/approx-price";
import { ADD_ON_COPY, bookingCopy } from "../../i18n/booking-labels";
import { siteCopy } from "../../i18n/copy/site";
import { useBookingMessage, useDurationLabel } from "../../i18n/formatters";
import { usePageLanguage, usePageLocale } from "../../i18n/page-locale";
import { adultUnitPrice, childUnitPrice, formatMoney, priceSummary } from "../../../domain/money";
import type { TravelPackage } from "../../../domain/package";
import { paymentQrSource } from "../../../domain/upi";
import { buildWhatsAppMessage, whatsappUrl } from "../../../domain/whatsapp-message";
import { useRootData } from "../../components/root-data";
import { OriginalPrice } from "../../components/package/price-tag";
import { Icon } from "../../components/ui/icon";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { BookingConfirmation, type SentRequest } from "./booking-confirmation";
import { clearDraft, readDraft, saveDraft } from "./booking-drafts";
import { BookingForm, type FormUpdate } from "./booking-form";
import { CancellationPolicy } from "./cancellation-policy";
import { DeparturePicker } from "./departure-picker";
import { saveMyBooking } from "./my-bookings-store";
import { PaymentStep } from "./payment-step";
import { PriceSummaryPanel } from "./price-summary-panel";

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

/**
 * Book / enquire dialog, opened from the package page. Everything typed stays in this page: it only becomes
 * the text of a WhatsApp link the traveller opens; no request carries it. After sending, the
 * dialog shows the confirmation with the booking reference (ADR 038).
 */
export default function BookingDialog({ pkg, mode, onClose, contact, upi, packageUrl }: BookingDialogProps) {
  const rootData = useRootData();
  // "Today" for the date limits is the configured APP_TIMEZONE's.
  const zone = rootData?.publicConfig.timeZone ?? "Asia/Kolkata";
  const language = usePageLanguage();
  // Dates the traveller reads in the dialog follow the page.
  const pageLocale = usePageLocale();
  // The message is for the business and stays English (dates too), noting the traveller's language:
  // an English page's own variant, Indian English from the other languages.
  const dateLocale = language === DEFAULT_LANGUAGE ? pageLocale : DEFAULT_LOCALE;
  const intl = useIntl();
  const t = intl.formatMessage;
  const duration = useDurationLabel();
  const bookingMessage = useBookingMessage();
  const [today] = useState(() => todayIn(zone));
  // The traveller reads the title in the page language when the admin wrote one (ADR 041); the message keeps the original.
  const shownTitle = localizedContent(pkg, language).title;

  // A modal dialog's keyboard contract: focus in, Tab kept inside, Escape, focus back to the opener,
  // page scroll locked.
  // Escape and the Close buttons end the dialog through the page's state at once (onClose unmounts
  // it), not through the browser's close(): its "close" event waits for the next frame, and a Book
  // Now or Enquire Now pressed before then went to a dialog that was already shut and was lost.
  const modal = useModalDialog({ lockScroll: true, onRequestClose: onClose });
  const titleId = useId();
  const [form, setForm] = useState<BookingFormState>(() => {
    const draft = readDraft(pkg.id, pkg.minGroupSize);
    return { ...draft, travelDate: initialTravelDate(pkg.departures, today, draft.travelDate) };
  });
  const [step, setStep] = useState<"form" | "payment" | "sent">("form");
  const [processing, setProcessing] = useState(false);
  // A stepper change that was refused: shown until the next accepted change (no timer).
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const processTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (pkg.id && step !== "sent") saveDraft(pkg.id, form);
  }, [pkg.id, form, step]);

  useEffect(() => () => window.clearTimeout(processTimer.current), []);

  // The form that held focus is gone once another step shows: start reading from its heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === "form") return;
    modal.ref.current?.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step, modal.ref]);

  const close = onClose;

  const changeCounts = (next: { adults: number; children: number }) => {
    const result = changeTravellers({ adults: form.adults, children: form.children }, next, pkg);
    if (result.error) {
      setRefusal(bookingMessage(result.error, pkg));
      return;
    }
    setRefusal(null);
    setForm((f) => ({ ...f, adults: result.adults, children: result.children }));
  };
  const liveProblem = groupSizeError(form.adults, form.children, pkg);
  const groupMessage = refusal ?? (liveProblem ? bookingMessage(liveProblem, pkg) : null);

  const dates = useMemo(() => travelDateChoice(pkg.departures, today, form.travelDate), [pkg.departures, today, form.travelDate]);
  const prices = useMemo(() => priceFieldsFor(pkg, dates.selected), [pkg, dates.selected]);
  // A free travel date (no open departures): today … the booking closing date (domain/travel-date.ts).
  const dateWindow = travelDateWindow(pkg, today);
  const dateProblem = dates.open.length ? null : travelDateProblem(form.travelDate, dateWindow);
  const travelDateError = dateProblem
    ? dateWindow.max
      ? t(bookingCopy.travelDateRange, { min: formatDate(dateWindow.min, pageLocale), max: formatDate(dateWindow.max, pageLocale) })
      : t(bookingCopy.travelDateFrom, { min: formatDate(dateWindow.min, pageLocale) })
    : null;

  const update: FormUpdate = (fn) => setForm(fn);
  const selected = useMemo(() => Object.values(form.selectedCustomizations).filter((o) => o !== undefined), [form.selectedCustomizations]);
  const summary = useMemo(
    () => priceSummary({ pkg: prices, adults: form.adults, children: form.children, customizations: selected }),
    [prices, form.adults, form.children, selected],
  );
  const addOns = ADD_ON_KEYS.filter((k) => form.addOns[k]).map((k) => t(ADD_ON_COPY[k]));
  const insuranceShown = mode === "book" && form.travelInsurance === "yes";
  const summaryPanel = (headingSuffix: string) => (
    <PriceSummaryPanel
      summary={summary}
      insurance={insuranceShown}
      addOns={mode === "book" ? addOns : []}
      headingId={`${titleId}-summary-${headingSuffix}`}
    />
  );
  const policy = (headingSuffix: string) => (
    <CancellationPolicy policy={pkg.cancellationPolicy} headingId={`${titleId}-policy-${headingSuffix}`} />
  );

  /**
   * Opens WhatsApp inside the click that sent it (a popup blocker lets a window opened there
   * through), then shows the confirmation. Not "noopener": with it window.open always returns
   * null, so a blocked window could not be told apart; the opener is cut by hand instead.
   */
  const sendToWhatsApp = (transactionCode?: string) => {
    const ref = reference ?? newBookingReference();
    const text = buildWhatsAppMessage({
      mode,
      pkg,
      packageUrl,
      form: fieldsForMode(form, mode),
      summary,
      reference: ref,
      fixedDeparture: dates.selected !== undefined,
      transactionCode,
      locale: dateLocale,
      preferredLanguage: language === DEFAULT_LANGUAGE ? undefined : LANGUAGE_INFO[language].englishName,
    });
    const href = whatsappUrl(contact.whatsappNumber, text);
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
      reference: ref,
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
    // A blocked window keeps the draft: the traveller has not sent anything yet.
    if (opened) clearDraft(pkg.id);
    setReference(ref);
    setSent({
      reference: ref,
      mode,
      whatsappHref: href,
      blocked: !opened,
      sentAt,
      deadline,
      travelDate: form.travelDate,
      advancePaid: mode === "book" && !!transactionCode,
    });
    setStep("sent");
  };

  const submit = () => {
    if (travelDateError) return;
    const problem = groupSizeError(form.adults, form.children, pkg);
    if (problem) {
      setRefusal(bookingMessage(problem, pkg));
      return;
    }
    if (mode === "enquire") {
      sendToWhatsApp();
      return;
    }
    // The reference exists before the payment step, so the UPI note carries it.
    setReference((r) => r ?? newBookingReference());
    setProcessing(true);
    processTimer.current = window.setTimeout(() => {
      setProcessing(false);
      setStep("payment");
    }, SIMULATED_DELAY_MS);
  };

  const title = t(
    step === "sent"
      ? mode === "book"
        ? bookingCopy.sentBookTitle
        : bookingCopy.sentEnquireTitle
      : step === "payment"
        ? bookingCopy.paymentTitle
        : mode === "book"
          ? bookingCopy.bookTitle
          : bookingCopy.enquireTitle,
  );
  const childPrice = childUnitPrice(pkg);
  const qr = paymentQrSource({
    currency: pkg.currency,
    advanceMinor: summary.advance,
    packageCode: pkg.packageCode,
    reference: reference ?? undefined,
    upi,
  });

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
          onClick={close}
          className="inline-flex h-11 items-center gap-1 rounded-full px-3 font-medium text-slate-700 hover:bg-slate-100"
        >
          <Icon name="close" size={20} />
          {t(bookingCopy.close)}
        </button>
      </div>
      <div className="space-y-6 px-4 py-5 sm:px-6">
        {step !== "sent" ? (
          <section aria-label={t(bookingCopy.packageSummary)} className="rounded-xl bg-brand-50 p-4" data-testid="package-summary">
            <p className="text-lg font-semibold text-slate-900">
              <bdi>{shownTitle}</bdi>
            </p>
            <p className="text-sm text-slate-700">
              {duration(pkg.durationDays, pkg.durationNights)} · {t(bookingCopy.codeLabel)}{" "}
              <span className="font-mono">{pkg.packageCode}</span>
            </p>
            <div className="mt-2 space-y-1">
              <UnitPrice price={adultUnitPrice(prices)} original={prices.originalPriceAdult} currency={pkg.currency} unit="adult" />
              {childPrice !== null ? (
                <UnitPrice price={childPrice} original={pkg.originalPriceChild} currency={pkg.currency} unit="child" />
              ) : null}
            </div>
          </section>
        ) : null}
        {step === "form" ? (
          <BookingForm
            mode={mode}
            pkg={pkg}
            form={form}
            update={update}
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
                  name={`${titleId}-departure`}
                />
              ) : null
            }
            onAdultsChange={(raw) => changeCounts({ adults: parseAdults(raw), children: form.children })}
            onChildrenChange={(raw) => changeCounts({ adults: form.adults, children: parseChildren(raw) })}
            processing={processing}
            submitEnabled={canSubmit({ form, mode, processing, packageId: pkg.id, departures: dates.open })}
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
            qr={qr}
            upi={upi}
            priceSummary={
              <>
                {summaryPanel("payment")}
                {policy("payment")}
              </>
            }
            onContinue={sendToWhatsApp}
            onClose={close}
          />
        ) : sent ? (
          <BookingConfirmation
            sent={sent}
            pkg={{ ...pkg, title: shownTitle }}
            summary={summary}
            headingId={`${titleId}-sent`}
            onClose={close}
          />
        ) : null}
      </div>
    </dialog>
  );
}
