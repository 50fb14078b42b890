import { useId, type FormEvent, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { editorCopy } from "../../i18n/copy/editor";
import { Button } from "../ui/button";
import { SHEET_BODY_CLASS, SHEET_DIALOG_CLASS, SheetDialogHeader } from "../ui/sheet-dialog";
import { useModalDialog } from "../ui/use-modal-dialog";

/**
 * The closing rules of an editor (package, provider): nothing while it saves, a confirmation when it has
 * unsaved changes (Escape, the close button and Cancel alike). Focus starts on `firstField`.
 */
export function useEditorDialog({
  firstField,
  dirty,
  saving,
  onClose,
}: {
  /** The data-field of the control focused on opening. */
  firstField: string;
  dirty: boolean;
  saving: boolean;
  onClose: () => void;
}) {
  const t = useIntl().formatMessage;
  function requestClose() {
    if (saving) return;
    if (dirty && !window.confirm(t(editorCopy.discardConfirmation))) return;
    onClose();
  }
  const modal = useModalDialog({ initialFocus: `[data-field="${firstField}"]`, onRequestClose: requestClose });
  return {
    dialogProps: modal.dialogProps,
    saving,
    requestClose,
    /** Moves focus to the control of a draft field (the one a failed check names). */
    focusField: (field: string) => modal.ref.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus(),
  };
}

export type EditorDialogControl = ReturnType<typeof useEditorDialog>;

/**
 * The frame of an editor (package, provider): a full-screen dialog on a phone, a centred
 * one from `sm` up, with the heading and close button on top, the fields scrolling in between,
 * and the error, progress and Cancel/save buttons at the bottom.
 */
export function EditorDialog({
  editor,
  heading,
  widthClass,
  error,
  progress,
  submitLabel,
  onSubmit,
  children,
}: {
  editor: EditorDialogControl;
  heading: string;
  /** The dialog's width from `sm` up, e.g. 'sm:max-w-4xl'. */
  widthClass: string;
  /** Shown in the alert region above the buttons; "" for none. */
  error: string;
  /** Upload and save progress, read out as a status; leave out for an editor without one. */
  progress?: string;
  /** The save button's label while not saving. */
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const headingId = useId();
  const { saving } = editor;
  return (
    <dialog {...editor.dialogProps} aria-labelledby={headingId} className={`${SHEET_DIALOG_CLASS} ${widthClass}`}>
      <form onSubmit={onSubmit} noValidate className="flex h-full flex-col">
        <SheetDialogHeader headingId={headingId} heading={heading} closeLabel={t(editorCopy.close)} onClose={editor.requestClose} />

        {/* Inert while saving: what is being saved is what the person sees. */}
        <div inert={saving} className={`${SHEET_BODY_CLASS} space-y-5 px-4 py-4 sm:px-6`}>
          {children}
        </div>

        <div className="space-y-3 border-t border-slate-200 px-4 py-3 sm:px-6">
          <div role="alert" className={error ? "rounded-lg border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800" : "sr-only"}>
            {error}
          </div>
          {progress !== undefined ? (
            <div
              role="status"
              className={progress ? "rounded-lg border border-blue-200 bg-blue-50 px-4 py-2.5 text-sm text-blue-900" : "sr-only"}
            >
              {progress}
            </div>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={editor.requestClose} busy={saving}>
              {t(editorCopy.cancel)}
            </Button>
            {/* Busy, not disabled, while saving: a keyboard user's focus stays on Save and hears the outcome there. */}
            <Button type="submit" busy={saving}>
              {saving ? t(editorCopy.saving) : submitLabel}
            </Button>
          </div>
        </div>
      </form>
    </dialog>
  );
}
