import { useEffect, useId, useState } from "react";
import { useIntl } from "react-intl";
import { passwordLengthOk } from "../../../domain/password-rule";
import { Button } from "../../components/ui/button";
import { partnerCopy } from "../../i18n/copy/partner";
import { fetchPartnerSession, partnerCall, type PartnerSession } from "./partner-api";
import { FormAlert, PasswordField } from "./password-field";
import { useProblemText } from "./use-problem";

type LinkState = { kind: "reading" } | { kind: "ready"; email: string; providerName: string } | { kind: "unusable"; text: string };

/** The invitation link (/partner/join#token): who it is for, then the password that uses it up. */
export function PartnerJoin({ onJoined }: { onJoined: (session: PartnerSession) => void }) {
  const t = useIntl().formatMessage;
  const problemText = useProblemText();
  const id = useId();
  const [token] = useState(() => window.location.hash.slice(1));
  const [link, setLink] = useState<LinkState>({ kind: "reading" });
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    partnerCall<{ email: string; providerName: string }>("POST", "invitation", { token }).then(
      (found) => setLink({ kind: "ready", ...found }),
      (e: unknown) => setLink({ kind: "unusable", text: problemText(e, partnerCopy.linkInvalid) }),
    );
    // Read once per link; the problem texts do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== repeat) {
      setError(t(partnerCopy.passwordsDiffer));
      return;
    }
    setPending(true);
    setError("");
    try {
      await partnerCall("POST", "join", { token, password });
      // The token is spent: it leaves the address bar and the history entry.
      window.history.replaceState(null, "", window.location.pathname.replace(/\/join$/, ""));
      const session = await fetchPartnerSession();
      if (session) onJoined(session);
    } catch (e) {
      setError(problemText(e));
    } finally {
      setPending(false);
    }
  }

  if (link.kind === "reading")
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-24 text-center text-slate-600">
        {t(partnerCopy.checking)}
      </p>
    );
  const tooShort = password.length > 0 && !passwordLengthOk(password);
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <form onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          {t(partnerCopy.joinTitle)}
        </h1>
        {link.kind === "unusable" ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {link.text}
          </p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700">{t(partnerCopy.joinIntro, { provider: link.providerName, email: link.email })}</p>
            <FormAlert text={error} />
            <PasswordField
              id={`${id}-new`}
              label={t(partnerCopy.newPassword)}
              hint={t(partnerCopy.passwordRule)}
              error={tooShort ? t(partnerCopy.passwordRule) : undefined}
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              className="mt-6"
            />
            <PasswordField
              id={`${id}-repeat`}
              label={t(partnerCopy.repeatPassword)}
              value={repeat}
              onChange={setRepeat}
              autoComplete="new-password"
            />
            <Button type="submit" disabled={pending} className="mt-6 w-full">
              {t(pending ? partnerCopy.working : partnerCopy.join)}
            </Button>
          </>
        )}
      </form>
    </section>
  );
}
