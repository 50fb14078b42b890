import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { FormCard, LiveLine, SignInEmailField, useSubmission } from "../../components/ui/form-card";
import { useRootData } from "../../components/root-data";
import { partnerCopy } from "../../i18n/copy/partner";
import { fetchPartnerSession, partnerCall, type PartnerSession } from "./partner-api";
import { PasswordBoxes } from "./password-boxes";
import { useProblemText } from "./use-problem";

export function PartnerSignIn({ notice, onSignedIn }: { notice?: string; onSignedIn: (session: PartnerSession) => void }) {
  const t = useIntl().formatMessage;
  const { pending, error, submit } = useSubmission(useProblemText());
  const contact = useRootData()?.publicConfig.contact.email ?? "";
  // An address inside a right-to-left sentence keeps its own order, and the sentence's full stop its place.
  const isolatedContact = <bdi key="contact">{contact}</bdi>;
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  return (
    <FormCard
      title={t(partnerCopy.signInTitle)}
      onSubmit={() =>
        void submit(async () => {
          await partnerCall("POST", "session", { email: email.trim(), password });
          const session = await fetchPartnerSession();
          if (session) onSignedIn(session);
        })
      }
    >
      <p className="mt-2 text-sm text-slate-700">{t(partnerCopy.signInIntro, { contact: isolatedContact })}</p>
      {notice && !error ? (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{notice}</p>
      ) : null}
      <LiveLine kind="alert" text={error} />
      <SignInEmailField id={`${id}-email`} label={t(partnerCopy.email)} value={email} onChange={setEmail} />
      <PasswordBoxes
        formId={id}
        boxes={[
          { key: "password", label: t(partnerCopy.password), value: password, onChange: setPassword, autoComplete: "current-password" },
        ]}
        pending={pending}
        submit={partnerCopy.signIn}
        wide
      />
      {/* No e-mail is sent from here: a new invitation link from the admin is how a password is reset. */}
      <p className="mt-4 text-sm text-slate-600">{t(partnerCopy.forgotPassword, { contact: isolatedContact })}</p>
    </FormCard>
  );
}
