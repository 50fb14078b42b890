import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { partnerCopy } from "../../i18n/copy/partner";
import { fetchPartnerSession, type PartnerSession } from "./partner-api";
import { PartnerHome } from "./partner-home";
import { PartnerJoin } from "./partner-join";
import { PartnerSignIn } from "./partner-sign-in";
import { useHeadingFocus } from "./use-heading-focus";
import { useProblemText } from "./use-problem";

type State =
  | { kind: "checking" }
  | { kind: "joining" }
  | { kind: "signed-out"; notice?: string }
  | { kind: "signed-in"; session: PartnerSession }
  | { kind: "unreachable"; text: string };

/** The partner portal: the invitation link, sign-in, or the signed-in person's provider. */
export default function PartnerPortal({ screen }: { screen: "portal" | "join" }) {
  const t = useIntl().formatMessage;
  const problemText = useProblemText();
  const [state, setState] = useState<State>(screen === "join" ? { kind: "joining" } : { kind: "checking" });
  const main = useRef<HTMLDivElement>(null);

  const check = useCallback(() => {
    fetchPartnerSession().then(
      (session) => setState(session ? { kind: "signed-in", session } : { kind: "signed-out" }),
      (e: unknown) => setState({ kind: "unreachable", text: problemText(e) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (screen === "portal") check();
  }, [check, screen]);

  // Each change of screen moves focus to its heading, so keyboard and screen-reader users are not left on nothing.
  const focusHeading = useHeadingFocus(main, "h1", state);
  const changeTo = useCallback(
    (next: State) => {
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
          onSessionEnded={(notice) => changeTo({ kind: "signed-out", notice: notice ?? t(partnerCopy.sessionEnded) })}
        />
      )}
    </div>
  );
}
