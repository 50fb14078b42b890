import { useRef } from "react";
import { ui } from "./admin-classes";
import { AddButton, RemoveButton } from "./row-buttons";

/** Add/remove rows of free text (Main Places, Attractions, Highlights). */
export function ListEditor({
  legend,
  itemLabel,
  values,
  onChange,
}: {
  legend: string;
  /** Singular, e.g. 'Main place': rows are named 'Main place 1', 'Main place 2'… */
  itemLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusRow = (index: number) => {
    requestAnimationFrame(() => listRef.current?.querySelectorAll("input")[index]?.focus());
  };
  return (
    <fieldset className={ui.section}>
      <legend className={ui.legend}>{legend}</legend>
      {values.length === 0 ? <p className="text-sm text-slate-600">None yet.</p> : null}
      <ol ref={listRef} className="space-y-2">
        {values.map((value, index) => (
          <li key={index} className="flex gap-2">
            <input
              type="text"
              aria-label={`${itemLabel} ${index + 1}`}
              value={value}
              onChange={(e) => onChange(values.map((v, i) => (i === index ? e.target.value : v)))}
              className={`${ui.input} min-w-0 flex-1`}
            />
            <RemoveButton
              label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => {
                onChange(values.filter((_, i) => i !== index));
                focusRow(Math.max(0, index - 1));
              }}
              className="shrink-0"
            />
          </li>
        ))}
      </ol>
      <AddButton
        onClick={() => {
          onChange([...values, ""]);
          focusRow(values.length);
        }}
        className="mt-2"
      >
        Add {itemLabel.toLowerCase()}
      </AddButton>
    </fieldset>
  );
}
