import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { bookingCopy } from "../../i18n/copy/booking";

const QR_SIZE = 240;

/**
 * Draws the UPI payment URI as a QR image in the browser. The encoder is imported on demand so
 * it never weighs on the package page: only travellers who reach the payment step download it.
 */
export function PaymentQr({ uri, alt }: { uri: string; alt: string }) {
  const [result, setResult] = useState<{ uri: string; src: string | null } | null>(null);
  const t = useIntl().formatMessage;

  useEffect(() => {
    let cancelled = false;
    import("qrcode")
      .then((qrcode) =>
        qrcode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 4, width: QR_SIZE, color: { dark: "#000000", light: "#ffffff" } }),
      )
      .then(
        (src) => !cancelled && setResult({ uri, src }),
        () => !cancelled && setResult({ uri, src: null }),
      );
    return () => {
      cancelled = true;
    };
  }, [uri]);

  const current = result?.uri === uri ? result : null;
  if (current && current.src === null) {
    return <p className="text-sm text-red-700">{t(bookingCopy.qrFailed)}</p>;
  }
  return current?.src ? (
    <img
      src={current.src}
      alt={alt}
      width={QR_SIZE}
      height={QR_SIZE}
      className="mx-auto rounded-lg border border-slate-200"
      data-testid="payment-qr"
    />
  ) : (
    <div
      role="status"
      className="mx-auto flex size-60 items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-600"
    >
      {t(bookingCopy.qrPreparing)}
    </div>
  );
}
