import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Field, INPUT_CLASS, TextField } from "../../components/ui/field";
import { AdminApiError, reasonOf, signIn, type AdminSession } from "./admin-api";
import { failureMessage } from "./failure-message";

/** The server already words 403 and 429 for the screen; anything else is a sign-in failure. */
function signInError(error: unknown): string {
  if (error instanceof AdminApiError && (error.status === 403 || error.status === 429)) return error.message;
  return failureMessage("Failed to sign in", reasonOf(error));
}

export function SignInForm({
  onSignedIn,
  notice,
  focusOnMount,
}: {
  onSignedIn: (session: AdminSession) => void;
  notice?: string;
  focusOnMount?: boolean;
}) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState("");
  const id = useId();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError("");
    try {
      const session = await signIn(email.trim(), password);
      setPassword("");
      onSignedIn(session);
    } catch (e) {
      setError(signInError(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <form onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          Admin Sign In
        </h1>
        {notice && !error ? (
          <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{notice}</p>
        ) : null}
        <div role="alert" className={error ? "mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" : "sr-only"}>
          {error}
        </div>
        <TextField
          id={`${id}-email`}
          label="Email"
          className="mt-6"
          inputClassName="py-2.5"
          // Focus goes to it when the screen changes to this form (after signing out, or when the session ended).
          autoFocus={focusOnMount}
          type="email"
          name="email"
          autoComplete="username"
          nativeRequired
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field id={`${id}-password`} label="Password" className="mt-4">
          {(control) => (
            <div className="relative mt-1">
              <input
                {...control}
                type={showPassword ? "text" : "password"}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={`${INPUT_CLASS} py-2.5 pr-20`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? "Hide password" : "Show password"}
                aria-controls={`${id}-password`}
                className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {showPassword ? "Hide" : "Show"}
              </button>
            </div>
          )}
        </Field>
        <Button type="submit" disabled={pending} className="mt-6 w-full">
          {pending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </section>
  );
}
