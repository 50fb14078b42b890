import { useIntl } from "react-intl";
import { bookingCopy } from "../../i18n/copy/booking";
import { useId, useState, type ReactNode } from "react";
import { TRANSACTION_CODE_LENGTH, normaliseTransactionCode, transactionCodeError } from "../../../domain/booking";
import { formatMoney, type PriceSummary } from "../../../domain/money";
import type { Currency } from "../../../domain/package";
import type { PaymentQrSource } from "../../../domain/upi";
import { Button } from "../../components/ui/button";
import { PaymentQr } from "./payment-qr";

interface PaymentStepProps {
  currency: Currency;
  summary: PriceSummary;
  qr: PaymentQrSource;
  upi: { vpa?: string; payeeName: string };
  priceSummary: ReactNode;
  onContinue: (transactionCode: string | undefined) => void;
  onClose: () => void;
}

/** 'Complete Payment': the QR for the advance, then the last 5 characters of the transaction ID. */
export function PaymentStep({ currency, summary, qr, upi, priceSummary, onContinue, onClose }: PaymentStepProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const intl = useIntl();
  const t = intl.formatMessage;
  const ids = useId();
  const codeId = `${ids}-code`;
  const messageId = `${ids}-code-message`;
  const hintId = `${ids}-code-hint`;
  const advance = formatMoney(summary.advance, currency);
  const needsCode = qr.kind !== "settle-with-provider";
  const ready = !needsCode || transactionCodeError(code) === null;

  const submit = () => {
    if (needsCode) {
      const problem = transactionCodeError(code);
      if (problem) {
        setError(t(bookingCopy.transactionCodeError));
        return;
      }
    }
    onContinue(needsCode ? code : undefined);
  };

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <section aria-label={t(bookingCopy.advancePayment)} className="space-y-3 text-center">
        <p className="text-sm text-slate-700">{t(bookingCopy.advanceNow)}</p>
        <p className="text-3xl font-bold text-brand-800" data-testid="payment-advance">
          {advance}
        </p>
        {qr.kind === "upi-uri" ? (
          <>
            <PaymentQr uri={qr.uri} alt={t(bookingCopy.qrAlt, { amount: advance, payee: upi.payeeName })} />
            <p className="text-sm text-slate-700">
              {t(bookingCopy.scanAnyApp)}
              <br />
              {t(bookingCopy.upiId)} <span className="font-mono font-medium text-slate-900">{upi.vpa}</span> ({upi.payeeName})
            </p>
            <a
              href={qr.uri}
              className="inline-block rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 md:hidden"
            >
              {t(bookingCopy.payOnThisPhone)}
            </a>
          </>
        ) : null}
        {qr.kind === "static-image" ? (
          <>
            <img
              src={qr.src}
              alt={t(bookingCopy.staticQrAlt, { payee: upi.payeeName })}
              width={240}
              height={240}
              className="mx-auto rounded-lg border border-slate-200"
              data-testid="payment-qr"
            />
            <p className="text-sm text-slate-700">{t(bookingCopy.scanAndEnter, { amount: advance })}</p>
          </>
        ) : null}
        {qr.kind === "settle-with-provider" ? (
          <p className="rounded-lg bg-amber-50 p-3 text-start text-sm text-amber-900" data-testid="settle-with-provider">
            {t(bookingCopy.settleWithProvider, { amount: advance })}
          </p>
        ) : null}
      </section>

      {priceSummary}

      {needsCode ? (
        <div>
          <label htmlFor={codeId} className="block text-sm font-medium text-slate-800">
            {t(bookingCopy.transactionIdLabel, { length: TRANSACTION_CODE_LENGTH })}
          </label>
          <p id={hintId} className="text-xs text-slate-600">
            {t(bookingCopy.transactionIdHint)}
          </p>
          <input
            id={codeId}
            name="transactionCode"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={TRANSACTION_CODE_LENGTH}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${hintId} ${messageId}`}
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 font-mono text-lg tracking-widest uppercase"
            value={code}
            onChange={(e) => {
              setCode(normaliseTransactionCode(e.target.value));
              setError(null);
            }}
            onBlur={() => {
              if (code !== "") setError(transactionCodeError(code) === null ? null : t(bookingCopy.transactionCodeError));
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                submit();
              }
            }}
          />
          <p id={messageId} aria-live="polite" className="mt-1 min-h-5 text-sm font-medium text-red-700">
            {error ?? ""}
          </p>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="pillQuiet" className="h-11 px-5" onClick={onClose}>
          {t(bookingCopy.close)}
        </Button>
        <Button type="submit" variant="pill" className="h-11 px-5 disabled:cursor-not-allowed disabled:bg-slate-400" disabled={!ready}>
          {t(bookingCopy.continueToWhatsApp)}
        </Button>
      </div>
    </form>
  );
}
