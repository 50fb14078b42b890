import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { useRootData } from "../../components/root-data";
import { partnerCopy } from "../../i18n/copy/partner";
import { fetchPartnerSession, partnerCall, type PartnerSession } from "./partner-api";
import { FormAlert, PasswordField } from "./password-field";
import { useProblemText } from "./use-problem";

export function PartnerSignIn({ notice, onSignedIn }: { notice?: string; onSignedIn: (session: PartnerSession) => void }) {
  const t = useIntl().formatMessage;
  const problemText = useProblemText();
  const contact = useRootData()?.publicConfig.contact.email ?? "";
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState("");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError("");
    try {
      await partnerCall("POST", "session", { email: email.trim(), password });
      const session = await fetchPartnerSession();
      if (session) onSignedIn(session);
    } catch (e) {
      setError(problemText(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <form onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          {t(partnerCopy.signInTitle)}
        </h1>
        <p className="mt-2 text-sm text-slate-700">{t(partnerCopy.signInIntro, { contact })}</p>
        {notice && !error ? (
          <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{notice}</p>
        ) : null}
        <FormAlert text={error} />
        <TextField
          id={`${id}-email`}
          label={t(partnerCopy.email)}
          className="mt-6"
          inputClassName="py-2.5"
          type="email"
          autoComplete="username"
          nativeRequired
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          id={`${id}-password`}
          label={t(partnerCopy.password)}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <Button type="submit" disabled={pending} className="mt-6 w-full">
          {t(pending ? partnerCopy.working : partnerCopy.signIn)}
        </Button>
      </form>
    </section>
  );
}
