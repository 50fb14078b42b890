import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Field, TextField } from "./field";

/**
 * A narrow form on a card with its heading, as the sign-in and password forms are. Sent by script: `onSubmit` runs in
 * place of the browser's own submit, which never leaves the page.
 */
export function FormCard({ title, onSubmit, children }: { title: ReactNode; onSubmit: () => void; children: ReactNode }) {
  const id = useId();
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <form onSubmit={send} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id={`${id}-title`} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {title}
        </h1>
        {children}
      </form>
    </section>
  );
}

const LIVE_LINES = {
  alert: { role: "alert", look: "mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" },
  status: { role: "status", look: "mt-3 text-sm font-medium text-green-900" },
  done: { role: "status", look: "mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900" },
} as const;

/**
 * A line read out when its text changes: `alert` for what went wrong (read at once), `status` for
 * what was done (saved, copied; read politely), `done` the same in a box, for a step that ended the
 * form's task (a password changed, a package submitted). It stays in the page, hidden while empty, so its
 * first text is announced too. The text may be rich: a sentence formatted with someone's own words in a
 * `<bdi>` (react-intl gives it as an array of strings and elements); the live region reads it all as text.
 */
export function LiveLine({ kind, text }: { kind: keyof typeof LIVE_LINES; text: ReactNode }) {
  const { role, look } = LIVE_LINES[kind];
  const shown = Array.isArray(text) ? text.length > 0 : Boolean(text);
  return (
    <p role={role} className={shown ? look : "sr-only"}>
      {text}
    </p>
  );
}

/** The e-mail box of a sign-in form (the browser's password manager knows it as the user name). */
export function SignInEmailField({
  id,
  label,
  value,
  onChange,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={label}
      className="mt-6"
      inputClassName="py-2.5"
      autoFocus={autoFocus}
      type="email"
      name="email"
      autoComplete="username"
      nativeRequired
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * A password box with a Show/Hide button. `toggle` gives the button's texts, and its names for
 * screen readers when the texts alone ("Show") would not say what it shows.
 */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  toggle,
  name,
  hint,
  error,
  className = "mt-4",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  toggle: { show: string; hide: string; showName?: string; hideName?: string };
  name?: string;
  hint?: string;
  error?: string;
  className?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        // The box is drawn around the input and its button side by side, so the button takes the width its
        // text needs in every language and the typed password ends where the button starts, never under it.
        <div className="mt-1 flex rounded-lg border border-slate-300 bg-white has-[input:focus]:border-brand-600 has-[input:focus]:outline-2 has-[input:focus]:outline-brand-600">
          <input
            {...control}
            type={shown ? "text" : "password"}
            name={name}
            autoComplete={autoComplete}
            required
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className="block w-full min-w-0 flex-1 rounded-lg bg-transparent px-3 py-2.5 text-base text-slate-900 focus:outline-none"
          />
          <button
            type="button"
            onClick={() => setShown((v) => !v)}
            aria-label={shown ? toggle.hideName : toggle.showName}
            aria-controls={id}
            className="m-1 shrink-0 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {shown ? toggle.hide : toggle.show}
          </button>
        </div>
      )}
    </Field>
  );
}

/** A form's pending flag and error text around one submission. */
export function useSubmission(describe: (error: unknown) => string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState("");
  async function submit(work: () => Promise<void>) {
    setPending(true);
    setError("");
    try {
      await work();
    } catch (e) {
      setError(describe(e));
    } finally {
      setPending(false);
    }
  }
  return { pending, error, setError, submit };
}
