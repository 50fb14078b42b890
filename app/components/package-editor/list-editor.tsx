import { useRef } from "react";
import { ui } from "./form-classes";
import { NotedFieldset } from "./return-notes";
import { AddButton, RemoveButton } from "./row-buttons";
import { useIntl } from "react-intl";
import { editorCopy } from "../../i18n/copy/editor";

/** Add/remove rows of free text (Main Places, Attractions, Highlights, Inclusions, Exclusions). */
export function ListEditor({
  legend,
  itemLabel,
  addLabel,
  note,
  lang,
  dir = "auto",
  values,
  onChange,
}: {
  /** The language and direction of the rows' text, when known (a translation); else each row takes the direction of what is typed. */
  lang?: string;
  dir?: "ltr" | "rtl" | "auto";
  legend: string;
  /** A row's name, e.g. 'Main place 2', from its number counted from 1. */
  itemLabel: (n: number) => string;
  /** The add button's words, e.g. 'Add main place'. */
  addLabel: string;
  /** The admin's reason for returning the package, when it names this list. */
  note?: string;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const t = useIntl().formatMessage;
  const listRef = useRef<HTMLOListElement>(null);
  const focusRow = (index: number) => {
    requestAnimationFrame(() => listRef.current?.querySelectorAll("input")[index]?.focus());
  };
  return (
    <NotedFieldset legend={legend} note={note}>
      {values.length === 0 ? <p className="text-sm text-slate-600">{t(editorCopy.noneYet)}</p> : null}
      <ol ref={listRef} className="space-y-2">
        {values.map((value, index) => (
          <li key={index} className="flex gap-2">
            <input
              type="text"
              aria-label={itemLabel(index + 1)}
              lang={lang}
              dir={dir}
              value={value}
              onChange={(e) => onChange(values.map((v, i) => (i === index ? e.target.value : v)))}
              className={`${ui.input} min-w-0 flex-1`}
            />
            <RemoveButton
              label={t(editorCopy.removeNamed, { name: itemLabel(index + 1) })}
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
        {addLabel}
      </AddButton>
    </NotedFieldset>
  );
}

/** The package's own lists, each with its words in the editor. */
const DRAFT_LISTS = {
  mainPlaces: { legend: editorCopy.mainPlaces, item: editorCopy.mainPlaceItem, add: editorCopy.addMainPlace },
  attractions: { legend: editorCopy.attractions, item: editorCopy.attractionItem, add: editorCopy.addAttraction },
  highlights: { legend: editorCopy.highlights, item: editorCopy.highlightItem, add: editorCopy.addHighlight },
  inclusions: { legend: editorCopy.inclusions, item: editorCopy.inclusionItem, add: editorCopy.addInclusion },
  exclusions: { legend: editorCopy.exclusions, item: editorCopy.exclusionItem, add: editorCopy.addExclusion },
} as const;
type DraftList = keyof typeof DRAFT_LISTS;

/** One of the package's lists in the editor: its words, the admin's note when it names the list, and its rows. */
export function DraftListEditor({
  field,
  values,
  noteOf,
  onChange,
}: {
  field: DraftList;
  values: string[];
  noteOf: (field: string) => string | undefined;
  onChange: (patch: Partial<Record<DraftList, string[]>>) => void;
}) {
  const t = useIntl().formatMessage;
  const words = DRAFT_LISTS[field];
  return (
    <ListEditor
      legend={t(words.legend)}
      itemLabel={(n) => t(words.item, { n })}
      addLabel={t(words.add)}
      note={noteOf(field)}
      values={values}
      onChange={(changed) => onChange({ [field]: changed })}
    />
  );
}
