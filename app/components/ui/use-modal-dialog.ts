import { useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from "react";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogOptions {
  /** A selector inside the dialog to focus on opening (else the browser's choice: the first control). */
  initialFocus?: string;
  /** Escape asks this instead of closing at once (for example to confirm discarding changes). */
  onRequestClose?: () => void;
  /** Keep the page behind from scrolling while the dialog is open. */
  lockScroll?: boolean;
}

/**
 * A `<dialog>` opened as a modal for as long as the component is mounted: focus moves in, Tab
 * and Shift+Tab go round its controls (showModal makes the page inert, but Tab would still reach
 * the browser's own UI), Escape closes it (or asks `onRequestClose`), and focus goes back to
 * the control that opened it. Spread `dialogProps` on the `<dialog>`.
 */
export function useModalDialog({ initialFocus, onRequestClose, lockScroll = false }: ModalDialogOptions = {}) {
  const ref = useRef<HTMLDialogElement>(null);

  // Layout effect: its clean-up runs while the dialog is still in the document, so focus can go back.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    if (initialFocus) dialog?.querySelector<HTMLElement>(initialFocus)?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    if (lockScroll) root.style.overflow = "hidden";
    return () => {
      if (lockScroll) root.style.overflow = previousOverflow;
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount: the options are read when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    // A focused element outside the list (a heading given focus) wraps as the first one does.
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.shiftKey && index <= 0) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && index === items.length - 1) {
      event.preventDefault();
      first.focus();
    }
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!onRequestClose) return;
    event.preventDefault();
    onRequestClose();
  };

  return {
    ref,
    close: () => ref.current?.close(),
    dialogProps: { ref, onKeyDown, onCancel },
  };
}
