import { useEffect, useId, useState } from "react";
import { useIntl } from "react-intl";
import { passwordLengthOk } from "../../../domain/password-rule";
import { FormCard, LiveLine, useSubmission } from "../../components/ui/form-card";
import { partnerCopy } from "../../i18n/copy/partner";
import { fetchPartnerSession, partnerCall, type PartnerSession } from "./partner-api";
import { PasswordBoxes } from "./password-boxes";
import { useProblemText } from "./use-problem";

type LinkState = { kind: "reading" } | { kind: "ready"; email: string; providerName: string } | { kind: "unusable"; text: string };

/** The invitation link (/partner/join#token): who it is for, then the password that uses it up. */
export function PartnerJoin({ onJoined }: { onJoined: (session: PartnerSession) => void }) {
  const t = useIntl().formatMessage;
  const problemText = useProblemText({ link: true });
  const { pending, error, setError, submit } = useSubmission(problemText);
  const id = useId();
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
  const tooShort = password.length > 0 && !passwordLengthOk(password);
  return (
    <FormCard
      title={t(partnerCopy.joinTitle)}
      onSubmit={(event) => {
        event.preventDefault();
        if (password !== repeat) return setError(t(partnerCopy.passwordsDiffer));
        void submit(async () => {
          await partnerCall("POST", "join", { token, password });
          // The token is spent: it leaves the address bar and the history entry.
          window.history.replaceState(null, "", window.location.pathname.replace(/\/join$/, ""));
          const session = await fetchPartnerSession();
          if (session) onJoined(session);
        });
      }}
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
          <LiveLine kind="alert" text={error} />
          <PasswordBoxes
            formId={id}
            boxes={[
              {
                key: "new",
                label: t(partnerCopy.newPassword),
                hint: t(partnerCopy.passwordRule),
                error: tooShort ? t(partnerCopy.passwordRule) : undefined,
                value: password,
                onChange: setPassword,
                autoComplete: "new-password",
                className: "mt-6",
              },
              { key: "repeat", label: t(partnerCopy.repeatPassword), value: repeat, onChange: setRepeat, autoComplete: "new-password" },
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
