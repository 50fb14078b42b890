import { useEffect, useId, useState } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { Link, useLocation } from "react-router";
import { passwordLengthOk } from "../../../domain/password-rule";
import { FormCard, LiveLine } from "../../components/ui/form-card";
import { partnerCopy } from "../../i18n/copy/partner";
import { fetchPartnerSession, PartnerApiError, partnerCall, type PartnerSession } from "./partner-api";
import { NewPasswordBreaksRule, newPasswordBox, newPasswordRuleText, PasswordBoxes } from "./password-boxes";
import { isUsedLink, useProblemText } from "./use-problem";
import { useRefusedSubmission } from "./use-refused-field";

type LinkState = { kind: "reading" } | { kind: "ready"; email: string; providerName: string } | { kind: "unusable"; error: unknown };

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
      (e: unknown) => setLink({ kind: "unusable", error: e }),
    );
    // Read once per link.
  }, [token]);

  if (link.kind === "reading")
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-24 text-center text-slate-600">
        {t(partnerCopy.checking)}
      </p>
    );
  if (link.kind === "unusable") return <UnusableLink error={link.error} />;
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
    </FormCard>
  );
}

/**
 * An invitation link that sets no password: no form, a heading that says so, and why. A used one has set its
 * password already, so it offers the sign-in, on the portal's own address in the page's language.
 */
export function UnusableLink({ error }: { error: unknown }) {
  const t = useIntl().formatMessage;
  const problemText = useProblemText({ link: true });
  const portal = useLocation().pathname.replace(/\/join\/?$/, "");
  const used = isUsedLink(error);
  const id = useId();
  return (
    // The sign-in form's card and heading (FormCard's), without a form: there is nothing to send.
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id={`${id}-title`} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {t(used ? partnerCopy.linkUsedTitle : partnerCopy.linkUnusableTitle)}
        </h1>
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {problemText(error, partnerCopy.linkInvalid)}
        </p>
        {used ? (
          <p className="mt-6">
            <Link to={portal} className="font-medium text-brand-700 underline">
              {t(partnerCopy.goToSignIn)}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
