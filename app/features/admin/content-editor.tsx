import type { ChangeEvent } from "react";
import type { DistrictSlug } from "../../../domain/districts";
import { BOOKING_GUARANTEE_TEXT, GST_RATE_PERCENT, MEALS, MEAL_LABELS } from "../../../domain/package-content";
import { CURRENCY_SYMBOL, type Currency } from "../../../domain/package";
import type { PackageDraft } from "../../../domain/package-validation";
import { TRANSLATED_LANGUAGES, TRANSLATION_TITLE_MAX } from "../../../domain/package-translations";
import { LANGUAGE_INFO } from "../../../domain/site-language";
import { ui } from "./admin-classes";
import { CheckboxRow, DISTRICT_CHOICES, LabelledText, Select } from "./admin-fields";
import { ListEditor } from "./list-editor";

type Day = PackageDraft["itinerary"][number];
type Departure = PackageDraft["departures"][number];

interface RowField<Row> {
  key: keyof Row & string;
  label: string;
  type?: "text" | "date" | "number";
  min?: number;
  step?: string;
  rows?: number;
  className?: string;
  /** The label ends with the currency symbol. */
  money?: boolean;
}

/** The text fields of a day of the itinerary (its meals are checkboxes), in their order on the form. */
const DAY_FIELDS: RowField<Omit<Day, "meals">>[] = [
  { key: "title", label: "Title", type: "text" },
  { key: "overnight", label: "Overnight at", type: "text" },
  { key: "description", label: "Description", rows: 2, className: "sm:col-span-2" },
];

/** The fields of a fixed departure, in their order on the row. */
const DEPARTURE_FIELDS: RowField<Departure>[] = [
  { key: "date", label: "Date", type: "date", className: "col-span-2 sm:col-span-1" },
  { key: "seatsTotal", label: "Seats in total", type: "number", min: 1 },
  { key: "seatsLeft", label: "Seats left", type: "number", min: 0 },
  { key: "priceAdult", label: "Adult price", type: "number", min: 0, step: "any", money: true },
];

type ContentFields = Pick<
  PackageDraft,
  "district" | "itinerary" | "inclusions" | "exclusions" | "gstIncluded" | "cancellationPolicy" | "departures" | "featured" | "translations"
>;

/**
 * The package form's content fields: district, featured, GST, itinerary, inclusions and
 * exclusions, cancellation policy and fixed departures (ADR 030); the optional translated title and
 * description (ADR 041). The server checks them (domain rules);
 * this only edits the draft.
 */
export function ContentEditor({
  form,
  currency,
  onChange,
}: {
  form: ContentFields;
  currency: Currency;
  onChange: (patch: Partial<ContentFields>) => void;
}) {
  const symbol = CURRENCY_SYMBOL[currency];
  const days = form.itinerary;
  const setDay = (index: number, patch: Partial<(typeof days)[number]>) =>
    onChange({ itinerary: days.map((d, i) => (i === index ? { ...d, ...patch } : d)) });
  const departures = form.departures;
  const setDeparture = (index: number, patch: Partial<(typeof departures)[number]>) =>
    onChange({ departures: departures.map((d, i) => (i === index ? { ...d, ...patch } : d)) });

  return (
    <>
      <fieldset className={ui.section}>
        <legend className={ui.legend}>Where and how it is shown</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="package-district" className={ui.label}>
              District <span className="font-medium text-red-700">*</span>
            </label>
            <Select
              id="package-district"
              data-field="district"
              aria-required="true"
              value={form.district ?? ""}
              empty="Choose a district"
              choices={DISTRICT_CHOICES}
              onValue={(district) => onChange({ district: (district || null) as DistrictSlug | null })}
            />
          </div>
          <div className="flex flex-col justify-end gap-2">
            <CheckboxRow
              label="Featured on the home page"
              field="featured"
              checked={form.featured}
              onChecked={(featured) => onChange({ featured })}
            />
            <CheckboxRow
              label={`Prices include ${GST_RATE_PERCENT}% GST`}
              field="gstIncluded"
              checked={form.gstIncluded}
              onChecked={(gstIncluded) => onChange({ gstIncluded })}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className={ui.section} data-field="itinerary">
        <legend className={ui.legend}>Day-by-day itinerary</legend>
        {days.length === 0 ? <p className="text-sm text-slate-600">None yet.</p> : null}
        <ol className="space-y-4">
          {days.map((day, index) => (
            <li key={index} className="rounded-lg bg-slate-50 p-3">
              <fieldset className="min-w-0">
                <legend className="text-sm font-semibold text-slate-800">Day {index + 1}</legend>
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  {DAY_FIELDS.map(({ key, ...field }) => (
                    <LabelledText key={key} {...field} value={day[key]} onValue={(value) => setDay(index, { [key]: value })} />
                  ))}

                  <fieldset className="flex flex-wrap gap-4 sm:col-span-2">
                    <legend className="sr-only">Day {index + 1} meals included</legend>
                    {MEALS.map((meal) => (
                      <label key={meal} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          checked={day.meals.includes(meal)}
                          onChange={(e) =>
                            setDay(index, { meals: e.target.checked ? [...day.meals, meal] : day.meals.filter((m) => m !== meal) })
                          }
                          className="h-4 w-4 accent-brand-700"
                        />
                        {MEAL_LABELS[meal]}
                      </label>
                    ))}
                  </fieldset>
                </div>
                <button
                  type="button"
                  onClick={() => onChange({ itinerary: days.filter((_, i) => i !== index) })}
                  className={`${ui.buttonQuiet} mt-2 text-red-700`}
                  aria-label={`Remove day ${index + 1}`}
                >
                  Remove
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => onChange({ itinerary: [...days, { title: "", description: "", overnight: "", meals: [] }] })}
          className={`${ui.buttonQuiet} mt-2 text-brand-700`}
        >
          Add day
        </button>
      </fieldset>

      <ListEditor legend="Inclusions" itemLabel="Inclusion" values={form.inclusions} onChange={(inclusions) => onChange({ inclusions })} />
      <ListEditor legend="Exclusions" itemLabel="Exclusion" values={form.exclusions} onChange={(exclusions) => onChange({ exclusions })} />

      <fieldset className={ui.section}>
        <legend className={ui.legend}>Cancellation policy</legend>
        <p className="text-sm text-slate-600">Shown next to the marketplace&apos;s own promise: {BOOKING_GUARANTEE_TEXT}</p>
        <label htmlFor="package-cancellation" className={`${ui.label} mt-2`}>
          This package&apos;s own terms (optional)
        </label>
        <textarea
          id="package-cancellation"
          data-field="cancellationPolicy"
          rows={3}
          value={form.cancellationPolicy}
          onChange={(e) => onChange({ cancellationPolicy: e.target.value })}
          className={`${ui.input} mt-1`}
        />
      </fieldset>

      <fieldset className={ui.section} data-field="departures">
        <legend className={ui.legend}>Fixed departures</legend>
        <p className="text-sm text-slate-600">
          With departures, travellers pick one of these dates instead of a free date. Leave the price empty to use the package price.
        </p>
        {departures.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">None: travellers choose any date in the booking window.</p>
        ) : null}
        <ol className="mt-2 space-y-3">
          {departures.map((d, index) => (
            <li key={index} className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-5 sm:items-end">
              {DEPARTURE_FIELDS.map(({ key, label, money, ...field }) => (
                <LabelledText
                  key={key}
                  label={money ? `${label} (${symbol})` : label}
                  {...field}
                  value={String(d[key])}
                  onValue={(value) => setDeparture(index, { [key]: value })}
                />
              ))}
              <button
                type="button"
                onClick={() => onChange({ departures: departures.filter((_, i) => i !== index) })}
                className={`${ui.buttonQuiet} text-red-700`}
                aria-label={`Remove departure ${index + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => onChange({ departures: [...departures, { date: "", seatsTotal: "", seatsLeft: "", priceAdult: "" }] })}
          className={`${ui.buttonQuiet} mt-2 text-brand-700`}
        >
          Add departure
        </button>
      </fieldset>

      <fieldset className={ui.section} data-field="translations">
        <legend className={ui.legend}>Translations (optional)</legend>
        <p className="text-sm text-slate-600">
          Shown on the Malayalam, Hindi and Arabic pages instead of the title and description above; leave empty to show the original.
        </p>
        {TRANSLATED_LANGUAGES.map((language) => {
          const entry = form.translations[language] ?? { title: "", description: "" };
          const set = (patch: Partial<typeof entry>) =>
            onChange({ translations: { ...form.translations, [language]: { ...entry, ...patch } } });
          const { tag, dir, englishName } = LANGUAGE_INFO[language];
          // The title's and the description's control take the same attributes.
          const control = (key: keyof typeof entry) => ({
            id: `translation-${language}-${key}`,
            lang: tag,
            dir,
            value: entry[key],
            onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [key]: e.target.value }),
            className: `${ui.input} mt-1`,
          });
          return (
            <div key={language} className="mt-3 rounded-lg border border-slate-200 p-3">
              <label htmlFor={`translation-${language}-title`} className={ui.label}>
                {englishName} title
              </label>
              <input {...control("title")} maxLength={TRANSLATION_TITLE_MAX} />
              <label htmlFor={`translation-${language}-description`} className={`${ui.label} mt-2`}>
                {englishName} description
              </label>
              <textarea {...control("description")} rows={4} />
            </div>
          );
        })}
      </fieldset>
    </>
  );
}
