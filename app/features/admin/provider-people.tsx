import { useCallback, useEffect, useId, useState } from "react";
import type { PartnerPerson } from "../../../domain/partners";
import { useSiteDateOf } from "../../components/root-data";
import { Button } from "../../components/ui/button";
import { ui } from "../../components/package-editor/form-classes";
import { SectionNotice, useFailureNotice, useRefocusIfDropped, type Notice } from "./admin-list";
import { RowAction } from "../../components/package-editor/row-buttons";
import { actOnProviderPerson, inviteProviderPerson, listProviderPeople } from "./providers-api";

export const REVOKE_CONFIRMATION =
  "Revoke this person? They are signed out at once and their links stop working. You can invite them again.";

/** A provider's people in the partner portal: invite (the link is shown once), re-invite, revoke, end a sign-in back-off. */
export function ProviderPeople({
  providerId,
  providerName,
  onSessionEnded,
}: {
  providerId: string;
  providerName: string;
  onSessionEnded: () => void;
}) {
  const id = useId();
  const [people, setPeople] = useState<PartnerPerson[] | null>(null);
  const [email, setEmail] = useState("");
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const fail = useFailureNotice(onSessionEnded, setNotice);
  const load = useCallback(
    () => listProviderPeople(providerId).then(setPeople, (e: unknown) => fail("Failed to load people", e)),
    [providerId, fail],
  );
  useEffect(() => void load(), [load]);
  const refocus = useRefocusIfDropped();

  async function run(what: string, work: () => Promise<string>) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ kind: "ok", text: await work() });
      await load();
      // A revoked person is offered no Revoke button: focus goes to the list's heading, above the notice.
      refocus(() => document.getElementById(`${id}-title`));
    } catch (e) {
      fail(what, e);
    } finally {
      setBusy(false);
    }
  }

  const invite = (who: { email: string } | { personId: string }) =>
    run("Failed to invite", async () => {
      const answer = await inviteProviderPerson(providerId, who);
      setLink({ email: answer.item.email, url: answer.link });
      setEmail("");
      return `Invitation for ${answer.item.email} made. Send the link below; it works once, for 7 days.`;
    });

  return (
    <div className="mt-3 w-full rounded-lg bg-slate-50 p-3">
      <h3 id={`${id}-title`} tabIndex={-1} className="text-base font-semibold text-slate-900">
        People acting for {providerName}
      </h3>
      <SectionNotice notice={notice} />
      {link ? (
        <p className="mt-2 text-sm break-all">
          <label htmlFor={`${id}-link`} className={ui.label}>
            One-time link for {link.email} (shown once)
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={link.url}
            className={`${ui.input} mt-1 font-mono text-xs`}
            onFocus={(e) => e.target.select()}
          />
        </p>
      ) : null}
      {people === null ? (
        <p className="mt-2 text-sm text-slate-600">Loading people...</p>
      ) : people.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nobody yet.</p>
      ) : (
        <ul aria-label={`People of ${providerName}`} className="mt-2 divide-y divide-slate-200">
          {people.map((person) => (
            <li key={person.id} aria-label={person.email} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <PersonSummary person={person} />
              <span className="flex flex-wrap gap-2">
                <RowAction context={person.email} busy={busy} onClick={() => invite({ personId: person.id })}>
                  Re-invite
                </RowAction>
                <RowAction
                  context={person.email}
                  busy={busy}
                  onClick={() =>
                    run(
                      "Failed to end the back-off",
                      async () => `${(await actOnProviderPerson(providerId, person.id, "unlock")).email} may sign in again at once.`,
                    )
                  }
                >
                  End sign-in wait
                </RowAction>
                {person.status === "Revoked" ? null : (
                  <RowAction
                    context={person.email}
                    busy={busy}
                    onClick={() =>
                      window.confirm(REVOKE_CONFIRMATION) &&
                      run(
                        "Failed to revoke",
                        async () => `${(await actOnProviderPerson(providerId, person.id, "revoke")).email} revoked and signed out.`,
                      )
                    }
                  >
                    Revoke
                  </RowAction>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void invite({ email });
        }}
      >
        <div className="min-w-0 grow">
          <label htmlFor={`${id}-email`} className={ui.label}>
            Invite by e-mail
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={`${ui.input} mt-1`}
          />
        </div>
        <Button type="submit" busy={busy}>
          Invite
        </Button>
      </form>
    </div>
  );
}

/** A person's e-mail and standing, and the last day their newest link works: the site's day, as the link's end falls there. */
export function PersonSummary({ person }: { person: PartnerPerson }) {
  const siteDateOf = useSiteDateOf();
  return (
    <span>
      <span className="font-medium">{person.email}</span> · {person.status}
      {person.invitationExpiresAt ? ` · link valid until ${siteDateOf(person.invitationExpiresAt)}` : ""}
    </span>
  );
}
