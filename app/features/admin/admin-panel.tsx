import { useCallback, useEffect, useState } from "react";
import { fetchSession, reasonOf, SESSION_ENDED, type AdminSession } from "./admin-api";
import { Dashboard } from "./dashboard";
import { SignInForm } from "./sign-in-form";

type SessionState =
  | { kind: "checking" }
  | { kind: "signed-out"; notice?: string; moveFocus?: boolean }
  | { kind: "signed-in"; session: AdminSession; moveFocus?: boolean }
  | { kind: "unreachable"; reason: string };

/** The admin route: asks the server for the session first; packages load only once signed in. */
export default function AdminPanel() {
  const [state, setState] = useState<SessionState>({ kind: "checking" });

  const check = useCallback(() => {
    setState({ kind: "checking" });
    fetchSession().then(
      (session) => setState(session ? { kind: "signed-in", session } : { kind: "signed-out" }),
      (e: unknown) => setState({ kind: "unreachable", reason: reasonOf(e) }),
    );
  }, []);

  useEffect(check, [check]);

  // After a change of screen, focus moves to it so keyboard and screen-reader users are not left on nothing.
  const signedIn = useCallback((session: AdminSession) => setState({ kind: "signed-in", session, moveFocus: true }), []);
  const signedOut = useCallback(() => setState({ kind: "signed-out", moveFocus: true }), []);
  const sessionEnded = useCallback(() => setState({ kind: "signed-out", notice: SESSION_ENDED, moveFocus: true }), []);

  switch (state.kind) {
    case "checking":
      return (
        <p role="status" className="mx-auto max-w-xl px-4 py-24 text-center text-slate-600">
          Checking your session...
        </p>
      );
    case "unreachable":
      return (
        <section className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-2xl font-bold">Admin Dashboard</h1>
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            {state.reason}
          </p>
          <button
            type="button"
            onClick={check}
            className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Try again
          </button>
        </section>
      );
    case "signed-out":
      return <SignInForm notice={state.notice} focusOnMount={state.moveFocus} onSignedIn={signedIn} />;
    case "signed-in":
      return <Dashboard session={state.session} focusOnMount={state.moveFocus} onSignedOut={signedOut} onSessionEnded={sessionEnded} />;
  }
}
