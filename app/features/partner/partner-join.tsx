import { useEffect, useId, useState } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { passwordLengthOk } from "../../../domain/password-rule";
import { FormCard, LiveLine } from "../../components/ui/form-card";
import { partnerCopy } from "../../i18n/copy/partner";
import { fetchPartnerSession, PartnerApiError, partnerCall, type PartnerSession } from "./partner-api";
import { NewPasswordBreaksRule, newPasswordBox, newPasswordRuleText, PasswordBoxes } from "./password-boxes";
import { useProblemText } from "./use-problem";
import { useRefusedSubmission } from "./use-refused-field";

type LinkState = { kind: "reading" } | { kind: "ready"; email: string; providerName: string } | { kind: "unusable"; text: string };

/** The join form's two boxes; each box's id is the form's id and this key. */
export type JoinBoxKey = "new" | "repeat";

/** The password typed again differs from the first: found in the form. */
export class PasswordsDiffer extends Error {
  constructor() {
    super("The two passwords differ.");
    this.name = "PasswordsDiffer";
  }
}

/**
 * What a refused join says and the box it is about: a password that breaks the rule (found in the form, or the
 * server's refusal of the `password` field) beside the new password's box, two that differ beside the repeat's; a
 * problem of the link, the network or too many tries at the form's top.
 */
export function joinProblem(
  intl: IntlShape,
  error: unknown,
  problemText: (error: unknown) => string,
): { box: JoinBoxKey | ""; text: string } {
  if (error instanceof NewPasswordBreaksRule || (error instanceof PartnerApiError && error.status === 400 && error.field === "password"))
    return { box: "new", text: newPasswordRuleText(intl) };
  if (error instanceof PasswordsDiffer) return { box: "repeat", text: intl.formatMessage(partnerCopy.passwordsDiffer) };
  return { box: "", text: problemText(error) };
}

/** The invitation link (/partner/join#token): who it is for, then the password that uses it up. */
export function PartnerJoin({ onJoined }: { onJoined: (session: PartnerSession) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = useProblemText({ link: true });
  const id = useId();
  // The box a refusal is about: its error goes beside it, and it takes focus.
  const { pending, errorOf, formError, submit } = useRefusedSubmission<JoinBoxKey>(id, (e) => joinProblem(intl, e, problemText));
  const [token] = useState(() => window.location.hash.slice(1));
  const [link, setLink] = useState<LinkState>({ kind: "reading" });
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");

  useEffect(() => {
    partnerCall<{ email: string; providerName: string }>("POST", "invitation", { token }).then(
      (found) => setLink({ kind: "ready", ...found }),
      (e: unknown) => setLink({ kind: "unusable", text: problemText(e, partnerCopy.linkInvalid) }),
    );
    // Read once per link; the problem texts do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (link.kind === "reading")
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-24 text-center text-slate-600">
        {t(partnerCopy.checking)}
      </p>
    );
  return (
    <FormCard
      title={t(partnerCopy.joinTitle)}
      onSubmit={() =>
        void submit(async () => {
          // Both found in the form, before the server is asked (which still checks the rule).
          if (!passwordLengthOk(password)) throw new NewPasswordBreaksRule();
          if (password !== repeat) throw new PasswordsDiffer();
          await partnerCall("POST", "join", { token, password });
          // The token is spent: it leaves the address bar and the history entry.
          window.history.replaceState(null, "", window.location.pathname.replace(/\/join$/, ""));
          const session = await fetchPartnerSession();
          if (session) onJoined(session);
        })
      }
    >
      {link.kind === "unusable" ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {link.text}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {t(partnerCopy.joinIntro, {
              provider: <bdi key="provider">{link.providerName}</bdi>,
              email: <bdi key="email">{link.email}</bdi>,
            })}
          </p>
          <LiveLine kind="alert" text={formError} />
          <PasswordBoxes
            formId={id}
            boxes={[
              newPasswordBox(intl, { key: "new", error: errorOf("new"), value: password, onChange: setPassword, className: "mt-6" }),
              {
                key: "repeat",
                label: t(partnerCopy.repeatPassword),
                error: errorOf("repeat"),
                value: repeat,
                onChange: setRepeat,
                autoComplete: "new-password",
              },
            ]}
            pending={pending}
            submit={partnerCopy.join}
            wide
          />
        </>
      )}
    </FormCard>
  );
}
