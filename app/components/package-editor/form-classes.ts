import { buttonClass } from "../ui/button";
import { INPUT_CLASS } from "../ui/field";

/** The admin forms' class lists, built on the UI kit's (components/ui), so every input and section looks alike. */
export const ui = {
  section: "min-w-0 rounded-xl border border-slate-200 p-4 sm:p-5",
  legend: "px-1 text-base font-semibold text-slate-900",
  label: "block text-sm font-medium text-slate-700",
  input: `${INPUT_CLASS} py-2`,
  buttonQuiet: buttonClass("quiet"),
  buttonPrimary: buttonClass("primary"),
  buttonSecondary: buttonClass("secondary"),
} as const;
