import { useId, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { editorCopy } from "../../i18n/copy/editor";
import { ui } from "./form-classes";

/** The admin's reason for returning a package and the draft fields it is about (domain/package-review.ts). */
export interface ReturnedFields {
  reason: string;
  fields: readonly string[];
}

/**
 * What the editor shows under each field the admin named when returning the package: the reason,
 * in the language the admin wrote it (`undefined` for every other field, and without a return).
 */
export function useReturnNotes(returned: ReturnedFields | undefined): (field: string) => string | undefined {
  const t = useIntl().formatMessage;
  if (!returned) return () => undefined;
  const note = t(editorCopy.returnedNote, { reason: returned.reason });
  return (field) => (returned.fields.includes(field) ? note : undefined);
}

/** The admin's reason at the top of the editor, with the fields it names, so nothing is missed below. */
export function ReturnedNotes({ returned }: { returned: ReturnedFields | undefined }) {
  const t = useIntl().formatMessage;
  if (!returned) return null;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{t(editorCopy.returnedHeading)}</p>
      {/* The admin's words, in the language they were written in. */}
      <p dir="auto" className="mt-1 whitespace-pre-line">
        {returned.reason}
      </p>
      {returned.fields.length > 0 ? <p className="mt-1">{t(editorCopy.returnedFields, { count: returned.fields.length })}</p> : null}
    </div>
  );
}

/**
 * The admin's reason beside what is not one labelled box of the UI kit's Field (a list, a group
 * of checkboxes, a checkbox, a select or file input of its own, the media): `id` is what the group
 * or control names in its aria-describedby (`describedBy`), so a screen reader reads the reason
 * when the field is reached, as it reads a Field's hint.
 */
export function FieldNote({ id, text, className = "mb-2" }: { id: string; text: string | undefined; className?: string }) {
  return text ? (
    <p id={id} className={`${className} text-sm font-medium text-red-700`}>
      {text}
    </p>
  ) : null;
}

/** The aria-describedby of a group or control with a FieldNote: the note's id while there is a note. */
export function describedBy(noteId: string, text: string | undefined, ...others: (string | undefined)[]): string | undefined {
  return [text ? noteId : undefined, ...others].filter(Boolean).join(" ") || undefined;
}

/**
 * One section of the editor that the admin's reason can name as a whole (a list, the categories,
 * the itinerary…): its legend, the reason under it, read with the group, then the section's controls.
 * `field` is the draft field the section edits (its data-field, which the editor focuses to show a problem).
 */
export function NotedFieldset({
  legend,
  note,
  field,
  noteId,
  children,
}: {
  legend: ReactNode;
  note: string | undefined;
  field?: string;
  /** The note's id when the section's editor names its ids itself; otherwise one of its own. */
  noteId?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = noteId ?? ownId;
  return (
    <fieldset className={ui.section} data-field={field} aria-describedby={describedBy(id, note)}>
      <legend className={ui.legend}>{legend}</legend>
      <FieldNote id={id} text={note} />
      {children}
    </fieldset>
  );
}
