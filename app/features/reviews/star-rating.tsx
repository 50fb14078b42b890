import { useIntl } from "react-intl";
import { FieldError } from "../../components/ui/field";
import { reviewCopy } from "../../i18n/copy/review";

/** The names of the optional sub-ratings (domain SUB_RATINGS keys), on the form and under each review. */
export const SUB_LABEL = {
  value: reviewCopy.subValue,
  guide: reviewCopy.subGuide,
  stay: reviewCopy.subStay,
  transport: reviewCopy.subTransport,
} as const;

/**
 * A 1–5 star choice as a native radio group inside a fieldset: arrow keys move between stars,
 * screen readers hear "Overall rating, 4 stars, radio, 4 of 5". Optional groups start on
 * "Not rated". The stars up to the chosen one are filled by CSS from the checked radio, so they
 * show the choice without JavaScript too (ADR 043). The five stars never break apart: on a narrow
 * screen they move as one to the next line.
 */
export function StarRadioGroup({
  name,
  legend,
  value,
  onChange,
  required = false,
  error,
  errorId,
  inputId,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (v: number | null) => void;
  required?: boolean;
  error?: string;
  errorId?: string;
  /** Id of the group's first radio: where a link of the error summary leads. */
  inputId?: string;
}) {
  const intl = useIntl();
  return (
    <fieldset
      className="min-w-0"
      data-field={name}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
    >
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <div className="group/stars mt-1 flex flex-wrap items-center gap-y-1">
        {required ? null : (
          <label className="me-2 cursor-pointer rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input
              id={inputId}
              type="radio"
              name={name}
              value=""
              checked={value === null}
              onChange={() => onChange(null)}
              className="sr-only"
            />
            {intl.formatMessage(reviewCopy.notRated)}
          </label>
        )}
        <span className="inline-flex items-center">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md px-0.5 text-3xl leading-none text-slate-500 group-has-[[data-star]:checked]/stars:text-amber-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 [label:has(:checked)~&]:text-slate-500!"
            >
              <input
                id={required && n === 1 ? inputId : undefined}
                type="radio"
                name={name}
                value={n}
                data-star
                required={required && n === 1}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
              />
              <span aria-hidden="true">★</span>
              <span className="sr-only">{intl.formatMessage(reviewCopy.starsOption, { count: n })}</span>
            </label>
          ))}
        </span>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** "★★★★☆" for a given rating, read as "Rated 4 out of 5". */
export function Stars({ value, className = "" }: { value: number; className?: string }) {
  const intl = useIntl();
  const full = Math.round(value);
  return (
    <span className={`inline-flex items-center ${className}`}>
      <span aria-hidden="true" className="tracking-tight text-amber-700">
        {"★".repeat(full)}
        <span className="text-slate-500">{"★".repeat(5 - full)}</span>
      </span>
      <span className="sr-only">{intl.formatMessage(reviewCopy.ratedOutOf, { average: value })}</span>
    </span>
  );
}
