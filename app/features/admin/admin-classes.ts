/** Shared Tailwind class lists of the admin forms, so every input and section looks alike. */
export const ui = {
  section: "min-w-0 rounded-xl border border-slate-200 p-4 sm:p-5",
  legend: "px-1 text-base font-semibold text-slate-900",
  label: "block text-sm font-medium text-slate-700",
  input:
    "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100",
  buttonQuiet: "rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100",
  buttonPrimary: "rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75",
  buttonSecondary: "rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50",
} as const;
