import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormCard, LiveLine, PasswordField, SignInEmailField, useSubmission } from "../../components/ui/form-card";
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
  const { pending, error, submit } = useSubmission(signInError);
  const id = useId();

  return (
    <FormCard
      title="Admin Sign In"
      onSubmit={() =>
        void submit(async () => {
          const session = await signIn(email.trim(), password);
          setPassword("");
          onSignedIn(session);
        })
      }
    >
      {notice && !error ? (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{notice}</p>
      ) : null}
      <LiveLine kind="alert" text={error} />
      {/* Focus goes to the e-mail when the screen changes to this form (after signing out, or when the session ended). */}
      <SignInEmailField id={`${id}-email`} label="Email" autoFocus={focusOnMount} value={email} onChange={setEmail} />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        name="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        toggle={{ show: "Show", hide: "Hide", showName: "Show password", hideName: "Hide password" }}
      />
      <Button type="submit" busy={pending} className="mt-6 w-full">
        {pending ? "Signing in..." : "Sign In"}
      </Button>
    </FormCard>
  );
}
