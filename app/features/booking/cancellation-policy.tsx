import { useIntl } from "react-intl";
import { bookingCopy } from "../../i18n/copy/booking";
import { packageCopy } from "../../i18n/copy/package";

/**
 * The marketplace's 48-hour Booking Guarantee and the package's own cancellation terms, as the
 * traveller reads them before paying and on the confirmation (ADR 038).
 */
export function CancellationPolicy({ policy, headingId }: { policy: string; headingId: string }) {
  const t = useIntl().formatMessage;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
      <h3 id={headingId} className="text-base font-semibold">
        {t(bookingCopy.policyHeading)}
      </h3>
      <p className="mt-1">{t(packageCopy.bookingGuarantee)}</p>
      {policy.trim() ? <p className="mt-2 whitespace-pre-line">{t(bookingCopy.packagePolicy, { policy: policy.trim() })}</p> : null}
    </section>
  );
}
