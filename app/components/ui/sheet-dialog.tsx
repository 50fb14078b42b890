import type { ReactNode } from "react";
import { Icon } from "./icon";

/**
 * The look of a large dialog (an editor, a history): full screen on a phone, centred from `sm` up.
 * Add its width from `sm` up, e.g. 'sm:max-w-4xl'.
 */
export const SHEET_DIALOG_CLASS =
  "m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-slate-900 backdrop:bg-slate-900/60 sm:m-auto sm:h-[92dvh] sm:rounded-2xl";

/**
 * The part of such a dialog that scrolls, between its top bar and its buttons. Positioned, so what
 * its content hides from sight (`sr-only` text is positioned absolutely: a day's meals legend, a
 * row button's context) is laid out and clipped within it; otherwise the dialog itself takes that
 * text as its own overflow, thousands of pixels down, and a scroll past the form's end moves the
 * whole sheet, its top bar and buttons with it, off the screen.
 */
export const SHEET_BODY_CLASS = "relative flex-1 overflow-y-auto";

/** The top bar of such a dialog: its heading (the dialog's aria-labelledby) and its close button. */
export function SheetDialogHeader({
  headingId,
  heading,
  closeLabel,
  onClose,
}: {
  headingId: string;
  heading: ReactNode;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
      <h2 id={headingId} className="text-lg font-bold sm:text-xl">
        {heading}
      </h2>
      <button type="button" onClick={onClose} aria-label={closeLabel} className="rounded-full p-2 text-slate-600 hover:bg-slate-100">
        <Icon name="close" size={20} />
      </button>
    </div>
  );
}
