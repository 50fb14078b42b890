import { useIntl } from "react-intl";
import { bookingCopy } from "../../i18n/copy/booking";
import type { InputHTMLAttributes, ReactNode } from "react";

/** The look of every text box, number box, date box and select of the site's forms. */
export const INPUT_CLASS =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100";

/** What a field gives its control: its id and the ARIA that ties it to the label, hint and error. */
export interface ControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Read after the label by screen readers (aria-describedby). */
  hint?: ReactNode;
  /** Shows the hint in the error colour (a count over its limit, say). */
  hintWarning?: boolean;
  /** Shown under the control and read with it; marks it invalid. */
  error?: ReactNode;
  /** A '*' after the label, outside it (screen readers hear aria-required instead). */
  required?: boolean;
  /** '(optional)' after the label of a field that is not required. */
  optionalNote?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, its control, a hint and an error message, wired together for assistive technology. */
export function Field({
  id,
  label,
  hint,
  hintWarning = false,
  error,
  required = false,
  optionalNote = false,
  className,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const intl = useIntl();
  return (
    <div className={className}>
      <div className="flex gap-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
          {optionalNote && !required ? (
            <span className="font-normal text-slate-600"> {intl.formatMessage(bookingCopy.optional)}</span>
          ) : null}
        </label>
        {/* Outside the label, so the accessible name stays the plain label (aria-required tells the rest). */}
        {required ? (
          <span aria-hidden="true" className="text-sm font-medium text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined, "aria-required": required || undefined })}
      {hint ? (
        <p id={hintId} className={`mt-1 text-sm ${hintWarning ? "font-medium text-red-700" : "text-slate-600"}`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * A field's error message under its control, with the id the control's aria-describedby names;
 * nothing while there is no error. Field shows it; a control that is not in a Field (a star group,
 * a checkbox with its own label) shows it the same way.
 */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {children}
    </p>
  ) : null;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "required">;

interface TextFieldProps extends Omit<FieldProps, "children">, InputProps {
  /** Extra classes for the input (its height, for one). */
  inputClassName?: string;
  /** Also set the native `required` (forms the browser validates). */
  nativeRequired?: boolean;
}

/** A Field holding one `<input>`. */
export function TextField({
  id,
  label,
  hint,
  hintWarning,
  error,
  required,
  optionalNote,
  className,
  inputClassName = "py-2",
  nativeRequired,
  ...input
}: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      hintWarning={hintWarning}
      error={error}
      required={required}
      optionalNote={optionalNote}
      className={className}
    >
      {(control) => <input {...input} {...control} required={nativeRequired} className={`${INPUT_CLASS} mt-1 ${inputClassName}`} />}
    </Field>
  );
}

/** A select's choices, one `<option>` per { id, label } (an empty id stands for "any" or "none"). */
export function SelectOptions({ options }: { options: readonly { id: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.id} value={o.id}>
      {o.label}
    </option>
  ));
}
