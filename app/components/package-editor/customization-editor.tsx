import { useIntl } from "react-intl";
import { editorCopy } from "../../i18n/copy/editor";
import { CURRENCY_SYMBOL, CUSTOMIZATION_GROUPS, type Currency } from "../../../domain/package";
import { ui } from "./form-classes";
import { NotedFieldset } from "./return-notes";
import { AddButton, RemoveButton } from "./row-buttons";
import type { PackageDraft } from "../../../domain/package-validation";

type Options = PackageDraft["customizationOptions"];

/** Customize Package Options: per group, options with a name and a signed price (major units). */
export function CustomizationEditor({
  value,
  currency,
  note,
  onChange,
}: {
  value: Options;
  currency: Currency;
  /** The admin's reason for returning the package, when it names the options. */
  note?: string;
  onChange: (value: Options) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <NotedFieldset legend={t(editorCopy.customizeOptions)} note={note}>
      <p className="text-sm text-slate-600">{t(editorCopy.customizeHint)}</p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {CUSTOMIZATION_GROUPS.map((group) => {
          const rows = value[group] ?? [];
          const name = t(editorCopy.optionGroup, { group });
          const setRows = (next: typeof rows) => onChange({ ...value, [group]: next });
          return (
            <fieldset key={group} className="min-w-0 rounded-lg bg-slate-50 p-3">
              <legend className="text-sm font-semibold text-slate-800">{name}</legend>
              <ol className="space-y-2">
                {rows.map((row, index) => (
                  <li key={index} className="flex flex-wrap items-center gap-2">
                    <input
                      type="text"
                      aria-label={t(editorCopy.optionName, { group: name, n: index + 1 })}
                      placeholder={t(editorCopy.optionNamePlaceholder)}
                      dir="auto"
                      value={row.name}
                      onChange={(e) => setRows(rows.map((r, i) => (i === index ? { ...r, name: e.target.value } : r)))}
                      className={`${ui.input} min-w-0 basis-full sm:flex-[2_1_8rem] sm:basis-auto`}
                    />
                    <div className="flex min-w-0 flex-1 items-center gap-1 sm:flex-[1_1_6rem]">
                      <span aria-hidden="true" className="text-slate-600">
                        {CURRENCY_SYMBOL[currency]}
                      </span>
                      <input
                        type="number"
                        step="any"
                        inputMode="decimal"
                        aria-label={t(editorCopy.optionPrice, { group: name, n: index + 1 })}
                        value={String(row.price)}
                        onChange={(e) => setRows(rows.map((r, i) => (i === index ? { ...r, price: e.target.value } : r)))}
                        className={`${ui.input} min-w-0`}
                      />
                    </div>
                    <RemoveButton
                      label={t(editorCopy.removeNamed, { name: t(editorCopy.optionItem, { group: name, n: index + 1 }) })}
                      onClick={() => setRows(rows.filter((_, i) => i !== index))}
                    />
                  </li>
                ))}
              </ol>
              <AddButton onClick={() => setRows([...rows, { name: "", price: "0" }])} className="mt-1">
                {t(editorCopy.addOption, { group: name })}
              </AddButton>
            </fieldset>
          );
        })}
      </div>
    </NotedFieldset>
  );
}
