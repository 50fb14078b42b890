import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import {
  ADD_ON_KEYS,
  GROUP_MESSAGE_TIMEOUT_MS,
  SIMULATED_DELAY_MS,
  canSubmit,
  changeTravellers,
  fieldsForMode,
  groupSizeError,
  parseAdults,
  parseChildren,
  type BookingFormState,
  type BookingMode,
} from "../../../domain/booking";
import { todayIn } from "../../../domain/dates";
import { LANGUAGE_INFO } from "../../../domain/site-language";
import { useIntl } from "react-intl";
import { ApproxPrice } from "../../i18n/approx-price";
import { ADD_ON_COPY, bookingCopy } from "../../i18n/booking-labels";
import { siteCopy } from "../../i18n/copy/site";
import { useBookingMessage, useDurationLabel } from "../../i18n/formatters";
import { adultUnitPrice, childUnitPrice, formatMoney, priceSummary } from "../../../domain/money";
import type { TravelPackage } from "../../../domain/package";
import { paymentQrSource } from "../../../domain/upi";
import { buildWhatsAppMessage, whatsappUrl } from "../../../domain/whatsapp-message";
import { useRootData } from "../../components/root-data";
import { Icon } from "../../components/ui/icon";
import { clearDraft, readDraft, saveDraft } from "./booking-drafts";
import { BookingForm, type FormUpdate } from "./booking-form";
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
  /** Decides "today" for the date limits; defaults to the configured APP_TIMEZONE. */
  timeZone?: string;
  /** Locale for dates in the message; defaults to the page's locale. */
  locale?: string;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function UnitPrice({
  price,
  original,
  percent,
  currency,
  unit,
}: {
  price: number;
  original: number;
  percent: number;
  currency: TravelPackage["currency"];
  unit: "adult" | "child";
}) {
  const intl = useIntl();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold text-slate-900">{formatMoney(price, currency)}</span>
      <ApproxPrice minor={price} currency={currency} />
      <span className="text-sm text-slate-600">{intl.formatMessage(unit === "adult" ? siteCopy.perAdult : siteCopy.perChild)}</span>
      {original > price ? (
        <>
          <s className="text-sm text-slate-600">
            <span className="sr-only">{intl.formatMessage(siteCopy.originalPrice)} </span>
            {formatMoney(original, currency)}
          </s>
          {percent > 0 ? (
            <span className="text-sm font-semibold text-emerald-800">{intl.formatMessage(siteCopy.percentOff, { percent })}</span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}

/**
 * Book / enquire dialog (spec section 2). Everything typed stays in this page: it only becomes
 * the text of a WhatsApp link the traveller opens; no request carries it.
 */
export default function BookingDialog({ pkg, mode, onClose, contact, upi, packageUrl, timeZone, locale }: BookingDialogProps) {
  const rootData = useRootData();
  const zone = timeZone ?? rootData?.publicConfig.timeZone ?? "Asia/Kolkata";
  const language = rootData?.language ?? "en";
  // The message is for the business and stays English (dates too), noting the traveller's language.
  const dateLocale = locale ?? (language === "en" ? rootData?.locale : undefined) ?? "en-IN";
  const intl = useIntl();
  const t = intl.formatMessage;
  const duration = useDurationLabel();
  const bookingMessage = useBookingMessage();
  const [today] = useState(() => todayIn(zone));

  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [form, setForm] = useState<BookingFormState>(() => readDraft(pkg.id));
  const [step, setStep] = useState<"form" | "payment">("form");
  const [processing, setProcessing] = useState(false);
  const [groupMessage, setGroupMessage] = useState<string | null>(null);
  const groupTimer = useRef<number | undefined>(undefined);
  const processTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (pkg.id) saveDraft(pkg.id, form);
  }, [pkg.id, form]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previousOverflow;
      window.clearTimeout(groupTimer.current);
      window.clearTimeout(processTimer.current);
    };
  }, []);

  // The form that held focus is gone once the payment step shows: start reading from its heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step !== "payment") return;
    dialogRef.current?.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  const close = () => dialogRef.current?.close();

  const showGroupMessage = useCallback((message: string) => {
    setGroupMessage(message);
    window.clearTimeout(groupTimer.current);
    groupTimer.current = window.setTimeout(() => setGroupMessage(null), GROUP_MESSAGE_TIMEOUT_MS);
  }, []);

  const changeCounts = (next: { adults: number; children: number }) => {
    const result = changeTravellers({ adults: form.adults, children: form.children }, next, pkg);
    if (result.error) showGroupMessage(bookingMessage(result.error, pkg));
    else setForm((f) => ({ ...f, adults: result.adults, children: result.children }));
  };

  const update: FormUpdate = (fn) => setForm(fn);
  const selected = useMemo(() => Object.values(form.selectedCustomizations).filter((o) => o !== undefined), [form.selectedCustomizations]);
  const summary = useMemo(
    () => priceSummary({ pkg, adults: form.adults, children: form.children, customizations: selected }),
    [pkg, form.adults, form.children, selected],
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

  const sendToWhatsApp = (transactionCode?: string) => {
    const text = buildWhatsAppMessage({
      mode,
      pkg,
      packageUrl,
      form: fieldsForMode(form, mode),
      summary,
      transactionCode,
      locale: dateLocale,
      preferredLanguage: language === "en" ? undefined : LANGUAGE_INFO[language].englishName,
    });
    window.open(whatsappUrl(contact.whatsappNumber, text), "_blank", "noopener");
    clearDraft(pkg.id);
    close();
  };

  const submit = () => {
    const problem = groupSizeError(form.adults, form.children, pkg);
    if (problem) {
      showGroupMessage(bookingMessage(problem, pkg));
      return;
    }
    setProcessing(true);
    processTimer.current = window.setTimeout(() => {
      setProcessing(false);
      if (mode === "book") setStep("payment");
      else sendToWhatsApp();
    }, SIMULATED_DELAY_MS);
  };

  // showModal() already makes the page behind inert; this keeps Tab from leaving for the browser's own UI.
  const trapTab = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== "Tab" || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    // The focused heading of the payment step is not in the list: Shift+Tab from it wraps too.
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (e.shiftKey && index <= 0) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && index === items.length - 1) {
      e.preventDefault();
      first.focus();
    }
  };

  const title = t(step === "payment" ? bookingCopy.paymentTitle : mode === "book" ? bookingCopy.bookTitle : bookingCopy.enquireTitle);
  const childPrice = childUnitPrice(pkg);
  const qr = paymentQrSource({ currency: pkg.currency, advanceMinor: summary.advance, packageCode: pkg.packageCode, upi });

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto h-dvh max-h-dvh w-full max-w-full overflow-y-auto overscroll-contain bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-2xl sm:rounded-2xl"
      onClose={onClose}
      onKeyDown={trapTab}
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
        <section aria-label={t(bookingCopy.packageSummary)} className="rounded-xl bg-brand-50 p-4" data-testid="package-summary">
          <p className="text-lg font-semibold text-slate-900">{pkg.title}</p>
          <p className="text-sm text-slate-700">
            {duration(pkg.durationDays, pkg.durationNights)} · {t(bookingCopy.codeLabel)}{" "}
            <span className="font-mono">{pkg.packageCode}</span>
          </p>
          <div className="mt-2 space-y-1">
            <UnitPrice
              price={adultUnitPrice(pkg)}
              original={pkg.originalPriceAdult}
              percent={summary.adultPercentOff}
              currency={pkg.currency}
              unit="adult"
            />
            {childPrice !== null ? (
              <UnitPrice
                price={childPrice}
                original={pkg.originalPriceChild ?? childPrice}
                percent={summary.childPercentOff}
                currency={pkg.currency}
                unit="child"
              />
            ) : null}
          </div>
        </section>
        {step === "form" ? (
          <BookingForm
            mode={mode}
            pkg={pkg}
            form={form}
            update={update}
            today={today}
            groupMessage={groupMessage}
            onAdultsChange={(raw) => changeCounts({ adults: parseAdults(raw), children: form.children })}
            onChildrenChange={(raw) => changeCounts({ adults: form.adults, children: parseChildren(raw) })}
            processing={processing}
            submitEnabled={canSubmit({ form, mode, processing, packageId: pkg.id })}
            priceSummary={summaryPanel("form")}
            onSubmit={submit}
          />
        ) : (
          <PaymentStep
            currency={pkg.currency}
            summary={summary}
            qr={qr}
            upi={upi}
            priceSummary={summaryPanel("payment")}
            onContinue={sendToWhatsApp}
            onClose={close}
          />
        )}
      </div>
    </dialog>
  );
}
