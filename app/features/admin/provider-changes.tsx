import { useCallback, useEffect, useId, useState } from "react";
import { useSiteDateOf } from "../../components/root-data";
import { STATED_REFERENCE_CHECKS, type ProviderChange, type VerificationField } from "../../../domain/provider-profile";
import { VERIFICATION_CHECKS } from "../../../domain/providers";
import { Button } from "../../components/ui/button";
import { call } from "./admin-api";
import { ui } from "../../components/package-editor/form-classes";
import { SectionNotice, useFailureNotice, useRefocusIfDropped, type Notice } from "./admin-list";

/** The verification fields in the admin's words (this panel and the review queue). */
export const VERIFICATION_FIELD_LABELS: Record<VerificationField, string> = {
  legalName: "Legal name",
  ...(Object.fromEntries(
    STATED_REFERENCE_CHECKS.map((id) => [`reference:${id}`, `${VERIFICATION_CHECKS.find((c) => c.id === id)!.label}: number`]),
  ) as Record<`reference:${(typeof STATED_REFERENCE_CHECKS)[number]}`, string>),
};

/**
 * A provider's changes to what its verification rests on, sent from the partner portal: the one
 * waiting (field by field, old → new) to approve, or return with a reason the partner reads; then
 * the earlier ones. Approving makes the values live and records each approved number as a check made today.
 */
export function ProviderChanges({ providerId, onSessionEnded }: { providerId: string; onSessionEnded: () => void }) {
  const siteDate = useSiteDateOf();
  const id = useId();
  const [changes, setChanges] = useState<ProviderChange[] | null>(null);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const fail = useFailureNotice(onSessionEnded, setNotice);
  const base = `/api/admin/providers/${encodeURIComponent(providerId)}/changes`;
  const load = useCallback(
    () =>
      call<{ items: ProviderChange[] }>("GET", base).then(
        (r) => setChanges(r.items),
        (e: unknown) => fail("Failed to load changes", e),
      ),
    [base, fail],
  );
  useEffect(() => void load(), [load]);
  const refocus = useRefocusIfDropped();

  async function decide(change: ProviderChange, approve: boolean) {
    setBusy(true);
    setNotice(null);
    try {
      await call("POST", `${base}/${encodeURIComponent(change.id)}/${approve ? "approve" : "return"}`, approve ? undefined : { reason });
      setNotice({ kind: "ok", text: approve ? "Change approved; the new details are in force." : "Change returned with your reason." });
      setReason("");
      await load();
    } catch (e) {
      fail(approve ? "Failed to approve" : "Failed to return", e);
      await load();
    } finally {
      setBusy(false);
      // A decided change is offered no buttons: focus goes to the list's heading, above the notice.
      refocus(() => document.getElementById(`${id}-title`));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-3 rounded-lg border border-slate-200 p-3">
      <h3 id={`${id}-title`} tabIndex={-1} className="font-semibold text-slate-900">
        Verification changes
      </h3>
      <SectionNotice notice={notice} />
      {changes === null ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : changes.length === 0 ? (
        <p className="text-sm text-slate-600">None sent.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {changes.map((change) => (
            <li key={change.id} className="text-sm">
              <p className="font-medium">
                {change.status} · sent {siteDate(change.submittedAt)} by {change.submittedBy}
                {change.decidedAt ? ` · ${siteDate(change.decidedAt)} by ${change.decidedBy}` : ""}
              </p>
              {change.reason ? <p>Reason: {change.reason}</p> : null}
              <ul className="list-disc ps-5">
                {(Object.entries(change.changes) as [VerificationField, [string, string]][]).map(([field, [from, to]]) => (
                  <li key={field}>
                    {VERIFICATION_FIELD_LABELS[field]}: <span className="line-through">{from || "(none)"}</span> →{" "}
                    <strong>{to || "(none)"}</strong>
                  </li>
                ))}
              </ul>
              {change.status === "Pending" ? (
                <div className="mt-2 flex flex-wrap items-end gap-2">
                  <Button busy={busy} onClick={() => void decide(change, true)}>
                    Approve
                  </Button>
                  <label className={ui.label}>
                    Reason for returning
                    <input value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} className={`${ui.input} mt-1`} />
                  </label>
                  <Button variant="secondary" busy={busy} onClick={() => void decide(change, false)}>
                    Return
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
