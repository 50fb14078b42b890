import { useIntl } from "react-intl";
import { Link } from "react-router";
import { formatDeadline } from "../../domain/booking-reference";
import { formatDate } from "../../domain/dates";
import { ADVANCE_PERCENT, formatMoney } from "../../domain/money";
import { BrowserList } from "../components/empty-state";
import { messagesMeta } from "../components/page-meta";
import { usePageLocale } from "../i18n/page-locale";
import { useMyBookings } from "../features/booking/my-bookings-store";
import { bookingCopy } from "../i18n/copy/booking";
import { useLocalizedPath } from "../i18n/localized-path";
import { packageHref } from "../paths";
import type { Route } from "./+types/my-bookings";

export const meta: Route.MetaFunction = (args) =>
  messagesMeta(args, bookingCopy.myBookingsTitle, bookingCopy.myBookingsMeta, { noindex: true });

function zone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Kolkata";
  } catch {
    return "Asia/Kolkata";
  }
}

/**
 * "My bookings" (ADR 038): the references this browser sent, newest first, each with a
 * link back to its package. Read from localStorage only: `null` on the server and while hydrating.
 */
export default function Page() {
  const bookings = useMyBookings();
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePageLocale();
  const localized = useLocalizedPath();
  return (
    <section className="mx-auto max-w-3xl px-4 pb-28 pt-8">
      <h1 className="text-3xl font-bold text-slate-900">{t(bookingCopy.myBookingsTitle)}</h1>
      <p className="mt-2 text-slate-600">{t(bookingCopy.myBookingsIntro)}</p>
      <BrowserList
        items={bookings}
        loading={t(bookingCopy.myBookingsLoading)}
        empty={{ title: t(bookingCopy.myBookingsEmpty), detail: t(bookingCopy.myBookingsEmptyDetail) }}
      >
        {(bookings) => (
          <ul aria-label={t(bookingCopy.myBookingsList)} className="mt-6 space-y-4" data-testid="my-bookings">
            {bookings.map((b) => {
              const money = (minor: number) => formatMoney(minor, b.currency);
              return (
                <li key={b.reference} className="rounded-2xl border border-slate-200 p-4 shadow-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-mono text-xl font-bold tracking-wider text-slate-900">{b.reference}</p>
                    <p className="text-sm font-medium text-slate-600">
                      {t(b.mode === "book" ? bookingCopy.kindBook : bookingCopy.kindEnquire)}
                    </p>
                  </div>
                  <h2 className="mt-1 text-lg font-semibold text-slate-900">
                    {b.packageTitle} <span className="font-mono text-sm font-normal text-slate-600">{b.packageCode}</span>
                  </h2>
                  <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
                    <div className="flex justify-between gap-3">
                      <dt>{t(bookingCopy.travelDateLabel)}</dt>
                      <dd className="font-medium text-slate-900">
                        {b.travelDate ? formatDate(b.travelDate, locale) : t(bookingCopy.travelDateNotGiven)}
                      </dd>
                    </div>
                    <div className="flex justify-between gap-3">
                      <dt>{t(bookingCopy.travellersLabel)}</dt>
                      <dd className="font-medium text-slate-900">
                        {t(bookingCopy.travellersValue, { adults: b.adults, children: b.children })}
                      </dd>
                    </div>
                    <div className="flex justify-between gap-3">
                      <dt>{t(bookingCopy.totalLabel)}</dt>
                      <dd className="whitespace-nowrap font-medium text-slate-900">{money(b.total)}</dd>
                    </div>
                    <div className="flex justify-between gap-3">
                      <dt>{t(bookingCopy.advanceShort, { percent: ADVANCE_PERCENT })}</dt>
                      <dd className="whitespace-nowrap font-medium text-slate-900">{money(b.advance)}</dd>
                    </div>
                    <div className="flex justify-between gap-3 sm:col-span-2">
                      <dt>{t(bookingCopy.sentAtLabel)}</dt>
                      <dd className="text-end font-medium text-slate-900">{formatDeadline(new Date(b.sentAt), zone(), locale)}</dd>
                    </div>
                    <div className="flex justify-between gap-3 sm:col-span-2">
                      <dt>{t(bookingCopy.guaranteeLabel)}</dt>
                      <dd className="text-end font-medium text-slate-900">{formatDeadline(new Date(b.deadline), zone(), locale)}</dd>
                    </div>
                  </dl>
                  <Link
                    to={localized(packageHref(b.packageId))}
                    className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                    aria-label={`${t(bookingCopy.viewPackage)}: ${b.packageTitle}`}
                  >
                    {t(bookingCopy.viewPackage)}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </BrowserList>
    </section>
  );
}
