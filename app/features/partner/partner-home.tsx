import { useEffect, useId, useState } from "react";
import { useIntl } from "react-intl";
import { PARTNER_MESSAGES } from "../../../domain/partners";
import { Button } from "../../components/ui/button";
import { partnerCopy } from "../../i18n/copy/partner";
import { PartnerApiError, partnerCall, type PartnerPackageRow, type PartnerSession } from "./partner-api";
import { FormAlert, useSubmission } from "../../components/ui/form-card";
import { PasswordBoxes } from "./password-boxes";
import { useProblemText } from "./use-problem";

/** The signed-in person's page: their provider's packages (every status) and their own password. */
export function PartnerHome({
  session,
  onSignedOut,
  onSessionEnded,
}: {
  session: PartnerSession;
  onSignedOut: () => void;
  /** The session ended on the server (revoked, suspended, expired); the notice says why when the server did. */
  onSessionEnded: (notice?: string) => void;
}) {
  const t = useIntl().formatMessage;
  const problemText = useProblemText();
  const id = useId();
  const [packages, setPackages] = useState<PartnerPackageRow[] | null>(null);
  const [loadError, setLoadError] = useState("");

  useEffect(() => {
    partnerCall<{ items: PartnerPackageRow[] }>("GET", "packages").then(
      (r) => setPackages(r.items),
      (e: unknown) => {
        if (e instanceof PartnerApiError && (e.status === 401 || e.status === 403))
          onSessionEnded(e.status === 403 ? problemText(e) : undefined);
        else setLoadError(problemText(e));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function signOut() {
    await partnerCall("DELETE", "session").catch(() => undefined);
    onSignedOut();
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {session.provider?.name ?? t(partnerCopy.metaTitle)}
          </h1>
          <p className="mt-1 text-sm text-slate-700">{t(partnerCopy.signedInAs, { email: session.email })}</p>
        </div>
        <Button type="button" variant="secondary" onClick={signOut}>
          {t(partnerCopy.signOut)}
        </Button>
      </header>

      <section aria-labelledby={`${id}-packages`} className="mt-8">
        <h2 id={`${id}-packages`} className="text-xl font-semibold text-slate-900">
          {t(partnerCopy.packagesTitle)}
        </h2>
        {loadError ? <FormAlert text={loadError} /> : null}
        {packages === null ? (
          loadError ? null : (
            <p role="status" className="mt-3 text-slate-600">
              {t(partnerCopy.checking)}
            </p>
          )
        ) : packages.length === 0 ? (
          <p className="mt-3 text-slate-700">{t(partnerCopy.packagesEmpty)}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full border-collapse text-start text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  {[partnerCopy.columnTitle, partnerCopy.columnCode, partnerCopy.columnStatus].map((column) => (
                    <th key={column.id} scope="col" className="p-2 text-start">
                      {t(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {packages.map((p) => (
                  <tr key={p.id} className="border-b border-slate-200">
                    {/* Content as the provider wrote it: its own language and direction, whatever the page's. */}
                    <td className="p-2" dir="auto">
                      {p.title}
                    </td>
                    <td className="p-2" dir="ltr">
                      {p.packageCode}
                    </td>
                    <td className="p-2">{t(partnerCopy.status, { status: p.status })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <PasswordChange onSessionEnded={onSessionEnded} />
    </div>
  );
}

function PasswordChange({ onSessionEnded }: { onSessionEnded: (notice?: string) => void }) {
  const t = useIntl().formatMessage;
  const problemText = useProblemText();
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [done, setDone] = useState(false);
  const { pending, error, submit } = useSubmission((e) => {
    if (e instanceof PartnerApiError && e.status === 401) onSessionEnded();
    if (e instanceof PartnerApiError && e.status === 400)
      return t(e.message === PARTNER_MESSAGES.currentPasswordWrong ? partnerCopy.currentPasswordWrong : partnerCopy.passwordRule);
    return problemText(e);
  });

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 max-w-md">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {t(partnerCopy.passwordTitle)}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setDone(false);
          void submit(async () => {
            await partnerCall("POST", "password", { currentPassword: current, newPassword: next });
            setCurrent("");
            setNext("");
            setDone(true);
          });
        }}
      >
        <FormAlert text={error} />
        <p
          role="status"
          className={done ? "mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900" : "sr-only"}
        >
          {done ? t(partnerCopy.passwordChanged) : ""}
        </p>
        <PasswordBoxes
          formId={id}
          boxes={[
            {
              key: "current",
              label: t(partnerCopy.currentPassword),
              value: current,
              onChange: setCurrent,
              autoComplete: "current-password",
            },
            {
              key: "next",
              label: t(partnerCopy.newPassword),
              hint: t(partnerCopy.passwordRule),
              value: next,
              onChange: setNext,
              autoComplete: "new-password",
            },
          ]}
          pending={pending}
          submit={partnerCopy.changePassword}
        />
      </form>
    </section>
  );
}
