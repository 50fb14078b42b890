import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { useIntl } from "react-intl";
import { DISTRICTS } from "../../../domain/districts";
import { districtCopy } from "../../i18n/copy/district";
import { Field, TextField } from "../ui/field";
import { ui } from "./form-classes";
import { describedBy, FieldNote } from "./return-notes";

/** One option of a Select: a plain string is both its value and its label. */
export type Choice = string | { value: string; label: string };

/** The districts to choose from, named in the page language (English in the admin). */
export function useDistrictChoices(): readonly { value: string; label: string }[] {
  const intl = useIntl();
  return DISTRICTS.map((d) => ({ value: d.slug, label: intl.formatMessage(districtCopy[d.slug]) }));
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "children"> & {
  value: string;
  choices: readonly Choice[];
  /** The label of a first option with the value "" ('Choose a district', 'All statuses'). */
  empty?: string;
  onValue: (value: string) => void;
  /** Marks it aria-invalid (the server rejected its value). */
  invalid?: boolean;
};

/** The editors' `<select>`: its options come from `choices`; the admin input look unless `className` says otherwise. */
export function Select({ choices, empty, onValue, invalid, className = `${ui.input} mt-1`, ...select }: SelectProps) {
  return (
    <select {...select} aria-invalid={invalid || undefined} onChange={(e) => onValue(e.target.value)} className={className}>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {choices.map((choice) => {
        const { value, label } = typeof choice === "string" ? { value: choice, label: choice } : choice;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}

/** What an editor's text field may say beyond its label and value. */
interface DraftTextOptions {
  type?: string;
  min?: number;
  /** The rule's most characters (its domain constant), so the box stops where the save would refuse. */
  maxLength?: number;
  /** The keyboard a phone shows when the box is not a number box (a year typed as text: "numeric"). */
  inputMode?: "numeric";
  required?: boolean;
  hint?: string;
  className?: string;
}

interface DraftAreaOptions {
  rows: number;
  maxLength?: number;
  required?: boolean;
  className?: string;
}

type KeyOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F] & string;

/**
 * The text boxes and selects of an editor (package, provider) over its draft `form`, in the UI kit's Field
 * (label, hint, error). What a person types takes its own direction (`dir="auto"`), whatever the
 * page's: an English title typed in the Arabic portal reads left to right, its full stop at its end. Each control is marked with its draft field (`data-field`) so a failed
 * check can focus it; ids are `${idPrefix}-${field}`; `errorOf` says a field's error, if any.
 */
export function draftFields<F>(
  idPrefix: string,
  form: F,
  patch: (patch: Partial<F>) => void,
  errorOf: (field: string) => string | undefined = () => undefined,
  /** A note shown under a field instead of its hint, in the warning colour (the admin's reason for returning it). */
  noteOf: (field: string) => string | undefined = () => undefined,
) {
  const set = (key: keyof F & string) => (value: string) => patch({ [key]: value } as Partial<F>);
  return {
    text: (key: KeyOf<F, string | number>, label: string, { type = "text", ...options }: DraftTextOptions = {}) => (
      <TextField
        {...options}
        hint={noteOf(key) ?? options.hint}
        hintWarning={noteOf(key) !== undefined}
        id={`${idPrefix}-${key}`}
        label={label}
        error={errorOf(key)}
        data-field={key}
        type={type}
        dir={type === "text" ? "auto" : undefined}
        inputMode={options.inputMode ?? (type === "number" ? "decimal" : undefined)}
        autoComplete="off"
        value={String(form[key])}
        onChange={(e) => set(key)(e.target.value)}
      />
    ),
    area: (key: KeyOf<F, string>, label: string, { rows, maxLength, required, className }: DraftAreaOptions) => (
      <Field
        id={`${idPrefix}-${key}`}
        label={label}
        required={required}
        error={errorOf(key)}
        hint={noteOf(key)}
        hintWarning={noteOf(key) !== undefined}
        className={className}
      >
        {(control) => (
          <textarea
            {...control}
            data-field={key}
            dir="auto"
            rows={rows}
            maxLength={maxLength}
            value={String(form[key])}
            onChange={(e) => set(key)(e.target.value)}
            className={`${ui.input} mt-1`}
          />
        )}
      </Field>
    ),
    select: (key: KeyOf<F, string>, label: string, choices: readonly Choice[], empty?: string) => (
      <Field id={`${idPrefix}-${key}`} label={label} error={errorOf(key)} hint={noteOf(key)} hintWarning={noteOf(key) !== undefined}>
        {(control) => <Select {...control} data-field={key} value={String(form[key])} choices={choices} empty={empty} onValue={set(key)} />}
      </Field>
    ),
  };
}

/** A checkbox with its label after it, and the admin's note under it when it returned this field. */
export function CheckboxRow({
  label,
  field,
  checked,
  onChecked,
  note,
  className,
}: {
  label: ReactNode;
  /** The draft field it sets, so a failed check can focus it. */
  field?: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  /** The admin's reason for returning the package, when it names this field: read with the checkbox. */
  note?: string;
  /** Classes for the row (its grid column). */
  className?: string;
}) {
  const noteId = useId();
  const row = (
    <label className={className && !note ? `flex items-center gap-2 ${className}` : "flex items-center gap-2"}>
      <input
        type="checkbox"
        data-field={field}
        checked={checked}
        aria-describedby={describedBy(noteId, note)}
        onChange={(e) => onChecked(e.target.checked)}
        className="h-4 w-4 accent-brand-700"
      />
      <span className="text-sm font-medium">{label}</span>
    </label>
  );
  if (!note) return row;
  return (
    <div className={className}>
      {row}
      <FieldNote id={noteId} text={note} className="mt-1" />
    </div>
  );
}

interface LabelledTextProps extends Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "min" | "max" | "step" | "autoComplete"> {
  label: ReactNode;
  /** Classes for the label (its grid column). */
  className?: string;
  value: string;
  onValue: (value: string) => void;
  /** A text area of this many rows instead of a one-line box. */
  rows?: number;
  maxLength?: number;
  invalid?: boolean;
  /**
   * The name a screen reader gives the field instead of its label's text, which it must contain: in a
   * repeated row, the label with the row it is in ("Departure 2: Date"), so one row's field is told from another's.
   */
  accessibleName?: string;
}

/** A label wrapping its text box or text area: the fields of a repeated row (a day, a departure) and of the review forms. */
export function LabelledText({ label, className, value, onValue, rows, maxLength, invalid, accessibleName, ...input }: LabelledTextProps) {
  const control = {
    value,
    maxLength,
    "aria-label": accessibleName,
    "aria-invalid": invalid || undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(e.target.value),
    className: `${ui.input} mt-1`,
  };
  return (
    <label className={className ? `${ui.label} ${className}` : ui.label}>
      {label}
      {rows ? (
        <textarea rows={rows} dir="auto" {...control} />
      ) : (
        <input {...input} dir={input.type === undefined || input.type === "text" ? "auto" : undefined} {...control} />
      )}
    </label>
  );
}

/**
 * A labelled file input of the package editor. The picked files are handed over and the input is
 * emptied, so picking the same file again after removing it still counts.
 */
export function FileInput({
  id,
  label,
  field,
  accept,
  multiple,
  describedBy,
  onPick,
}: {
  id: string;
  label: ReactNode;
  /** The draft field it fills, so a failed check can focus it. */
  field: string;
  accept: string;
  multiple?: boolean;
  describedBy?: string;
  onPick: (files: File[]) => void;
}) {
  return (
    <>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        id={id}
        data-field={field}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-describedby={describedBy}
        onChange={(e) => {
          const picked = Array.from(e.target.files ?? []);
          e.target.value = "";
          onPick(picked);
        }}
        className="mt-1 block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
      />
    </>
  );
}
