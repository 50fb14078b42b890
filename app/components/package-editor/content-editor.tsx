import { useId } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import { editorCopy } from "../../i18n/copy/editor";
import type { DistrictSlug } from "../../../domain/districts";
import { GST_RATE_PERCENT, MEALS } from "../../../domain/package-content";
import { CURRENCY_SYMBOL, type Currency } from "../../../domain/package";
import { removeItineraryDays } from "../../../domain/package-translations";
import type { PackageDraft } from "../../../domain/package-validation";
import { ui } from "./form-classes";
import { CheckboxRow, LabelledText, Select, useDistrictChoices } from "./form-fields";
import { DraftListEditor } from "./list-editor";
import { TranslationsEditor } from "./translations-editor";
import { describedBy, FieldNote, NotedFieldset } from "./return-notes";

type Day = PackageDraft["itinerary"][number];
type Departure = PackageDraft["departures"][number];

interface RowField<Row> {
  key: keyof Row & string;
  label: MessageDescriptor;
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
  { key: "title", label: editorCopy.dayTitle, type: "text" },
  { key: "overnight", label: editorCopy.dayOvernight, type: "text" },
  { key: "description", label: editorCopy.dayDescription, rows: 2, className: "sm:col-span-2" },
];

/** The fields of a fixed departure, in their order on the row. */
const DEPARTURE_FIELDS: RowField<Departure>[] = [
  { key: "date", label: editorCopy.departureDate, type: "date", className: "col-span-2 sm:col-span-1" },
  { key: "seatsTotal", label: editorCopy.seatsTotal, type: "number", min: 1 },
  { key: "seatsLeft", label: editorCopy.seatsLeft, type: "number", min: 0 },
  { key: "priceAdult", label: editorCopy.departurePrice, type: "number", min: 0, step: "any", money: true },
];

type ContentFields = Pick<
  PackageDraft,
  "district" | "itinerary" | "inclusions" | "exclusions" | "gstIncluded" | "cancellationPolicy" | "departures" | "featured" | "translations"
>;

/**
 * The package form's content fields: district, featured (the admin's only), GST, itinerary, inclusions and
 * exclusions, cancellation policy and fixed departures (ADR 030); the optional translated title and
 * description (ADR 041). The server checks them (domain rules);
 * this only edits the draft.
 */
export function ContentEditor({
  form,
  currency,
  showFeatured,
  noteOf,
  onChange,
}: {
  form: ContentFields;
  currency: Currency;
  /** The admin's "Featured on the home page"; a partner cannot set it. */
  showFeatured: boolean;
  /** The admin's reason for returning the package, under each field it names. */
  noteOf: (field: string) => string | undefined;
  onChange: (patch: Partial<ContentFields>) => void;
}) {
  const t = useIntl().formatMessage;
  const districtChoices = useDistrictChoices();
  const noteId = useId();

  return (
    <>
      <fieldset className={ui.section}>
        <legend className={ui.legend}>{t(editorCopy.whereShown)}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="package-district" className={ui.label}>
              {t(editorCopy.district)} <span className="font-medium text-red-700">*</span>
            </label>
            <Select
              id="package-district"
              data-field="district"
              aria-required="true"
              aria-describedby={describedBy(`${noteId}-district`, noteOf("district"))}
              value={form.district ?? ""}
              empty={t(editorCopy.chooseDistrict)}
              choices={districtChoices}
              onValue={(district) => onChange({ district: (district || null) as DistrictSlug | null })}
            />
            <FieldNote id={`${noteId}-district`} text={noteOf("district")} />
          </div>
          <div className="flex flex-col justify-end gap-2">
            {showFeatured ? (
              <CheckboxRow
                label={t(editorCopy.featured)}
                field="featured"
                checked={form.featured}
                note={noteOf("featured")}
                onChecked={(featured) => onChange({ featured })}
              />
            ) : null}
            <CheckboxRow
              label={t(editorCopy.gstIncluded, { rate: GST_RATE_PERCENT })}
              field="gstIncluded"
              checked={form.gstIncluded}
              note={noteOf("gstIncluded")}
              onChecked={(gstIncluded) => onChange({ gstIncluded })}
            />
          </div>
        </div>
      </fieldset>

      <ItineraryEditor form={form} noteOf={noteOf} noteId={noteId} onChange={onChange} />

      <DraftListEditor field="inclusions" values={form.inclusions} noteOf={noteOf} onChange={onChange} />
      <DraftListEditor field="exclusions" values={form.exclusions} noteOf={noteOf} onChange={onChange} />

      <fieldset className={ui.section}>
        <legend className={ui.legend}>{t(editorCopy.cancellationPolicy)}</legend>
        <FieldNote id={`${noteId}-cancellation`} text={noteOf("cancellationPolicy")} />
        <p className="text-sm text-slate-600">{t(editorCopy.cancellationHint)}</p>
        <label htmlFor="package-cancellation" className={`${ui.label} mt-2`}>
          {t(editorCopy.cancellationOwnTerms)}
        </label>
        <textarea
          id="package-cancellation"
          data-field="cancellationPolicy"
          dir="auto"
          aria-describedby={describedBy(`${noteId}-cancellation`, noteOf("cancellationPolicy"))}
          rows={3}
          value={form.cancellationPolicy}
          onChange={(e) => onChange({ cancellationPolicy: e.target.value })}
          className={`${ui.input} mt-1`}
        />
      </fieldset>

      <DeparturesEditor departures={form.departures} currency={currency} onChange={onChange} />

      <TranslationsEditor
        translations={form.translations}
        days={form.itinerary}
        note={noteOf("translations")}
        onChange={(translations) => onChange({ translations })}
      />
    </>
  );
}

/** The itinerary: each day's title, overnight stop, description and meals; a day removed takes its translations with it. */
function ItineraryEditor({
  form,
  noteOf,
  noteId,
  onChange,
}: {
  form: Pick<ContentFields, "itinerary" | "translations">;
  noteOf: (field: string) => string | undefined;
  noteId: string;
  onChange: (patch: Partial<ContentFields>) => void;
}) {
  const t = useIntl().formatMessage;
  const days = form.itinerary;
  const setDay = (index: number, patch: Partial<Day>) =>
    onChange({ itinerary: days.map((d, i) => (i === index ? { ...d, ...patch } : d)) });
  return (
    <NotedFieldset legend={t(editorCopy.itinerary)} note={noteOf("itinerary")} field="itinerary" noteId={`${noteId}-itinerary`}>
      {days.length === 0 ? <p className="text-sm text-slate-600">{t(editorCopy.noneYet)}</p> : null}
      <ol className="space-y-4">
        {days.map((day, index) => (
          <li key={index} className="rounded-lg bg-slate-50 p-3">
            <fieldset className="min-w-0">
              <legend className="text-sm font-semibold text-slate-800">{t(editorCopy.dayN, { n: index + 1 })}</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {DAY_FIELDS.map(({ key, label, ...field }) => (
                  <LabelledText
                    key={key}
                    {...field}
                    label={t(label)}
                    accessibleName={t(editorCopy.dayField, { n: index + 1, field: t(label) })}
                    value={day[key]}
                    onValue={(value) => setDay(index, { [key]: value })}
                  />
                ))}

                <fieldset className="flex flex-wrap gap-4 sm:col-span-2">
                  <legend className="sr-only">{t(editorCopy.dayMeals, { n: index + 1 })}</legend>
                  {MEALS.map((meal) => (
                    <label key={meal} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={day.meals.includes(meal)}
                        onChange={(e) =>
                          setDay(index, { meals: e.target.checked ? [...day.meals, meal] : day.meals.filter((m) => m !== meal) })
                        }
                        className="h-4 w-4 accent-brand-700"
                        aria-label={t(editorCopy.dayField, { n: index + 1, field: t(editorCopy.meal, { meal }) })}
                      />
                      {t(editorCopy.meal, { meal })}
                    </label>
                  ))}
                </fieldset>
              </div>
              <button
                type="button"
                onClick={() => onChange(removeItineraryDays(form, (_, i) => i === index))}
                className={`${ui.buttonQuiet} mt-2 text-red-700`}
                aria-label={t(editorCopy.removeNamed, { name: t(editorCopy.dayN, { n: index + 1 }) })}
              >
                {t(editorCopy.remove)}
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
        {t(editorCopy.addDay)}
      </button>
    </NotedFieldset>
  );
}

/** The fixed departures: date, seats and price per adult (in the package's currency), each removable. */
function DeparturesEditor({
  departures,
  currency,
  onChange,
}: {
  departures: ContentFields["departures"];
  currency: Currency;
  onChange: (patch: Partial<ContentFields>) => void;
}) {
  const t = useIntl().formatMessage;
  const symbol = CURRENCY_SYMBOL[currency];
  const setDeparture = (index: number, patch: Partial<Departure>) =>
    onChange({ departures: departures.map((d, i) => (i === index ? { ...d, ...patch } : d)) });
  return (
    <fieldset className={ui.section} data-field="departures">
      <legend className={ui.legend}>{t(editorCopy.departures)}</legend>
      <p className="text-sm text-slate-600">{t(editorCopy.departuresHint)}</p>
      {departures.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t(editorCopy.departuresNone)}</p> : null}
      <ol className="mt-2 space-y-3">
        {departures.map((d, index) => (
          <li key={index} className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-5 sm:items-end">
            {DEPARTURE_FIELDS.map(({ key, label, money, ...field }) => {
              const shown = money ? t(editorCopy.withSymbol, { label: t(label), symbol }) : t(label);
              return (
                <LabelledText
                  key={key}
                  label={shown}
                  accessibleName={t(editorCopy.departureField, { n: index + 1, field: shown })}
                  {...field}
                  value={String(d[key])}
                  onValue={(value) => setDeparture(index, { [key]: value })}
                />
              );
            })}
            <button
              type="button"
              onClick={() => onChange({ departures: departures.filter((_, i) => i !== index) })}
              className={`${ui.buttonQuiet} text-red-700`}
              aria-label={t(editorCopy.removeNamed, { name: t(editorCopy.departureN, { n: index + 1 }) })}
            >
              {t(editorCopy.remove)}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => onChange({ departures: [...departures, { date: "", seatsTotal: "", seatsLeft: "", priceAdult: "" }] })}
        className={`${ui.buttonQuiet} mt-2 text-brand-700`}
      >
        {t(editorCopy.addDeparture)}
      </button>
    </fieldset>
  );
}
