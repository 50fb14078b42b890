import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { partnerCopy } from "../../i18n/copy/partner";
import { PartnerApiError, partnerCall, type PartnerSession } from "./partner-api";
import { PartnerHome } from "./partner-home";
import { PartnerJoin } from "./partner-join";
import { PartnerSignIn } from "./partner-sign-in";
import { useHeadingFocus } from "./use-heading-focus";
import { isSuspendedRefusal, useProblemText } from "./use-problem";

export type PortalState =
  | { kind: "checking" }
  | { kind: "joining" }
  | { kind: "signed-out"; notice?: string }
  | { kind: "signed-in"; session: PartnerSession }
  | { kind: "unreachable"; text: string };

/**
 * The portal's screen when the opening check of the session fails: the sign-in form, saying why the session ended
 * when the server did (its provider suspended: answered once, with the session's end), or the problem.
 */
export function sessionCheckFailed(error: unknown, problemText: (error: unknown) => string): PortalState {
  if (isSuspendedRefusal(error)) return { kind: "signed-out", notice: problemText(error) };
  // No session, or one of another role (the admin's): simply the sign-in.
  if (error instanceof PartnerApiError && (error.status === 401 || error.status === 403)) return { kind: "signed-out" };
  return { kind: "unreachable", text: problemText(error) };
}

/** The partner portal: the invitation link, sign-in, or the signed-in person's provider. */
export default function PartnerPortal({ screen }: { screen: "portal" | "join" }) {
  const t = useIntl().formatMessage;
  const problemText = useProblemText();
  const [state, setState] = useState<PortalState>(screen === "join" ? { kind: "joining" } : { kind: "checking" });
  const main = useRef<HTMLDivElement>(null);

  const check = useCallback(() => {
    partnerCall<PartnerSession>("GET", "session").then(
      (session) => setState({ kind: "signed-in", session }),
      (e: unknown) => setState(sessionCheckFailed(e, problemText)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (screen === "portal") check();
  }, [check, screen]);

  // Each change of screen moves focus to its heading, so keyboard and screen-reader users are not left on nothing.
  const focusHeading = useHeadingFocus(main, "h1", state);
  const changeTo = useCallback(
    (next: PortalState) => {
      focusHeading();
      setState(next);
    },
    [focusHeading],
  );
  const signedIn = useCallback((session: PartnerSession) => changeTo({ kind: "signed-in", session }), [changeTo]);

  return (
    <div ref={main}>
      {state.kind === "checking" ? (
        <p role="status" className="mx-auto max-w-xl px-4 py-24 text-center text-slate-600">
          {t(partnerCopy.checking)}
        </p>
      ) : state.kind === "unreachable" ? (
        <p role="alert" className="mx-auto max-w-xl px-4 py-24 text-center text-red-800">
          {state.text}
        </p>
      ) : state.kind === "joining" ? (
        <PartnerJoin onJoined={signedIn} />
      ) : state.kind === "signed-out" ? (
        <PartnerSignIn notice={state.notice} onSignedIn={signedIn} />
      ) : (
        <PartnerHome
          session={state.session}
          onSignedOut={() => changeTo({ kind: "signed-out" })}
          onSessionEnded={(notice) => {
            focusHeading();
            // The requests a section had in flight end one after another: the first answer says why (a suspension is
            // said once, as the server deletes the session), the later ones only that there is no session. The first stays.
            setState((now) => (now.kind === "signed-out" ? now : { kind: "signed-out", notice: notice ?? t(partnerCopy.sessionEnded) }));
          }}
        />
      )}
    </div>
  );
}
