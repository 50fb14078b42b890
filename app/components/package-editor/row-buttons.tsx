import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Button } from "../ui/button";
import { editorCopy } from "../../i18n/copy/editor";
import { ui } from "./form-classes";

const classes = (...extra: string[]) => [ui.buttonQuiet, ...extra].filter(Boolean).join(" ");

/** The editors' red "Remove" button; `label` names what it removes for screen readers. */
export function RemoveButton({ label, onClick, className = "" }: { label: string; onClick: () => void; className?: string }) {
  const t = useIntl().formatMessage;
  return (
    <button type="button" onClick={onClick} aria-label={label} className={classes(className, "text-red-700")}>
      {t(editorCopy.remove)}
    </button>
  );
}

/** The editors' "Add …" button below a list of rows. */
export function AddButton({ onClick, className = "", children }: { onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={classes(className, "text-brand-700")}>
      {children}
    </button>
  );
}

/**
 * A row's action button in a dashboard list (Edit, Verify, Approve…); `context`, read by screen
 * readers only, names what it acts on, so every row's buttons have names of their own.
 */
export function RowAction({
  id,
  context,
  onClick,
  busy,
  expanded,
  children,
}: {
  /** For a caller that moves focus to this button. */
  id?: string;
  context: string;
  onClick: () => void;
  /** While the row's request runs: the button ignores presses but keeps the keyboard's focus. */
  busy?: boolean;
  /** For a button that opens a form below it. */
  expanded?: boolean;
  children: ReactNode;
}) {
  return (
    <Button id={id} variant="secondary" busy={busy} onClick={onClick} aria-expanded={expanded}>
      {children}
      <span className="sr-only"> {context}</span>
    </Button>
  );
}
