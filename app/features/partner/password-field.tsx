import { useState } from "react";
import { useIntl } from "react-intl";
import { Field, INPUT_CLASS } from "../../components/ui/field";
import { partnerCopy } from "../../i18n/copy/partner";

/** A password box with a Show/Hide button that keeps its own name for screen readers. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  hint,
  error,
  className = "mt-4",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  error?: string;
  className?: string;
}) {
  const t = useIntl().formatMessage;
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative mt-1">
          <input
            {...control}
            type={shown ? "text" : "password"}
            autoComplete={autoComplete}
            required
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={`${INPUT_CLASS} py-2.5 pe-24`}
          />
          <button
            type="button"
            onClick={() => setShown((v) => !v)}
            aria-pressed={shown}
            aria-controls={id}
            className="absolute inset-y-1 end-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t(shown ? partnerCopy.hidePassword : partnerCopy.showPassword)}
          </button>
        </div>
      )}
    </Field>
  );
}

/** The form's one alert line: read out when it appears, hidden while empty. */
export function FormAlert({ text }: { text: string }) {
  return (
    <div role="alert" className={text ? "mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" : "sr-only"}>
      {text}
    </div>
  );
}
