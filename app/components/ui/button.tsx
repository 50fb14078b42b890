import type { ButtonHTMLAttributes, ReactNode } from "react";

const VARIANTS = {
  primary:
    "rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75 aria-disabled:cursor-wait aria-disabled:opacity-75",
  secondary:
    "rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60 aria-disabled:opacity-60",
  quiet: "rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100",
  // The traveller pages' round buttons; the caller gives the size.
  pill: "rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800",
  pillOutline: "rounded-full border border-brand-700 font-semibold text-brand-700 hover:bg-brand-50",
  pillQuiet: "rounded-full border border-slate-300 font-semibold text-slate-800 hover:bg-slate-50",
  // No look of its own: the caller's className gives it all (an icon button, a one-off size).
  plain: "",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The class list of a button of this variant, for a link that looks like one. */
export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return [VARIANTS[variant], extra].filter(Boolean).join(" ");
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * While its work runs: the button says it is unavailable (aria-disabled) and ignores presses, but
   * stays focusable. A `disabled` button drops the keyboard's focus to the page's body, and the
   * outcome said after it would leave a keyboard user nowhere.
   */
  busy?: boolean;
}

/** The site's button; `type` defaults to "button" so it never submits a form by surprise. */
export function Button({ variant = "primary", className = "", type = "button", busy = false, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        // A press while busy neither submits the form again nor runs the handler.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}

/** A submit button only a browser without JavaScript shows: with it, the form applies each change at once. */
export function NoscriptSubmit({ className, children }: { className: string; children: ReactNode }) {
  return (
    <noscript>
      <button type="submit" className={className}>
        {children}
      </button>
    </noscript>
  );
}
