import { formatDate } from "../../../domain/dates";
import { usePageLocale } from "../../i18n/page-locale";
import { formatMoney, adultUnitPrice } from "../../../domain/money";
import type { TravelPackage } from "../../../domain/package";
import { GST_RATE_PERCENT, upcomingDepartures, type Meal } from "../../../domain/package-content";
import { languageMarks, localizedLists, ORIGINAL_LANGUAGE, type PackageTranslations } from "../../../domain/package-translations";
import type { SiteLanguage } from "../../../domain/site-language";
import { useIntl, type MessageDescriptor } from "react-intl";
import { packageCopy } from "../../i18n/copy/package";

/** The UI words of a meal (the package's own texts stay as the admin wrote them). */
const MEAL_MESSAGES: Record<Meal, MessageDescriptor> = {
  breakfast: packageCopy.mealBreakfast,
  lunch: packageCopy.mealLunch,
  dinner: packageCopy.mealDinner,
};

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the sections read of a package to show its content in the page's language (ADR 112). */
type Localizable = Pick<TravelPackage, "itinerary" | "highlights" | "inclusions" | "exclusions"> & {
  translations?: PackageTranslations | null;
};

/**
 * An accordion of days (native details/summary: keyboard and screen readers work as they are).
 * Each day's title and description in the page's language when translated, else the original,
 * marked with its own language and direction; the overnight place is the original's.
 */
export function ItinerarySection({ pkg, language }: { pkg: Localizable; language: SiteLanguage }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (pkg.itinerary.length === 0) return null;
  const shown = localizedLists(pkg, language).itinerary;
  const original = languageMarks(ORIGINAL_LANGUAGE, language);
  return (
    <Section title={t(packageCopy.itinerary)} id="itinerary-heading">
      <ol className="space-y-2">
        {pkg.itinerary.map((day, i) => (
          <li key={i}>
            <details className="group rounded-xl border border-slate-200 p-4 open:bg-slate-50" open={i === 0}>
              <summary className="flex cursor-pointer list-none items-start gap-3 font-semibold text-slate-900">
                <span className="shrink-0 rounded-full bg-brand-700 px-2.5 py-0.5 text-sm text-white">
                  {t(packageCopy.itineraryDay, { day: i + 1 })}
                </span>
                <span className="min-w-0 flex-1" {...languageMarks(shown[i]!.title.language, language)}>
                  {shown[i]!.title.value}
                </span>
                <span aria-hidden="true" className="text-slate-500 group-open:rotate-180">
                  ▾
                </span>
              </summary>
              {shown[i]!.description.value ? (
                <p className="mt-3 whitespace-pre-line text-slate-700" {...languageMarks(shown[i]!.description.language, language)}>
                  {shown[i]!.description.value}
                </p>
              ) : null}
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                {day.overnight ? (
                  <div>
                    <dt className="font-medium text-slate-600">{t(packageCopy.overnight)}</dt>
                    <dd className="text-slate-900" {...original}>
                      {day.overnight}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt className="font-medium text-slate-600">{t(packageCopy.meals)}</dt>
                  <dd className="text-slate-900">
                    {day.meals.length > 0
                      ? intl.formatList(
                          day.meals.map((m) => t(MEAL_MESSAGES[m])),
                          { type: "conjunction" },
                        )
                      : t(packageCopy.noMeals)}
                  </dd>
                </div>
              </dl>
            </details>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** What is and is not included, each list in the page's language when translated (ADR 112). */
export function InclusionsSection({ pkg, language }: { pkg: Localizable; language: SiteLanguage }) {
  const t = useIntl().formatMessage;
  if (pkg.inclusions.length === 0 && pkg.exclusions.length === 0) return null;
  const { inclusions, exclusions } = localizedLists(pkg, language);
  const list = (
    title: string,
    { value: items, language: written }: { value: string[]; language: SiteLanguage },
    mark: string,
    colour: string,
  ) =>
    items.length > 0 ? (
      <div className="rounded-xl border border-slate-200 p-4">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <ul className="mt-2 space-y-1.5 text-slate-700">
          {items.map((item, i) => (
            <li key={i} className="flex gap-2">
              <span aria-hidden="true" className={colour}>
                {mark}
              </span>
              <span {...languageMarks(written, language)}>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <Section title={t(packageCopy.inclusionsHeading)} id="inclusions-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        {list(t(packageCopy.included), inclusions, "✓", "text-emerald-700")}
        {list(t(packageCopy.excluded), exclusions, "✕", "text-rose-700")}
      </div>
    </Section>
  );
}

/** The marketplace's 48-hour Booking Guarantee, then the package's own policy when it has one. */
export function PolicySection({ pkg, language }: { pkg: Pick<TravelPackage, "cancellationPolicy">; language: SiteLanguage }) {
  const t = useIntl().formatMessage;
  return (
    <Section title={t(packageCopy.policy)} id="policy-heading">
      <p className="rounded-xl bg-emerald-50 p-4 text-emerald-900">{t(packageCopy.bookingGuarantee)}</p>
      {pkg.cancellationPolicy ? (
        <div className="mt-3">
          <h3 className="font-semibold text-slate-900">{t(packageCopy.packagePolicy)}</h3>
          {/* The provider's own terms, not translated: marked with the original's language (ADR 112). */}
          <p className="mt-1 whitespace-pre-line text-slate-700" {...languageMarks(ORIGINAL_LANGUAGE, language)}>
            {pkg.cancellationPolicy}
          </p>
        </div>
      ) : null}
    </Section>
  );
}

/** Upcoming departures with seats left ("4 seats left", "Sold out") and each one's adult price. */
export function DeparturesSection({ pkg, today }: { pkg: TravelPackage; today: string }) {
  const t = useIntl().formatMessage;
  const locale = usePageLocale();
  const upcoming = upcomingDepartures(pkg.departures, today);
  if (upcoming.length === 0) return null;
  return (
    <Section title={t(packageCopy.departures)} id="departures-heading">
      <p className="mb-3 text-sm text-slate-600">{t(packageCopy.departuresNote)}</p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {upcoming.map((d) => (
          <li key={d.date} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="font-semibold text-slate-900">{formatDate(d.date, locale)}</span>
            <span className="whitespace-nowrap text-slate-700">
              {formatMoney(d.priceAdult ?? adultUnitPrice(pkg), pkg.currency)} {t(packageCopy.departurePerAdult)}
            </span>
            <span
              className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ${d.seatsLeft > 0 ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"}`}
            >
              {d.seatsLeft > 0 ? t(packageCopy.seatsLeft, { seats: d.seatsLeft }) : t(packageCopy.soldOut)}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The price summary's GST line. */
export function GstNote({ gstIncluded, className = "" }: { gstIncluded: boolean; className?: string }) {
  const t = useIntl().formatMessage;
  const rate = { rate: GST_RATE_PERCENT };
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {gstIncluded ? t(packageCopy.gstIncluded, rate) : t(packageCopy.gstExcluded, rate)}
    </p>
  );
}
