import { useIntl } from "react-intl";
import { bookingCopy } from "../../i18n/copy/booking";
import { useState } from "react";

interface CountStepperProps {
  id: string;
  label: string;
  /** What one step adds or removes, for the buttons' names. */
  unit: "adult" | "child";
  value: number;
  min: number;
  /** Raw text or a stepped number; the caller parses it with the domain rules. */
  onChange: (next: string | number) => void;
  describedBy?: string;
}

/** A number field with minus and plus buttons; minus is disabled at the minimum. */
export function CountStepper({ id, label, unit, value, min, onChange, describedBy }: CountStepperProps) {
  const intl = useIntl();
  // What is being typed, while it differs from the count: the empty text while the field is
  // cleared, and digits the rules refuse for now (on a phone, the "1" of "10" when the group
  // starts at 2), which stay in the field until the next key makes a count the rules take. Were
  // the field to show the count at once, "1" would turn back into "2" and "10" could not be typed.
  const [editing, setEditing] = useState<string | null>(null);
  const shown = editing !== null && (editing.trim() === "" || Number(editing) !== value) ? editing : String(value);
  const buttonClass =
    "inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <button
          type="button"
          className={buttonClass}
          aria-label={intl.formatMessage(unit === "adult" ? bookingCopy.removeAdult : bookingCopy.removeChild)}
          aria-controls={id}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="h-11 w-16 rounded-lg border border-slate-300 text-center text-base"
          value={shown}
          aria-describedby={describedBy}
          onChange={(e) => {
            const raw = e.target.value;
            if (raw.trim() === "") {
              setEditing("");
              return;
            }
            // Anything but plain digits ("3.7", "x") shows the count the rules made of it at once.
            setEditing(/^\d+$/.test(raw.trim()) ? raw : null);
            onChange(raw);
          }}
          onBlur={() => {
            if (editing !== null) onChange(editing);
            setEditing(null);
          }}
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={intl.formatMessage(unit === "adult" ? bookingCopy.addAdult : bookingCopy.addChild)}
          aria-controls={id}
          onClick={() => onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
